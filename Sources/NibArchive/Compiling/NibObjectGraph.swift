import Foundation

/// The object graph a compiled nib holds, built object by object before it is laid out as a
/// `NIBArchive`'s four tables: each object has a class name and an ordered list of keyed
/// values, an object reference naming another object of the graph by its index here.
///
/// The compiler builds one per nib; `archive()` interns keys and class names in order of first
/// use and lays each object's values out as one run, so the same graph gives the same bytes.
struct NibObjectGraph {
    /// One object: its class and its values in the order they are written.
    struct Object {
        var className: String
        var values: [(key: String, payload: NIBArchive.Payload)] = []
    }

    /// A reference to an object of the graph.
    struct Ref: Hashable {
        let index: Int
    }

    private(set) var objects: [Object] = []

    /// Adds an object of `className` with no values; the first object added is the root.
    mutating func add(_ className: String) -> Ref {
        objects.append(Object(className: className))
        return Ref(index: objects.count - 1)
    }

    /// Appends `payload` under `key` to `object`'s values.
    mutating func set(_ object: Ref, _ key: String, _ payload: NIBArchive.Payload) {
        objects[object.index].values.append((key, payload))
    }

    /// Appends a reference to `target` under `key`.
    mutating func set(_ object: Ref, _ key: String, _ target: Ref) {
        set(object, key, .object(target.index))
    }

    /// Sets `key` of `object` to `payload` alone: any value it held under `key` is removed
    /// (a custom class replaces the class name a view starts with).
    mutating func replace(_ object: Ref, _ key: String, _ payload: NIBArchive.Payload) {
        objects[object.index].values.removeAll { $0.key == key }
        set(object, key, payload)
    }

    /// Removes every value of `object` under `key`.
    mutating func remove(_ object: Ref, _ key: String) {
        objects[object.index].values.removeAll { $0.key == key }
    }

    /// Whether `object` has a value under `key`.
    func has(_ object: Ref, _ key: String) -> Bool {
        objects[object.index].values.contains { $0.key == key }
    }

    /// The first value of `object` under `key`.
    func value(_ object: Ref, _ key: String) -> NIBArchive.Payload? {
        objects[object.index].values.first { $0.key == key }?.payload
    }

    /// The class name of `object`.
    func className(_ object: Ref) -> String {
        objects[object.index].className
    }

    /// Replaces `object`'s class name (a custom class found after the object was made).
    mutating func setClassName(_ object: Ref, _ name: String) {
        objects[object.index].className = name
    }

    /// `value` as `NSCoder` writes an integer: in the narrowest of 8, 16, 32 and 64 bits that
    /// holds it, a negative value always in 64 (every negative integer of the corpus is).
    static func integer(_ value: Int) -> NIBArchive.Payload {
        switch value {
        case 0...Int(Int8.max): .int8(Int8(value))
        case 0...Int(Int16.max): .int16(Int16(value))
        case 0...Int(Int32.max): .int32(Int32(value))
        default: .int64(Int64(value))
        }
    }

    /// An `NSString` holding `text` (`NS.bytes`, its UTF-8).
    mutating func string(_ text: String) -> Ref {
        let object = add("NSString")
        set(object, "NS.bytes", .data(Data(text.utf8)))
        return object
    }

    /// An inlined collection of `className` (`NSArray`, `NSMutableArray`, `NSMutableSet`, …):
    /// `NSInlinedValue` true, then one `UINibEncoderEmptyKey` reference per item, in order.
    mutating func collection(_ className: String, _ items: [Ref]) -> Ref {
        let object = add(className)
        set(object, "NSInlinedValue", .bool(true))
        for item in items { set(object, "UINibEncoderEmptyKey", item) }
        return object
    }

    /// The graph as a `NIBArchive`: objects in the order they were added, each one's values as
    /// one run, keys and class names in order of first use.
    ///
    /// - Complexity: O(n) in the number of values.
    func archive(coderVersion: UInt32 = 10) -> NIBArchive {
        var archive = NIBArchive(coderVersion: coderVersion)
        var keyIndices: [String: Int] = [:]
        var classIndices: [String: Int] = [:]
        for object in objects {
            let classIndex: Int
            if let known = classIndices[object.className] {
                classIndex = known
            } else {
                classIndex = archive.classes.count
                classIndices[object.className] = classIndex
                archive.classes.append(.init(name: object.className))
            }
            let first = archive.values.count
            for (key, payload) in object.values {
                let keyIndex: Int
                if let known = keyIndices[key] {
                    keyIndex = known
                } else {
                    keyIndex = archive.keys.count
                    keyIndices[key] = keyIndex
                    archive.keys.append(key)
                }
                archive.values.append(.init(keyIndex: keyIndex, payload: payload))
            }
            archive.objects.append(.init(classIndex: classIndex, values: first..<archive.values.count))
        }
        return archive
    }
}
