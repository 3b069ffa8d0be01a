import Foundation
import ViewCore

/// Reads parsed JSON (`JSONNode`s of a `JSONTape`) as an archive (`Formats/json.md`), collecting structure
/// errors instead of stopping at the first.
struct JSONDocumentDecoder {
    let bytes: UnsafePointer<UInt8>
    let limits: ReaderLimits
    let file: String?
    private(set) var diagnostics: [ArchiveDiagnostic] = []
    /// How many objects were read so far.
    private(set) var objectCount = 0
    /// Where each id was first declared.
    private var declaredIDs: [String: SourceLocation] = [:]
    /// How deep the value being read nests, counted as the XML spelling's elements: the
    /// archive 1, its sections 2, a top-level object 3, each value in it one more. A JSON
    /// object value takes two JSON levels (itself and its `values`), so counting JSON's own
    /// nesting would refuse files the XML reader reads, and what `nibc convert` writes from them.
    private var depth = 0

    init(bytes: UnsafePointer<UInt8>, limits: ReaderLimits, file: String?) {
        self.bytes = bytes
        self.limits = limits
        self.file = file
    }

    /// Raised to stop decoding (a fatal problem, or too many diagnostics).
    struct Stop: Error {}

    private func diagnostic(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation)
        -> ArchiveDiagnostic
    {
        ArchiveDiagnostic(code: code, message: message, file: file, line: location.line, column: location.column)
    }

    /// Records a structure error.
    private mutating func report(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation)
        throws(Stop)
    {
        try record(diagnostic(code, message, at: location))
    }

    private mutating func record(_ found: ArchiveDiagnostic) throws(Stop) {
        diagnostics.append(found)
        if diagnostics.count >= limits.maxDiagnostics || found.code == .unsupportedVersion
            || found.code == .tooManyObjects
        {
            throw Stop()
        }
    }

    /// Records that `id` is declared at `location`, reporting it when it was declared before.
    private mutating func declare(_ id: String, at location: SourceLocation) throws(Stop) {
        if let first = declaredIDs[id] {
            try report(.duplicateID, "id \(quoted: id) is already used at \(first)", at: location)
        } else {
            declaredIDs[id] = location
        }
    }

    private mutating func report(_ problem: FieldProblem, owner: String, at location: SourceLocation) throws(Stop) {
        try report(problem.code, problem.message(owner: owner, spelling: .json), at: location)
    }

    mutating func document(_ root: JSONNode) throws(Stop) -> ArchiveDocument? {
        guard case .object(let members) = root.value else {
            try report(.unexpectedElement, "the archive must be a JSON object, not \(root.typeName)", at: root.location)
            return nil
        }
        var document = ArchiveDocument()
        let fields = JSONFields(members, bytes: bytes, skipping: 0)
        do throws(FieldProblem) {
            let allowed =
                FieldName.version.bit | FieldName.placeholders.bit | FieldName.objects.bit | FieldName.connections.bit
            try ValueFields.checkFields(fields, allowed: allowed)
        } catch {
            try report(error, owner: "archive", at: root.location)
        }
        guard let versionNode = fields.member(.version) else {
            try report(.invalidVersion, "the archive is missing member \"version\"", at: root.location)
            return nil
        }
        guard case .string(let text) = versionNode.value, let version = ArchiveVersion(text) else {
            try report(.invalidVersion, "archive version must be a string \"major.minor\"", at: versionNode.location)
            return nil
        }
        if version.major > ArchiveDocument.currentVersion.major {
            try report(
                .unsupportedVersion,
                "archive version \(version) is newer than this reader supports (\(ArchiveDocument.currentVersion.major).x)",
                at: versionNode.location)
        }
        document.version = version
        // The archive and a section, as `<archive>` and `<objects>` count in XML.
        depth = 2
        for item in try list(fields.member(.placeholders), name: "placeholders") {
            if let placeholder = try placeholder(item) { document.placeholders.append(placeholder) }
        }
        for item in try list(fields.member(.objects), name: "objects") {
            guard case .object(let members) = item.value else {
                try report(
                    .unexpectedElement, "\"objects\" holds only objects, found \(item.typeName)", at: item.location)
                continue
            }
            try enter(at: item.location)
            if let object = try object(members, at: item.location) { document.objects.append(object) }
            depth -= 1
        }
        for item in try list(fields.member(.connections), name: "connections") {
            if let connection = try connection(item) { document.connections.append(connection) }
        }
        return document
    }

