import Foundation
import ViewCore

/// One reader's keys: each distinct key becomes one `String`, shared by every entry that uses
/// it, with its `ArchiveKeyID`. A file repeats a few dozen keys thousands of times, so the
/// reader makes no string per key and takes the registry's lock once per distinct key.
///
/// A small direct-mapped cache keyed by a hash of the bytes; a collision only costs a second
/// trip to the registry.
struct KeyInterner {
    private struct Slot {
        var hash: UInt64
        var key: String
        var id: ArchiveKeyID
    }

    private static let slotCount = 256
    private var slots: [Slot?] = Array(repeating: nil, count: KeyInterner.slotCount)
    private var byText: [String: ArchiveKeyID] = [:]

    /// The key spelled by `count` bytes at `start` (plain UTF-8, no escapes left) and its id.
    mutating func key(_ start: UnsafePointer<UInt8>, count: Int) -> (String, ArchiveKeyID) {
        let hash = ByteHash.fnv1a(UnsafeBufferPointer(start: start, count: count))
        let position = Int(hash & UInt64(Self.slotCount - 1))
        if let slot = slots[position], slot.hash == hash, Self.equal(slot.key, start, count) {
            return (slot.key, slot.id)
        }
        let key = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        let id = ArchiveKeyID.registering(key)
        slots[position] = Slot(hash: hash, key: key, id: id)
        return (key, id)
    }

    /// The id of `key`, a key read as a `String` already.
    mutating func id(of key: String) -> ArchiveKeyID {
        if let id = byText[key] { return id }
        let id = ArchiveKeyID.registering(key)
        if byText.count < Self.slotCount { byText[key] = id }
        return id
    }

    private static func equal(_ key: String, _ start: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard key.utf8.count == count else { return false }
        return key.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memcmp($0, start, count) == 0 } ?? (count == 0)
        } ?? key.utf8.elementsEqual(UnsafeBufferPointer(start: start, count: count))
    }
}
