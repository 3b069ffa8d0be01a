import Foundation

/// The canonical text of numbers, and fast parsing of number text from bytes, shared by the
/// XML and JSON spellings so both agree to the bit.
///
/// Writing: Swift's shortest round-trip form (`Double.description`), except that a real that
/// is typed by its element or member (`<rect x="0">`, `"width": 320`) drops a trailing `.0`.
/// A JSON `real` value keeps it (`1.0`), because there the lexeme carries the type.
enum NumberText {
    /// The text of `value` where the type is known from context: `1`, `0.5`, `1e-05`. Negative
    /// zero keeps its `.0` (`-0.0`): as `-0` JSON readers take it for the integer 0.
    static func plain(_ value: Double) -> String {
        let text = real(value)
        if text.hasSuffix(".0"), value != 0 || value.sign == .plus { return String(text.dropLast(2)) }
        return text
    }

    /// The text of a JSON real: always has a `.` or an exponent (`1.0`, `0.5`, `1e-05`).
    ///
    /// Swift's shortest round-trip digits, laid out as Python's `repr` lays them out:
    /// positional below 1e16, so the canonical JSON is exactly what `json.dumps` writes.
    /// (Swift's `description` switches to an exponent from 2^53 on: `9.5e+15`.)
    static func real(_ value: Double) -> String {
        let text = value.description
        guard value.magnitude >= 9_007_199_254_740_992, value.magnitude < 1e16,
            let e = text.firstIndex(of: "e"), let exponent = Int(text[text.index(after: e)...])
        else { return text }
        let negative = text.hasPrefix("-")
        let digits = text[..<e].filter { $0 != "-" && $0 != "." }
        let integerDigits = exponent + 1
        let padded = digits + String(repeating: "0", count: max(0, integerDigits - digits.count))
        let integerPart = padded.prefix(integerDigits)
        var fraction = padded.dropFirst(integerDigits)
        if fraction.isEmpty { fraction = "0" }
        return (negative ? "-" : "") + integerPart + "." + fraction
    }

    /// The result of reading a number.
    enum Parsed<T> {
        case value(T)
        /// Not a number in the grammar `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
        case invalid
        /// Well-formed but infinite, NaN (spelled `nan`, `inf`, ...) or out of range.
        case nonFinite
    }

    private static let exactPowers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Reads a real from `count` bytes at `start` (JSON's number grammar).
    ///
    /// Short decimals (up to 15 significant digits, exponent within ±22) take Clinger's exact
    /// fast path; longer ones go through the standard library's correctly rounded parser.
    static func parseDouble(_ start: UnsafePointer<UInt8>, count: Int) -> Parsed<Double> {
        var index = 0
        var negative = false
        if index < count, start[index] == UInt8(ascii: "-") { negative = true; index += 1 }
        guard index < count else { return .invalid }
        if start[index] < UInt8(ascii: "0") || start[index] > UInt8(ascii: "9") {
            return looksNonFinite(start + index, count: count - index) ? .nonFinite : .invalid
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        if start[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < count, start[index] &- UInt8(ascii: "0") < 10 {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(start[index] &- UInt8(ascii: "0"))
                } else {
                    exponent += 1
                }
                if mantissa != 0 { digits += 1 }
                index += 1
            }
        }
        if index < count, start[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < count, start[index] &- UInt8(ascii: "0") < 10 {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(start[index] &- UInt8(ascii: "0"))
                    exponent -= 1
                    if mantissa != 0 { digits += 1 }
                }
                index += 1
            }
            guard index > fractionStart else { return .invalid }
        }
        if index < count, start[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if index < count, start[index] == UInt8(ascii: "+") || start[index] == UInt8(ascii: "-") {
                exponentNegative = start[index] == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            var written = 0
            while index < count, start[index] &- UInt8(ascii: "0") < 10 {
                if written < 100_000 { written = written * 10 + Int(start[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            guard index > exponentStart else { return .invalid }
            exponent += exponentNegative ? -written : written
        }
        guard index == count else { return .invalid }
        if digits <= 15, exponent >= -22, exponent <= 22 {
            var value = Double(mantissa)
            value = exponent < 0 ? value / exactPowers[-exponent] : value * exactPowers[exponent]
            return .value(negative ? -value : value)
        }
        let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        guard let value = Double(text) else { return .invalid }
        return value.isFinite ? .value(value) : .nonFinite
    }

    /// Reads an integer (`-?(0|[1-9][0-9]*)`) that fits `Int`.
    static func parseInt(_ start: UnsafePointer<UInt8>, count: Int) -> Parsed<Int> {
        var index = 0
        var negative = false
        if index < count, start[index] == UInt8(ascii: "-") { negative = true; index += 1 }
        guard index < count, start[index] &- UInt8(ascii: "0") < 10 else { return .invalid }
        if start[index] == UInt8(ascii: "0"), count - index > 1 { return .invalid }
        var magnitude: UInt64 = 0
        while index < count {
            let digit = start[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return .invalid }
            let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(digit))
            if o1 || o2 { return .nonFinite }
            magnitude = sum
            index += 1
        }
        if negative {
            if magnitude == UInt64(Int.max) + 1 { return .value(Int.min) }
            guard magnitude <= UInt64(Int.max) else { return .nonFinite }
            return .value(-Int(magnitude))
        }
        guard magnitude <= UInt64(Int.max) else { return .nonFinite }
        return .value(Int(magnitude))
    }

    /// Whether the text (after an optional sign) spells infinity or NaN the way C and Swift do.
    private static func looksNonFinite(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
        let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self).lowercased()
        return text == "inf" || text == "infinity" || text == "nan"
    }
}

extension NumberText {
    /// `parseDouble(_:count:)` over a buffer; an empty one is invalid.
    static func parseDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Parsed<Double> {
        guard let start = bytes.baseAddress else { return .invalid }
        return parseDouble(start, count: bytes.count)
    }

    /// `parseInt(_:count:)` over a buffer; an empty one is invalid.
    static func parseInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Parsed<Int> {
        guard let start = bytes.baseAddress else { return .invalid }
        return parseInt(start, count: bytes.count)
    }
}
