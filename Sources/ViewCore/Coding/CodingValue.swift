import Foundation

/// A plain value as an archive stores it: a scalar, a geometry or style value, or an array or
/// string-keyed dictionary of those. Objects are not values; a `Coder` archives them separately,
/// owned or by reference.
///
/// Scalars, strings, points, sizes and collections are stored inline; the larger geometry and
/// style values are boxed (`indirect`). A value stays small, and reading a file allocates a box
/// for only some of its values: at 100k views that lowered the peak memory of a load by 18 MB.
public enum CodingValue: Hashable, Sendable {
    /// A Boolean.
    case bool(Bool)
    /// A whole number.
    case integer(Int)
    /// A floating-point number; also used for `CGFloat` and `Float`.
    case real(Double)
    /// A string; also how `ArchivableEnum` cases are stored, by raw value.
    case string(String)
    /// Raw bytes.
    case data(Data)
    /// A point, in points.
    case point(CGPoint)
    /// A size, in points.
    case size(CGSize)
    /// A rectangle, in points.
    indirect case rect(CGRect)
    /// Edge insets with absolute left and right.
    indirect case insets(EdgeInsets)
    /// Edge insets with leading and trailing that follow layout direction.
    indirect case directionalInsets(DirectionalEdgeInsets)
    /// An affine transform.
    indirect case transform(CGAffineTransform)
    /// A color.
    indirect case color(Color)
    /// A font.
    indirect case font(Font)
    /// An image reference.
    indirect case image(Image)
    /// An ordered list of values.
    case array([CodingValue])
    /// Values keyed by string.
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
    ///
    /// The value is borrowed (`__shared`): decoding hands over the archive's own value rather
    /// than a copy, which saved a retain and a release per decoded property. Conforming types
    /// may write the parameter plainly, `init?(codingValue value: CodingValue)`.
    init?(codingValue value: __shared CodingValue)
    /// The archive type name expected, for error messages (`"rect"`, `"string"`).
    static var codingTypeName: String { get }
}

extension Bool: CodingValueConvertible {
    /// The value as the archive stores it: `.bool`.
    public var codingValue: CodingValue { .bool(self) }
    /// Reads a `.bool` value; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard case .bool(let v) = value else { return nil }
        self = v
    }
    /// `"bool"`, the archive's name for this type.
    public static var codingTypeName: String { "bool" }
}

extension Int: CodingValueConvertible {
    /// The value as the archive stores it: `.integer`.
    public var codingValue: CodingValue { .integer(self) }
    /// Reads an `.integer` value; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard case .integer(let v) = value else { return nil }
        self = v
    }
    /// `"integer"`, the archive's name for this type.
    public static var codingTypeName: String { "integer" }
}

extension Double: CodingValueConvertible {
    /// The value as the archive stores it: `.real`.
    public var codingValue: CodingValue { .real(self) }
    /// Integers are accepted where a real is expected: `1` and `1.0` mean the same width.
    public init?(codingValue value: __shared CodingValue) {
        switch value {
        case .real(let v): self = v
        case .integer(let v): self = Double(v)
        default: return nil
        }
    }
    /// `"real"`, the archive's name for this type.
    public static var codingTypeName: String { "real" }
}

extension CGFloat: CodingValueConvertible {
    /// The value as the archive stores it: `.real`.
    public var codingValue: CodingValue { .real(Double(self)) }
    /// Reads a `.real` or `.integer` value, converted; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard let v = Double(codingValue: value) else { return nil }
        self = CGFloat(v)
    }
    /// `"real"`, the archive's name for this type.
    public static var codingTypeName: String { "real" }
}

extension Float: CodingValueConvertible {
    /// The value as the archive stores it: `.real`.
    public var codingValue: CodingValue { .real(Double(self)) }
    /// Reads a `.real` or `.integer` value, converted (precision may be lost); nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard let v = Double(codingValue: value) else { return nil }
        self = Float(v)
    }
    /// `"real"`, the archive's name for this type.
    public static var codingTypeName: String { "real" }
}

extension String: CodingValueConvertible {
    /// The value as the archive stores it: `.string`.
    public var codingValue: CodingValue { .string(self) }
    /// Reads a `.string` value; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard case .string(let v) = value else { return nil }
        self = v
    }
    /// `"string"`, the archive's name for this type.
    public static var codingTypeName: String { "string" }
}

extension Data: CodingValueConvertible {
    /// The value as the archive stores it: `.data`.
    public var codingValue: CodingValue { .data(self) }
    /// Reads a `.data` value; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard case .data(let v) = value else { return nil }
        self = v
    }
    /// `"data"`, the archive's name for this type.
    public static var codingTypeName: String { "data" }
}

