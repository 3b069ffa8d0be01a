/// A process-wide number for an archive key. Readers attach one to each key they read, and
/// table-driven decoding (`ArchivedProperties`) then finds the key's property by index instead
/// of comparing text: for a parsed document decoded many times (a cached nib), no key is ever
/// compared again.
///
/// Opaque: outside the coder only `unknown` and equality mean anything. A coder that has no
/// numbers passes `unknown`, and the key is found by its text.
public struct ArchiveKeyID: Hashable, Sendable {
    package let rawValue: Int32

    package init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// No number: the key is found by its text.
    public static let unknown = ArchiveKeyID(rawValue: -1)

    /// How many distinct keys readers may number. Past it, keys no table declared are
    /// `unknown`, so files with endless made-up keys cannot grow the registry without bound.
    package static let capacity = 8192

    /// The numbers given so far and each number's key. Package-visible so that tests can
    /// check its rules (filling the readers' share among them) on a registry of their own: the
    /// process's registry is shared by every test.
    package struct Registry {
        /// Keys are told apart by their bytes (`ByteKey`), as readers tell them apart: a
        /// precomposed and a decomposed `"é"` are two keys with two numbers.
        private var numbers: [ByteKey: Int32] = [:]
        /// Each number's key, as the first reader or table gave it. Readers and tables that
        /// give the same key later get this very `String` back, so comparing two keys is
        /// comparing two words, even for keys too long to be stored inline.
        private var keys: [String] = []
        /// How many of `numbers` only readers asked for.
        private var undeclared = 0
        /// How many keys readers may number.
        private let capacity: Int

        /// An empty registry whose readers may number `capacity` keys.
        package init(capacity: Int = ArchiveKeyID.capacity) {
            self.capacity = capacity
        }

        /// The number of `key` and the `String` kept for it, which has the same bytes. A
        /// reader's (`declared` false) new key gets no number once the readers' share is used
        /// up; a table's always gets one.
        package mutating func number(of key: String, declared: Bool) -> (id: ArchiveKeyID, key: String) {
            if let number = numbers[ByteKey(key)] { return (ArchiveKeyID(rawValue: number), keys[Int(number)]) }
            if !declared {
                guard undeclared < capacity else { return (.unknown, key) }
                undeclared += 1
            }
            let number = Int32(numbers.count)
            numbers[ByteKey(key)] = number
            keys.append(key)
            return (ArchiveKeyID(rawValue: number), key)
        }
    }

    /// Behind a `Locked`, which the thread sanitizer understands: readers on several threads
    /// number keys at once.
    private static let registry = Locked(Registry())

    /// The number of a key a reader read, given on first sight; `unknown` for a new key once
    /// `capacity` keys only readers asked for have numbers. The same key (the same bytes) always
    /// gets the same number within a process.
    package static func registering(_ key: String) -> ArchiveKeyID {
        number(of: key, declared: false).id
    }

    /// `registering(_:)`, with the key as the registry keeps it: the `String` a table or reader
    /// gave first for the same bytes, else `key`.
    package static func registeringShared(_ key: String) -> (id: ArchiveKeyID, key: String) {
        number(of: key, declared: false)
    }

    /// The number of a key a decoding table (`ArchivedProperties`) holds: always given, since
    /// such keys come from code, not from files.
    package static func declaring(_ key: String) -> ArchiveKeyID {
        number(of: key, declared: true).id
    }

    /// `declaring(_:)`, with the key as the registry keeps it: the `String` a reader or another
    /// table gave first for the same bytes, else `key`. A table that looks its keys up
    /// with this string shares it with the documents read before the table was made, so
    /// finding a key in them compares two words.
    package static func declaringShared(_ key: String) -> (id: ArchiveKeyID, key: String) {
        number(of: key, declared: true)
    }

    private static func number(of key: String, declared: Bool) -> (id: ArchiveKeyID, key: String) {
        registry.withLock { $0.number(of: key, declared: declared) }
    }
}
