import Foundation
import ViewCore

// Strings: the hot loop of JSON reading, with escapes, surrogates and the string length limit.
extension JSONParser {
    /// Parses a string into the tape: a plain one stays in the input, one with escapes is
    /// decoded into `tape.escaped`.
    mutating func string() throws(ArchiveReadError) {
        let position = token(.string)
        index += 1
        let start = index
        var ascii = true
        while index < count {
            // The common run first: printable ASCII other than a quote or a backslash, one
            // table lookup a byte, four bytes a turn while they last.
            while index + 4 <= count,
                plain[Int(bytes[index])] & plain[Int(bytes[index + 1])]
                    & plain[Int(bytes[index + 2])] & plain[Int(bytes[index + 3])] != 0
            {
                index += 4
            }
            while index < count, plain[Int(bytes[index])] != 0 { index += 1 }
            guard index < count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let length = index - start
                if length > limits.maxStringLength { throw tooLong(length) }
                index += 1
                if !ascii {
                    if !Self.isValidUTF8(bytes + start, count: length) {
                        throw error(
                            .invalidUTF8, "string is not valid UTF-8",
                            at: SourceLocation(line: line, column: start - lineStart))
                    }
                    if Self.holdsNoncharacterFFFEOrFFFF(bytes + start, count: length) {
                        tape.holdsTextXMLCannotCarry = true
                    }
                }
                tape.tokens[position].count = UInt32(truncatingIfNeeded: length)
                return
            }
            if byte == UInt8(ascii: "\\") {
                let text = try escapedString(from: start)
                if !tape.holdsTextXMLCannotCarry, !XMLText.canHold(text) { tape.holdsTextXMLCannotCarry = true }
                tape.tokens[position].kind = .escapedString
                tape.tokens[position].count = UInt32(truncatingIfNeeded: tape.escaped.count)
                tape.escaped.append(text)
                return
            }
            if byte < 0x20 {
                throw error(.malformedJSON, "control character \(describe(index)) in a string; write it as an escape")
            }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        throw unexpected()
    }

    private static func isValidUTF8(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
        String(validating: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) != nil
    }

    /// Whether the UTF-8 bytes hold U+FFFE or U+FFFF (`EF BF BE`, `EF BF BF`).
    private static func holdsNoncharacterFFFEOrFFFF(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
        let end = start + count
        var next = start
        // Lead bytes EF are rare outside CJK text; memchr skips to them.
        while end - next >= 3, let found = memchr(next, 0xEF, end - next - 2) {
            let lead = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if lead[1] == 0xBF, lead[2] >= 0xBE { return true }
            next = lead + 1
        }
        return false
    }

    func tooLong(_ length: Int) -> ArchiveReadError {
        error(.stringTooLong, "string of \(length) bytes is longer than the limit of \(limits.maxStringLength)")
    }

    /// The slow path, once a backslash is seen: copies into `scratch`, decoding escapes.
    mutating func escapedString(from start: Int) throws(ArchiveReadError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(start: bytes + start, count: index - start))
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                if scratch.count > limits.maxStringLength { throw tooLong(scratch.count) }
                guard let text = String(validating: scratch, as: UTF8.self) else {
                    throw error(
                        .invalidUTF8, "string is not valid UTF-8",
                        at: SourceLocation(line: line, column: start - lineStart))
                }
                return text
            }
            if byte < 0x20 {
                throw error(.malformedJSON, "control character \(describe(index)) in a string; write it as an escape")
            }
            guard byte == UInt8(ascii: "\\") else {
                scratch.append(byte)
                index += 1
                continue
            }
            let escapeLocation = location
            index += 1
            guard index < count else { throw unexpected() }
            switch bytes[index] {
            case UInt8(ascii: "\""): scratch.append(0x22)
            case UInt8(ascii: "\\"): scratch.append(0x5C)
            case UInt8(ascii: "/"): scratch.append(0x2F)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                index += 1
                var scalar = try hex4(escapeLocation)
                if scalar >= 0xD800 && scalar < 0xDC00 {
                    guard count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    else {
                        throw error(
                            .invalidEscape, "high surrogate \\u\(hex(scalar)) is not followed by a low surrogate",
                            at: escapeLocation)
                    }
                    index += 2
                    let low = try hex4(escapeLocation)
                    guard low >= 0xDC00 && low < 0xE000 else {
                        throw error(
                            .invalidEscape,
                            "high surrogate \\u\(hex(scalar)) is followed by \\u\(hex(low)), not a low surrogate",
                            at: escapeLocation)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if scalar >= 0xDC00 && scalar < 0xE000 {
                    throw error(.invalidEscape, "lone low surrogate \\u\(hex(scalar))", at: escapeLocation)
                }
                guard let unicode = Unicode.Scalar(scalar) else {
                    throw error(.invalidEscape, "invalid escape", at: escapeLocation)
                }
                scratch.append(contentsOf: Array(String(Character(unicode)).utf8))
                continue
            default:
                throw error(
                    .invalidEscape, "invalid escape '\\\(describeEscape(index))' in a string", at: escapeLocation)
            }
            index += 1
        }
        throw unexpected()
    }

    func describeEscape(_ position: Int) -> String {
        let byte = bytes[position]
        return byte >= 0x21 && byte < 0x7F ? String(Character(UnicodeScalar(byte))) : "\\u{\(String(byte, radix: 16))}"
    }

    func hex(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    mutating func hex4(_ escapeLocation: SourceLocation) throws(ArchiveReadError) -> UInt32 {
        guard count - index >= 4 else {
            index = count
            throw unexpected()
        }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error(.invalidEscape, "\\u must be followed by four hex digits", at: escapeLocation)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
