import Foundation

/// A binary property list (`bplist00`), read by NibKit itself so a keyed-archive nib reads alike
/// on every platform: Foundation gives a reference (`CF$UID`, object type 8) as a type of its
/// own with no public accessor for its number (`_NSKeyedArchiverUID` on Linux, a private CF
/// type on Apple's systems). Here a reference is the dictionary `["CF$UID": number]`, as the
/// XML spelling writes one; other values are Foundation's (`Bool`, `Int`, `Double`, `Date`,
/// `Data`, `String`, `[Any]`, `[String: Any]`).
///
/// The trailer's sizes and counts, every offset, length and reference are checked against the
/// data before use; each object is read once (a shared one is shared, one that contains
/// itself is refused), so the work stays in proportion to the file.
struct BinaryPropertyList {
    /// Why the bytes are no binary property list, and the byte offset where that shows.
    struct Failure: Error, Equatable {
        /// What is wrong, in words.
        var reason: String
        /// The byte offset in the file.
        var offset: Int
    }

    private let bytes: [UInt8]
    private let referenceSize: Int
    private let offsets: [Int]
    /// Where the offset table starts: every object lies before it.
    private let objectsEnd: Int
    private let maxDepth: Int
    private let maxStringLength: Int
    private var done: [Any?]
    private var inProgress: [Bool]

    /// Reads `data`'s top object.
    ///
    /// - Throws: `Failure` for bytes that are no binary property list, a size, count, offset,
    ///   length or reference out of range, an object type a property list does not hold, a
    ///   dictionary key that is no string, an object that contains itself, nesting deeper than
    ///   `maxDepth` or a string longer than `maxStringLength`.
    /// - Complexity: O(n) in the size of the data.
    static func read(_ data: Data, maxDepth: Int, maxStringLength: Int) throws(Failure) -> Any {
        var list = try BinaryPropertyList(Array(data), maxDepth: maxDepth, maxStringLength: maxStringLength)
        return try list.object(list.top, depth: 0)
    }

    private let top: Int

    private init(_ bytes: [UInt8], maxDepth: Int, maxStringLength: Int) throws(Failure) {
        let header = Array("bplist00".utf8)
        guard bytes.count >= header.count + 32 else {
            throw Failure(reason: "the file is shorter than a binary property list's header and trailer", offset: 0)
        }
        guard bytes.prefix(header.count).elementsEqual(header) else {
            throw Failure(reason: "the file does not start with bplist00", offset: 0)
        }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Failure(reason: "the trailer's offset or reference size is not 1 to 8 bytes", offset: trailer + 6)
        }
        let count = Self.bigEndian(bytes, at: trailer + 8, size: 8)
        let top = Self.bigEndian(bytes, at: trailer + 16, size: 8)
        let table = Self.bigEndian(bytes, at: trailer + 24, size: 8)
        // Each object takes a byte at least, so a count past the file's size is refused before
        // anything is allocated for it.
        guard let count, count >= 1, count <= trailer else {
            throw Failure(reason: "the trailer's object count does not fit in the file", offset: trailer + 8)
        }
        guard let top, top < count else {
            throw Failure(reason: "the trailer's top object is not one of its \(count) objects", offset: trailer + 16)
        }
        guard let table, table >= header.count, table <= trailer, (trailer - table) / offsetSize >= count else {
            throw Failure(
                reason: "the offset table does not fit between the objects and the trailer", offset: trailer + 24)
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for index in 0..<count {
            let at = table + index * offsetSize
            guard let offset = Self.bigEndian(bytes, at: at, size: offsetSize), offset >= header.count, offset < table
            else {
                throw Failure(reason: "object \(index)'s offset is outside the objects", offset: at)
            }
            offsets.append(offset)
        }
        self.bytes = bytes
        self.referenceSize = referenceSize
        self.offsets = offsets
        self.objectsEnd = table
        self.maxDepth = maxDepth
        self.maxStringLength = maxStringLength
        self.top = top
        done = Array(repeating: nil, count: count)
        inProgress = Array(repeating: false, count: count)
    }