    private mutating func list(_ node: JSONNode?, name: String) throws(Stop) -> [JSONNode] {
        guard let node else { return [] }
        guard case .array(let items) = node.value else {
            try report(.invalidValue, "\"\(name)\" must be an array, not \(node.typeName)", at: node.location)
            return []
        }
        return Array(items)
    }

    private mutating func placeholder(_ node: JSONNode) throws(Stop) -> ArchivePlaceholder? {
        guard case .object(let members) = node.value else {
            try report(
                .unexpectedElement, "\"placeholders\" holds only objects, found \(node.typeName)", at: node.location)
            return nil
        }
        let fields = JSONFields(members, bytes: bytes, skipping: 0)
        let made: ArchivePlaceholder
        do throws(FieldProblem) {
            try ValueFields.checkFields(
                fields, allowed: FieldName.id.bit | FieldName.kind.bit | FieldName.identifier.bit | FieldName.class.bit)
            let id = try fields.requiredString(.id)
            let kindText = try fields.requiredString(.kind)
            let kind: ArchivePlaceholder.Kind
            switch kindText {
            case "owner", "firstResponder":
                if fields.has(.identifier) { throw FieldProblem(field: .identifier, reason: .unknown("identifier")) }
                kind = kindText == "owner" ? .owner : .firstResponder
            case "external":
                kind = .external(try fields.requiredString(.identifier))
            default:
                throw FieldProblem.invalid(.kind, expected: "one of owner, firstResponder, external", text: kindText)
            }
            made = ArchivePlaceholder(id: id, kind: kind, className: try fields.string(.class), location: node.location)
        } catch {
            try report(error, owner: "placeholder", at: node.location)
            return nil
        }
        try declare(made.id, at: node.location)
        return made
    }

    private mutating func connection(_ node: JSONNode) throws(Stop) -> ArchiveConnection? {
        guard case .object(let members) = node.value else {
            try report(
                .unexpectedElement, "\"connections\" holds only objects, found \(node.typeName)", at: node.location)
            return nil
        }
        let fields = JSONFields(members, bytes: bytes)
        do throws(FieldProblem) {
            guard let typeNode = fields.member(.type) else { throw FieldProblem.missing(.type) }
            guard case .string(let typeText) = typeNode.value, let kind = ArchiveConnection.Kind(rawValue: typeText)
            else {
                throw FieldProblem.invalid(.type, expected: "one of outlet, outletCollection, action", text: nil)
            }
            let allowed = FieldName.source.bit | FieldName.destination.bit | FieldName.name.bit | FieldName.event.bit
            try ValueFields.checkFields(fields, allowed: allowed)
            return ArchiveConnection(
                kind: kind, source: try fields.requiredString(.source),
                destination: try fields.requiredString(.destination),
                name: try fields.requiredString(.name), event: try fields.string(.event), location: node.location)
        } catch {
            try report(error, owner: "connection", at: node.location)
            return nil
        }
    }

    private mutating func object(_ members: JSONMembers, at location: SourceLocation) throws(Stop) -> ArchiveObject? {
        objectCount += 1
        if objectCount > limits.maxObjects {
            try report(
                .tooManyObjects,
                "the archive holds more objects than the limit of \(limits.maxObjects)" + ReaderLimits.maxObjectsHint,
                at: location)
        }
        let fields = JSONFields(members, bytes: bytes)
        let object: ArchiveObject
        do throws(FieldProblem) {
            guard let typeNode = fields.member(.type) else { throw FieldProblem.missing(.type) }
            guard typeNode.isString("object") else {
                throw FieldProblem.invalid(.type, expected: "\"object\"", text: nil)
            }
            try ValueFields.checkFields(fields, allowed: ValueFields.allowedFields(of: .object) | FieldName.values.bit)
            object = ArchiveObject(
                className: try fields.requiredString(.class), module: try fields.string(.module),
                id: try fields.requiredString(.id), location: location)
            object.baseClassName = try fields.string(.baseClass)
        } catch {
            try report(error, owner: "object", at: location)
            return nil
        }
        try declare(object.id, at: location)
        if let valuesNode = fields.member(.values) {
            guard case .object(let entries) = valuesNode.value else {
                try report(.invalidValue, "member \"values\" of object value is not an object", at: valuesNode.location)
                return object
            }
            object.entries.reserveCapacity(entries.count)
            for entry in entries {
                if let value = try value(entry.value) {
                    object.entries.append(ArchiveEntry(key: entry.key, value: value, location: entry.location))
                }
            }
        }
        return object
    }

