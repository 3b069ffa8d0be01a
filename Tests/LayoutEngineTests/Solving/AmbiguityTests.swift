import LayoutEngine
import Testing

/// Ambiguity: variables that another equally good solution would move.
@Suite struct AmbiguityTests {
    let x = Variable("x")
    let width = Variable("width")
    let right = Variable("right")

    @Test func aFullyConstrainedSystemIsNotAmbiguous() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 10))
        try solver.addConstraint(Constraint(width, .equal, 100))
        try solver.addConstraint(Constraint(right, .equal, x + width))
        #expect(!solver.hasAmbiguousLayout)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func aMissingWidthLeavesWidthAndRightAmbiguous() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 10))
        try solver.addConstraint(Constraint(right, .equal, x + width))
        #expect(solver.hasAmbiguousLayout)
        #expect(Set(solver.ambiguousVariables()) == [width, right])
    }

    @Test func aBoundWithSlackLeavesTheVariableFree() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 44))
        #expect(solver.ambiguousVariables() == [width])
        // An optional preference settles it, as intrinsic content size does in UIKit.
        try solver.addConstraint(Constraint(width, .equal, 0, strength: .defaultLow))
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(solver.value(of: width) == 44)
    }

    @Test func equallyWeightedOpposingPreferencesAreAmbiguous() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(width, .equal, 10, strength: .defaultLow))
        try solver.addConstraint(Constraint(width, .equal, 20, strength: .defaultLow))
        // Any width in 10...20 costs the same.
        #expect(solver.ambiguousVariables() == [width])
    }

    @Test func unequalPreferencesAreNotAmbiguous() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(width, .equal, 10, strength: .defaultLow))
        try solver.addConstraint(Constraint(width, .equal, 20, strength: .defaultHigh))
        #expect(solver.ambiguousVariables().isEmpty)
    }
}
