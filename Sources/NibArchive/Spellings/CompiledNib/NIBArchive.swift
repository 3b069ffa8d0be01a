import Foundation

/// A compiled nib's `NIBArchive` as stored: four tables (objects, keys, values, class names),
/// nothing interpreted. `NIBArchiveDecoder` reads one from bytes, checking every count, offset
/// and index first; `CompiledNibMapper` turns one into an `ArchiveDocument`.
/// `Formats/nibarchive.md` describes the bytes.
///
/// An object's values are a run of the value table (`Object.values`); a value names its key by
/// index into `keys`, and an object reference names an object by index into `objects`.
public struct NIBArchive: Sendable, Equatable {
    /// The header's format version (1 in every file seen); 0 for the tables
    /// `KeyedNibArchiveDecoder` builds from a keyed archive, which has no such header.
    public var formatVersion: UInt32
    /// The header's coder version (9 or 10 in the files seen); a keyed archive's `$version`.
    public var coderVersion: UInt32
    /// The objects, in table order; object 0 is the root.
    public var objects: [Object]
    /// The key names, in table order.
    public var keys: [String]
    /// The values, in table order; each object owns one run of them.
    public var values: [Value]
    /// The class names, in table order.
    public var classes: [ClassName]

    /// Creates an archive from its tables.
    public init(
        formatVersion: UInt32 = 1, coderVersion: UInt32 = 10, objects: [Object] = [], keys: [String] = [],
        values: [Value] = [], classes: [ClassName] = []
    ) {
        self.formatVersion = formatVersion
        self.coderVersion = coderVersion
        self.objects = objects
        self.keys = keys
        self.values = values
        self.classes = classes
    }

    /// One object: its class and its run of values.
    public struct Object: Sendable, Equatable {
        /// The index of the object's class in `classes`.
        public var classIndex: Int
        /// The indices of the object's values in `values`.
        public var values: Range<Int>
        /// Where the object's entry starts in the file, in bytes from the start.
        public var offset: Int

        /// Creates an object.
        public init(classIndex: Int, values: Range<Int>, offset: Int = 0) {
            self.classIndex = classIndex
            self.values = values
            self.offset = offset
        }
    }

    /// One value: a key and a typed payload.
    public struct Value: Sendable, Equatable {
        /// The index of the value's key in `keys`.
        public var keyIndex: Int
        /// The value itself.
        public var payload: Payload
        /// Where the value's entry starts in the file, in bytes from the start.
        public var offset: Int

        /// Creates a value.
        public init(keyIndex: Int, payload: Payload, offset: Int = 0) {
            self.keyIndex = keyIndex
            self.payload = payload
            self.offset = offset
        }
    }

    /// The eleven value types, each with its stored width kept (a nib's integers keep the
    /// width they were encoded with).
    public enum Payload: Sendable, Equatable {
        /// Type 0: a signed 8-bit integer.
        case int8(Int8)
        /// Type 1: a signed 16-bit integer, little-endian.
        case int16(Int16)
        /// Type 2: a signed 32-bit integer, little-endian.
        case int32(Int32)
        /// Type 3: a signed 64-bit integer, little-endian.
        case int64(Int64)
        /// Type 4 (`false`) or 5 (`true`): no payload bytes.
        case bool(Bool)
        /// Type 6: an IEEE 754 single, little-endian.
        case float(Float)
        /// Type 7: an IEEE 754 double, little-endian.
        case double(Double)
        /// Type 8: a variable-length integer length, then that many bytes.
        case data(Data)
        /// Type 9: nil, no payload bytes.
        case null
        /// Type 10: a reference to an object, a 32-bit little-endian index into `objects`.
        case object(Int)

        /// The type code the file stores before the payload.
        public var typeCode: UInt8 {
            switch self {
            case .int8: 0
            case .int16: 1
            case .int32: 2
            case .int64: 3
            case .bool(let value): value ? 5 : 4
            case .float: 6
            case .double: 7
            case .data: 8
            case .null: 9
            case .object: 10
            }
        }

        /// The value as an integer, whatever its stored width; nil for other types.
        public var integer: Int? {
            switch self {
            case .int8(let value): Int(value)
            case .int16(let value): Int(value)
            case .int32(let value): Int(value)
            case .int64(let value): Int(value)
            default: nil
            }
        }

        /// The value as a real number (integers and both float widths); nil for other types.
        public var real: Double? {
            switch self {
            case .float(let value): Double(value)
            case .double(let value): value
            default: integer.map(Double.init)
            }
        }
    }

    /// One class name, with the classes to fall back to when the first is not available (a
    /// `_UILayoutGuide` falls back to `UIView`).
    public struct ClassName: Sendable, Equatable {
        /// The class name, without the terminating NUL the file stores.
        public var name: String
        /// Indices into `classes` of the fallback classes, in order.
        public var fallbacks: [Int]

        /// Creates a class name.
        public init(name: String, fallbacks: [Int] = []) {
            self.name = name
            self.fallbacks = fallbacks
        }
    }

    /// The key of `value`; the decoder has checked every key index.
    public func key(of value: Value) -> String {
        keys.indices.contains(value.keyIndex) ? keys[value.keyIndex] : ""
    }

    /// The class name of `object`; the decoder has checked every class index.
    public func className(of object: Object) -> String {
        classes.indices.contains(object.classIndex) ? classes[object.classIndex].name : ""
    }

    /// The values of `object`, in order; the decoder has checked every run.
    public func values(of object: Object) -> ArraySlice<Value> {
        object.values.upperBound <= values.count ? values[object.values] : []
    }
}
