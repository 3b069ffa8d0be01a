import Foundation
import ViewCore

extension XMLDocumentBuilder {
    func startElement(_ localName: XMLName, isNamespaced: Bool, attributes list: XMLAttributeList, offset: Int) {
        guard !stopped else { return }
        let location = tagLocation(endingAt: offset)
        if frames.count > limits.maxDepth {
            stop(.tooDeep, "elements nest deeper than the limit of \(limits.maxDepth)", at: location)
            return
        }
        let topKind = frames[frames.count - 1].kind
        let parentKind: FrameKind = openLeaf != nil && topKind != .skip ? .leaf : topKind
        if parentKind == .skip {
            frames.append(Frame(kind: .skip, location: location))
            return
        }
        guard let (attributes, key) = self.attributes(list, location: location) else { return }
        guard !isNamespaced, let name = elementName(localName) else {
            let text = localName.text
            skip(
                .unexpectedElement,
                isNamespaced ? "unexpected namespaced element <\(cut: text)>" : "unknown element <\(cut: text)>",
                at: location)
            return
        }
        switch parentKind {
        case .document:
            if parser?.isTranscoding == true {
                return stop(.malformedXML, "archives must be UTF-8; this file declares another encoding", at: location)
            }
            guard case .document(.archive) = name else {
                return skip(
                    .unexpectedElement, "expected <archive> as the root element, found <\(cut: name.text)>",
                    at: location)
            }
            startArchive(attributes, key: key, at: location)
        case .archive:
            startSection(name, attributes, key: key, at: location)
        case .placeholders:
            guard case .document(.placeholder) = name else {
                return skip(
                    .unexpectedElement, "<placeholders> holds only <placeholder>, found <\(cut: name.text)>",
                    at: location)
            }
            startPlaceholder(attributes, key: key, at: location)
        case .connections:
            guard case .document(let element) = name, let kind = ArchiveConnection.Kind(rawValue: element.text) else {
                return skip(
                    .unexpectedElement,
                    "<connections> holds only <outlet>, <outletCollection> and <action>, found <\(cut: name.text)>",
                    at: location)
            }
            startConnection(kind, attributes, key: key, at: location)
        case .objects:
            guard case .value(.object) = name else {
                return skip(
                    .unexpectedElement, "<objects> holds only <object>, found <\(cut: name.text)>", at: location)
            }
            if key != nil { return skip(.misplacedKey, "top-level objects take no key", at: location) }
            startValue(.object, attributes, key: nil, at: location)
        case .object, .dictionary, .array:
            guard case .value(let kind) = name else {
                return skip(.unexpectedElement, "<\(cut: name.text)> is not a value", at: location)
            }
            if parentKind == .array {
                if key != nil { return skip(.misplacedKey, "array items take no key", at: location) }
            } else if key == nil {
                let owner = parentKind == .object ? "an object" : "a dictionary"
                return skip(.missingAttribute, "<\(kind.text)> in \(owner) is missing attribute 'key'", at: location)
            }
            startValue(kind, attributes, key: key, at: location)
        case .leaf:
            let owner = openLeaf.map { "<\($0.text)>" } ?? "this element"
            skip(.unexpectedElement, "\(owner) takes no child elements, found <\(cut: name.text)>", at: location)
        case .skip:
            break
        }
    }

    func endElement(offset: Int) {
        textEnd = -1
        guard !stopped else { return }
        if openLeaf != nil {
            if frames.count > leafFrameCount {
                frames.removeLast()
            } else {
                openLeaf = nil
            }
            return
        }
        guard frames.count > 1 else { return }
        let frame = frames.removeLast()
        let value: ArchiveValue
        switch frame.kind {
        case .object:
            guard let object = frame.object else { return }
            object.entries = frame.entries
            value = .object(object)
        case .array:
            value = .array(frame.container?.items ?? [])
        case .dictionary:
            value = .dictionary(frame.container?.members ?? [])
        default:
            return
        }
        append(value, key: frame.key, at: frame.location)
    }

