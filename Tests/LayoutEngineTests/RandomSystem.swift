import LayoutEngine

/// A random linear system built around a known solution, for the property tests.
///
/// Each required constraint is made from random integer coefficients over a few variables,
/// with its constant chosen so that the known values satisfy it (exactly for an equality,
/// with a random non-negative slack for an inequality). Optional constraints get arbitrary
/// constants: they may contradict the required ones and each other, which only costs them.
struct RandomSystem {
    var random: SplitMix
    let variables: [Variable]
    let known: [Variable: Double]
    var required: [Constraint] = []
    var optional: [Constraint] = []

    init(seed: Int, variableCount: Int) {
        random = SplitMix(seed: seed)
        variables = (0..<variableCount).map { Variable("v\($0)") }
        var known: [Variable: Double] = [:]
        for variable in variables { known[variable] = Double(random.int(in: -200...200)) }
        self.known = known
    }

    /// Random terms over one to three distinct variables, coefficients in -3...3 but not 0.
    mutating func terms() -> LinearExpression {
        let count = random.int(in: 1...min(3, variables.count))
        var picked: [Variable] = []
        while picked.count < count {
            let variable = variables[random.int(in: 0...(variables.count - 1))]
            if !picked.contains(variable) { picked.append(variable) }
        }
        return LinearExpression(
            picked.map { Term($0, coefficient: Double([-3, -2, -1, 1, 2, 3][random.int(in: 0...5)])) })
    }

    /// A relation picked at random.
    mutating func relation() -> Relation {
        [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(in: 0...2)]
    }

    /// A required constraint the known values satisfy.
    mutating func satisfiedConstraint() -> Constraint {
        let expression = terms()
        let value = expression.value { known[$0] ?? 0 }
        let relation = relation()
        let slack = Double(random.int(in: 0...20))
        // expression + constant relation 0 must hold at the known values.
        let constant: Double
        switch relation {
        case .equal: constant = -value
        case .lessThanOrEqual: constant = -value - slack
        case .greaterThanOrEqual: constant = -value + slack
        }
        return Constraint(expression + constant, relation, LinearExpression())
    }

    /// An optional constraint with an arbitrary constant and a random priority.
    mutating func optionalConstraint() -> Constraint {
        let expression = terms()
        let priority = Double([1, 50, 250, 251, 500, 749, 750, 998, 999][random.int(in: 0...8)])
        return Constraint(
            expression + Double(random.int(in: -300...300)), relation(), LinearExpression(),
            strength: Strength(priority: priority))
    }
}

/// SplitMix64: a small seeded generator, so a failing seed replays exactly.
struct SplitMix {
    private var state: UInt64

    init(seed: Int) {
        state = UInt64(bitPattern: Int64(seed))
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}

extension Solver {
    /// Whether the current solution satisfies every held required constraint within 1e-6.
    func satisfiesRequiredConstraints() -> Bool {
        constraints.filter(\.strength.isRequired).allSatisfy { constraint in
            constraint.isSatisfied(by: { value(of: $0) }, constant: constant(of: constraint))
        }
    }

    /// Whether the constraints, each with the given constant in its expression, conflict:
    /// adding copies of them to an empty solver fails.
    static func conflicts(_ constraints: [Constraint], constants: [Double]? = nil) -> Bool {
        var solver = Solver()
        for (index, constraint) in constraints.enumerated() {
            let constant = constants?[index] ?? constraint.expression.constant
            let copy = Constraint(
                LinearExpression(constraint.expression.terms, constant: constant), constraint.relation,
                LinearExpression(),
                strength: constraint.strength)
            do {
                try solver.addConstraint(copy)
            } catch .unsatisfiable {
                return true
            } catch {
                return false
            }
        }
        return false
    }
}
