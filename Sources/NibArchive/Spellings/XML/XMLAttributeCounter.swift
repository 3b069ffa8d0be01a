/// Counts the attributes of each start tag in the bytes ahead of libxml2, to refuse a tag with
/// more than `ReaderLimits.maxAttributes` before libxml2 parses it: libxml2 2.9 checks a tag's
/// attributes for duplicates pair by pair, so one element of 50,000 attributes took 13 s in
/// libxml2 alone, and 200,000 minutes (it was over 10 s in `nibc validate`).
///
/// A start tag's attributes are its `=` signs outside quoted values. Comments, CDATA,
/// processing instructions, declarations and end tags are skipped. Malformed XML may count
/// wrongly; libxml2 reports it.
///
/// - Complexity: O(n) in the bytes scanned, over all calls.
struct XMLAttributeCounter {
    private enum State {
        case text
        case tag
        case quoted(UInt8)
    }

    let limit: Int
    private var index = 0
    private var state = State.text
    private var tagStart = 0
    private var count = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Scans `bytes` up to `end` (from where the last call stopped), looking past `end` only to
    /// finish a construct that started before it; returns the offset of the `<` of the first
    /// start tag with more than `limit` attributes, or nil.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, upTo end: Int) -> Int? {
        while index < min(end, bytes.count) {
            switch state {
            case .text:
                guard let open = bytes[index..<bytes.count].firstIndex(of: UInt8(ascii: "<")) else {
                    index = bytes.count
                    return nil
                }
                index = skipMarkup(bytes, at: open)
            case .tag:
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    state = .quoted(byte)
                } else if byte == UInt8(ascii: "=") {
                    count += 1
                    if count > limit { return tagStart }
                } else if byte == UInt8(ascii: ">") {
                    state = .text
                }
            case .quoted(let quote):
                guard let close = bytes[index..<bytes.count].firstIndex(of: quote) else {
                    index = bytes.count
                    return nil
                }
                index = close + 1
                state = .tag
            }
        }
        return nil
    }

    /// At the `<` at `open`: skips a comment, CDATA section, processing instruction,
    /// declaration or end tag whole, or enters a start tag; returns where scanning goes on.
    private mutating func skipMarkup(_ bytes: UnsafeBufferPointer<UInt8>, at open: Int) -> Int {
        let rest = bytes[open..<bytes.count]
        let terminator: String
        if rest.starts(with: "<!--".utf8) {
            terminator = "-->"
        } else if rest.starts(with: "<![CDATA[".utf8) {
            terminator = "]]>"
        } else if rest.starts(with: "<?".utf8) {
            terminator = "?>"
        } else if rest.starts(with: "<!".utf8) || rest.starts(with: "</".utf8) {
            terminator = ">"
        } else {
            state = .tag
            tagStart = open
            count = 0
            return open + 1
        }
        return Self.end(of: Array(terminator.utf8), in: bytes, from: open + 2) ?? bytes.count
    }

    /// The index just past the first `needle` at or after `start`, or nil.
    private static func end(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let last = needle.last else { return start }
        var index = start + needle.count - 1
        while index < bytes.count {
            guard let found = bytes[index..<bytes.count].firstIndex(of: last) else { return nil }
            if found + 1 >= needle.count, bytes[(found + 1 - needle.count)...found].elementsEqual(needle) {
                return found + 1
            }
            index = found + 1
        }
        return nil
    }
}