    /// Adds a finished value to the element that holds it.
    private func append(_ value: consuming ArchiveValue, key: String?, at location: SourceLocation) {
        let top = frames.count - 1
        switch frames[top].kind {
        case .objects:
            if case .object(let object) = value { document.objects.append(object) }
        case .array:
            frames[top].container?.items.append(value)
        case .object:
            guard let key else { return }
            let count = frames[top].entries.count
            if isDuplicate(key, in: top, count: count, existing: { self.frames[top].entries[$0].key }) {
                return report(
                    .duplicateKey, "key \(quoted: key) appears twice in object \(quoted: frames[top].object?.id ?? "")",
                    at: location)
            }
            // Room for a view's usual handful at once: growing 1, 2, 4, 8 cost 12M instructions
            // of the 510M that reading the 10k-view XML file took.
            if count == 0 { frames[top].entries.reserveCapacity(8) }
            frames[top].entries.append(ArchiveEntry(key: key, value: value, location: location))
        case .dictionary:
            guard let key, let container = frames[top].container else { return }
            if isDuplicate(key, in: top, count: container.members.count, existing: { container.members[$0].key }) {
                return report(.duplicateKey, "key \(quoted: key) appears twice in a dictionary", at: location)
            }
            container.members.append((key, value))
        default:
            break
        }
    }

    /// Whether `key` is among the `count` keys so far of the container in frame `index`:
    /// a linear scan for small containers, a set past 16 keys.
    private func isDuplicate(_ key: String, in index: Int, count: Int, existing: (Int) -> String) -> Bool {
        if count < 16 {
            // Bytes, not `==`: two spellings of one text are two keys (see `ByteKey`).
            for position in 0..<count where existing(position).hasSameBytes(as: key) { return true }
            return false
        }
        if frames[index].keys == nil { frames[index].keys = Set((0..<count).map { ByteKey(existing($0)) }) }
        return frames[index].keys?.insert(ByteKey(key)).inserted == false
    }

    /// Reports a structure error and ignores the element with everything in it.
    private func skip(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation) {
        report(code, message, at: location)
        frames.append(Frame(kind: .skip, location: location))
    }

    private func push(
        _ kind: FrameKind, _ name: XMLElementName, key: String? = nil, at location: SourceLocation,
        object: ArchiveObject? = nil
    ) {
        frames.append(
            Frame(
                kind: kind, name: name, key: key, location: location, object: object,
                container: kind == .array || kind == .dictionary ? Container() : nil))
    }

    /// Opens a value element that holds no children.
    private func openLeaf(_ name: XMLElementName) {
        openLeaf = name
        leafFrameCount = frames.count
        leafReportedText = false
    }

    private func fieldProblem(_ problem: FieldProblem, owner: String, at location: SourceLocation) {
        skip(problem.code, problem.message(owner: owner, spelling: .xml), at: location)
    }

    private func rejectKey(_ key: String?, owner: String, at location: SourceLocation) -> Bool {
        guard key != nil else { return false }
        skip(.misplacedKey, "<\(owner)> takes no key", at: location)
        return true
    }

    private func startArchive(_ attributes: XMLAttributes, key: String?, at location: SourceLocation) {
        sawArchive = true
        if rejectKey(key, owner: "archive", at: location) { return }
        do throws(FieldProblem) {
            try ValueFields.checkFields(attributes, allowed: FieldName.version.bit)
            guard let text = try attributes.string(.version) else {
                return skip(.invalidVersion, "<archive> is missing attribute 'version'", at: location)
            }
            guard let version = ArchiveVersion(text) else {
                return skip(.invalidVersion, "archive version \"\(cut: text)\" is not major.minor", at: location)
            }
            if version.major > ArchiveDocument.currentVersion.major {
                return stop(
                    .unsupportedVersion,
                    "archive version \(version) is newer than this reader supports (\(ArchiveDocument.currentVersion.major).x)",
                    at: location)
            }
            document.version = version
            push(.archive, .document(.archive), at: location)
        } catch {
            fieldProblem(error, owner: "archive", at: location)
        }
    }

