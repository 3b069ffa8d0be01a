import Foundation

/// Writes a `NIBArchive`'s object graph as a keyed-archive nib, the binary property list
/// `NSKeyedArchiver` writes (macOS's `keyedobjects.nib`, which systems before 10.13 load): the
/// inverse of `KeyedNibArchiveDecoder`. `Formats/nibarchive.md` ("Keyed-archive nibs") describes
/// the archive.
///
/// The root object's values become `$top`; every other object reachable from it becomes an
/// entry of `$objects`, numbered in the order it is first referred to (a breadth-first walk from
/// `$top`, `$objects[0]` being `$null`), as `NSKeyedArchiver` numbers them as it meets them.
/// Foundation's own classes take the forms `NSKeyedArchiver` gives them: a string
/// (`NSString` with only `NS.bytes` of UTF-8), a number (`NSNumber`) or data (`NSData`) is a
/// plain property list value; an array, set or dictionary keeps its items under `NS.objects`
/// (and its keys under `NS.keys`), without the `NIBArchive`'s `NSInlinedValue`. Any other object
/// is a dictionary of its keys, its first value under each, with `$class` naming a class
/// description (`$classname`, and `$classes`: the class, its `NIBArchive` fallback classes, then
/// `NSObject`; the AppKit superclasses between are not written, see the format's notes). A nil
/// value is a reference to `$null`, data is inline, integers and reals are plain numbers.
///
/// ```swift
/// let keyed = KeyedNibArchiveEncoder().encode(archive)
/// let tables = try KeyedNibArchiveDecoder().decode(keyed)   // the same graph, renumbered
/// ```
public struct KeyedNibArchiveEncoder: Sendable {
    /// The `$version` `NSKeyedArchiver` writes.
    public static let version = 100_000

    /// Creates an encoder.
    public init() {}

    /// The bytes of `archive` as a keyed archive. Objects no reference reaches from the root
    /// are left out, as `NSKeyedArchiver` never meets them.
    ///
    /// - Complexity: O(n) in the size of the archive.
    public func encode(_ archive: NIBArchive) -> Data {
        typealias Value = BinaryPropertyListWriter.Value
        var walk = Walk(archive: archive)
        var top: [(String, Value)] = []
        if let root = archive.objects.first {
            top = walk.pairs(archive.values(of: root))
        }
        while let next = walk.queue.popFirst() { walk.objects[next.uid] = walk.object(next.index) }
        return BinaryPropertyListWriter.write(
            .dictionary([
                ("$archiver", .string("NSKeyedArchiver")),
                ("$objects", .array(walk.objects)),
                ("$top", .dictionary(top)),
                ("$version", .integer(Self.version)),
            ]))
    }

    /// The objects numbered so far, and those still to write.
    private struct Walk {
        typealias Value = BinaryPropertyListWriter.Value

        let archive: NIBArchive
        /// `$objects`, with a placeholder for each object numbered but not yet written.
        var objects: [Value] = [.string("$null")]
        /// The `$objects` number of each archive object numbered.
        var uids: [Int: Int] = [:]
        /// The `$objects` number of each class description, by class index.
        var classUIDs: [Int: Int] = [:]
        /// Archive objects numbered and not yet written, first met first.
        var queue = Queue()

        init(archive: NIBArchive) {
            self.archive = archive
        }

