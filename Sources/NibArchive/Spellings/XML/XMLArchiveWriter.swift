import Foundation
import ViewCore

/// Writes an `ArchiveDocument` in the canonical XML spelling (`Formats/xml.md`).
///
/// Canonical form: UTF-8, the `<?xml version="1.0" encoding="UTF-8"?>` header, 2-space
/// indentation, one element per line, a trailing newline; entries in their stored order,
/// dictionary keys sorted by their UTF-8 bytes; numbers in Swift's shortest round-trip form
/// with a trailing `.0` dropped (values are typed by their element, so `1` is lossless);
/// empty `<placeholders>` and `<connections>` left out. Attribute values escape `&`, `<`, `>`,
/// `"` and write tab, line feed and carriage return as character references, so they survive
/// attribute-value normalization. A `string` value holding characters XML 1.0 cannot carry
/// (most C0 controls, U+FFFE, U+FFFF) is written as `base64="..."`; in names, keys and ids such
/// characters become U+FFFD. No file read holds them there (the JSON reader refuses them), and
/// `XMLTextCheck` reports them in a document made in code.
///
/// The bytes are produced by hand into one buffer: faster than `xmlTextWriter` and free of C.
public struct XMLArchiveWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The canonical XML bytes of `document`.
    ///
    /// Numbers must be finite: a reader refuses `nan` and `inf`.
    /// - Complexity: O(n) in the size of the output.
    public func write(_ document: ArchiveDocument) -> Data {
        var writer = Writer(buffer: OutputBuffer(capacity: 4096 + document.objects.count * 512))
        writer.document(document)
        return writer.finish()
    }
}

private struct Writer: ~Copyable {
    var buffer: OutputBuffer

    /// The bytes written; the writer is used up.
    consuming func finish() -> Data { buffer.takeData() }

    mutating func document(_ document: ArchiveDocument) {
        buffer.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive")
        attribute("version", document.version.description)
        buffer.append(">\n")
        if !document.placeholders.isEmpty {
            buffer.append("  <placeholders>\n")
            for placeholder in document.placeholders {
                buffer.append("    <placeholder")
                attribute("id", placeholder.id)
                switch placeholder.kind {
                case .owner: attribute("kind", "owner")
                case .firstResponder: attribute("kind", "firstResponder")
                case .external(let identifier):
                    attribute("kind", "external")
                    attribute("identifier", identifier)
                }
                if let className = placeholder.className { attribute("class", className) }
                buffer.append("/>\n")
            }
            buffer.append("  </placeholders>\n")
        }
        if document.objects.isEmpty {
            buffer.append("  <objects/>\n")
        } else {
            buffer.append("  <objects>\n")
            for object in document.objects { self.object(object, key: nil, indent: 4) }
            buffer.append("  </objects>\n")
        }
        if !document.connections.isEmpty {
            buffer.append("  <connections>\n")
            for connection in document.connections {
                buffer.indent(4)
                buffer.append(0x3C)
                buffer.append(connection.kind.rawValue)
                attribute("source", connection.source)
                attribute("destination", connection.destination)
                attribute("name", connection.name)
                if let event = connection.event { attribute("event", event) }
                buffer.append("/>\n")
            }
            buffer.append("  </connections>\n")
        }
        buffer.append("</archive>\n")
    }

    mutating func open(_ name: String, key: String?, indent: Int) {
        buffer.indent(indent)
        buffer.append(0x3C)
        buffer.append(name)
        if let key { attribute("key", key) }
    }

    mutating func close(_ name: String, indent: Int) {
        buffer.indent(indent)
        buffer.append("</")
        buffer.append(name)
        buffer.append(">\n")
    }

    mutating func object(_ object: ArchiveObject, key: String?, indent: Int) {
        open("object", key: key, indent: indent)
        attribute("class", object.className)
        if let module = object.module { attribute("module", module) }
        if let base = object.baseClassName { attribute("baseClass", base) }
        attribute("id", object.id)
        if object.entries.isEmpty {
            buffer.append("/>\n")
            return
        }
        buffer.append(">\n")
        for entry in object.entries { value(entry.value, key: entry.key, indent: indent + 2) }
        close("object", indent: indent)
    }

    mutating func value(_ value: ArchiveValue, key: String?, indent: Int) {
        switch value {
        case .object(let object):
            self.object(object, key: key, indent: indent)
        case .reference(let id):
            open("reference", key: key, indent: indent)
            attribute("ref", id)
            buffer.append("/>\n")
        case .array(let items):
            open("array", key: key, indent: indent)
            if items.isEmpty { buffer.append("/>\n"); return }
            buffer.append(">\n")
            for item in items { self.value(item, key: nil, indent: indent + 2) }
            close("array", indent: indent)
        case .dictionary(let members):
            open("dictionary", key: key, indent: indent)
            if members.isEmpty { buffer.append("/>\n"); return }
            buffer.append(">\n")
            for member in members.sorted(by: { $0.key.precedesByBytes($1.key) }) {
                self.value(member.value, key: member.key, indent: indent + 2)
            }
            close("dictionary", indent: indent)
        case .value(let plain):
            self.plain(plain, key: key, indent: indent)
        }
    }

    mutating func plain(_ value: CodingValue, key: String?, indent: Int) {
        switch value {
        case .bool(let flag):
            open("bool", key: key, indent: indent)
            attribute("value", flag ? "true" : "false")
        case .integer(let number):
            open("integer", key: key, indent: indent)
            attribute("value", number.description)
        case .real(let number):
            open("real", key: key, indent: indent)
            numberAttribute("value", number)
        case .string(let text):
            open("string", key: key, indent: indent)
            if XMLText.canHold(text) {
                attribute("value", text)
            } else {
                attribute("base64", Data(text.utf8).base64EncodedString())
            }
        case .null:
            open("nil", key: key, indent: indent)
        case .array(let items):
            self.value(.array(items.map(ArchiveValue.value)), key: key, indent: indent)
            return
        case .dictionary(let members):
            self.value(
                .dictionary(members.map { (key: $0.key, value: ArchiveValue.value($0.value)) }), key: key,
                indent: indent)
            return
        default:
            guard let kind = ValueFields.kind(of: value) else { return }
            open(kind.text, key: key, indent: indent)
            ValueFields.forEachField(of: value) { name, field in
                switch field {
                case .number(let number): numberAttribute(name.text, number)
                case .string(let text): attribute(name.text, text)
                case .bool(let flag): attribute(name.text, flag ? "true" : "false")
                }
            }
        }
        buffer.append("/>\n")
    }

    /// ` name="number"` (numbers need no escaping).
    mutating func numberAttribute(_ name: String, _ number: Double) {
        buffer.append(0x20)
        buffer.append(name)
        buffer.append("=\"")
        buffer.append(number: number, plain: true)
        buffer.append(0x22)
    }

    /// ` name="escaped value"`.
    mutating func attribute(_ name: String, _ value: String) {
        buffer.append(0x20)
        buffer.append(name)
        buffer.append("=\"")
        XMLText.appendEscaped(value, to: &buffer)
        buffer.append(0x22)
    }
}
