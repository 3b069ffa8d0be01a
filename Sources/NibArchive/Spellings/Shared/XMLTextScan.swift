import ViewCore

/// Finds the names, ids, keys and other attribute text of a document that hold a character XML
/// 1.0 cannot carry (a C0 control other than tab, line feed and carriage return, U+FFFE,
/// U+FFFF): `NIB0206`, one error each.
///
/// XML writes `string` values holding such characters as base64, but everything else is an
/// attribute, where the XML writer can only put U+FFFD: the document would not convert between
/// the spellings without loss. The JSON reader refuses such text in files, and `XMLTextCheck`
/// catches documents made in code.
///
/// - Complexity: O(n) in the size of the document.
struct XMLTextScan {
    let file: String?
    private(set) var found: [ArchiveDiagnostic] = []
    /// The key path of the object being scanned, one step per level.
    private var path: [String] = []
    /// The objects being scanned, outermost first: one that contains itself is not entered twice.
    private var open: Set<ObjectIdentifier> = []

    /// Every text of `document` XML cannot carry, in document order: placeholders, objects
    /// depth first, connections.
    static func diagnostics(in document: ArchiveDocument, file: String?) -> [ArchiveDiagnostic] {
        var scan = XMLTextScan(file: file)
        for placeholder in document.placeholders {
            scan.check(placeholder.id, "the id", at: placeholder.location)
            scan.check(
                placeholder.className, "the class of placeholder \(quoted: placeholder.id)", at: placeholder.location)
            if case .external(let identifier) = placeholder.kind {
                scan.check(
                    identifier, "the identifier of placeholder \(quoted: placeholder.id)", at: placeholder.location)
            }
        }
        for object in document.objects {
            scan.visit(object, step: "objects[id=\(cut: object.id)] (\(cut: object.className))")
        }
        for connection in document.connections {
            let kind = connection.kind.rawValue
            scan.check(connection.source, "the source of an \(kind)", at: connection.location)
            scan.check(connection.destination, "the destination of an \(kind)", at: connection.location)
            scan.check(connection.name, "the name of an \(kind)", at: connection.location)
            scan.check(connection.event, "the event of an \(kind)", at: connection.location)
        }
        return scan.found
    }

    private mutating func check(
        _ text: String?, _ what: @autoclosure () -> String, at location: SourceLocation,
        objectID: String? = nil, keyPath: @autoclosure () -> String? = nil
    ) {
        guard let text, let scalar = XMLText.firstScalarXMLCannotHold(in: text) else { return }
        let keyPath = keyPath()
        found.append(
            ArchiveDiagnostic(
                code: .invalidValue,
                message:
                    "\(what()) \"\(XMLText.visible(text))\" holds \(XMLText.codePoint(scalar)), which XML cannot carry; only string values may hold it",
                file: file, line: location.line, column: location.column, objectID: objectID, keyPath: keyPath))
    }

    /// Checks `object`, then the objects it owns, in entry order.
    private mutating func visit(_ object: ArchiveObject, step: String) {
        guard open.insert(ObjectIdentifier(object)).inserted else { return }
        path.append(step)
        defer {
            path.removeLast()
            open.remove(ObjectIdentifier(object))
        }
        let steps = path
        var objectPath: String { steps.joined(separator: " > ") }
        check(object.id, "the id", at: object.location, keyPath: objectPath)
        check(object.className, "the class of \(quoted: object.id)", at: object.location, objectID: object.id)
        check(object.module, "the module of \(quoted: object.id)", at: object.location, objectID: object.id)
        for entry in object.entries {
            // Key paths are spelled only for a text that fails: nearly every file has none.
            check(
                entry.key, "the key", at: entry.location, objectID: object.id, keyPath: objectPath + " > " + entry.key)
            // Collected first: `check` cannot run inside the walk, which borrows `self`.
            var texts: [(text: String, what: String)] = []
            XMLText.forEachText(in: entry.value) { text, what in
                if XMLText.firstScalarXMLCannotHold(in: text) != nil { texts.append((text, what())) }
            }
            for (text, what) in texts {
                check(text, what, at: entry.location, objectID: object.id, keyPath: objectPath + " > " + entry.key)
            }
        }
        for entry in object.entries { visitOwned(entry.value, key: entry.key, index: nil) }
    }

    private mutating func visitOwned(_ value: ArchiveValue, key: String, index: Int?) {
        switch value {
        case .object(let object): visit(object, step: index.map { "\(key)[\($0)]" } ?? key)
        case .array(let items):
            for (position, item) in items.enumerated() { visitOwned(item, key: key, index: position) }
        case .dictionary(let members): for member in members { visitOwned(member.value, key: member.key, index: nil) }
        case .value, .reference: break
        }
    }
}