    private func startSection(
        _ name: XMLElementName, _ attributes: XMLAttributes, key: String?, at location: SourceLocation
    ) {
        guard case .document(let section) = name,
            section == .placeholders || section == .objects || section == .connections
        else {
            return skip(
                .unexpectedElement,
                "<archive> holds <placeholders>, <objects> and <connections>, found <\(cut: name.text)>",
                at: location)
        }
        if rejectKey(key, owner: section.text, at: location) { return }
        guard seenSections.insert(section).inserted else {
            return skip(.unexpectedElement, "<\(section.text)> appears more than once", at: location)
        }
        do throws(FieldProblem) {
            try ValueFields.checkFields(attributes, allowed: 0)
        } catch {
            return fieldProblem(error, owner: section.text, at: location)
        }
        let kind: FrameKind = section == .placeholders ? .placeholders : section == .objects ? .objects : .connections
        push(kind, name, at: location)
    }

    private func startPlaceholder(_ attributes: XMLAttributes, key: String?, at location: SourceLocation) {
        if rejectKey(key, owner: "placeholder", at: location) { return }
        do throws(FieldProblem) {
            try ValueFields.checkFields(
                attributes,
                allowed: FieldName.id.bit | FieldName.kind.bit | FieldName.identifier.bit | FieldName.class.bit)
            let id = try attributes.requiredString(.id)
            let kindText = try attributes.requiredString(.kind)
            let kind: ArchivePlaceholder.Kind
            switch kindText {
            case "owner", "firstResponder":
                if attributes.has(.identifier) {
                    throw FieldProblem(field: .identifier, reason: .unknown("identifier"))
                }
                kind = kindText == "owner" ? .owner : .firstResponder
            case "external":
                kind = .external(try attributes.requiredString(.identifier))
            default:
                throw FieldProblem.invalid(.kind, expected: "one of owner, firstResponder, external", text: kindText)
            }
            declare(id, at: location)
            document.placeholders.append(
                ArchivePlaceholder(id: id, kind: kind, className: try attributes.string(.class), location: location))
            openLeaf(.document(.placeholder))
        } catch {
            fieldProblem(error, owner: "placeholder", at: location)
        }
    }

    private func startConnection(
        _ kind: ArchiveConnection.Kind, _ attributes: XMLAttributes, key: String?, at location: SourceLocation
    ) {
        if rejectKey(key, owner: kind.rawValue, at: location) { return }
        do throws(FieldProblem) {
            let allowed = FieldName.source.bit | FieldName.destination.bit | FieldName.name.bit | FieldName.event.bit
            try ValueFields.checkFields(attributes, allowed: allowed)
            document.connections.append(
                ArchiveConnection(
                    kind: kind, source: try attributes.requiredString(.source),
                    destination: try attributes.requiredString(.destination),
                    name: try attributes.requiredString(.name),
                    event: try attributes.string(.event), location: location))
            let element: XMLDocumentElement =
                switch kind {
                case .outlet: .outlet
                case .outletCollection: .outletCollection
                case .action: .action
                }
            openLeaf(.document(element))
        } catch {
            fieldProblem(error, owner: kind.rawValue, at: location)
        }
    }

    private func startValue(_ kind: ValueKind, _ attributes: XMLAttributes, key: String?, at location: SourceLocation) {
        do throws(FieldProblem) {
            switch kind {
            case .object:
                try ValueFields.checkFields(attributes, allowed: ValueFields.allowedFields(of: .object))
                objectCount += 1
                if objectCount > limits.maxObjects {
                    return stop(
                        .tooManyObjects,
                        "the archive holds more objects than the limit of \(limits.maxObjects)"
                            + ReaderLimits.maxObjectsHint, at: location)
                }
                let object = ArchiveObject(
                    className: try attributes.requiredString(.class), module: try attributes.string(.module),
                    id: try attributes.requiredString(.id), location: location)
                object.baseClassName = try attributes.string(.baseClass)
                declare(object.id, at: location)
                push(.object, .value(.object), key: key, at: location, object: object)
            case .array, .dictionary:
                try ValueFields.checkFields(attributes, allowed: 0)
                push(kind == .array ? .array : .dictionary, .value(kind), key: key, at: location)
            case .reference:
                try ValueFields.checkFields(attributes, allowed: FieldName.ref.bit)
                append(.reference(try attributes.requiredString(.ref)), key: key, at: location)
                openLeaf(.value(.reference))
            default:
                append(.value(try ValueFields.decode(kind, from: attributes)), key: key, at: location)
                openLeaf(.value(kind))
            }
        } catch {
            fieldProblem(error, owner: kind.text, at: location)
        }
    }
}
