import LayoutEngine
import PropertyBased
import Testing

/// Ambiguity against an exact answer: a triangular system (each variable pinned by a required
/// equality over the variables before it) determines everything; without one variable's pin,
/// exactly the variables that depend on it (by a non-zero derivative) are ambiguous, and it
/// is itself when a remaining constraint still mentions it.
@Suite struct AmbiguityPropertyTests {
    @Test func exactlyTheDependentsOfAnUnpinnedVariableAreAmbiguous() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix(seed: seed)
            let count = random.int(in: 1...12)
            let variables = (0..<count).map { Variable("v\($0)") }
            // v[i] = c + Σ a[i][j] v[j] for a few j < i.
            var coefficients = Array(repeating: Array(repeating: 0.0, count: count), count: count)
            var solver = Solver()
            var pins: [Constraint] = []
            for i in 0..<count {
                var expression = LinearExpression(constant: Double(random.int(in: -50...50)))
                for j in 0..<i where random.int(in: 0...2) == 0 {
                    let a = Double([-2, -1, 1, 2][random.int(in: 0...3)])
                    coefficients[i][j] = a
                    expression = expression + a * variables[j]
                }
                let pin = Constraint(variables[i], .equal, expression)
                #expect(throws: Never.self) { try solver.addConstraint(pin) }
                pins.append(pin)
            }
            #expect(solver.ambiguousVariables().isEmpty)
            #expect(!solver.hasAmbiguousLayout)

            let freed = random.int(in: 0...(count - 1))
            #expect(throws: Never.self) { try solver.removeConstraint(pins[freed]) }
            // d v[i] / d v[freed], in order.
            var derivative = Array(repeating: 0.0, count: count)
            derivative[freed] = 1
            for i in (freed + 1)..<max(freed + 1, count) {
                derivative[i] = (0..<i).reduce(0) { $0 + coefficients[i][$1] * derivative[$1] }
            }
            // A freed variable that no other pin mentions has left the system: it is not listed.
            let mentioned = (0..<count).contains { coefficients[$0][freed] != 0 }
            let expected = Set(
                variables.indices.filter { derivative[$0] != 0 && ($0 != freed || mentioned) }.map { variables[$0] })
            #expect(Set(solver.ambiguousVariables()) == expected)
            #expect(solver.hasAmbiguousLayout == !expected.isEmpty)
        }
    }
}
