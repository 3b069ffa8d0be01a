import Foundation

/// A plain value as an archive stores it: a scalar, a geometry or style value, or an array or
/// string-keyed dictionary of those. Objects are not values; a `Coder` archives them separately,
/// owned or by reference.
public indirect enum CodingValue: Hashable, Sendable {
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case string(String)
    case data(Data)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)
    case transform(CGAffineTransform)
    case color(Color)
    case font(Font)
    case image(Image)
    case array([CodingValue])
    case dictionary([String: CodingValue])
    /// An explicit nil: "no value, although the class's default is not nil".
    case null

    /// The name of the value's type as archives and error messages spell it.
    public var typeName: String {
        switch self {
        case .bool: "bool"
        case .integer: "integer"
        case .real: "real"
        case .string: "string"
        case .data: "data"
        case .point: "point"
        case .size: "size"
        case .rect: "rect"
        case .insets: "insets"
        case .directionalInsets: "directionalInsets"
        case .transform: "transform"
        case .color: "color"
        case .font: "font"
        case .image: "image"
        case .array: "array"
        case .dictionary: "dictionary"
        case .null: "nil"
        }
    }
}

/// A type that a `Coder` stores as one `CodingValue`.
///
/// The standard scalars, geometry types, `Color`, `Font`, `Image` and string-backed enums conform;
/// conform your own value types to archive them with `encode(_:forKey:)` and `decode(_:forKey:)`.
public protocol CodingValueConvertible {
    /// The value as the archive stores it.
    var codingValue: CodingValue { get }
    /// The value back from the archive, or nil when `value` holds another type.
    init?(codingValue value: CodingValue)
    /// The archive type name expected, for error messages (`"rect"`, `"string"`).
    static var codingTypeName: String { get }
}

extension Bool: CodingValueConvertible {
    public var codingValue: CodingValue { .bool(self) }
    public init?(codingValue value: CodingValue) {
        guard case .bool(let v) = value else { return nil }
        self = v
    }
    public static var codingTypeName: String { "bool" }
}

extension Int: CodingValueConvertible {
    public var codingValue: CodingValue { .integer(self) }
    public init?(codingValue value: CodingValue) {
        guard case .integer(let v) = value else { return nil }
        self = v
    }
    public static var codingTypeName: String { "integer" }
}

extension Double: CodingValueConvertible {
    public var codingValue: CodingValue { .real(self) }
    /// Integers are accepted where a real is expected: `1` and `1.0` mean the same width.
    public init?(codingValue value: CodingValue) {
        switch value {
        case .real(let v): self = v
        case .integer(let v): self = Double(v)
        default: return nil
        }
    }
    public static var codingTypeName: String { "real" }
}

extension CGFloat: CodingValueConvertible {
    public var codingValue: CodingValue { .real(Double(self)) }
    public init?(codingValue value: CodingValue) {
        guard let v = Double(codingValue: value) else { return nil }
        self = CGFloat(v)
    }
    public static var codingTypeName: String { "real" }
}

extension Float: CodingValueConvertible {
    public var codingValue: CodingValue { .real(Double(self)) }
    public init?(codingValue value: CodingValue) {
        guard let v = Double(codingValue: value) else { return nil }
        self = Float(v)
    }
    public static var codingTypeName: String { "real" }
}

extension String: CodingValueConvertible {
    public var codingValue: CodingValue { .string(self) }
    public init?(codingValue value: CodingValue) {
        guard case .string(let v) = value else { return nil }
        self = v
    }
    public static var codingTypeName: String { "string" }
}

extension Data: CodingValueConvertible {
    public var codingValue: CodingValue { .data(self) }
    public init?(codingValue value: CodingValue) {
        guard case .data(let v) = value else { return nil }
        self = v
    }
    public static var codingTypeName: String { "data" }
}

extension CGPoint: CodingValueConvertible {
    public var codingValue: CodingValue { .point(self) }
    public init?(codingValue value: CodingValue) {
        guard case .point(let v) = value else { return nil }
        self = v
    }
    public static var codingTypeName: String { "point" }
}

extension CGSize: CodingValueConvertible {
    public var codingValue: CodingValue { .size(self) }
    public init?(codingValue value: CodingValue) {
        guard case .size(let v) = value else { return nil }
        self = v
    }
    public static var codingTypeName: String { "size" }
}

extension CGRect: CodingValueConvertible {
    public var codingValue: CodingValue { .rect(self) }
    public init?(codingValue value: CodingValue) {
        guard case .rect(let v) = value else { return nil }
        self = v
    }
    public static var codingTypeName: String { "rect" }
}

extension EdgeInsets: CodingValueConvertible {
    public var codingValue: CodingValue { .insets(self) }
    public init?(codingValue value: CodingValue) {
        guard case .insets(let v) = value else { return nil }
        self = v
    }
    public static var codingTypeName: String { "insets" }
}

extension DirectionalEdgeInsets: CodingValueConvertible {
    public var codingValue: CodingValue { .directionalInsets(self) }
    public init?(codingValue value: CodingValue) {
        guard case .directionalInsets(let v) = value else { return nil }
        self = v
    }
    public static var codingTypeName: String { "directionalInsets" }
}

extension CGAffineTransform: CodingValueConvertible {
    public var codingValue: CodingValue { .transform(self) }
    public init?(codingValue value: CodingValue) {
        guard case .transform(let v) = value else { return nil }
        self = v
    }
    public static var codingTypeName: String { "transform" }
}

extension Color: CodingValueConvertible {
    public var codingValue: CodingValue { .color(self) }
    public init?(codingValue value: CodingValue) {
        guard case .color(let v) = value else { return nil }
        self = v
    }
    public static var codingTypeName: String { "color" }
}

extension Font: CodingValueConvertible {
    public var codingValue: CodingValue { .font(self) }
    public init?(codingValue value: CodingValue) {
        guard case .font(let v) = value else { return nil }
        self = v
    }
    public static var codingTypeName: String { "font" }
}

extension Image: CodingValueConvertible {
    public var codingValue: CodingValue { .image(self) }
    public init?(codingValue value: CodingValue) {
        guard case .image(let v) = value else { return nil }
        self = v
    }
    public static var codingTypeName: String { "image" }
}

/// Enums archived by name (`contentMode="scaleAspectFit"`), so files stay readable and an
/// unknown name is caught as an error instead of silently becoming another case.
public protocol ArchivableEnum: CodingValueConvertible, RawRepresentable, CaseIterable where RawValue == String {}

extension ArchivableEnum {
    public var codingValue: CodingValue { .string(rawValue) }
    public init?(codingValue value: CodingValue) {
        guard case .string(let name) = value, let v = Self(rawValue: name) else { return nil }
        self = v
    }
    public static var codingTypeName: String {
        "one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }
}
