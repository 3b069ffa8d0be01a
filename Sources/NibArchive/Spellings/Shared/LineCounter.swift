import Foundation

/// Turns byte offsets into exact 1-based line and column numbers (the column counts bytes),
/// counting newlines itself so lines past 65,535 stay exact (libxml2's tree nodes stop there).
///
/// Offsets are usually asked for in increasing order, so each byte is scanned once overall;
/// an earlier offset restarts the count from the beginning.
struct LineCounter {
    private let base: UnsafePointer<UInt8>
    private let count: Int
    private var scanned = 0
    private var line = 1
    private var lineStart = 0

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    /// The location of the byte at `offset` (clamped to the input).
    mutating func location(at offset: Int) -> SourceLocation {
        let target = min(max(offset, 0), count)
        if target < scanned { scanned = 0; line = 1; lineStart = 0 }
        while scanned < target {
            guard let hit = memchr(base + scanned, 0x0A, target - scanned) else { break }
            let newline = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            line += 1
            lineStart = newline + 1
            scanned = newline + 1
        }
        scanned = target
        return SourceLocation(line: line, column: target - lineStart + 1)
    }

    /// The location of the tag that ends just before `end`. Its `<` is usually where the
    /// whitespace before it ended (`textEnd`, -1 when no whitespace came just before);
    /// otherwise (no text between two tags, a comment in between) it is found scanning back
    /// from `end`. Offsets past the input (libxml2 counts converted bytes in a file declaring
    /// another encoding) are not looked at.
    mutating func tagLocation(endingAt end: Int, textEnd: Int) -> SourceLocation {
        let end = min(end, count)
        if textEnd >= 0, textEnd + 1 < end, base[textEnd] == UInt8(ascii: "<"), base[textEnd + 1] != UInt8(ascii: "!"),
            base[textEnd + 1] != UInt8(ascii: "?")
        {
            return location(at: textEnd)
        }
        return location(at: tagStart(before: end))
    }

    /// The offset of the `<` that starts the tag ending just before `end`: attribute values
    /// cannot hold a literal `<`, so it is the last one before `end`. Scans backwards eight
    /// bytes at a time.
    func tagStart(before end: Int) -> Int {
        var index = min(end, count)
        let raw = UnsafeRawPointer(base)
        while index >= 8 {
            let word = raw.loadUnaligned(fromByteOffset: index - 8, as: UInt64.self)
            let x = word ^ 0x3C3C_3C3C_3C3C_3C3C
            if (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0 { break }
            index -= 8
        }
        while index > 0 {
            index -= 1
            if base[index] == UInt8(ascii: "<") { return index }
        }
        return 0
    }
}
