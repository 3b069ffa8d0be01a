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

    public var codingValue: CodingValue { .string(memberNames.joined(separator: " ")) }

    /// Parses the names without making a `String` per name: views are decoded by the thousand
    /// and most carry an autoresizing mask.
    public init?(codingValue value: CodingValue) {
        guard case .string(let text) = value else { return nil }
        var result: Self = []
        var utf8 = text.utf8[...]
        while true {
            while utf8.first == 0x20 { utf8 = utf8.dropFirst() }
            guard !utf8.isEmpty else { break }
            let end = utf8.firstIndex(of: 0x20) ?? utf8.endIndex
            let word = utf8[..<end]
            guard let member = Self.named.first(where: { $0.name.utf8.elementsEqual(word) })?.member else { return nil }
            result.insert(member)
            utf8 = utf8[end...]
        }
        self = result
    }

    public static var codingTypeName: String {
        "space-separated names from " + named.map(\.name).joined(separator: ", ")
    }
}
