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

    /// A 32-bit flags field as ibtool writes it: sign-extended, so one with the top bit set is
    /// a negative 64-bit integer.
    static func flags32(_ bits: Int) -> NIBArchive.Payload {
        integer(Int(Int32(truncatingIfNeeded: bits)))
    }

    /// An `NSNumber` holding `payload`: a Boolean as `NS.boolval`, a double as `NS.dblval`, an
    /// integer as `NS.intval`.
    mutating func number(_ payload: NIBArchive.Payload) -> Ref {
        let object = add("NSNumber")
        switch payload {
        case .bool: set(object, "NS.boolval", payload)
        case .double: set(object, "NS.dblval", payload)
        default: set(object, "NS.intval", payload)
        }
        return object
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

    /// The items a `collection(_:_:)` holds, in order.
    func items(_ collection: Ref) -> [Ref] {
        objects[collection.index].values.compactMap { value in
            guard value.key == "UINibEncoderEmptyKey", case .object(let index) = value.payload else { return nil }
            return Ref(index: index)
        }
    }

    /// Makes every reference to an `NSNumber` point to the first equal one the archiver would
    /// reach, as ibtool's encoder does: depth first from the root, in value order. Equal means
    /// equal in value whatever the width or kind (`1` and `1.0`; Booleans are apart), so the
    /// first one's form wins (`numfmt_basic`: the object ids' `1` is the formatter's `1.0`).
    /// Objects left unreachable are dropped.
    mutating func shareEqualNumbers() {
        func number(_ index: Int) -> Double? {
            let values = objects[index].values
            guard objects[index].className == "NSNumber", values.count == 1 else { return nil }
            switch (values[0].key, values[0].payload) {
            case ("NS.dblval", .double(let value)): return value
            case ("NS.intval", .int8(let value)): return Double(value)
            case ("NS.intval", .int16(let value)): return Double(value)
            case ("NS.intval", .int32(let value)): return Double(value)
            case ("NS.intval", .int64(let value)): return Double(value)
            default: return nil
            }
        }
        var first: [Double: Int] = [:]
        var visited: Set<Int> = [0]
        // Each entry is an object and the position of its next value to look at.
        var stack = [(index: 0, position: 0)]
        while let (index, position) = stack.popLast() {
            guard position < objects[index].values.count else { continue }
            stack.append((index, position + 1))
            guard case .object(let target) = objects[index].values[position].payload else { continue }
            if let value = number(target) {
                if let known = first[value] {
                    objects[index].values[position].payload = .object(known)
                    continue
                }
                first[value] = target
            }
            // Depth first: the target's values before this object's next ones.
            if visited.insert(target).inserted { stack.append((target, 0)) }
        }
        compact()
    }

    /// Drops the objects the root does not reach, keeping the others' order.
    mutating func compact() {
        var reached: Set<Int> = [0]
        var pending = [0]
        while let index = pending.popLast() {
            for (_, payload) in objects[index].values {
                if case .object(let target) = payload, reached.insert(target).inserted { pending.append(target) }
            }
        }
        guard reached.count < objects.count else { return }
        var newIndex: [Int: Int] = [:]
        for index in objects.indices where reached.contains(index) { newIndex[index] = newIndex.count }
        objects = objects.indices.filter { reached.contains($0) }.map { index in
            var object = objects[index]
            object.values = object.values.map { key, payload in
                guard case .object(let target) = payload, let moved = newIndex[target] else { return (key, payload) }
                return (key, .object(moved))
            }
            return object
        }
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
