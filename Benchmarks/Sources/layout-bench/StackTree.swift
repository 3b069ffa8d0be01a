/// The benchmark's constraint system: an interface of nested vertical stacks of labels, as
/// plain numbers, so that our solver and kiwisolver get exactly the same constraints.
///
/// Each view has four variables (x, y, width, height: indices 4v ... 4v+3). The root is
/// pinned at (0, 0) and 375 points wide. A stack has ten children, two of them stacks; each
/// child is pinned to the stack's leading edge and to the bottom of the previous child (the
/// first to the stack's top), and the stack's bottom follows its last child. A stack spans
/// its parent's width less 8 points a side. Labels are 21 points high; two in three are
/// pinned to both edges, the third hugs its intrinsic width (a `defaultLow` equality) under a
/// required maximum. All inset by 8 points. 10,000 views make about 43,000 constraints.
struct StackTree {
    /// One linear constraint: `Σ coefficient × variable + constant (relation) 0`.
    struct Spec {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        /// "=", "<" (≤) or ">" (≥).
        var relation: Character
        /// UIKit priority, 1000 for required.
        var priority: Double
    }

    private(set) var variableCount = 0
    private(set) var constraints: [Spec] = []
    /// The height variable of a label in the middle, left to an edit variable: changing it
    /// moves every view below it.
    private(set) var editedHeight = 0
    /// A required label height constraint in the middle (same cascade, as a constant change).
    private(set) var cascadingConstraint = 0
    /// A required trailing constraint of a pinned label: changing it resizes that label only.
    private(set) var localConstraint = 0

    init(views: Int) {
        variableCount = 4 * views
        var next = 1
        var labels = 0
        var queue = [0]
        var head = 0
        add([(0, 1)], 0)
        add([(1, 1)], 0)
        add([(2, 1)], -375)
        let middleLabel = views / 2
        while head < queue.count {
            let stack = queue[head]
            head += 1
            guard next < views else {
                add([(h(stack), 1)], -16)
                continue
            }
            var previous: Int?
            for index in 0..<10 where next < views {
                let child = next
                next += 1
                add([(x(child), 1), (x(stack), -1)], -8)
                if let previous {
                    add([(y(child), 1), (y(previous), -1), (h(previous), -1)], -8)
                } else {
                    add([(y(child), 1), (y(stack), -1)], -8)
                }
                let trailing: [(Int, Double)] = [(x(child), 1), (w(child), 1), (x(stack), -1), (w(stack), -1)]
                if index == 3 || index == 7 {
                    queue.append(child)
                    add(trailing, 8)
                } else {
                    labels += 1
                    if labels % 3 == 0 {
                        add(trailing, 8, "<")
                        add([(w(child), 1)], -Double(60 + (child * 7) % 80), priority: 250)
                    } else {
                        if localConstraint == 0 && child > middleLabel { localConstraint = constraints.count }
                        add(trailing, 8)
                    }
                    if editedHeight == 0 && child >= middleLabel {
                        editedHeight = h(child)
                    } else {
                        if cascadingConstraint == 0 && child > middleLabel { cascadingConstraint = constraints.count }
                        add([(h(child), 1)], -21)
                    }
                }
                previous = child
            }
            if let previous {
                add([(y(stack), 1), (h(stack), 1), (y(previous), -1), (h(previous), -1)], -8)
            }
        }
    }

    private func x(_ view: Int) -> Int { 4 * view }
    private func y(_ view: Int) -> Int { 4 * view + 1 }
    private func w(_ view: Int) -> Int { 4 * view + 2 }
    private func h(_ view: Int) -> Int { 4 * view + 3 }

    private mutating func add(
        _ terms: [(Int, Double)], _ constant: Double, _ relation: Character = "=", priority: Double = 1000
    ) {
        constraints.append(
            Spec(terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant, relation: relation,
                priority: priority))
    }

    /// The system as text for `Scripts/kiwi_bench.py`: a header line
    /// `variables N edit E`, then one constraint a line,
    /// `relation priority constant count variable coefficient ...`.
    var text: String {
        var lines = ["variables \(variableCount) edit \(editedHeight)"]
        lines.reserveCapacity(constraints.count + 1)
        for spec in constraints {
            let terms = spec.terms.map { "\($0.variable) \($0.coefficient)" }.joined(separator: " ")
            lines.append("\(spec.relation) \(spec.priority) \(spec.constant) \(spec.terms.count) \(terms)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
