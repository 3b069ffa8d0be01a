import Foundation

/// Strings made from bytes, each distinct spelling once, with something the caller attaches
/// (a key's number): a file repeats a few dozen keys, and a few long texts, thousands of
/// times. A small direct-mapped cache keyed by a hash of the bytes; a collision only costs
/// making the string again.
///
/// A probe touches plain values only (the hash, and the bytes kept in `spellings`): reading a
/// cached `String` to compare it retained and released it, which was most of a probe's cost.
struct SpellingCache<Payload> {
    private struct Slot {
        var hash: UInt64
        /// Where the spelling's bytes are in `spellings`; `count` is -1 for an empty slot.
        var offset: Int32
        var count: Int32
        var payload: Payload
    }

    private static var slotCount: Int { 256 }
    /// Past this many bytes of spellings (a file of endless distinct texts), the cache starts over.
    private static var maxSpellings: Int { 1 << 16 }

    private var slots: [Slot]
    private var strings = [String](repeating: "", count: SpellingCache.slotCount)
    private var spellings: [UInt8] = []

    /// An empty cache; `placeholder` fills the slots no spelling has taken yet.
    init(placeholder: Payload) {
        slots = Array(repeating: Slot(hash: 0, offset: 0, count: -1, payload: placeholder), count: Self.slotCount)
    }

    /// The string spelled by `count` bytes at `start` (plain UTF-8) with its payload: the one
    /// made before for these bytes, or else `make`'s, remembered.
    mutating func value(_ start: UnsafePointer<UInt8>, count: Int,
                        make: (UnsafeBufferPointer<UInt8>) -> (String, Payload)) -> (String, Payload) {
        let bytes = UnsafeBufferPointer(start: start, count: count)
        let hash = ByteHash.ends(bytes)
        let position = Int(hash & UInt64(Self.slotCount - 1))
        let slot = slots[position]
        if slot.hash == hash, Int(slot.count) == count, spelling(at: Int(slot.offset), equals: start, count: count) {
            return (strings[position], slot.payload)
        }
        let value = make(bytes)
        if spellings.count + count > Self.maxSpellings {
            spellings.removeAll(keepingCapacity: true)
            for index in slots.indices { slots[index].count = -1 }
        }
        slots[position] = Slot(hash: hash, offset: Int32(spellings.count), count: Int32(count), payload: value.1)
        spellings.append(contentsOf: bytes)
        strings[position] = value.0
        return value
    }

    private func spelling(at offset: Int, equals start: UnsafePointer<UInt8>, count: Int) -> Bool {
        if count == 0 { return true }
        return spellings.withUnsafeBufferPointer { stored in
            guard let base = stored.baseAddress else { return false }
            return memcmp(base + offset, start, count) == 0
        }
    }
}
