import Foundation
import LayoutEngine

/// One tree's constraints in one `Solver`, kept in step with the tree incrementally: the
/// Auto Layout engine of a root view (UIKit keeps one per window).
///
/// What goes in:
/// - every installed `LayoutConstraint` of the tree, translated once (`LayoutSystem+Expressions`);
///   a changed `constant` is a `setConstant` on the solver, a deactivated constraint is removed,
///   a changed optional priority is a remove and add, and an activated one is added at the next
///   pass. Nothing is rebuilt.
/// - each item's *own* constraints (`LayoutSystem+OwnConstraints`): autoresizing-mask
///   constraints for views with `translatesAutoresizingMaskIntoConstraints`, content-size
///   constraints from `intrinsicContentSize`, baselines, and the built-in guides' frames. They are
///   recomputed only for items marked `needsOwnSync` and updated by constant where their shape
///   did not change.
///
/// An attached system belongs to a root view and links items and constraints to itself (so the
/// hooks on `constant`, `priority` and `isActive` find it). A detached one
/// (`systemLayoutSizeFitting`) reads a subtree into a private solver and links nothing.
final class LayoutSystem {
    /// What a solver constraint stands for, to report conflicts in the user's terms.
    enum Participant {
        case constraint(LayoutConstraint)
        case own(String)
    }

    var solver = View.layoutPivotLimit.map(Solver.init(pivotLimit:)) ?? Solver()
    let isAttached: Bool
    /// Each registered item's own constraints, by role.
    var own: [ObjectIdentifier: [OwnRole: Constraint]] = [:]
    /// The solver constraint of each installed `LayoutConstraint` held (detached systems only;
    /// attached ones keep it in the constraint's `solverLink`).
    var translated: [ObjectIdentifier: Constraint] = [:]
    var participants: [ObjectIdentifier: Participant] = [:]
    /// Conflicts found since they were last delivered.
    var pendingConflicts: [UnsatisfiableConstraints] = []

    /// The root of the laid-out tree: its position is fixed, and its size too when it
    /// translates its autoresizing mask into constraints (attached systems only).
    weak var root: View?

    init(attached: Bool, root: View) {
        isAttached = attached
        self.root = root
    }

    // MARK: Registering a tree

    /// Brings the system in step with the tree below `view`, registering new items (pre-order)
    /// and constraints (post-order) and recomputing marked items' own constraints. Appends the views whose
    /// frames or guides the solution sets to `driven`.
    func sync(_ view: View, driven: inout [View]) {
        let node = view.layoutNodeForUse
        let fresh = !isRegistered(node)
        if fresh || node.needsOwnSync || needsSafeAreaSync(view) {
            if isAttached {
                node.system = self
                node.needsOwnSync = false
            }
            syncOwnConstraints(of: view, node: node)
        }
        if view === root || view.isPlacedByConstraints || !view.ownLayoutGuides.isEmpty
            || view is ScrollView
        {
            driven.append(view)
        }
        for subview in view.subviews { sync(subview, driven: &driven) }
        // Installed constraints go in after the subtree's: a view's size (installed on itself)
        // is then known before the constraints chaining it to its siblings (installed above),
        // so each row of the tableau stays short. Chains added the other way round make every
        // row hold the whole chain: 1,000 rows of a list took 2,003,553,519 tableau cell
        // operations that way (982 times 100 rows' 2,040,369).
        if fresh || node.needsConstraintSync {
            if isAttached { node.needsConstraintSync = false }
            for constraint in view.constraints where !holds(constraint) { add(constraint) }
        }
    }

    func isRegistered(_ node: LayoutNode) -> Bool {
        isAttached ? node.system === self && own[ObjectIdentifier(node)] != nil : own[ObjectIdentifier(node)] != nil
    }

    /// Removes the subtree below `view` from the system: its own constraints and the
    /// constraints installed in it. The hierarchy calls it when the subtree leaves its tree.
    func unregister(_ view: View) {
        if let node = view.layoutNode, node.system === self {
            removeOwn(node)
            node.system = nil
            node.needsOwnSync = true
            node.needsConstraintSync = true
        }
        for guide in view.allGuides { if let node = guide.layoutNode, node.system === self { removeOwn(node) } }
        for constraint in view.constraints where constraint.solverLink.system === self { remove(constraint) }
        for subview in view.subviews { unregister(subview) }
    }

    // MARK: Installed constraints

    func holds(_ constraint: LayoutConstraint) -> Bool {
        isAttached ? constraint.solverLink.system === self : translated[ObjectIdentifier(constraint)] != nil
    }

    /// Adds an installed constraint; a conflicting one is broken (kept installed, left out of
    /// the solver) and the conflict recorded.
    func add(_ constraint: LayoutConstraint) {
        guard let made = translate(constraint) else { return }
        if isAttached {
            constraint.solverLink = SolverLink(system: self, constraint: nil)
        } else {
            translated[ObjectIdentifier(constraint)] = made
        }
        participants[ObjectIdentifier(made)] = .constraint(constraint)
        do {
            try solver.addConstraint(made)
            if isAttached { constraint.solverLink.constraint = made }
        } catch {
            // A solver that gave up may hold the constraint all the same.
            if solver.hasConstraint(made) {
                if isAttached { constraint.solverLink.constraint = made }
            } else {
                participants[ObjectIdentifier(made)] = nil
            }
            record(error, adding: made, for: .constraint(constraint))
        }
    }

