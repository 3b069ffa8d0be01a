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
        guard case .string(var text) = value else { return nil }
        let names = Self.named
        var result: Self = []
        let valid = text.withUTF8 { bytes -> Bool in
            var start = 0
            while start < bytes.count {
                if bytes[start] == 0x20 {
                    start += 1
                    continue
                }
                var end = start
                while end < bytes.count, bytes[end] != 0x20 { end += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let member = names.first { entry in
                    guard entry.name.utf8.count == word.count else { return false }
                    var name = entry.name
                    return name.withUTF8 { $0.elementsEqual(word) }
                }?.member
                guard let member else { return false }
                result.insert(member)
                start = end
            }
            return true
        }
        guard valid else { return nil }
        self = result
    }

    /// `"space-separated names from "` followed by the member names, for error messages.
    public static var codingTypeName: String {
        "space-separated names from " + named.map(\.name).joined(separator: ", ")
    }
}