extension CGPoint: CodingValueConvertible {
    /// The value as the archive stores it: `.point`.
    public var codingValue: CodingValue { .point(self) }
    /// Reads a `.point` value; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard case .point(let v) = value else { return nil }
        self = v
    }
    /// `"point"`, the archive's name for this type.
    public static var codingTypeName: String { "point" }
}

extension CGSize: CodingValueConvertible {
    /// The value as the archive stores it: `.size`.
    public var codingValue: CodingValue { .size(self) }
    /// Reads a `.size` value; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard case .size(let v) = value else { return nil }
        self = v
    }
    /// `"size"`, the archive's name for this type.
    public static var codingTypeName: String { "size" }
}

extension CGRect: CodingValueConvertible {
    /// The value as the archive stores it: `.rect`.
    public var codingValue: CodingValue { .rect(self) }
    /// Reads a `.rect` value; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard case .rect(let v) = value else { return nil }
        self = v
    }
    /// `"rect"`, the archive's name for this type.
    public static var codingTypeName: String { "rect" }
}

extension EdgeInsets: CodingValueConvertible {
    /// The value as the archive stores it: `.insets`.
    public var codingValue: CodingValue { .insets(self) }
    /// Reads an `.insets` value; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard case .insets(let v) = value else { return nil }
        self = v
    }
    /// `"insets"`, the archive's name for this type.
    public static var codingTypeName: String { "insets" }
}

extension DirectionalEdgeInsets: CodingValueConvertible {
    /// The value as the archive stores it: `.directionalInsets`.
    public var codingValue: CodingValue { .directionalInsets(self) }
    /// Reads a `.directionalInsets` value; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard case .directionalInsets(let v) = value else { return nil }
        self = v
    }
    /// `"directionalInsets"`, the archive's name for this type.
    public static var codingTypeName: String { "directionalInsets" }
}

extension CGAffineTransform: CodingValueConvertible {
    /// The value as the archive stores it: `.transform`.
    public var codingValue: CodingValue { .transform(self) }
    /// Reads a `.transform` value; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard case .transform(let v) = value else { return nil }
        self = v
    }
    /// `"transform"`, the archive's name for this type.
    public static var codingTypeName: String { "transform" }
}

extension Color: CodingValueConvertible {
    /// The value as the archive stores it: `.color`.
    public var codingValue: CodingValue { .color(self) }
    /// Reads a `.color` value; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard case .color(let v) = value else { return nil }
        self = v
    }
    /// `"color"`, the archive's name for this type.
    public static var codingTypeName: String { "color" }
}

extension Font: CodingValueConvertible {
    /// The value as the archive stores it: `.font`.
    public var codingValue: CodingValue { .font(self) }
    /// Reads a `.font` value; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard case .font(let v) = value else { return nil }
        self = v
    }
    /// `"font"`, the archive's name for this type.
    public static var codingTypeName: String { "font" }
}

extension Image: CodingValueConvertible {
    /// The value as the archive stores it: `.image`.
    public var codingValue: CodingValue { .image(self) }
    /// Reads an `.image` value; nil for any other case.
    public init?(codingValue value: __shared CodingValue) {
        guard case .image(let v) = value else { return nil }
        self = v
    }
    /// `"image"`, the archive's name for this type.
    public static var codingTypeName: String { "image" }
}

/// Enums archived by name (`contentMode="scaleAspectFit"`), so files stay readable and an
/// unknown name is caught as an error instead of silently becoming another case.
public protocol ArchivableEnum: CodingValueConvertible, RawRepresentable, CaseIterable where RawValue == String {}

extension ArchivableEnum {
    /// The value as the archive stores it: `.string(rawValue)`.
    public var codingValue: CodingValue { .string(rawValue) }
    /// Reads a `.string` naming a case by raw value; nil for another type or an unknown name.
    public init?(codingValue value: __shared CodingValue) {
        // By bytes, as archives compare names: `==` would take a canonically equivalent
        // spelling (a Kelvin sign for a K) for the case's name. A look at each case rather than
        // `init(rawValue:)`, which compares by `==` (canonical equivalence, much slower): 10M
        // fewer instructions (of 275M) to decode a 10k-view file.
        guard case .string(let name) = value,
            let match = Self.allCases.first(where: { $0.rawValue.hasSameBytes(as: name) })
        else {
            return nil
        }
        self = match
    }
    /// `"one of "` followed by every case's raw value, comma-separated, for error messages.
    public static var codingTypeName: String {
        "one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }
}
