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

    /// Appends `text` escaped for a double-quoted attribute value.
    static func appendEscaped(_ text: String, to buffer: inout OutputBuffer) {
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "&"): buffer.append("&amp;")
                case UInt8(ascii: "<"): buffer.append("&lt;")
                case UInt8(ascii: ">"): buffer.append("&gt;")
                case UInt8(ascii: "\""): buffer.append("&quot;")
                case 0x09: buffer.append("&#9;")
                case 0x0A: buffer.append("&#10;")
                case 0x0D: buffer.append("&#13;")
                case 0..<0x20: buffer.append("\u{FFFD}")
                case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
                    buffer.append("\u{FFFD}")  // U+FFFE, U+FFFF
                    index += 2
                default: buffer.append(byte)
                }
                index += 1
            }
        }
    }

    /// `text` escaped, as a string.
    static func escaped(_ text: String) -> String {
        var buffer = OutputBuffer(capacity: text.utf8.count + 8)
        appendEscaped(text, to: &buffer)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }
}