    /// The unsigned big-endian number of `size` bytes at `at` (the caller checked the range),
    /// nil when it does not fit an `Int`.
    private static func bigEndian(_ bytes: [UInt8], at: Int, size: Int) -> Int? {
        var value: UInt64 = 0
        for byte in bytes[at..<at + size] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    /// Object `index`, read once.
    private mutating func object(_ index: Int, depth: Int) throws(Failure) -> Any {
        if let known = done[index] { return known }
        let start = offsets[index]
        guard !inProgress[index] else { throw Failure(reason: "object \(index) contains itself", offset: start) }
        guard depth < maxDepth else {
            throw Failure(reason: "objects nest deeper than the limit of \(maxDepth)", offset: start)
        }
        inProgress[index] = true
        let value = try read(at: start, depth: depth)
        inProgress[index] = false
        done[index] = value
        return value
    }

    /// The object whose marker byte is at `start`.
    private mutating func read(at start: Int, depth: Int) throws(Failure) -> Any {
        let marker = bytes[start]
        let info = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0 where info == 8 || info == 9:
            return info == 9
        case 0x1 where info <= 3:
            let size = 1 << info
            let end = try range(start + 1, count: size, at: start)
            var value: UInt64 = 0
            for byte in bytes[start + 1..<end] { value = value << 8 | UInt64(byte) }
            // Eight bytes are signed, shorter integers unsigned, as CoreFoundation writes them.
            return size == 8 ? Int(Int64(bitPattern: value)) : Int(value)
        case 0x2 where info == 2 || info == 3, 0x3 where info == 3:
            let size = 1 << info
            let end = try range(start + 1, count: size, at: start)
            var value: UInt64 = 0
            for byte in bytes[start + 1..<end] { value = value << 8 | UInt64(byte) }
            let number = size == 4 ? Double(Float(bitPattern: UInt32(value))) : Double(bitPattern: value)
            return marker >> 4 == 0x3 ? Date(timeIntervalSinceReferenceDate: number) : number
        case 0x4:
            let (first, length) = try length(at: start, info: info)
            let end = try range(first, count: length, at: start)
            return Data(bytes[first..<end])
        case 0x5, 0x6:
            let (first, length) = try length(at: start, info: info)
            guard length <= maxStringLength else {
                throw Failure(reason: "a string is longer than the limit of \(maxStringLength)", offset: start)
            }
            if marker >> 4 == 0x5 {
                let end = try range(first, count: length, at: start)
                return String(decoding: bytes[first..<end], as: UTF8.self)
            }
            let end = try range(first, count: length * 2, at: start)
            let units = stride(from: first, to: end, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
            return String(decoding: units, as: UTF16.self)
        case 0x8:
            let end = try range(start + 1, count: info + 1, at: start)
            var value = 0
            for byte in bytes[start + 1..<end] { value = value << 8 | Int(byte) }
            return ["CF$UID": value]
        case 0xA, 0xC:
            let (first, count) = try length(at: start, info: info)
            var items: [Any] = []
            for reference in try references(first, count: count, at: start) {
                items.append(try object(reference, depth: depth + 1))
            }
            return items
        case 0xD:
            let (first, count) = try length(at: start, info: info)
            let references = try references(first, count: count * 2, at: start)
            var dictionary: [String: Any] = [:]
            for pair in 0..<count {
                guard let key = try object(references[pair], depth: depth + 1) as? String else {
                    throw Failure(reason: "a dictionary key is not a string", offset: start)
                }
                dictionary[key] = try object(references[count + pair], depth: depth + 1)
            }
            return dictionary
        default:
            throw Failure(
                reason: "object type 0x\(String(marker, radix: 16)) is not one a property list holds", offset: start)
        }
    }

    /// The end of `count` bytes from `first`, which must lie before the offset table.
    private func range(_ first: Int, count: Int, at start: Int) throws(Failure) -> Int {
        guard count >= 0, first <= objectsEnd, count <= objectsEnd - first else {
            throw Failure(reason: "an object runs past the end of the objects", offset: start)
        }
        return first + count
    }

    /// Where a sized object's content starts and its length: the marker's low four bits, or
    /// (0xF) the integer object after it.
    private func length(at start: Int, info: Int) throws(Failure) -> (first: Int, length: Int) {
        guard info == 0xF else { return (start + 1, info) }
        _ = try range(start + 1, count: 1, at: start)
        let marker = bytes[start + 1]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
            throw Failure(reason: "an object's length is not an integer", offset: start + 1)
        }
        let size = 1 << Int(marker & 0x0F)
        let end = try range(start + 2, count: size, at: start)
        guard let length = Self.bigEndian(bytes, at: start + 2, size: size), length <= objectsEnd else {
            throw Failure(reason: "an object's length is past the end of the file", offset: start + 1)
        }
        return (end, length)
    }

    /// `count` object references from `first`, each checked to name an object.
    private func references(_ first: Int, count: Int, at start: Int) throws(Failure) -> [Int] {
        guard count <= objectsEnd else {
            throw Failure(reason: "a collection runs past the end of the objects", offset: start)
        }
        let end = try range(first, count: count * referenceSize, at: start)
        var result: [Int] = []
        result.reserveCapacity(count)
        for at in stride(from: first, to: end, by: referenceSize) {
            guard let reference = Self.bigEndian(bytes, at: at, size: referenceSize), reference < offsets.count else {
                throw Failure(reason: "a reference names no object", offset: at)
            }
            result.append(reference)
        }
        return result
    }
}
