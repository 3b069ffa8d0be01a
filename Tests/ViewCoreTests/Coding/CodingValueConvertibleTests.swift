import Foundation
import Testing
import ViewCore

/// A conformance written the way a user writes one: the parameter spelled plainly, without
/// the requirement's `__shared`.
private struct Margin: CodingValueConvertible, Equatable {
    var area: CGRect
    var codingValue: CodingValue { .rect(area) }
    init(area: CGRect) { self.area = area }
    init?(codingValue value: CodingValue) {
        guard case .rect(let area) = value else { return nil }
        self.area = area
    }
    static var codingTypeName: String { "rect" }
}

@Suite("CodingValueConvertible")
struct CodingValueConvertibleTests {
    /// Decodes through the protocol, as a `Coder` does.
    private func decoded<T: CodingValueConvertible>(_ type: T.Type, from value: CodingValue) -> T? {
        T(codingValue: value)
    }

    @Test func aConformanceWithAPlainParameterDecodesAndLeavesTheValueIntact() {
        let value = CodingValue.rect(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(decoded(Margin.self, from: value) == Margin(area: CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(decoded(Margin.self, from: .string("wide")) == nil)
        // Borrowed, not consumed: the value reads the same afterwards.
        #expect(value == .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(decoded(CGRect.self, from: value) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
