/// Escaping for XML attribute values, byte by byte.
enum XMLText {
    /// Whether every character of `text` is allowed in XML 1.0 (`#x9 | #xA | #xD | [#x20-#xD7FF]
    /// | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`).
    static func canHold(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x20 {
                if value != 0x09 && value != 0x0A && value != 0x0D { return false }
            } else if value == 0xFFFE || value == 0xFFFF {
                return false
            }
        }
        return true
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
