import Foundation
import ViewCore

/// One reader's keys: each distinct key becomes one `String`, shared by every entry that uses
/// it, with its `ArchiveKeyID`. A file repeats a few dozen keys thousands of times, so the
/// reader makes no string per key and takes the registry's lock once per distinct key.
struct KeyInterner {
    private var cache = SpellingCache<ArchiveKeyID>(placeholder: .unknown)
    /// By bytes, as the registry numbers keys (`ByteKey`); at most `maxTexts` of them.
    private var byText: [ByteKey: ArchiveKeyID] = [:]
    private static let maxTexts = 256

    /// The key spelled by `count` bytes at `start` (plain UTF-8, no escapes left) and its id.
    mutating func key(_ start: UnsafePointer<UInt8>, count: Int) -> (String, ArchiveKeyID) {
        cache.value(start, count: count) { bytes in
            let (id, key) = ArchiveKeyID.registeringShared(String(decoding: bytes, as: UTF8.self))
            return (key, id)
        }
    }

    /// The id of `key`, a key read as a `String` already.
    mutating func id(of key: String) -> ArchiveKeyID {
        if let id = byText[ByteKey(key)] { return id }
        let id = ArchiveKeyID.registering(key)
        if byText.count < Self.maxTexts { byText[ByteKey(key)] = id }
        return id
    }
}
