import Foundation

/// A small strict JSON parser (RFC 8259) over raw bytes, producing `JSONNode`s.
///
/// Why not Foundation: see `JSONArchiveReader` (Foundation's parsers were 5 to 6 times slower
/// here and keep neither member order, nor `3` apart from `3.0`, nor locations). This parser
/// keeps all three and enforces `ReaderLimits` as it goes.
///
/// Rejects: trailing commas, comments, leading zeros, lone surrogates, invalid UTF-8, control
/// characters in strings, duplicate member names, nesting past `maxDepth`, strings past
/// `maxStringLength`, and anything after the top-level value. Lines and columns are 1-based
/// and count bytes.
struct JSONParser {
    private let bytes: UnsafePointer<UInt8>
    private let count: Int
    private let limits: ReaderLimits
    private let file: String?
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private var scratch: [UInt8] = []

    init(bytes: UnsafePointer<UInt8>, count: Int, limits: ReaderLimits, file: String?) {
        self.bytes = bytes
        self.count = count
        self.limits = limits
        self.file = file
    }

    /// Parses the one top-level value.
    mutating func parse() throws(ArchiveReadError) -> JSONNode {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        let root = try value()
        skipWhitespace()
        if index < count { throw error(.malformedJSON, "unexpected \(describe(index)) after the top-level value") }
        return root
    }

    private var location: SourceLocation { SourceLocation(line: line, column: index - lineStart + 1) }

    private func error(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation? = nil) -> ArchiveReadError {
        let at = location ?? self.location
        return ArchiveReadError(ArchiveDiagnostic(code: code, message: message, file: file, line: at.line, column: at.column))
    }

    private func describe(_ position: Int) -> String {
        guard position < count else { return "end of input" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "character '\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private func unexpected() -> ArchiveReadError {
        if index >= count { return error(.unexpectedEnd, "unexpected end of input") }
        return error(.malformedJSON, "unexpected \(describe(index))")
    }

    @inline(__always) private mutating func skipWhitespace() {
        while index < count {
            switch bytes[index] {
            case 0x20:
                index += 1
                // Indentation comes in runs of spaces: eight at a time.
                while index + 8 <= count,
                      UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                    index += 8
                }
            case 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func value() throws(ArchiveReadError) -> JSONNode {
        guard index < count else { throw unexpected() }
        let start = location
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(value: try object(), location: start)
        case UInt8(ascii: "["): return JSONNode(value: try array(), location: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try string()), location: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(value: try number(), location: start)
        default: throw unexpected()
        }
    }

    private mutating func literal(_ word: StaticString) throws(ArchiveReadError) {
        let length = word.utf8CodeUnitCount
        if count - index >= length, memcmp(bytes + index, word.utf8Start, length) == 0 {
            index += length
            return
        }
        if count - index < length, memcmp(bytes + index, word.utf8Start, count - index) == 0 {
            index = count
        }
        throw unexpected()
    }

    private mutating func enter() throws(ArchiveReadError) {
        depth += 1
        if depth > limits.maxDepth { throw error(.tooDeep, "values nest deeper than the limit of \(limits.maxDepth)") }
    }

    private mutating func array() throws(ArchiveReadError) -> JSONNode.Value {
        try enter()
        index += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if index < count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try value())
            skipWhitespace()
            guard index < count else { throw unexpected() }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error(.malformedJSON, "expected ',' or ']' but found \(describe(index))")
        }
        depth -= 1
        return .array(items)
    }

