import ViewCore

/// Escaping for XML attribute values, byte by byte.
enum XMLText {
    /// Whether every character of `text` is allowed in XML 1.0 (`#x9 | #xA | #xD | [#x20-#xD7FF]
    /// | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`).
    static func canHold(_ text: String) -> Bool {
        firstScalarXMLCannotHold(in: text) == nil
    }

    /// The first character of `text` XML 1.0 does not allow (a C0 control other than tab, line
    /// feed and carriage return, U+FFFE or U+FFFF); nil when there is none.
    static func firstScalarXMLCannotHold(in text: String) -> Unicode.Scalar? {
        // Every such character starts with a byte below 0x20 or with 0xEF (U+FFFE, U+FFFF):
        // a byte scan clears nearly all text without decoding it. Over the contiguous bytes, it
        // is a few instructions a byte; through `UTF8View`'s iterator, some forty.
        let suspect =
            text.utf8.withContiguousStorageIfAvailable { bytes in bytes.contains(where: mayStartScalarXMLCannotHold) }
            ?? text.utf8.contains(where: mayStartScalarXMLCannotHold)
        guard suspect else { return nil }
        return text.unicodeScalars.first { !canHold($0) }
    }

    @inline(__always) private static func mayStartScalarXMLCannotHold(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0xEF
    }

    /// Whether XML 1.0 allows `scalar` (surrogates cannot be scalars).
    static func canHold(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value == 0x09 || value == 0x0A || value == 0x0D }
        return value != 0xFFFE && value != 0xFFFF
    }

    /// `text` with each character XML cannot hold written as `\u{8}`, for messages.
    static func visible(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            if canHold(scalar) {
                shown.unicodeScalars.append(scalar)
            } else {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return shown
    }

    /// How messages name `scalar`: `U+0008`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Whether `byte` needs more than copying in an attribute value.
    @inline(__always) private static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == 0xEF
    }

    /// Appends `text` escaped for a double-quoted attribute value; runs that need no escaping
    /// are copied in one go.
    static func appendEscaped(_ text: String, to buffer: inout OutputBuffer) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaped($0, to: &buffer) }
        if done == nil {
            var copy = text
            copy.withUTF8 { appendEscaped($0, to: &buffer) }
        }
    }

    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to buffer: inout OutputBuffer) {
        guard let base = bytes.baseAddress else { return }
        var index = 0
        var runStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard isSpecial(byte) else {
                index += 1
                continue
            }
            buffer.append(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
            switch byte {
            case UInt8(ascii: "&"): buffer.append("&amp;")
            case UInt8(ascii: "<"): buffer.append("&lt;")
            case UInt8(ascii: ">"): buffer.append("&gt;")
            case UInt8(ascii: "\""): buffer.append("&quot;")
            case 0x09: buffer.append("&#9;")
            case 0x0A: buffer.append("&#10;")
            case 0x0D: buffer.append("&#13;")
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
                buffer.append("\u{FFFD}")  // U+FFFE, U+FFFF
                index += 2
            case 0xEF: buffer.append(byte)
            default: buffer.append("\u{FFFD}")  // other C0 controls
            }
            index += 1
            runStart = index
        }
        buffer.append(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
    }

    /// `text` escaped, as a string.
    static func escaped(_ text: String) -> String {
        var buffer = OutputBuffer(capacity: text.utf8.count + 8)
        appendEscaped(text, to: &buffer)
        return buffer.string
    }
}

extension XMLText {
    /// Calls `body` with each text an entry's value puts in XML attributes, and how to name it
    /// in a message: references, dictionary keys and the text fields of values (a font's name),
    /// nested ones included; owned objects aside, as they are checked on their own.
    static func forEachText(in value: ArchiveValue, _ body: (String, () -> String) -> Void) {
        switch value {
        case .object: break
        case .reference(let id): body(id, { "the reference" })
        case .array(let items): for item in items { forEachText(in: item, body) }
        case .dictionary(let members):
            for member in members {
                body(member.key, { "the dictionary key" })
                forEachText(in: member.value, body)
            }
        case .value(let plain): forEachText(in: plain, body)
        }
    }

    static func forEachText(in value: CodingValue, _ body: (String, () -> String) -> Void) {
        switch value {
        case .string, .data: break  // strings are written as base64 when they must be; data always is
        case .array(let items): for item in items { forEachText(in: item, body) }
        case .dictionary(let members):
            for key in members.keys.sorted(by: { $0.precedesByBytes($1) }) {
                body(key, { "the dictionary key" })
                if let member = members[key] { forEachText(in: member, body) }
            }
        default:
            let kind = ValueFields.kind(of: value)?.text ?? "value"
            ValueFields.forEachField(of: value) { name, field in
                if case .string(let text) = field { body(text, { "the \(name.text) of a \(kind)" }) }
            }
        }
    }
}
