import Foundation
import ViewCore

/// Reads the numbers of SVG attribute text one by one, as SVG's grammar writes them: separated
/// by white space or one comma, or by nothing where the next sign or point starts a new number
/// (`1-2`, `1.5.5`).
struct SVGNumbers {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    /// The next byte after separators, not consumed; nil at the end.
    mutating func peek() -> UInt8? {
        skipSeparators()
        return index < bytes.count ? bytes[index] : nil
    }

    /// Consumes one byte.
    mutating func skip() { index = min(bytes.count, index + 1) }

    /// An arc's flag: one `0` or `1`, which may touch the next number (`a1 1 0 00 1 1`).
    mutating func flag() -> Bool? {
        guard let byte = peek(), byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { return nil }
        index += 1
        return byte == UInt8(ascii: "1")
    }

    /// The next number (sign, digits, one point, exponent: `-.5e-3`); nil at the end or before
    /// anything that is not a number, which stays unread.
    mutating func next() -> CGFloat? {
        skipSeparators()
        let begin = index
        func digits() -> Bool {
            let first = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index > first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var any = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            any = digits() || any
        }
        guard any else {
            index = begin
            return nil
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            let mark = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            if !digits() { index = mark }
        }
        guard let text = String(bytes: bytes[begin..<index], encoding: .ascii), let value = Double(text),
            value.isFinite
        else {
            index = begin
            return nil
        }
        return CGFloat(value)
    }

    private mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) {
            index += 1
        }
    }
}
