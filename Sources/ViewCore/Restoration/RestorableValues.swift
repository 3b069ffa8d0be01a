import Foundation

// Values the standard views' restorable state holds (Formats/restoration.md lists them). Any
// coder stores them, so custom views can save selections and ranges the same way.

extension IndexPath: CodingValueConvertible {
    /// An array of integers: `[section, row]` for a table row, `[section, item]` for an item.
    public var codingValue: CodingValue { .array(map { .integer($0) }) }
    /// Reads an array of integers; nil for any other value or a non-integer element.
    public init?(codingValue value: __shared CodingValue) {
        guard case .array(let items) = value else { return nil }
        var indexes: [Int] = []
        for item in items {
            guard case .integer(let index) = item else { return nil }
            indexes.append(index)
        }
        self.init(indexes: indexes)
    }
    /// `"array of integers (index path)"`, for error messages.
    public static var codingTypeName: String { "array of integers (index path)" }
}

extension NSRange: CodingValueConvertible {
    /// An array of two integers, `[location, length]`, in UTF-16 code units.
    public var codingValue: CodingValue { .array([.integer(location), .integer(length)]) }
    /// Nil unless the value is two integers, neither negative.
    public init?(codingValue value: __shared CodingValue) {
        guard case .array(let items) = value, items.count == 2,
            case .integer(let location) = items[0], case .integer(let length) = items[1],
            location >= 0, length >= 0, location <= Int.max - length
        else { return nil }
        self.init(location: location, length: length)
    }
    /// `"range ([location, length], neither negative)"`, for error messages.
    public static var codingTypeName: String { "range ([location, length], neither negative)" }
}
