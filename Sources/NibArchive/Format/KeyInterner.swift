import Foundation
import ViewCore

/// One reader's keys: each distinct key becomes one `String`, shared by every entry that uses
/// it, with its `ArchiveKeyID`. A file repeats a few dozen keys thousands of times, so the
/// reader makes no string per key and takes the registry's lock once per distinct key.
///
/// A small direct-mapped cache keyed by a hash of the bytes; a collision only costs a second
/// trip to the registry. A probe touches plain values only (the hash, and the key's bytes kept
/// in `spellings`): reading a cached `String` to compare it retained and released it, which
/// was most of a probe's cost.
struct KeyInterner {
    private struct Slot {
        var hash: UInt64
        /// Where the key's bytes are in `spellings`; `count` is -1 for an empty slot.
        var offset: Int32
        var count: Int32
        var id: ArchiveKeyID
    }

    private static let slotCount = 256
    /// Past this many bytes of spellings (a file of endless distinct keys), the cache starts over.
    private static let maxSpellings = 1 << 16

    private var slots = [Slot](repeating: Slot(hash: 0, offset: 0, count: -1, id: .unknown), count: KeyInterner.slotCount)
    private var strings = [String](repeating: "", count: KeyInterner.slotCount)
    private var spellings: [UInt8] = []
    private var byText: [String: ArchiveKeyID] = [:]

    /// The key spelled by `count` bytes at `start` (plain UTF-8, no escapes left) and its id.
    mutating func key(_ start: UnsafePointer<UInt8>, count: Int) -> (String, ArchiveKeyID) {
        let hash = ByteHash.ends(UnsafeBufferPointer(start: start, count: count))
        let position = Int(hash & UInt64(Self.slotCount - 1))
        let slot = slots[position]
        if slot.hash == hash, Int(slot.count) == count, spelling(at: Int(slot.offset), equals: start, count: count) {
            return (strings[position], slot.id)
        }
        let (id, key) = ArchiveKeyID.registeringCanonical(String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self))
        if spellings.count + count > Self.maxSpellings {
            spellings.removeAll(keepingCapacity: true)
            for index in slots.indices { slots[index].count = -1 }
        }
        slots[position] = Slot(hash: hash, offset: Int32(spellings.count), count: Int32(count), id: id)
        spellings.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
        strings[position] = key
        return (key, id)
    }

    private func spelling(at offset: Int, equals start: UnsafePointer<UInt8>, count: Int) -> Bool {
        if count == 0 { return true }
        return spellings.withUnsafeBufferPointer { stored in
            guard let base = stored.baseAddress else { return false }
            return memcmp(base + offset, start, count) == 0
        }
    }

    /// The id of `key`, a key read as a `String` already.
    mutating func id(of key: String) -> ArchiveKeyID {
        if let id = byText[key] { return id }
        let id = ArchiveKeyID.registering(key)
        if byText.count < Self.slotCount { byText[key] = id }
        return id
    }
}
