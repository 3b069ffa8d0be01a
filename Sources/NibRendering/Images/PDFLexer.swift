import Foundation

/// Reads PDF objects from bytes (ISO 32000-1, 7.2 and 7.3): numbers, names with `#xx` escapes,
/// literal and hexadecimal strings, arrays, dictionaries, references (`12 0 R`) and keywords.
/// Used for a file's objects and for content streams' operands.
///
/// Nesting stops at `maximumDepth`; every call consumes input or reports the end, so reading
/// is linear in the bytes.
struct PDFLexer {
    let bytes: [UInt8]
    /// The next byte to read.
    var position: Int

    static let maximumDepth = 64

    init(_ bytes: [UInt8], at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    static func isWhite(_ byte: UInt8) -> Bool { [0, 9, 10, 12, 13, 32].contains(byte) }

    static func isDelimiter(_ byte: UInt8) -> Bool { Array("()<>[]{}/%".utf8).contains(byte) }

    /// Skips white space and comments.
    mutating func skipWhite() {
        while position < bytes.count {
            if Self.isWhite(bytes[position]) {
                position += 1
            } else if bytes[position] == UInt8(ascii: "%") {
                while position < bytes.count, bytes[position] != 10, bytes[position] != 13 { position += 1 }
            } else {
                return
            }
        }
    }

    /// The next object; nil at the end of the bytes.
    ///
    /// - Throws: `ImageDecodingError` at the byte where the syntax breaks.
    mutating func next(depth: Int = 0) throws(ImageDecodingError) -> PDFObject? {
        skipWhite()
        guard position < bytes.count else { return nil }
        guard depth < Self.maximumDepth else { throw failure("objects nested more than \(Self.maximumDepth) deep") }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "/"):
            position += 1
            return .name(regularRun(escapes: true))
        case UInt8(ascii: "("):
            return .string(try literalString())
        case UInt8(ascii: "<"):
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                return .dictionary(try dictionaryBody(depth: depth))
            }
            return .string(try hexString())
        case UInt8(ascii: "["):
            position += 1
            var items: [PDFObject] = []
            while true {
                skipWhite()
                guard position < bytes.count else { throw failure("an array is not closed") }
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(items)
                }
                guard let item = try next(depth: depth + 1) else { throw failure("an array is not closed") }
                items.append(item)
            }
        case UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            position += 1
            throw ImageDecodingError("PDF", byte: position - 1, "an unexpected '\(Character(Unicode.Scalar(byte)))'")
        default:
            let start = position
            let word = regularRun(escapes: false)
            if let value = Double(word), value.isFinite, word.first.map({ $0.isNumber || "+-.".contains($0) }) == true {
                // `12 0 R` is a reference.
                if value >= 0, value == value.rounded(), value < 1e9 {
                    let mark = position
                    var lookahead = self
                    lookahead.skipWhite()
                    let generation = lookahead.regularRun(escapes: false)
                    lookahead.skipWhite()
                    if Int(generation) != nil, lookahead.position < bytes.count,
                        bytes[lookahead.position] == UInt8(ascii: "R"),
                        lookahead.position + 1 == bytes.count || Self.isWhite(bytes[lookahead.position + 1])
                            || Self.isDelimiter(bytes[lookahead.position + 1])
                    {
                        position = lookahead.position + 1
                        return .reference(Int(value))
                    }
                    position = mark
                }
                return .number(value)
            }
            switch word {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            case "": throw ImageDecodingError("PDF", byte: start, "an unexpected byte \(byte)")
            default: return .keyword(word)
            }
        }
    }

    func failure(_ message: String) -> ImageDecodingError { ImageDecodingError("PDF", byte: position, message) }

    /// The bytes up to the next white space or delimiter, as text; `#xx` escapes in a name.
    mutating func regularRun(escapes: Bool) -> String {
        var run: [UInt8] = []
        while position < bytes.count, !Self.isWhite(bytes[position]), !Self.isDelimiter(bytes[position]) {
            if escapes, bytes[position] == UInt8(ascii: "#"), position + 2 < bytes.count,
                let value = UInt8(String(decoding: bytes[(position + 1)...(position + 2)], as: UTF8.self), radix: 16)
            {
                run.append(value)
                position += 3
            } else {
                run.append(bytes[position])
                position += 1
            }
        }
        return String(decoding: run, as: UTF8.self)
    }

    private mutating func dictionaryBody(depth: Int) throws(ImageDecodingError) -> [String: PDFObject] {
        var entries: [String: PDFObject] = [:]
        while true {
            skipWhite()
            guard position < bytes.count else { throw failure("a dictionary is not closed") }
            if bytes[position] == UInt8(ascii: ">") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw failure("a dictionary ends with one '>'")
                }
                position += 2
                return entries
            }
            guard case .name(let key)? = try next(depth: depth + 1) else {
                throw failure("a dictionary key is not a name")
            }
            guard let value = try next(depth: depth + 1) else { throw failure("a dictionary is not closed") }
            entries[key] = value
        }
    }

    private mutating func literalString() throws(ImageDecodingError) -> [UInt8] {
        position += 1
        var result: [UInt8] = []
        var open = 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                position += 1
                let simple: [UInt8: UInt8] = [110: 10, 114: 13, 116: 9, 98: 8, 102: 12]
                if let value = simple[escaped] {
                    result.append(value)
                } else if escaped >= 0x30, escaped <= 0x37 {
                    var value = Int(escaped - 0x30)
                    for _ in 0..<2 where position < bytes.count && bytes[position] >= 0x30 && bytes[position] <= 0x37 {
                        value = value * 8 + Int(bytes[position] - 0x30)
                        position += 1
                    }
                    result.append(UInt8(value & 0xFF))
                } else if escaped != 10, escaped != 13 {
                    result.append(escaped)
                }
            case UInt8(ascii: "("):
                open += 1
                result.append(byte)
            case UInt8(ascii: ")"):
                open -= 1
                if open == 0 { return result }
                result.append(byte)
            default:
                result.append(byte)
            }
        }
        throw failure("a string is not closed")
    }

    private mutating func hexString() throws(ImageDecodingError) -> [UInt8] {
        position += 1
        var digits: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ">") {
                if digits.count % 2 == 1 { digits.append(0) }
                return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
            }
            if Self.isWhite(byte) { continue }
            guard let value = UInt8(String(Unicode.Scalar(byte)), radix: 16) else {
                throw ImageDecodingError(
                    "PDF", byte: position - 1, "a hexadecimal string holds '\(Unicode.Scalar(byte))'")
            }
            digits.append(value)
        }
        throw failure("a hexadecimal string is not closed")
    }
}
