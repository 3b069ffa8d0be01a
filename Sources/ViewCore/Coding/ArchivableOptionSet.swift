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

    /// Reads a `.string` of space-separated member names; nil for another type or an unknown
    /// name. Names compare by their bytes, as archives compare names.
    public init?(codingValue value: __shared CodingValue) {
        guard case .string(let text) = value else { return nil }
        var result: Self = []
        for part in text.split(separator: " ") {
            // Names are short, so each is an inline `String`, compared in two words.
            let name = String(part)
            guard let member = Self.named.first(where: { $0.name.hasSameBytes(as: name) })?.member else { return nil }
            result.insert(member)
        }
        self = result
    }

    /// `"space-separated names from "` followed by the member names, for error messages.
    public static var codingTypeName: String {
        "space-separated names from " + named.map(\.name).joined(separator: ", ")
    }
}
