import Foundation

extension KeyedNibTables {
    /// The object number of a `CF$UID` reference, or nil when `value` is none: a dictionary
    /// holding only `CF$UID`, as `BinaryPropertyList` reads a binary reference and the XML
    /// spelling writes one.
    static func uid(_ value: Any) -> Int? {
        guard let dictionary = value as? [String: Any], dictionary.count == 1, let number = dictionary["CF$UID"]
        else { return nil }
        return (number as? Int).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// A number or Boolean as a payload, told apart by the type Foundation read it as; nil for
    /// other values, and for numbers that are not finite.
    static func scalar(_ value: Any) -> NIBArchive.Payload? {
        if let flag = value as? Bool, type(of: value) == Bool.self { return .bool(flag) }
        if let number = value as? Int, type(of: value) == Int.self { return .int64(Int64(number)) }
        if let number = value as? Double, type(of: value) == Double.self {
            return number.isFinite ? .double(number) : nil
        }
        guard let number = value as? NSNumber, !(value is String) else { return nil }
        switch String(cString: number.objCType) {
        case "c", "B": return .bool(number.boolValue)
        case "f", "d": return number.doubleValue.isFinite ? .double(number.doubleValue) : nil
        default: return .int64(number.int64Value)
        }
    }

    /// What a value is, for messages.
    static func describe(_ value: Any) -> String {
        switch value {
        case is [String: Any]: "a dictionary"
        case is [Any]: "an array"
        case is Date: "a date"
        case is NSNumber: "a number"
        default: "a \(type(of: value))"
        }
    }
}
