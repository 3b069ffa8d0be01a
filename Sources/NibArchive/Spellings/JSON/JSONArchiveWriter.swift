import Foundation
import ViewCore

/// Writes an `ArchiveDocument` in the canonical JSON spelling (`Formats/json.md`).
///
/// Canonical form: UTF-8, 2-space indentation with every array and object expanded one
/// member per line (empty ones as `[]` and `{}`), `": "` after names, a trailing newline;
/// the same layout as Python's `json.dumps(value, indent=2, ensure_ascii=False)`. Strings
/// escape only `"`, `\` and control characters (`\b \f \n \r \t`, else `\u00xx`). Integers are
/// integer lexemes; reals always carry a `.` or an exponent (`1.0`, `1e-05`); numbers inside
/// typed values (`"width": 320`) drop a trailing `.0`, as the XML spelling does. Entries
/// keep their order; dictionary keys are sorted by their UTF-8 bytes. Empty `placeholders`
/// and `connections` are left out.
public struct JSONArchiveWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The canonical JSON bytes of `document`.
    ///
    /// Numbers must be finite: JSON has no spelling for `nan` or `inf`.
    /// - Complexity: O(n) in the size of the output.
    public func write(_ document: ArchiveDocument) -> Data {
        var writer = JSONWriter(buffer: OutputBuffer(capacity: 4096 + document.objects.count * 768))
        writer.document(document)
        return writer.finish()
    }
}

private struct JSONWriter: ~Copyable {
    var buffer: OutputBuffer
    /// Per open container: whether a member has been written.
    private var started: [Bool] = []

    init(buffer: consuming OutputBuffer) { self.buffer = buffer }

    /// The bytes written; the writer is used up.
    consuming func finish() -> Data { buffer.takeData() }

    // MARK: Layout

    mutating func beginObject() { buffer.append(0x7B); started.append(false) }
    mutating func beginArray() { buffer.append(0x5B); started.append(false) }

    mutating func endObject() { end(0x7D) }
    mutating func endArray() { end(0x5D) }

    private mutating func end(_ bracket: UInt8) {
        if started.removeLast() {
            buffer.append(0x0A)
            buffer.indent(started.count * 2)
        }
        buffer.append(bracket)
    }

    /// Starts the next item of the current container: comma, newline, indentation.
    private mutating func next() {
        if started[started.count - 1] { buffer.append(0x2C) }
        started[started.count - 1] = true
        buffer.append(0x0A)
        buffer.indent(started.count * 2)
    }

    mutating func name(_ key: String) {
        next()
        string(key)
        buffer.append(": ")
    }

    mutating func item() { next() }

    mutating func member(_ key: String, _ text: String) { name(key); string(text) }

    mutating func member(_ key: String, number: Double) { name(key); buffer.append(number: number, plain: true) }

    mutating func string(_ text: String) {
        buffer.append(0x22)
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes {
                switch byte {
                case 0x22: buffer.append("\\\"")
                case 0x5C: buffer.append("\\\\")
                case 0x0A: buffer.append("\\n")
                case 0x0D: buffer.append("\\r")
                case 0x09: buffer.append("\\t")
                case 0x08: buffer.append("\\b")
                case 0x0C: buffer.append("\\f")
                case 0..<0x20:
                    buffer.append("\\u00")
                    let digits: StaticString = "0123456789abcdef"
                    digits.withUTF8Buffer { hex in
                        buffer.append(hex[Int(byte >> 4)])
                        buffer.append(hex[Int(byte & 15)])
                    }
                default: buffer.append(byte)
                }
            }
        }
        buffer.append(0x22)
    }

    // MARK: Archive

    mutating func document(_ document: ArchiveDocument) {
        beginObject()
        member("version", document.version.description)
        if !document.placeholders.isEmpty {
            name("placeholders")
            beginArray()
            for placeholder in document.placeholders {
                item()
                beginObject()
                member("id", placeholder.id)
                switch placeholder.kind {
                case .owner: member("kind", "owner")
                case .firstResponder: member("kind", "firstResponder")
                case .external(let identifier):
                    member("kind", "external")
                    member("identifier", identifier)
                }
                if let className = placeholder.className { member("class", className) }
                endObject()
            }
            endArray()
        }
        name("objects")
        beginArray()
        for object in document.objects {
            item()
            self.object(object)
        }
        endArray()
        if !document.connections.isEmpty {
            name("connections")
            beginArray()
            for connection in document.connections {
                item()
                beginObject()
                member("type", connection.kind.rawValue)
                member("source", connection.source)
                member("destination", connection.destination)
                member("name", connection.name)
                if let event = connection.event { member("event", event) }
                endObject()
            }
            endArray()
        }
        endObject()
        buffer.append(0x0A)
    }

    mutating func object(_ object: ArchiveObject) {
        beginObject()
        member("type", "object")
        member("class", object.className)
        if let module = object.module { member("module", module) }
        if let base = object.baseClassName { member("baseClass", base) }
        member("id", object.id)
        name("values")
        beginObject()
        for entry in object.entries {
            name(entry.key)
            value(entry.value)
        }
        endObject()
        endObject()
    }

    mutating func value(_ value: ArchiveValue) {
        switch value {
        case .object(let object):
            self.object(object)
        case .reference(let id):
            beginObject()
            member("type", "reference")
            member("ref", id)
            endObject()
        case .array(let items):
            beginArray()
            for entry in items {
                item()
                self.value(entry)
            }
            endArray()
        case .dictionary(let members):
            beginObject()
            member("type", "dictionary")
            name("values")
            beginObject()
            for member in members.sorted(by: { $0.key.precedesByBytes($1.key) }) {
                name(member.key)
                self.value(member.value)
            }
            endObject()
            endObject()
        case .value(let plain):
            self.plain(plain)
        }
    }

    mutating func plain(_ value: CodingValue) {
        switch value {
        case .bool(let flag): buffer.append(flag ? "true" : "false")
        case .integer(let number): buffer.append(number.description)
        case .real(let number): buffer.append(number: number, plain: false)
        case .string(let text): string(text)
        case .null: buffer.append("null")
        case .array(let items): self.value(.array(items.map(ArchiveValue.value)))
        case .dictionary(let members):
            self.value(.dictionary(members.map { (key: $0.key, value: ArchiveValue.value($0.value)) }))
        default:
            guard let kind = ValueFields.kind(of: value) else { return }
            beginObject()
            member("type", kind.text)
            ValueFields.forEachField(of: value) { field, fieldValue in
                switch fieldValue {
                case .number(let number): member(field.text, number: number)
                case .string(let text): member(field.text, text)
                case .bool(let flag):
                    name(field.text)
                    buffer.append(flag ? "true" : "false")
                }
            }
            endObject()
        }
    }
}
