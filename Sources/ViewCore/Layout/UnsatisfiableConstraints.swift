import Foundation
import LayoutEngine

/// Required constraints that cannot all hold, found by a layout pass, and the one broken to go
/// on: UIKit's "Unable to simultaneously satisfy constraints" log, as a value.
///
/// The set is exact: every member takes part in the contradiction, and when `isMinimal` is
/// true, leaving out any one member makes the rest satisfiable. Members are the installed
/// constraints involved and the constraints the system made itself (a view's
/// autoresizing-mask constraints, a built-in guide's frame), which `descriptions` names.
///
/// As UIKit does, the pass breaks one constraint and goes on: the one whose addition (or new
/// constant) made the set unsatisfiable. A broken constraint stays installed (`isActive` is
/// still true) but takes no part in layout until it is deactivated and activated again.
///
/// ```swift
/// window.unsatisfiableConstraintsHandler = { conflict in
///     print(conflict.constraints.map(\.identifier), "broke", conflict.broken?.identifier ?? "-")
/// }
/// ```
public struct UnsatisfiableConstraints: CustomStringConvertible {
    /// The installed constraints in the conflict, in the order the solver lists them.
    public let constraints: [LayoutConstraint]
    /// Every member as it prints, in the solver's order, the broken one last: installed
    /// constraints as `LayoutConstraint.description` (with the file's id when loaded), the
    /// system's own as the item and role (`View(tag: 2) autoresizing width`).
    public let descriptions: [String]
    /// The installed constraint broken, or nil when the broken member was one of the system's.
    public let broken: LayoutConstraint?
    /// The broken member as it prints.
    public let brokenDescription: String
    /// Whether the set was reduced to a minimal one (it is for sets of up to 400).
    public let isMinimal: Bool

    init(members: [LayoutSystem.Participant], broken: LayoutSystem.Participant, conflict: Conflict) {
        var constraints: [LayoutConstraint] = []
        for case .constraint(let constraint) in members where !constraints.contains(where: { $0 === constraint }) {
            constraints.append(constraint)
        }
        self.constraints = constraints
        descriptions = members.map(UnsatisfiableConstraints.describe)
        if case .constraint(let constraint) = broken { self.broken = constraint } else { self.broken = nil }
        brokenDescription = UnsatisfiableConstraints.describe(broken)
        isMinimal = conflict.isMinimal
    }

    /// A member as it prints: the constraint with the file's id, or the system's own role.
    static func describe(_ participant: LayoutSystem.Participant) -> String {
        switch participant {
        case .constraint(let constraint):
            guard let id = constraint.unarchivedValues.archiveID else { return constraint.description }
            return "\(constraint.description) [id \(id)]"
        case .own(let text):
            return text
        }
    }

    /// A UIKit-like report: the members, one a line, and the broken one.
    public var description: String {
        "Unable to simultaneously satisfy constraints:\n"
            + descriptions.map { "    \($0)" }.joined(separator: "\n")
            + "\nBreaking constraint \(brokenDescription)"
    }
}