    private mutating func object() throws(ArchiveReadError) -> JSONNode.Value {
        try enter()
        index += 1
        var members: [JSONMember] = []
        var keys: Set<String>?
        skipWhitespace()
        if index < count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < count else { throw unexpected() }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error(.malformedJSON, "expected a member name in quotes but found \(describe(index))")
            }
            let keyLocation = location
            let key = try string()
            if members.isEmpty { members.reserveCapacity(8) }
            if members.count < 16 {
                // Lengths first: comparing two different short strings takes Swift's slow path.
                let length = key.utf8.count
                if members.contains(where: { $0.key.utf8.count == length && $0.key == key }) {
                    throw duplicate(key, at: keyLocation)
                }
            } else {
                if keys == nil { keys = Set(members.map(\.key)) }
                if keys?.insert(key).inserted == false { throw duplicate(key, at: keyLocation) }
            }
            skipWhitespace()
            guard index < count else { throw unexpected() }
            guard bytes[index] == UInt8(ascii: ":") else { throw error(.malformedJSON, "expected ':' but found \(describe(index))") }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, location: keyLocation, value: try value()))
            skipWhitespace()
            guard index < count else { throw unexpected() }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw error(.malformedJSON, "expected ',' or '}' but found \(describe(index))")
        }
        depth -= 1
        return .object(members)
    }

    private func duplicate(_ key: String, at location: SourceLocation) -> ArchiveReadError {
        error(.duplicateMember, "member \"\(key)\" appears twice in one object", at: location)
    }

    private mutating func number() throws(ArchiveReadError) -> JSONNode.Value {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let first = parser.index
            while parser.index < parser.count, parser.bytes[parser.index] &- UInt8(ascii: "0") < 10 { parser.index += 1 }
            return parser.index - first
        }
        guard index < count else { throw unexpected() }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < count, bytes[index] &- UInt8(ascii: "0") < 10 {
                throw error(.malformedJSON, "numbers may not have leading zeros")
            }
        } else if digits(&self) == 0 {
            throw unexpected()
        }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            if digits(&self) == 0 { throw unexpected() }
        }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw unexpected() }
        }
        return .number(start: start, count: index - start, isInteger: isInteger)
    }

    private mutating func string() throws(ArchiveReadError) -> String {
        index += 1
        let start = index
        var ascii = true
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let length = index - start
                if length > limits.maxStringLength { throw tooLong(length) }
                index += 1
                let buffer = UnsafeBufferPointer(start: bytes + start, count: length)
                if ascii { return String(decoding: buffer, as: UTF8.self) }
                guard let text = String(validating: buffer, as: UTF8.self) else {
                    throw error(.invalidUTF8, "string is not valid UTF-8", at: SourceLocation(line: line, column: start - lineStart))
                }
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            if byte < 0x20 { throw error(.malformedJSON, "control character \(describe(index)) in a string; write it as an escape") }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        throw unexpected()
    }

    private func tooLong(_ length: Int) -> ArchiveReadError {
        error(.stringTooLong, "string of \(length) bytes is longer than the limit of \(limits.maxStringLength)")
    }

    /// The slow path, once a backslash is seen: copies into `scratch`, decoding escapes.
    private mutating func escapedString(from start: Int) throws(ArchiveReadError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(start: bytes + start, count: index - start))
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                if scratch.count > limits.maxStringLength { throw tooLong(scratch.count) }
                guard let text = String(validating: scratch, as: UTF8.self) else {
                    throw error(.invalidUTF8, "string is not valid UTF-8", at: SourceLocation(line: line, column: start - lineStart))
                }
                return text
            }
            if byte < 0x20 { throw error(.malformedJSON, "control character \(describe(index)) in a string; write it as an escape") }
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
                    guard count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error(.invalidEscape, "high surrogate \\u\(hex(scalar)) is not followed by a low surrogate", at: escapeLocation)
                    }
                    index += 2
                    let low = try hex4(escapeLocation)
                    guard low >= 0xDC00 && low < 0xE000 else {
                        throw error(.invalidEscape, "high surrogate \\u\(hex(scalar)) is followed by \\u\(hex(low)), not a low surrogate", at: escapeLocation)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if scalar >= 0xDC00 && scalar < 0xE000 {
                    throw error(.invalidEscape, "lone low surrogate \\u\(hex(scalar))", at: escapeLocation)
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw error(.invalidEscape, "invalid escape", at: escapeLocation) }
                scratch.append(contentsOf: Array(String(Character(unicode)).utf8))
                continue
            default:
                throw error(.invalidEscape, "invalid escape '\\\(describeEscape(index))' in a string", at: escapeLocation)
            }
            index += 1
        }
        throw unexpected()
    }

    private func describeEscape(_ position: Int) -> String {
        let byte = bytes[position]
        return byte >= 0x21 && byte < 0x7F ? String(Character(UnicodeScalar(byte))) : "\\u{\(String(byte, radix: 16))}"
    }

    private func hex(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    private mutating func hex4(_ escapeLocation: SourceLocation) throws(ArchiveReadError) -> UInt32 {
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
