import Synchronization

/// The values a type archives by name (an option set's members, an enum's cases) with a
/// `NameTable` of their names, built once per type on first use.
///
/// A protocol extension cannot store anything per type, and asking the type each time
/// (`named`, `allCases`) built a fresh array of values and names for every value decoded: most
/// of the cost of decoding an autoresizing mask or a content mode.
final class NamedValues<Value>: @unchecked Sendable {
    /// The values, in the order their names were given.
    let values: [Value]
    /// Each name's index in `values`.
    let names: NameTable
    /// The text decoded last and its value: files spell the same mask on view after view, and
    /// readers share one `String` among the entries that spell a long text alike, so most
    /// texts are recognized in two words.
    ///
    /// A `Mutex`, as tables are shared by every thread that decodes: it costs a third of an
    /// `NSLock`'s lock and unlock here.
    private let lastDecoded = Mutex<Remembered?>(nil)

    /// A text and its value. Values are option sets and enums, plain values shared only
    /// through the mutex.
    private struct Remembered: @unchecked Sendable {
        let text: String
        let value: Value
    }

    private init(_ named: [(name: String, value: Value)]) {
        values = named.map(\.value)
        names = NameTable(named.enumerated().map { ($1.name, $0) })
    }

    /// The value whose name is spelled by `count` bytes at `start`, if any.
    @inline(__always)
    func value(named start: UnsafePointer<UInt8>?, count: Int) -> Value? {
        names.lookup(start, count: count).map { values[$0] }
    }

    /// The value `text` decoded to when it was the last text decoded, if it was.
    func lastValue(decodedFrom text: String) -> Value? {
        lastDecoded.withLock { last in
            // Bytes, not `==`: that is canonical equivalence, and the parser compares bytes.
            guard let last, last.text.hasSameBytes(as: text) else { return nil }
            return last.value
        }
    }

    /// Remembers that `text` decoded to `value`.
    func remember(_ value: Value, decodedFrom text: String) {
        lastDecoded.withLock { $0 = Remembered(text: text, value: value) }
    }

    /// The value named `name`, if any.
    func value(named name: String) -> Value? {
        names.lookup(name).map { values[$0] }
    }

    /// The table of `type` for `use`, made from `named()` the first time it is asked for.
    static func table(for type: Any.Type, _ use: NamedValuesUse,
                      named: () -> [(name: String, value: Value)]) -> NamedValues<Value> {
        let key = ObjectIdentifier(type)
        if let found = namedValuesCache.withLock({ $0.first { $0.type == key && $0.use == use }?.table }) {
            // Only a `NamedValues<Value>` is ever stored for this type and use.
            return unsafeDowncast(found, to: NamedValues<Value>.self)
        }
        let made = NamedValues(named())
        return namedValuesCache.withLock { cache in
            if let found = cache.first(where: { $0.type == key && $0.use == use })?.table {
                return unsafeDowncast(found, to: NamedValues<Value>.self)
            }
            cache.append((key, use, made))
            return made
        }
    }
}

/// What a `NamedValues` table is made for: one type could be both an option set and an enum,
/// and each use gets its own table.
enum NamedValuesUse { case optionSetMembers, enumCases }

/// Every `NamedValues` table, per type and use (generic classes cannot have stored static
/// properties). A list, not a dictionary: a program has a handful of such types, and comparing
/// a few identifiers beats hashing one.
private let namedValuesCache = Mutex<[(type: ObjectIdentifier, use: NamedValuesUse, table: AnyObject)]>([])
