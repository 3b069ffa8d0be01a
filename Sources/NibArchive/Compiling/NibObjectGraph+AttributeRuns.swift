import Foundation

extension NibObjectGraph {
    /// Archives an attributed string's runs on `string` as `-[NSAttributedString
    /// encodeWithCoder:]` writes them: a string of one run holds its dictionary as
    /// `NSAttributes`; one of several holds the dictionaries, each once, in an array and
    /// `NSAttributeInfo` data with each run's length (UTF-16) and dictionary index as varints.
    /// `runs` are merged already (no two neighbours share an index) and index `dictionaries`;
    /// `mutable` archives the array and data as `NSMutableArray` and `NSMutableData` (an
    /// `NSTextStorage`'s), else as `NSArray` and `NSData`. No runs write nothing.
    mutating func setAttributeRuns(
        _ runs: [(length: Int, index: Int)], dictionaries: [Ref], on string: Ref, mutable: Bool
    ) {
        if runs.count == 1, let only = dictionaries.first {
            set(string, "NSAttributes", only)
        } else if !runs.isEmpty {
            set(string, "NSAttributes", collection(mutable ? "NSMutableArray" : "NSArray", dictionaries))
            var info = Data()
            for run in runs {
                Self.appendVarint(&info, run.length)
                Self.appendVarint(&info, run.index)
            }
            let data = add(mutable ? "NSMutableData" : "NSData")
            set(data, "NS.bytes", .data(info))
            set(string, "NSAttributeInfo", data)
        }
    }

    /// `value` as an unsigned LEB128 varint: seven bits a byte, low first, the top bit set on
    /// every byte but the last.
    private static func appendVarint(_ data: inout Data, _ value: Int) {
        var rest = value
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            data.append(rest == 0 ? low : low | 0x80)
        } while rest != 0
    }
}
