import Foundation
import ViewCore

/// A small strict JSON parser (RFC 8259) over raw bytes, producing a `JSONTape`.
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
    let bytes: UnsafePointer<UInt8>
    let count: Int
    let limits: ReaderLimits
    let file: String?
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    var scratch: [UInt8] = []
    var tape: JSONTape
    /// Per byte, 1 when a string may hold it as it is (printable ASCII but `"` and `\`).
    let plain = JSONParser.plainStringBytes

    // Written once, before anyone can read it, and never again.
    nonisolated(unsafe) private static let plainStringBytes: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 { table[byte] = byte >= 0x20 && byte < 0x80 && byte != 0x22 && byte != 0x5C ? 1 : 0 }
        return UnsafePointer(table)
    }()

    init(bytes: UnsafePointer<UInt8>, count: Int, limits: ReaderLimits, file: String?) {
        self.bytes = bytes
        self.count = count
        self.limits = limits
        self.file = file
        self.tape = JSONTape()
    }

    /// Parses the one top-level value.
    mutating func parse() throws(ArchiveReadError) -> JSONTape {
        // Token fields are 32 bits wide: inputs past 4 GiB (far above `ReaderLimits`' default
        // of 256 MiB) are refused.
        if count > Int(UInt32.max) {
            throw error(
                .fileTooLarge, "the input is \(count) bytes, more than JSON reading supports (4 GiB)",
                at: SourceLocation(line: 1, column: 1))
        }
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        try value()
        skipWhitespace()
        if index < count { throw error(.malformedJSON, "unexpected \(describe(index)) after the top-level value") }
        return tape
    }

    var location: SourceLocation { SourceLocation(line: line, column: index - lineStart + 1) }

    func error(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation? = nil)
        -> ArchiveReadError
    {
        let at = location ?? self.location
        return ArchiveReadError(
            ArchiveDiagnostic(code: code, message: message, file: file, line: at.line, column: at.column))
    }

    func describe(_ position: Int) -> String {
        guard position < count else { return "end of input" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "character '\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    func unexpected() -> ArchiveReadError {
        if index >= count { return error(.unexpectedEnd, "unexpected end of input") }
        return error(.malformedJSON, "unexpected \(describe(index))")
    }

    @inline(__always) private mutating func skipWhitespace() {
        // Tests in the order the bytes come, not a `switch`: most calls find no whitespace
        // (after a member name) or one space (after a colon), and the switch's jump table was
        // mispredicted so often that it took two fifths of the time spent in `object()`.
        while index < count {
            let byte = bytes[index]
            if byte > 0x20 { return }
            if byte == 0x20 {
                index += 1
                skipSpaces()
            } else if byte == 0x0A {
                index += 1
                line += 1
                lineStart = index
                tape.lineStarts.append(UInt32(truncatingIfNeeded: index))
                skipSpaces()
            } else if byte == 0x09 || byte == 0x0D {
                index += 1
            } else {
                return
            }
        }
    }

    /// Skips a run of spaces (indentation) eight at a time, then the rest of the run found in
    /// one word (its first byte that is not a space). Fewer than eight bytes before the end are
    /// left to `skipWhitespace()`.
    @inline(__always) private mutating func skipSpaces() {
        while index + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self))
            let others = word ^ 0x2020_2020_2020_2020
            if others != 0 {
                index += others.trailingZeroBitCount >> 3
                return
            }
            index += 8
        }
    }

    /// Appends a token starting here; its `count` is set by the caller when it means something.
    @inline(__always)
    mutating func token(_ kind: JSONToken.Kind) -> Int {
        let position = tape.tokens.count
        tape.tokens.append(
            JSONToken(
                offset: UInt32(truncatingIfNeeded: index), count: 0,
                next: UInt32(truncatingIfNeeded: position + 1), kind: kind))
        return position
    }

    /// Parses one value into the tape.
    mutating func value() throws(ArchiveReadError) {
        guard index < count else { throw unexpected() }
        switch bytes[index] {
        case UInt8(ascii: "{"): try object()
        case UInt8(ascii: "["): try array()
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): _ = token(.true); try literal("true")
        case UInt8(ascii: "f"): _ = token(.false); try literal("false")
        case UInt8(ascii: "n"): _ = token(.null); try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw unexpected()
        }
    }

    mutating func literal(_ word: StaticString) throws(ArchiveReadError) {
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

    /// One container deeper. JSON nests up to twice as deep as the archive's values (an object
    /// value is itself and its `values`), which `JSONDocumentDecoder` holds to `maxDepth` as XML
    /// counts elements; this bound, twice that, keeps the parse itself shallow on any input.
    mutating func enter() throws(ArchiveReadError) {
        depth += 1
        if depth > 2 * limits.maxDepth {
            throw error(.tooDeep, "values nest deeper than the limit of \(limits.maxDepth)")
        }
    }

    /// Closes the container token at `position`: its item or member count, and where it ends.
    mutating func close(_ position: Int, count items: Int) {
        tape.tokens[position].count = UInt32(truncatingIfNeeded: items)
        tape.tokens[position].next = UInt32(truncatingIfNeeded: tape.tokens.count)
        depth -= 1
    }

    mutating func array() throws(ArchiveReadError) {
        try enter()
        let position = token(.array)
        index += 1
        var items = 0
        skipWhitespace()
        if index < count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return close(position, count: 0)
        }
        while true {
            skipWhitespace()
            try value()
            items += 1
            skipWhitespace()
            guard index < count else { throw unexpected() }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error(.malformedJSON, "expected ',' or ']' but found \(describe(index))")
        }
        close(position, count: items)
    }

    mutating func object() throws(ArchiveReadError) {
        try enter()
        let position = token(.object)
        index += 1
        var members = 0
        var keys: Set<ByteKey>?
        skipWhitespace()
        if index < count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return close(position, count: 0)
        }
        while true {
            skipWhitespace()
            guard index < count else { throw unexpected() }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error(.malformedJSON, "expected a member name in quotes but found \(describe(index))")
            }
            let name = tape.tokens.count
            try string()
            tape.tokens[name].field = fieldCode(name)
            if members < 16 {
                if isDuplicate(name, among: position + 1, count: members) { throw duplicate(name) }
            } else {
                if keys == nil { keys = memberNames(of: position, count: members) }
                if keys?.insert(ByteKey(tapeString(name))).inserted == false { throw duplicate(name) }
            }
            skipWhitespace()
            guard index < count else { throw unexpected() }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw error(.malformedJSON, "expected ':' but found \(describe(index))")
            }
            index += 1
            skipWhitespace()
            try value()
            members += 1
            skipWhitespace()
            guard index < count else { throw unexpected() }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw error(.malformedJSON, "expected ',' or '}' but found \(describe(index))")
        }
        close(position, count: members)
    }

    /// The text of the string token at `position`.
    func tapeString(_ position: Int) -> String {
        tape.tokens[position].text(in: bytes) { tape.escaped[$0] }
    }

    /// The `FieldName` code of the member name at `name`.
    func fieldCode(_ name: Int) -> UInt8 {
        let field: FieldName?
        if let plain = tape.tokens[name].plainBytes(in: bytes) {
            field = FieldName(bytes: plain)
        } else {
            field = FieldName(text: tapeString(name))
        }
        return field.map { UInt8($0.rawValue) } ?? JSONToken.notAField
    }

    /// Whether the member name at `name` repeats one of the `count` members from `first` on.
    /// Plain names compare bytes (field names just their codes); a name with escapes compares text.
    mutating func isDuplicate(_ name: Int, among first: Int, count: Int) -> Bool {
        let tokens = tape.tokens
        let new = tokens[name]
        var member = first
        for _ in 0..<count {
            let old = tokens[member]
            member = Int(tokens[member + 1].next)
            // Different fields, or a field and another name: never the same text.
            if old.field != new.field { continue }
            if new.field != JSONToken.notAField { return true }
            // Both plain: equal lengths, then equal bytes. A name with escapes: compare text.
            guard old.kind == .string, new.kind == .string else {
                return isDuplicateText(name, among: first, count: count)
            }
            if old.count == new.count,
                memcmp(bytes + Int(old.offset) + 1, bytes + Int(new.offset) + 1, Int(new.count)) == 0
            {
                return true
            }
        }
        return false
    }

    /// `isDuplicate` for a name list holding escapes: compares the names' text.
    func isDuplicateText(_ name: Int, among first: Int, count: Int) -> Bool {
        let text = tapeString(name)
        var member = first
        for _ in 0..<count {
            if tape.tokens[member].field == tape.tokens[name].field, tapeString(member).hasSameBytes(as: text) {
                return true
            }
            member = Int(tape.tokens[member + 1].next)
        }
        return false
    }

    /// The names of the `count` members so far of the object at `position`.
    func memberNames(of position: Int, count: Int) -> Set<ByteKey> {
        var names: Set<ByteKey> = []
        var member = position + 1
        for _ in 0..<count {
            names.insert(ByteKey(tapeString(member)))
            member = Int(tape.tokens[member + 1].next)
        }
        return names
    }

    /// The error for the member name at `name`, just read: a name never spans lines, so it
    /// stands on the current one.
    func duplicate(_ name: Int) -> ArchiveReadError {
        let column = Int(tape.tokens[name].offset) - lineStart + 1
        return error(
            .duplicateMember, "member \"\(cut: tapeString(name))\" appears twice in one object",
            at: SourceLocation(line: line, column: column))
    }

    mutating func number() throws(ArchiveReadError) {
        let position = token(.integer)
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let first = parser.index
            while parser.index < parser.count, parser.bytes[parser.index] &- UInt8(ascii: "0") < 10 {
                parser.index += 1
            }
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
        tape.tokens[position].count = UInt32(truncatingIfNeeded: index - start)
        if !isInteger { tape.tokens[position].kind = .real }
    }
}
