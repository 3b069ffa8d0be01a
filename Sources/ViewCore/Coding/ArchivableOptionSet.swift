#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Option sets archived as the space-separated names of their members
/// (`autoresizingMask="flexibleWidth flexibleHeight"`), so files stay readable and an unknown
/// name is an error rather than a silently dropped bit. Adopters list their members once in
/// `named`; the coding is written here once.
public protocol ArchivableOptionSet: OptionSet, CodingValueConvertible where Element == Self {
    /// The members with their archive names, in the order they are written.
    static var named: [(name: String, member: Self)] { get }
}

extension ArchivableOptionSet {
    /// The names of the members in the set, in `named` order.
    public var memberNames: [String] { Self.named.filter { contains($0.member) }.map(\.name) }

    /// The value as the archive stores it: `.string` of the member names joined by spaces (`""` when empty).
    public var codingValue: CodingValue { .string(memberNames.joined(separator: " ")) }

    /// Parses the names over the string's UTF-8 bytes, without making a `String` per name:
    /// views are decoded by the thousand and most carry an autoresizing mask.
    public init?(codingValue value: CodingValue) {
        guard case .string(let text) = value else { return nil }
        let names = OptionSetNames.table(for: Self.self)
        let members = Self.named
        var result: Self = []
        let valid = text.utf8.withContiguousStorageIfAvailable { Self.parse($0, names: names, members: members, into: &result) }
            ?? Array(text.utf8).withUnsafeBufferPointer { Self.parse($0, names: names, members: members, into: &result) }
        guard valid else { return nil }
        self = result
    }

    /// Inserts the member of every space-separated name in `bytes`; false at an unknown name.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, names: NameTable, members: [(name: String, member: Self)],
                              into result: inout Self) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var start = 0
        while start < bytes.count {
            if base[start] == 0x20 {
                start += 1
                continue
            }
            let end = memchr(base + start, 0x20, bytes.count - start)
                .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
            guard let index = names.lookup(base + start, count: end - start) else { return false }
            result.insert(members[index].member)
            start = end
        }
        return true
    }

    /// `"space-separated names from "` followed by the member names, for error messages.
    public static var codingTypeName: String {
        "space-separated names from " + named.map(\.name).joined(separator: ", ")
    }
}

/// Each option-set type's names as a `NameTable`, built on first use: a protocol extension
/// cannot store one per type, and looking names up in a table beats comparing each in turn.
private enum OptionSetNames {
    /// Per type, each name's index in its `named`. A list, not a dictionary: a program has a
    /// handful of option-set types, and comparing a few identifiers beats hashing one.
    private static let tables = Mutex<[(type: ObjectIdentifier, names: NameTable)]>([])

    static func table<Options: ArchivableOptionSet>(for type: Options.Type) -> NameTable {
        let key = ObjectIdentifier(type)
        if let table = tables.withLock({ $0.first { $0.type == key }?.names }) { return table }
        let table = NameTable(type.named.enumerated().map { ($1.name, $0) })
        tables.withLock { tables in
            if !tables.contains(where: { $0.type == key }) { tables.append((key, table)) }
        }
        return table
    }
}