    /// Enters a value at `location`, one level deeper; a fatal `NIB0107` past `maxDepth`.
    private mutating func enter(at location: SourceLocation) throws(Stop) {
        depth += 1
        if depth > limits.maxDepth {
            diagnostics.append(
                diagnostic(.tooDeep, "values nest deeper than the limit of \(limits.maxDepth)", at: location))
            throw Stop()
        }
    }

    private mutating func value(_ node: JSONNode) throws(Stop) -> ArchiveValue? {
        try enter(at: node.location)
        defer { depth -= 1 }
        switch node.value {
        case .null: return .value(.null)
        case .bool(let flag): return .value(.bool(flag))
        case .string(let text): return .value(.string(text))
        case .number(let start, let count, let isInteger):
            let pointer = bytes
            let text = { String(decoding: UnsafeBufferPointer(start: pointer + start, count: count), as: UTF8.self) }
            if isInteger {
                switch NumberText.parseInt(bytes + start, count: count) {
                case .value(let number): return .value(.integer(number))
                default:
                    try report(.nonFiniteNumber, "integer \(cut: text()) does not fit in 64 bits", at: node.location)
                    return nil
                }
            }
            switch NumberText.parseDouble(bytes + start, count: count) {
            case .value(let number): return .value(.real(number))
            default:
                try report(.nonFiniteNumber, "number \(cut: text()) is not finite", at: node.location)
                return nil
            }
        case .array(let items):
            var values: [ArchiveValue] = []
            values.reserveCapacity(items.count)
            for item in items {
                if let value = try value(item) { values.append(value) }
            }
            return .array(values)
        case .object(let members):
            return try typedValue(members, at: node.location)
        }
    }

    private mutating func typedValue(_ members: JSONMembers, at location: SourceLocation) throws(Stop) -> ArchiveValue?
    {
        guard let typeMember = members.first(where: { $0.isField(.type) }) else {
            try report(.missingAttribute, "value object is missing member \"type\"", at: location)
            return nil
        }
        guard let kind = typeMember.value.valueKind, Self.isSpelledAsObject(kind) else {
            try report(
                .unexpectedElement, "unknown value type \(describe(typeMember.value))", at: typeMember.value.location)
            return nil
        }
        switch kind {
        case .object:
            return try object(members, at: location).map(ArchiveValue.object)
        case .reference:
            let fields = JSONFields(members, bytes: bytes)
            do throws(FieldProblem) {
                try ValueFields.checkFields(fields, allowed: FieldName.ref.bit)
                return .reference(try fields.requiredString(.ref))
            } catch {
                try report(error, owner: "reference", at: location)
                return nil
            }
        case .dictionary:
            let fields = JSONFields(members, bytes: bytes)
            do throws(FieldProblem) {
                try ValueFields.checkFields(fields, allowed: FieldName.values.bit)
            } catch {
                try report(error, owner: "dictionary", at: location)
                return nil
            }
            guard let valuesNode = fields.member(.values) else { return .dictionary([]) }
            guard case .object(let entries) = valuesNode.value else {
                try report(
                    .invalidValue, "member \"values\" of dictionary value is not an object", at: valuesNode.location)
                return nil
            }
            var result: [(key: String, value: ArchiveValue)] = []
            result.reserveCapacity(entries.count)
            for entry in entries {
                if let value = try value(entry.value) { result.append((entry.key, value)) }
            }
            return .dictionary(result)
        default:
            do throws(FieldProblem) {
                return .value(try ValueFields.decode(kind, from: JSONFields(members, bytes: bytes)))
            } catch {
                try report(error, owner: kind.text, at: location)
                return nil
            }
        }
    }

    /// Whether JSON spells values of `kind` as `{"type": ...}` objects; scalars, strings,
    /// null and arrays are plain JSON values.
    private static func isSpelledAsObject(_ kind: ValueKind) -> Bool {
        switch kind {
        case .bool, .integer, .real, .string, .null, .array: false
        default: true
        }
    }

    private func describe(_ node: JSONNode) -> String {
        if case .string(let text) = node.value { return "\"\(cut: text)\"" }
        return "(\(node.typeName))"
    }
}