        /// The `$objects` entry of archive object `index`.
        mutating func object(_ index: Int) -> Value {
            let object = archive.objects[index]
            let className = archive.className(of: object)
            let values = archive.values(of: object)
            let keys = values.map { archive.key(of: $0) }
            if values.count == 1, let only = values.first {
                switch (className, keys[0], only.payload) {
                case ("NSString", "NS.bytes", .data(let bytes)):
                    if let text = String(data: bytes, encoding: .utf8) { return .string(text) }
                case ("NSData", "NS.bytes", .data(let bytes)): return .data(bytes)
                case ("NSNumber", "NS.intval", let payload), ("NSNumber", "NS.dblval", let payload),
                    ("NSNumber", "NS.boolval", let payload):
                    if case .object = payload { break }
                    if case .null = payload { break }
                    return value(payload)
                default: break
                }
            }
            var pairs: [(String, Value)] = [("$class", .uid(classUID(object.classIndex)))]
            if CompiledNibGraph.collectionClasses.contains(className)
                || CompiledNibGraph.dictionaryClasses.contains(className)
            {
                let items = values.filter { archive.key(of: $0) == "UINibEncoderEmptyKey" }.map { value($0.payload) }
                if CompiledNibGraph.dictionaryClasses.contains(className) {
                    // A NIBArchive dictionary alternates keys and values.
                    let keys = stride(from: 0, to: items.count - 1, by: 2).map { items[$0] }
                    let objects = stride(from: 1, to: items.count, by: 2).map { items[$0] }
                    pairs += [("NS.keys", .array(keys)), ("NS.objects", .array(objects))]
                } else {
                    pairs.append(("NS.objects", .array(items)))
                }
                let rest = values.filter { !["UINibEncoderEmptyKey", "NSInlinedValue"].contains(archive.key(of: $0)) }
                return .dictionary(pairs + self.pairs(rest))
            }
            return .dictionary(pairs + self.pairs(values))
        }

        /// An object's values as dictionary pairs: the first value under each key, in order.
        mutating func pairs(_ values: some Sequence<NIBArchive.Value>) -> [(String, Value)] {
            var seen: Set<String> = []
            var pairs: [(String, Value)] = []
            for item in values {
                let key = archive.key(of: item)
                guard seen.insert(key).inserted else { continue }
                pairs.append((key, value(item.payload)))
            }
            return pairs
        }

        /// A payload as a property list value; an object reference numbers the object when it
        /// is met first.
        mutating func value(_ payload: NIBArchive.Payload) -> Value {
            switch payload {
            case .int8(let number): .integer(Int(number))
            case .int16(let number): .integer(Int(number))
            case .int32(let number): .integer(Int(number))
            case .int64(let number): .integer(Int(number))
            case .bool(let flag): .bool(flag)
            case .float(let number): .real(Double(number))
            case .double(let number): .real(number)
            case .data(let bytes): .data(bytes)
            case .null: .uid(0)
            case .object(let index): .uid(uid(index))
            }
        }

        /// The `$objects` number of archive object `index`, numbering it when new (an index
        /// outside the archive is nil, `$null`).
        mutating func uid(_ index: Int) -> Int {
            guard archive.objects.indices.contains(index) else { return 0 }
            if let known = uids[index] { return known }
            objects.append(.string("$null"))
            uids[index] = objects.count - 1
            queue.append((index, objects.count - 1))
            return objects.count - 1
        }

        /// The `$objects` number of the class description of class `index`, written when new.
        mutating func classUID(_ index: Int) -> Int {
            if let known = classUIDs[index] { return known }
            let entry = archive.classes.indices.contains(index) ? archive.classes[index] : .init(name: "NSObject")
            var chain = [entry.name]
            for fallback in entry.fallbacks where archive.classes.indices.contains(fallback) {
                chain.append(archive.classes[fallback].name)
            }
            if !chain.contains("NSObject") { chain.append("NSObject") }
            objects.append(
                .dictionary([("$classes", .array(chain.map { .string($0) })), ("$classname", .string(entry.name))]))
            classUIDs[index] = objects.count - 1
            return objects.count - 1
        }
    }

    /// A first-in first-out list of (archive index, `$objects` number) pairs.
    private struct Queue {
        private var items: [(index: Int, uid: Int)] = []
        private var next = 0

        mutating func append(_ item: (index: Int, uid: Int)) { items.append(item) }

        mutating func popFirst() -> (index: Int, uid: Int)? {
            guard next < items.count else { return nil }
            next += 1
            return items[next - 1]
        }
    }
}
