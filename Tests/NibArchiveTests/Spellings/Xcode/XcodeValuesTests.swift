import Foundation
import Testing

@testable import NibArchive

/// `XcodeValues.number` reads plain decimals with the readers' own parser and everything else
/// with `Double(_:)`: either way it must give what `Double(_:)` gives, finite values only.
@Suite struct XcodeValuesTests {
    static func expected(_ text: String) -> Double? {
        Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    @Test(arguments: [
        "0", "-0", "1", "251", "0.5", ".5", "1.", "+1", "007", "1e5", "1E-5", "-20.25", "0.1", "1e-400", "1e400",
        "nan", "inf", "0x10", "", " 1", "1 ", "abc", "1.7976931348623157e308", "4.9e-324", "123456789012345678901",
    ])
    func readsWhatDoubleReads(_ text: String) {
        let number = XcodeValues.number(text)
        #expect(number?.bitPattern == Self.expected(text)?.bitPattern, "\(text)")
    }

    @Test func readsPrintedNumbersExactly() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let value = Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF) * (Bool.random() ? 1 : -1)
            for text in [value.description, String(format: "%.3f", value), String(format: "%.17g", value)] {
                #expect(XcodeValues.number(text)?.bitPattern == Self.expected(text)?.bitPattern, "\(text)")
            }
        }
    }
}
