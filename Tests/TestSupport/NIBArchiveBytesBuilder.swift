import Foundation

/// Writes the bytes of a small `NIBArchive` for tests (`Formats/nibarchive.md`): a header with
/// the four tables' counts and offsets, then objects, keys, values and class names, in that
/// order, as ibtool lays them out. Tests damage the result to reach each of the decoder's checks.
public struct NIBArchiveBytesBuilder {
    /// One value: a key index, a type code and the payload bytes after the type.
    public struct Value {
        /// The key index.
        public var key: Int
        /// The type code (0 to 10).
        public var type: UInt8
        /// The bytes after the type code.
        public var payload: [UInt8]

        /// Creates a value.
        public init(key: Int, type: UInt8, payload: [UInt8] = []) {
            self.key = key
            self.type = type
            self.payload = payload
        }
    }

    /// The objects: class index, first value, value count.
    public var objects: [(classIndex: Int, first: Int, count: Int)] = []
    /// The key names.
    public var keys: [String] = []
    /// The values.
    public var values: [Value] = []
    /// The class names (written with a terminating NUL) and their fallback class indices.
    public var classes: [(name: String, fallbacks: [Int])] = []
    /// The header's coder version.
    public var coderVersion: UInt32 = 10

    /// Creates an empty archive.
    public init() {}

    /// The variable-length integer for `value`: seven bits a byte, least significant first, the
    /// high bit set on the last byte.
    public static func varint(_ value: Int) -> [UInt8] {
        var rest = value
        var bytes: [UInt8] = []
        while true {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            if rest == 0 { return bytes + [low | 0x80] }
            bytes.append(low)
        }
    }

    /// `value`'s four bytes, little-endian.
    public static func u32(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// A reference to object `index` (type 10).
    public static func reference(key: Int, to index: UInt32) -> Value {
        Value(key: key, type: 10, payload: u32(index))
    }

    /// A data value (type 8) holding `text`'s UTF-8.
    public static func data(key: Int, _ text: String) -> Value {
        Value(key: key, type: 8, payload: varint(text.utf8.count) + Array(text.utf8))
    }

    /// The archive's bytes, and the offsets of its four tables (objects, keys, values, classes).
    public func build() -> (bytes: [UInt8], offsets: [Int]) {
        var objectBytes: [UInt8] = []
        for object in objects {
            objectBytes += Self.varint(object.classIndex) + Self.varint(object.first) + Self.varint(object.count)
        }
        var keyBytes: [UInt8] = []
        for key in keys { keyBytes += Self.varint(key.utf8.count) + Array(key.utf8) }
        var valueBytes: [UInt8] = []
        for value in values { valueBytes += Self.varint(value.key) + [value.type] + value.payload }
        var classBytes: [UInt8] = []
        for entry in classes {
            classBytes += Self.varint(entry.name.utf8.count + 1) + Self.varint(entry.fallbacks.count)
            for fallback in entry.fallbacks { classBytes += Self.u32(UInt32(fallback)) }
            classBytes += Array(entry.name.utf8) + [0]
        }
        let objectOffset = 50
        let keyOffset = objectOffset + objectBytes.count
        let valueOffset = keyOffset + keyBytes.count
        let classOffset = valueOffset + valueBytes.count
        var bytes = Array("NIBArchive".utf8) + Self.u32(1) + Self.u32(coderVersion)
        let tables: [(count: Int, offset: Int)] = [
            (objects.count, objectOffset), (keys.count, keyOffset), (values.count, valueOffset),
            (classes.count, classOffset),
        ]
        for table in tables { bytes += Self.u32(UInt32(table.count)) + Self.u32(UInt32(table.offset)) }
        bytes += objectBytes + keyBytes + valueBytes + classBytes
        return (bytes, [objectOffset, keyOffset, valueOffset, classOffset])
    }

    /// A small valid archive: a root `NSObject` whose `UINibTopLevelObjectsKey` holds a
    /// `UIView` with a tag and a string, every value type once.
    public static var sample: NIBArchiveBytesBuilder {
        var builder = NIBArchiveBytesBuilder()
        builder.classes = [("NSObject", []), ("UIView", [0]), ("NSString", [])]
        builder.keys = ["UINibTopLevelObjectsKey", "UITag", "UIText", "NS.bytes", "UIFlag"]
        builder.values = [
            reference(key: 0, to: 1),
            Value(key: 1, type: 0, payload: [7]), Value(key: 1, type: 1, payload: [1, 2]),
            Value(key: 1, type: 2, payload: u32(3)), Value(key: 1, type: 3, payload: u32(4) + u32(0)),
            Value(key: 4, type: 4), Value(key: 4, type: 5), Value(key: 1, type: 6, payload: u32(0x3F80_0000)),
            Value(key: 1, type: 7, payload: [0, 0, 0, 0, 0, 0, 0xF0, 0x3F]), Value(key: 1, type: 9),
            reference(key: 2, to: 2), data(key: 3, "hello"),
        ]
        builder.objects = [(0, 0, 1), (1, 1, 10), (2, 11, 1)]
        return builder
    }
}
