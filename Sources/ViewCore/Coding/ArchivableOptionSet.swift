import Foundation

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
        guard case .string(var text) = value else { return nil }
        var result: Self = []
        let valid = text.withUTF8 { bytes -> Bool in
            var start = 0
            while start < bytes.count {
                guard bytes[start] != 0x20 else {
                    start += 1
                    continue
                }
                // `memchr` for the next space: a byte-by-byte loop made decoding
                // the 10k-view file's autoresizing masks take 6.3M instructions instead of 4.9M.
                let end =
                    bytes.baseAddress.flatMap { base in
                        memchr(base + start, 0x20, bytes.count - start).map {
                            base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
                        }
                    } ?? bytes.count
                guard let member = Self.member(named: UnsafeBufferPointer(rebasing: bytes[start..<end])) else {
                    return false
                }
                result.insert(member)
                start = end
            }
            return true
        }
        guard valid else { return nil }
        self = result
    }

    /// The member whose name has exactly these bytes.
    private static func member(named bytes: UnsafeBufferPointer<UInt8>) -> Self? {
        // Through the buffer: iterating the array copied each name, retaining and releasing it
        // (decoding the 10k-view file's autoresizing masks: 7.4M instructions, now 6.3M).
        named.withUnsafeBufferPointer { named -> Self? in
            for index in named.indices where named[index].name.utf8.count == bytes.count {
                let name = named[index].name.utf8
                let equal =
                    name.withContiguousStorageIfAvailable { name -> Bool in
                        guard let start = name.baseAddress, let other = bytes.baseAddress else { return name.isEmpty }
                        return memcmp(start, other, name.count) == 0
                    } ?? name.elementsEqual(bytes)
                if equal { return named[index].member }
            }
            return nil
        }
    }

    /// `"space-separated names from "` followed by the member names, for error messages.
    public static var codingTypeName: String {
        "space-separated names from " + named.map(\.name).joined(separator: ", ")
    }
}
