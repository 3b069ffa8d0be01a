import LayoutEngine
import PropertyBased
import Testing

/// UIKit priorities map to weights that grow with the priority, as documented.
@Suite struct StrengthTests {
    @Test func weightsGrowWithPriority() async {
        await propertyCheck(input: Gen.int(in: 1...998)) { priority in
            let lower = Strength(priority: Double(priority))
            let higher = Strength(priority: Double(priority + 1))
            #expect(lower < higher)
            #expect(lower.weight < higher.weight)
            #expect(higher.weight / lower.weight > 1.02)
        }
    }

    @Test func namedPrioritiesAreFarApart() {
        #expect(Strength.defaultHigh.weight / Strength.defaultLow.weight > 30_000)
        #expect(abs(Strength(priority: 333.333_333_333).weight - 1000) < 1e-6)
        #expect(abs(Strength(priority: 500).weight - 31_622.776_601_683_8) < 1e-6)
        #expect(Strength(priority: 999).weight < 1e9)
        #expect(Strength.required.weight == .infinity)
    }

    @Test func prioritiesAreClamped() {
        #expect(Strength(priority: 5000) == .required)
        #expect(Strength(priority: -3).priority == 1)
        #expect(Strength(priority: .nan).priority == 1)
        #expect(Strength.required.isRequired)
        #expect(!Strength(priority: 999.5).isRequired)
    }
}
