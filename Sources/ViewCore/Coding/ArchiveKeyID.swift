import Synchronization

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

    /// How many distinct keys get a number. Past it, new keys are `unknown`, so files with
    /// endless made-up keys cannot grow the registry without bound.
    package static let capacity = 8192

    private static let registry = Mutex<[String: Int32]>([:])

    /// The number of `key`, given on first sight; `unknown` for a new key once `capacity` keys
    /// have numbers. The same key always gets the same number within a process.
    package static func registering(_ key: String) -> ArchiveKeyID {
        registry.withLock { numbers in
            if let number = numbers[key] { return ArchiveKeyID(rawValue: number) }
            guard numbers.count < capacity else { return .unknown }
            let number = Int32(numbers.count)
            numbers[key] = number
            return ArchiveKeyID(rawValue: number)
        }
    }
}
