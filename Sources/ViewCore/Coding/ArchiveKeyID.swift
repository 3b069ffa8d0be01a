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

    /// How many distinct keys readers may number. Past it, keys no table declared are
    /// `unknown`, so files with endless made-up keys cannot grow the registry without bound.
    package static let capacity = 8192

    private struct Registry {
        var numbers: [String: Int32] = [:]
        /// Each number's key. A declared key replaces the spelling a reader gave first, so
        /// readers hand out the very `String` a decoding table holds: comparing two keys is
        /// then comparing two words, even for keys too long to be stored inline.
        var keys: [String] = []
        /// How many of `numbers` only readers asked for.
        var undeclared = 0
    }

    private static let registry = Mutex(Registry())

    /// The number of a key a reader read, given on first sight; `unknown` for a new key once
    /// `capacity` keys only readers asked for have numbers. The same key always gets the same
    /// number within a process.
    package static func registering(_ key: String) -> ArchiveKeyID {
        number(of: key, declared: false).id
    }

    /// `registering(_:)`, with the key as the registry keeps it: equal to `key`, and the same
    /// `String` a decoding table declared, when one did.
    package static func registeringCanonical(_ key: String) -> (id: ArchiveKeyID, key: String) {
        number(of: key, declared: false)
    }

    /// The number of a key a decoding table (`ArchivedProperties`) holds: always given, since
    /// such keys come from code, not from files.
    package static func declaring(_ key: String) -> ArchiveKeyID {
        number(of: key, declared: true).id
    }

    private static func number(of key: String, declared: Bool) -> (id: ArchiveKeyID, key: String) {
        registry.withLock { registry in
            if let number = registry.numbers[key] {
                if declared { registry.keys[Int(number)] = key }
                // `String` equality is canonical equivalence: `"é"` precomposed and decomposed
                // share a number, but a reader must hand back the bytes it read.
                let kept = registry.keys[Int(number)]
                return (ArchiveKeyID(rawValue: number), kept.utf8.elementsEqual(key.utf8) ? kept : key)
            }
            if !declared {
                guard registry.undeclared < capacity else { return (.unknown, key) }
                registry.undeclared += 1
            }
            let number = Int32(registry.numbers.count)
            registry.numbers[key] = number
            registry.keys.append(key)
            return (ArchiveKeyID(rawValue: number), key)
        }
    }
}
