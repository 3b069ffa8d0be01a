import Foundation
import ViewCore

/// One JSON value as `JSONParser` records it. The tokens of a document lie in one array (a
/// "tape"), in document order: a container is followed by its contents, an object's contents
/// alternating member name and value, and `next` says where the value after it starts, so a
/// reader steps over a whole subtree at once.
///
/// Why a tape and not a tree of nodes: the tree allocated an array per object and per array,
/// and a `String` per long member name, then freed them all once read; that was a third of
/// reading a JSON archive. Strings stay in the input until a reader asks for one.
///
/// A token takes 16 bytes: a 100k-view file makes millions of them, and the tape's size is most
/// of what reading touches. Lines and columns are found from `JSONTape.lineStarts` when asked.
struct JSONToken {
    enum Kind: UInt8 {
        case null, `false`, `true`, integer, real, string, escapedString, array, object
    }

    /// Where the value starts in the input: its first byte (a string's opening quote).
    var offset: UInt32
    /// Numbers and plain strings: the lexeme's length in bytes (for strings, between the
    /// quotes). Strings with escapes: the index of their text in `JSONTape.escaped`. Arrays: the
    /// number of items. Objects: the number of members.
    var count: UInt32
    /// The index of the token after this value and everything in it.
    var next: UInt32
    var kind: Kind
    /// Member names: the `FieldName` the name spells, as its raw value, or `JSONToken.notAField`.
    /// Found once while parsing, so readers of value objects compare a byte, not a name.
    var field: UInt8 = JSONToken.notAField

    static let notAField: UInt8 = .max

    /// A plain string's bytes between its quotes in `input`; nil for any other token, a string
    /// with escapes included (its text then differs from its bytes).
    func plainBytes(in input: UnsafePointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard kind == .string else { return nil }
        return UnsafeBufferPointer(start: input + Int(offset) + 1, count: Int(count))
    }

    /// A string token's text: its bytes in `input`, or for one with escapes the text `escaped`
    /// gives for its index.
    func text(in input: UnsafePointer<UInt8>, escaped: (Int) -> String) -> String {
        guard let bytes = plainBytes(in: input) else { return escaped(Int(count)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// What `JSONParser` produces: the tokens, and the text of the strings that held escapes.
struct JSONTape {
    var tokens: [JSONToken] = []
    var escaped: [String] = []
    /// Whether some string holds a character XML cannot carry (a control character written as
    /// an escape, U+FFFE, U+FFFF). Only string values may (XML writes them as base64), so the
    /// reader then looks for such text where XML spells an attribute; files without any, nearly
    /// all, are spared the search.
    var holdsTextXMLCannotCarry = false
    /// The offset where each line starts, the first line's (0) included.
    var lineStarts: [UInt32] = [0]

    /// Calls `body` with the top-level value, read in place, or returns nil for an empty tape.
    /// The nodes given to `body` must not escape it: they point into this tape.
    func withRoot<Result, Failure: Error>(
        bytes: UnsafePointer<UInt8>,
        _ body: (JSONNode) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        try tokens.withUnsafeBufferPointer { (tokens) throws(Failure) -> Result? in
            try escaped.withUnsafeBufferPointer { (escaped) throws(Failure) -> Result? in
                try lineStarts.withUnsafeBufferPointer { (lines) throws(Failure) -> Result? in
                    guard let base = tokens.baseAddress, !tokens.isEmpty else { return nil }
                    var lastLine = 0
                    return try withUnsafeMutablePointer(to: &lastLine) { (lastLine) throws(Failure) -> Result? in
                        let view = JSONTapeView(
                            tokens: base, escaped: escaped.baseAddress, lineStarts: lines,
                            lastLine: lastLine, bytes: bytes)
                        return try body(JSONNode(in: view, at: 0))
                    }
                }
            }
        }
    }
}

/// Plain pointers to a tape and its input: nodes copy them without reference counting.
struct JSONTapeView {
    let tokens: UnsafePointer<JSONToken>
    let escaped: UnsafePointer<String>?
    let lineStarts: UnsafeBufferPointer<UInt32>
    /// The line of the last location asked for: readers ask in file order, so the next one is
    /// usually on that line or a few after.
    let lastLine: UnsafeMutablePointer<Int>
    let bytes: UnsafePointer<UInt8>

    /// The text of the string token at `index`.
    func string(at index: Int) -> String {
        tokens[index].text(in: bytes) { escaped?[$0] ?? "" }
    }

    /// Whether the string token at `index` spells `text`, compared without making a `String`.
    func string(at index: Int, equals text: StaticString) -> Bool {
        guard let bytes = plainBytes(at: index), let start = bytes.baseAddress else {
            return string(at: index).hasSameBytes(as: text.description)
        }
        return bytes.count == text.utf8CodeUnitCount && memcmp(start, text.utf8Start, bytes.count) == 0
    }

    /// The bytes of the string token at `index` as the input spells them, or nil when it held
    /// escapes (its text then differs from its bytes).
    func plainBytes(at index: Int) -> UnsafeBufferPointer<UInt8>? {
        tokens[index].plainBytes(in: bytes)
    }

    /// The 1-based line and byte column of the token at `index`, found in the line table by
    /// galloping on from the last line asked for (readers ask in file order, so the line is
    /// usually that one or a few after), or by searching when the token comes before it.
    func location(of index: Int) -> SourceLocation {
        let offset = tokens[index].offset
        var line = lastLine.pointee
        if lineStarts[line] <= offset {
            // Probe line + 1, + 2, + 4, + 8, ... until a line starts past the offset.
            var step = 1
            var high = line + 1
            while high < lineStarts.count, lineStarts[high] <= offset {
                line = high
                high += step
                step *= 2
            }
            line = Self.line(containing: offset, in: lineStarts, from: line, below: min(high, lineStarts.count))
        } else {
            line = Self.line(containing: offset, in: lineStarts, from: 0, below: lineStarts.count)
        }
        lastLine.pointee = line
        return SourceLocation(line: line + 1, column: Int(offset - lineStarts[line]) + 1)
    }

    /// The index of the last line in `low..<high` starting at or before `offset`; line `low`
    /// does.
    private static func line(
        containing offset: UInt32, in lineStarts: UnsafeBufferPointer<UInt32>, from low: Int,
        below high: Int
    ) -> Int {
        var low = low, high = high
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return low
    }
}
