/// Finds the `FieldName` a member name spells from the name's bytes read as two words: one
/// multiply picks the only slot the name can be in, and one comparison of the words decides.
///
/// Why: the JSON parser looks up every member name it reads (about 215,000 in a 10k-view file)
/// to record the field it names. Through `NameTable` that took about 75 instructions a name;
/// this takes about 30, and a JSON load takes 4% fewer in all. It needs eight bytes from the
/// name's start to be readable, which the parser knows of its input; a name it cannot read so
/// goes through `FieldName.table`.
///
/// Names of up to 16 bytes are found here; a longer name is no field unless the table was
/// given one that long, which `FieldName.table` then finds.
struct FieldNameWords: Sendable {
    private struct Slot {
        var first: UInt64 = 0
        var last: UInt64 = 0
        var count = 0
        var code = JSONToken.notAField
    }

    /// The slots, allocated once and never changed: a plain pointer spares each lookup the
    /// reference counting and bounds checks of an array.
    private final class Storage: @unchecked Sendable {
        let slots: UnsafeMutablePointer<Slot>

        init(_ slots: [Slot]) {
            self.slots = .allocate(capacity: slots.count)
            self.slots.initialize(from: slots, count: slots.count)
        }

        deinit { slots.deallocate() }
    }

    private static let slotBits = 7
    private let storage: Storage
    private let multiplier: UInt64
    /// The length of the longest name given.
    private let longest: Int

    /// The table of every `FieldName`, made once.
    static let shared = FieldNameWords(names: FieldName.allCases.map { ($0.text, UInt8($0.rawValue)) })

    /// A table of `names` (each at most 16 bytes and told apart from the others by its bytes),
    /// with a multiplier chosen so that no two names share a slot.
    init(names: [(String, UInt8)]) {
        longest = names.map(\.0.utf8.count).max() ?? 0
        let keys = names.filter { $0.0.utf8.count <= 16 }.map { name, code in (Self.words(of: Array(name.utf8)), name.utf8.count, code) }
        // Odd multipliers from a fixed sequence, so every process builds the same table.
        var candidate: UInt64 = 0x9E37_79B9_7F4A_7C15
        while true {
            var slots = [Slot](repeating: Slot(), count: 1 << Self.slotBits)
            var collided = false
            for (words, count, code) in keys {
                let slot = Self.slot(words.first, words.last, count: count, multiplier: candidate)
                if slots[slot].code != JSONToken.notAField { collided = true; break }
                slots[slot] = Slot(first: words.first, last: words.last, count: count, code: code)
            }
            if !collided {
                storage = Storage(slots)
                multiplier = candidate
                return
            }
            candidate = (candidate &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407) | 1
        }
    }

    /// The code of the field spelled by `count` bytes at `start`, or `JSONToken.notAField`;
    /// nil when this table cannot tell: fewer than 8 bytes readable from `start`, or a name
    /// longer than 16 bytes that a name given may be as long as.
    ///
    /// - Parameter readable: how many bytes from `start` on may be read (the rest of the input).
    @inline(__always)
    func code(_ start: UnsafePointer<UInt8>, count: Int, readable: Int) -> UInt8? {
        guard count <= 16 else { return count > longest ? JSONToken.notAField : nil }
        guard readable >= 8 else { return nil }
        let (first, last) = Self.words(of: start, count: count)
        let slot = storage.slots[Self.slot(first, last, count: count, multiplier: multiplier)]
        return slot.first == first && slot.last == last && slot.count == count ? slot.code : JSONToken.notAField
    }

    /// A name of up to 16 bytes as two little-endian words: its first eight bytes (those past
    /// its end cleared) and, past eight bytes, its last eight. Eight bytes from `start` on must
    /// be readable.
    @inline(__always)
    private static func words(of start: UnsafePointer<UInt8>, count: Int) -> (first: UInt64, last: UInt64) {
        let raw = UnsafeRawPointer(start)
        let head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        if count >= 8 {
            let tail = count > 8 ? UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) : 0
            return (head, tail)
        }
        return (head & ((1 << UInt64(count * 8)) &- 1), 0)
    }

    /// `words(of:count:)` for a name given as its bytes, read one at a time.
    private static func words(of bytes: [UInt8]) -> (first: UInt64, last: UInt64) {
        func word(_ part: ArraySlice<UInt8>) -> UInt64 {
            part.enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
        }
        return (word(bytes.prefix(8)), bytes.count > 8 ? word(bytes.suffix(8)) : 0)
    }

    @inline(__always)
    private static func slot(_ first: UInt64, _ last: UInt64, count: Int, multiplier: UInt64) -> Int {
        let mixed = (first ^ (last &* 0xBF58_476D_1CE4_E5B9) ^ UInt64(truncatingIfNeeded: count)) &* multiplier
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - slotBits))
    }
}
