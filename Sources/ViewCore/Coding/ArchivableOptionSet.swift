#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    public init?(codingValue value: __shared CodingValue) {
        guard case .string(let text) = value else { return nil }
        let members = NamedValues<Self>.table(for: Self.self, .optionSetMembers) { Self.named.map { ($0.name, $0.member) } }
        if let last = members.rememberedValue(for: text) {
            self = last
            return
        }
        var result: Self = []
        let valid = text.utf8.withContiguousStorageIfAvailable { Self.parse($0, members: members, into: &result) }
            ?? Array(text.utf8).withUnsafeBufferPointer { Self.parse($0, members: members, into: &result) }
        guard valid else { return nil }
        members.remember(result, decodedFrom: text)
        self = result
    }

    /// Inserts the member of every space-separated name in `bytes`; false at an unknown name.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, members: NamedValues<Self>, into result: inout Self) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var start = 0
        while start < bytes.count {
            if base[start] == 0x20 {
                start += 1
                continue
            }
            let end = memchr(base + start, 0x20, bytes.count - start)
                .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
            guard let member = members.value(named: base + start, count: end - start) else { return false }
            result.insert(member)
            start = end
        }
        return true
    }

    /// `"space-separated names from "` followed by the member names, for error messages.
    public static var codingTypeName: String {
        "space-separated names from " + named.map(\.name).joined(separator: ", ")
    }
}