    /// Removes an installed constraint (held or broken).
    func remove(_ constraint: LayoutConstraint) {
        let made = isAttached ? constraint.solverLink.constraint : translated[ObjectIdentifier(constraint)]
        if isAttached { constraint.solverLink = SolverLink() } else { translated[ObjectIdentifier(constraint)] = nil }
        guard let made else { return }
        participants[ObjectIdentifier(made)] = nil
        removeFromSolver(made, for: .constraint(constraint))
    }

    /// Gives a held constraint its new `constant`: one `setConstant`, no rebuild. A required
    /// constraint that cannot take it is broken (the solver drops it) and the conflict recorded.
    func constantChanged(_ constraint: LayoutConstraint) {
        guard let made = constraint.solverLink.constraint else { return }
        do {
            try solver.setConstant(-Double(constraint.constant), of: made)
        } catch {
            if !solver.hasConstraint(made) {
                participants[ObjectIdentifier(made)] = nil
                constraint.solverLink.constraint = nil
            }
            record(error, adding: made, for: .constraint(constraint))
        }
    }

    /// A new optional priority: the solver's strengths are fixed, so the constraint is removed
    /// and added again (two incremental steps).
    func priorityChanged(_ constraint: LayoutConstraint) {
        remove(constraint)
        add(constraint)
    }

    // MARK: Own constraints

    /// Makes `wanted` the item's own constraints: same-shaped ones are updated by constant,
    /// others replaced, missing ones removed. Every removal comes first, then the constant
    /// changes, then the additions, so that no step meets a constraint on its way out (a stack
    /// view's arrangement changes many at once).
    func setOwn(_ wanted: [OwnRole: Constraint], for node: LayoutNode, describing item: String) {
        let key = ObjectIdentifier(node)
        var held = own[key] ?? [:]
        let ordered = wanted.sorted { $0.key.order < $1.key.order }
        var updates: [(OwnRole, Constraint, Constraint)] = []
        var additions: [(OwnRole, Constraint)] = []
        for (role, old) in held.sorted(by: { $0.key.order < $1.key.order }) {
            if let new = wanted[role], LayoutSystem.sameShape(old, new) { continue }
            participants[ObjectIdentifier(old)] = nil
            removeFromSolver(old, for: .own("\(item) \(role)"))
            held[role] = nil
        }
        for (role, new) in ordered {
            if let old = held[role] { updates.append((role, old, new)) } else { additions.append((role, new)) }
        }
        for (role, old, new) in updates {
            guard let constant = solver.constant(of: old), constant != new.expression.constant else { continue }
            do {
                try solver.setConstant(new.expression.constant, of: old)
            } catch {
                if !solver.hasConstraint(old) {
                    held[role] = nil
                    participants[ObjectIdentifier(old)] = nil
                }
                record(error, adding: old, for: .own("\(item) \(role)"))
            }
        }
        for (role, new) in additions {
            participants[ObjectIdentifier(new)] = .own("\(item) \(role)")
            do {
                try solver.addConstraint(new)
                held[role] = new
            } catch {
                if solver.hasConstraint(new) {
                    held[role] = new
                } else {
                    participants[ObjectIdentifier(new)] = nil
                }
                record(error, adding: new, for: .own("\(item) \(role)"))
            }
        }
        own[key] = held
    }

    func removeOwn(_ node: LayoutNode) {
        for (_, old) in own.removeValue(forKey: ObjectIdentifier(node)) ?? [:] {
            let participant = participants.removeValue(forKey: ObjectIdentifier(old))
            removeFromSolver(old, for: participant ?? .own("\(old)"))
        }
    }

    private static func sameShape(_ a: Constraint, _ b: Constraint) -> Bool {
        guard a.relation == b.relation, a.strength == b.strength,
            a.expression.terms.count == b.expression.terms.count
        else { return false }
        return zip(a.expression.terms, b.expression.terms).allSatisfy {
            $0.variable === $1.variable && $0.coefficient == $1.coefficient
        }
    }

    // MARK: Conflicts

    /// Removes `made` (of `participant`) from the solver. It is gone even when the solver
    /// gave up re-solving after it, which is reported.
    private func removeFromSolver(_ made: Constraint, for participant: Participant) {
        do {
            try solver.removeConstraint(made)
        } catch {
            record(error, adding: made, for: participant)
        }
    }

    /// Records a conflict for delivery with the pass, and reports at once a solver that gave
    /// up (`LayoutConstraintError.Reason.solverGaveUp`): the frames of this pass may then not
    /// be the solution, and nothing else would say so.
    private func record(_ error: SolverError, adding made: Constraint, for participant: Participant) {
        if case .pivotLimitExceeded(_, let pivots) = error {
            LayoutConstraint.report(
                LayoutConstraintError(
                    reason: .solverGaveUp(pivots: pivots), constraint: UnsatisfiableConstraints.describe(participant)))
        }
        guard case .unsatisfiable(let conflict) = error else { return }
        let members = conflict.constraints.map { participants[ObjectIdentifier($0)] ?? participant }
        pendingConflicts.append(UnsatisfiableConstraints(members: members, broken: participant, conflict: conflict))
    }
}

/// Where an installed constraint is in a solver: the attached system holding it, and its
/// solver constraint (nil while it is broken).
struct SolverLink {
    weak var system: LayoutSystem?
    var constraint: Constraint?
}
