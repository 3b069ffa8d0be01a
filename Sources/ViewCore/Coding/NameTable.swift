#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed set of names mapped to numbers (a slot, an index, an enum's raw value), looked up
/// from UTF-8 bytes without making a `String`: an open-addressing table hashed on a name's
/// length and three of its bytes, each hit confirmed with `memcmp`.
///
/// Decoding looks up a name for every key, enum value and option-set member it reads; this
/// takes a few dozen instructions where comparing `String`s took hundreds. Shared by the coder
/// (`ArchivedProperties`, option sets) and the readers of NibArchive.
package struct NameTable: Sendable {
    @usableFromInline
    struct Record: Sendable {
        @usableFromInline let offset: Int32
        @usableFromInline let count: Int32
        @usableFromInline let value: Int
    }

    /// The table's memory, allocated once and never changed: plain pointers spare each lookup
    /// the bounds checks and reference counting of arrays.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline let bytes: UnsafeMutablePointer<UInt8>
        @usableFromInline let records: UnsafeMutablePointer<Record>
        let recordCount: Int
        /// Record index + 1 per bucket; 0 marks an empty bucket. A power of two in size.
        @usableFromInline let buckets: UnsafeMutablePointer<Int32>
        @usableFromInline let mask: Int

        init(bytes: [UInt8], records: [Record], buckets: [Int32]) {
            self.bytes = .allocate(capacity: max(bytes.count, 1))
            self.bytes.initialize(from: bytes, count: bytes.count)
            self.records = .allocate(capacity: max(records.count, 1))
            self.records.initialize(from: records, count: records.count)
            self.recordCount = records.count
            self.buckets = .allocate(capacity: buckets.count)
            self.buckets.initialize(from: buckets, count: buckets.count)
            self.mask = buckets.count - 1
        }

        deinit {
            bytes.deallocate()
            records.deinitialize(count: recordCount)
            records.deallocate()
            buckets.deallocate()
        }
    }

    @usableFromInline let storage: Storage

    /// Creates a table; a later duplicate name is ignored.
    package init(_ names: some Sequence<(String, Int)>) {
        var bytes: [UInt8] = []
        var records: [Record] = []
        for (name, value) in names {
            records.append(Record(offset: Int32(bytes.count), count: Int32(name.utf8.count), value: value))
            bytes.append(contentsOf: name.utf8)
        }
        var size = 8
        while size < records.count * 4 { size <<= 1 }
        var buckets = [Int32](repeating: 0, count: size)
        func name(_ record: Record) -> ArraySlice<UInt8> {
            bytes[Int(record.offset)..<Int(record.offset + record.count)]
        }
        for (index, record) in records.enumerated() {
            let hash = bytes.withUnsafeBufferPointer { Self.hash($0.baseAddress.map { $0 + Int(record.offset) }, count: Int(record.count)) }
            var bucket = hash & (size - 1)
            var duplicate = false
            while buckets[bucket] != 0, !duplicate {
                duplicate = name(records[Int(buckets[bucket]) - 1]) == name(record)
                bucket = (bucket + 1) & (size - 1)
            }
            if !duplicate { buckets[bucket] = Int32(index + 1) }
        }
        storage = Storage(bytes: bytes, records: records, buckets: buckets)
    }

    @inlinable @inline(__always)
    static func hash(_ start: UnsafePointer<UInt8>?, count: Int) -> Int {
        guard let start, count > 0 else { return 0 }
        let first = Int(start[0]), last = Int(start[count - 1]), middle = Int(start[count >> 1])
        return (count &* 0x9E37) ^ (first &* 31) ^ (last &* 0x3B1) ^ (middle &* 0x1F3D)
    }

    /// The value of the name spelled by `count` bytes at `start`, if the table holds it.
    @inlinable
    package func lookup(_ start: UnsafePointer<UInt8>?, count: Int) -> Int? {
        let storage = self.storage
        var bucket = Self.hash(start, count: count) & storage.mask
        while true {
            let slot = Int(storage.buckets[bucket])
            if slot == 0 { return nil }
            let record = storage.records[slot - 1]
            if Int(record.count) == count {
                if count == 0 { return record.value }
                if let start, Self.equalBytes(storage.bytes + Int(record.offset), start, count: count) { return record.value }
            }
            bucket = (bucket + 1) & storage.mask
        }
    }

    /// Whether `count` bytes at `first` and at `second` are equal. Names are short, and for up
    /// to 16 bytes two overlapping word loads beat a call into the C library (`memcmp` was a
    /// fifth of a lookup).
    @inlinable @inline(__always)
    static func equalBytes(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
        let (one, other) = (UnsafeRawPointer(first), UnsafeRawPointer(second))
        switch count {
        case 8...16:
            return one.loadUnaligned(as: UInt64.self) == other.loadUnaligned(as: UInt64.self)
                && one.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == other.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            return one.loadUnaligned(as: UInt32.self) == other.loadUnaligned(as: UInt32.self)
                && one.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == other.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        case 0..<4:
            for index in 0..<count where first[index] != second[index] { return false }
            return true
        default:
            return memcmp(first, second, count) == 0
        }
    }

    /// The value of `name`, if the table holds it.
    @inlinable
    package func lookup(_ name: String) -> Int? {
        if let found = name.utf8.withContiguousStorageIfAvailable({ lookup($0.baseAddress, count: $0.count) }) {
            return found
        }
        var name = name
        return name.withUTF8 { lookup($0.baseAddress, count: $0.count) }
    }
}
