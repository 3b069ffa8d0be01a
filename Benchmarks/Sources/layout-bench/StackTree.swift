/// The benchmark's constraint system: an interface of nested vertical stacks of labels, as
/// plain numbers, so that our solver and kiwisolver get exactly the same constraints.
///
/// Each view has four variables (x, y, width, height: indices 4v ... 4v+3). The root is
/// pinned at (0, 0), 375 × 667 points. A stack has ten children, two of them stacks; each
/// child is pinned to the stack's leading edge and 8 points below the previous child (the
/// first to the stack's top), and the stack's bottom 8 points below its last child. A stack
/// spans its parent's width less 8 points a side. Two labels in three are pinned to both
/// edges; the third hugs its intrinsic width (a `defaultLow` equality) under a required
/// maximum and resists compression below 21 points of height (`defaultHigh`).
///
/// Two ways to size stacks vertically:
/// - `fillEqually` (the reference): children share the stack's height equally, as
///   `UIStackView.Distribution.fillEqually`; sizes flow down from the root. 10,000 views make
///   about 43,000 constraints.
/// - `fitContent`: labels are 21 points high and each stack is as high as its content, so
///   sizes flow up. Every view's y then depends on the height of everything above it: the
///   solved form of the tableau (kiwi's and ours) holds O(n²) cells, and both solvers grow
///   quadratically or worse. It is measured at small sizes only.
///
/// A padding variable `p` (the last variable) sets the top inset of one stack in the middle of
/// the tree (`first.y = stack.y + p`) and is the edit variable: suggesting a value moves
/// every view of that stack's subtree.
///
/// Constraints are listed top-down, breadth first, as a parent is laid out before its children.
struct StackTree {
    enum Sizing: String {
        case fillEqually, fitContent
    }

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
    /// The padding variable under edit.
    private(set) var edited = 0
    /// A required top inset of another stack's first child (8 points): changing it moves that
    /// stack's subtree.
    private(set) var cascadingConstraint = 0
    /// A required trailing constraint of a pinned label: changing it resizes that label only.
    private(set) var localConstraint = 0
    /// A constraint that moves nearly every view: the root's height (fill equally), or the
    /// first label's height (fit content).
    private(set) var globalConstraint = 3

    init(views: Int, sizing: Sizing) {
        variableCount = 4 * views + 1
        edited = 4 * views
        var next = 1
        var labels = 0
        var queue = [0]
        var head = 0
        var editedStackChosen = false
        add([(0, 1)], 0)
        add([(1, 1)], 0)
        add([(2, 1)], -375)
        if sizing == .fillEqually { add([(3, 1)], -667) }
        while head < queue.count {
            let stack = queue[head]
            head += 1
            guard next < views else {
                if sizing == .fitContent { add([(h(stack), 1)], -16) }
                continue
            }
            let isEditedStack = !editedStackChosen && stack > 0 && next > views / 3
            if isEditedStack { editedStackChosen = true }
            var previous: Int?
            var first: Int?
            for index in 0..<10 where next < views {
                let child = next
                next += 1
                add([(x(child), 1), (x(stack), -1)], -8)
                if let previous {
                    add([(y(child), 1), (y(previous), -1), (h(previous), -1)], -8)
                } else if isEditedStack {
                    add([(y(child), 1), (y(stack), -1), (edited, -1)], 0)
                } else {
                    if cascadingConstraint == 0 && stack > 0 && next > views / 2 {
                        cascadingConstraint = constraints.count
                    }
                    add([(y(child), 1), (y(stack), -1)], -8)
                }
                if let first, sizing == .fillEqually { add([(h(child), 1), (h(first), -1)], 0) }
                let trailing: [(Int, Double)] = [(x(child), 1), (w(child), 1), (x(stack), -1), (w(stack), -1)]
                if index == 3 || index == 7 {
                    queue.append(child)
                    add(trailing, 8)
                } else {
                    labels += 1
                    if labels % 3 == 0 {
                        add(trailing, 8, "<")
                        add([(w(child), 1)], -Double(60 + (child * 7) % 80), priority: 250)
                        if sizing == .fillEqually { add([(h(child), 1)], -21, ">", priority: 750) }
                    } else {
                        if localConstraint == 0 && child > views / 2 { localConstraint = constraints.count }
                        add(trailing, 8)
                    }
                    if sizing == .fitContent {
                        if child == 1 { globalConstraint = constraints.count }
                        add([(h(child), 1)], -21)
                    }
                }
                previous = child
                first = first ?? child
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
            Spec(
                terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant, relation: relation,
                priority: priority))
    }

    /// The system as text for `Scripts/kiwi_bench.py`: a header line
    /// `variables N edit E`, then one constraint a line,
    /// `relation priority constant count variable coefficient ...`.
    var text: String {
        var lines = ["variables \(variableCount) edit \(edited)"]
        lines.reserveCapacity(constraints.count + 1)
        for spec in constraints {
            let terms = spec.terms.map { "\($0.variable) \($0.coefficient)" }.joined(separator: " ")
            lines.append("\(spec.relation) \(spec.priority) \(spec.constant) \(spec.terms.count) \(terms)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
