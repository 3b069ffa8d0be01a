import Synchronization

/// The values a type archives by name (an option set's members, an enum's cases) with a
/// `NameTable` of their names, built once per type on first use.
///
/// A protocol extension cannot store anything per type, and asking the type each time
/// (`named`, `allCases`) built a fresh array of values and names for every value decoded: most
/// of the cost of decoding an autoresizing mask or a content mode.
///
/// Every thread that decodes shares the tables, and they are read for every value decoded, so
/// reading takes no lock: what is shared is written once, before an atomic count or pointer
/// publishes it, and never changed after. (A `Mutex` cost a third of an `NSLock` here, but
/// the thread sanitizer cannot see the order it makes when threads contend for it, and took
/// that for a race.)
final class NamedValues<Value>: @unchecked Sendable {
    /// The values, in the order their names were given.
    let values: [Value]
    /// Each name's index in `values`.
    let names: NameTable

    /// Texts decoded before, with their values: files spell the same mask on view after view,
    /// and readers share one `String` among the entries that spell a long text alike, so most
    /// texts are recognized in two words. A slot is written once, before `rememberedCount`
    /// counts it, and never again.
    private let remembered: UnsafeMutablePointer<Remembered>
    private let rememberedCount = Atomic<Int>(0)
    /// The slot that matched last, looked at first. Only a hint: threads race to set it, and
    /// any slot it names is a right answer for its own text.
    private let lastMatch = Atomic<Int>(0)
    /// How many slots are filled, for the thread filling one: taken only then. (A count, not
    /// `Locked(())`: see `Locked`.)
    private let filling = Locked(0)

    /// How many texts a table remembers: the first ones decoded stay. A file spells a handful
    /// of masks; past that, texts are parsed, as they would be without a memory.
    static var rememberedCapacity: Int { 8 }
    /// The longest text remembered, in bytes: the table lives as long as the process, and a
    /// long text is unlikely to come again.
    static var rememberedLength: Int { 256 }

    private struct Remembered {
        let text: String
        let value: Value
    }

    private init(_ named: [(name: String, value: Value)]) {
        values = named.map(\.value)
        names = NameTable(named.enumerated().map { ($1.name, $0) })
        remembered = .allocate(capacity: Self.rememberedCapacity)
    }

    deinit {
        remembered.deinitialize(count: rememberedCount.load(ordering: .acquiring))
        remembered.deallocate()
    }

    /// The value whose name is spelled by `count` bytes at `start`, if any.
    @inline(__always)
    func value(named start: UnsafePointer<UInt8>?, count: Int) -> Value? {
        names.lookup(start, count: count).map { values[$0] }
    }

    /// The value `text` decoded to, when it was remembered.
    func rememberedValue(for text: String) -> Value? {
        let count = rememberedCount.load(ordering: .acquiring)
        let hint = lastMatch.load(ordering: .relaxed)
        // Bytes, not `==`: that is canonical equivalence, and the parser compares bytes.
        if hint < count, remembered[hint].text.hasSameBytes(as: text) { return remembered[hint].value }
        for slot in 0..<count where slot != hint && remembered[slot].text.hasSameBytes(as: text) {
            lastMatch.store(slot, ordering: .relaxed)
            return remembered[slot].value
        }
        return nil
    }

    /// The texts remembered, in the order they were: for tests.
    var rememberedTexts: [String] {
        (0..<rememberedCount.load(ordering: .acquiring)).map { remembered[$0].text }
    }

    /// Remembers that `text` decoded to `value`, while there is room.
    func remember(_ value: Value, decodedFrom text: String) {
        guard rememberedCount.load(ordering: .relaxed) < Self.rememberedCapacity,
              text.utf8.count <= Self.rememberedLength else { return }
        filling.withLock { count in
            guard count < Self.rememberedCapacity else { return }
            // Another thread may have remembered it since this one looked.
            for slot in 0..<count where remembered[slot].text.hasSameBytes(as: text) { return }
            (remembered + count).initialize(to: Remembered(text: text, value: value))
            count += 1
            rememberedCount.store(count, ordering: .releasing)
            lastMatch.store(count - 1, ordering: .relaxed)
        }
    }

    /// The value named `name`, if any.
    func value(named name: String) -> Value? {
        names.lookup(name).map { values[$0] }
    }

    /// The table of `type` for `use`, made from `named()` the first time it is asked for.
    static func table(for type: Any.Type, _ use: NamedValuesUse,
                      named: () -> [(name: String, value: Value)]) -> NamedValues<Value> {
        let key = ObjectIdentifier(type)
        // Only a `NamedValues<Value>` is ever stored for this type and use.
        if let found = NamedValuesTables.table(for: key, use) { return unsafeDowncast(found, to: NamedValues<Value>.self) }
        let made = NamedValues(named())
        return unsafeDowncast(NamedValuesTables.add(made, for: key, use), to: NamedValues<Value>.self)
    }
}

/// What a `NamedValues` table is made for: one type could be both an option set and an enum,
/// and each use gets its own table.
enum NamedValuesUse { case optionSetMembers, enumCases }

/// Every `NamedValues` table, per type and use (generic classes cannot have stored static
/// properties). A list, not a dictionary: a program has a handful of such types, and comparing
/// a few identifiers beats hashing one.
///
/// Read without a lock: each list is written whole before `published` points at it, and is
/// never changed or freed after. Adding a table publishes a longer copy; the lists left behind
/// hold a few hundred bytes in all.
private enum NamedValuesTables {
    /// Unchecked because `Unmanaged<AnyObject>` is not `Sendable`; the table is a `NamedValues`, which is.
    struct Entry: @unchecked Sendable {
        let type: ObjectIdentifier
        let use: NamedValuesUse
        /// Retained once, for the life of the process.
        let table: Unmanaged<AnyObject>
    }

    /// Unsafe only because pointers are not `Sendable`: what they point at is never changed.
    nonisolated(unsafe) static let published = Atomic<UnsafePointer<UnsafeBufferPointer<Entry>>?>(nil)
    /// The tables added, for the thread adding one: taken only then.
    static let added = Locked<[Entry]>([])

    static func table(for type: ObjectIdentifier, _ use: NamedValuesUse) -> AnyObject? {
        guard let list = published.load(ordering: .acquiring) else { return nil }
        for entry in list.pointee where entry.type == type && entry.use == use { return entry.table.takeUnretainedValue() }
        return nil
    }

    /// Adds `made` unless another thread added a table for `type` and `use` first; returns the
    /// table that stays.
    static func add(_ made: AnyObject, for type: ObjectIdentifier, _ use: NamedValuesUse) -> AnyObject {
        added.withLock { added in
            if let found = added.first(where: { $0.type == type && $0.use == use }) { return found.table.takeUnretainedValue() }
            added.append(Entry(type: type, use: use, table: .passRetained(made)))
            let entries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: added.count)
            _ = entries.initialize(fromContentsOf: added)
            let list = UnsafeMutablePointer<UnsafeBufferPointer<Entry>>.allocate(capacity: 1)
            list.initialize(to: UnsafeBufferPointer(entries))
            published.store(UnsafePointer(list), ordering: .releasing)
            return made
        }
    }
}
