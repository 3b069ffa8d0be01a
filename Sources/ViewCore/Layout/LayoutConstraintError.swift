import Foundation

/// A constraint operation NibKit refused or found suspicious, with the constraint it concerns.
///
/// UIKit raises an exception (or logs) in these cases; NibKit leaves every view and constraint
/// as it was and hands the error to the error handler (see
/// `LayoutConstraint.setErrorHandler(_:)`), the way hierarchy errors go to
/// `View.setHierarchyErrorHandler(_:)`.
public struct LayoutConstraintError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// Activation found no view that is an ancestor of (or is) both items: they are in
        /// different trees. The constraint stays inactive.
        case noCommonAncestor
        /// An item is gone (it was released, or a guide has no owning view), so there is nowhere
        /// to install the constraint. The constraint stays inactive.
        case missingItem
        /// The attributes, multiplier or priority make a constraint UIKit refuses to create
        /// (`top == leading`, a location equal to a constant, ...). Activation refuses it.
        case invalidConstraint(String)
        /// `addConstraint(_:)` installed a constraint on a view that is not an ancestor of its
        /// items. UIKit logs "the view hierarchy is not prepared for the constraint" and adds it,
        /// since the hierarchy may be assembled afterwards; so does NibKit.
        case itemOutsideInstallingView
        /// A required priority cannot become optional (or the reverse) while the constraint is
        /// installed; the priority was left unchanged.
        case requiredPriorityChangeWhileInstalled
        /// A layout pass found required constraints that cannot all hold and broke one to go on;
        /// the text is the report (`UnsatisfiableConstraints.description`). Sent only when the
        /// root view has no `unsatisfiableConstraintsHandler`.
        case unsatisfiable(String)
        /// A layout pass's solver gave up after `pivots` simplex pivots (its limit) while adding
        /// or re-solving the constraint, rather than loop: the frames of the pass may not be
        /// the best the constraints allow, and may break a required one. Sent to the error
        /// handler whatever the root's `unsatisfiableConstraintsHandler`.
        case solverGaveUp(pivots: Int)
    }

    /// What went wrong.
    public var reason: Reason
    /// The constraint as it prints (`View(tag: 1).top == View(tag: 2).bottom + 8`).
    public var constraint: String

    /// Creates an error about the constraint printed as `constraint`.
    public init(reason: Reason, constraint: String) {
        self.reason = reason
        self.constraint = constraint
    }

    /// A sentence saying what was refused and what was left unchanged.
    public var description: String {
        switch reason {
        case .noCommonAncestor:
            "cannot activate \(constraint): its items share no common ancestor (they are in different view trees); it was left inactive"
        case .missingItem:
            "cannot activate \(constraint): an item is missing (released, or a layout guide without an owning view); it was left inactive"
        case .invalidConstraint(let why):
            "invalid constraint \(constraint): \(why)"
        case .itemOutsideInstallingView:
            "the view hierarchy is not prepared for \(constraint): its items must be the installing view or its descendants"
        case .requiredPriorityChangeWhileInstalled:
            "cannot change \(constraint) between required and optional priority while it is installed; the priority was left unchanged"
        case .unsatisfiable(let report):
            report
        case .solverGaveUp(let pivots):
            "the layout solver gave up after \(pivots) pivots on \(constraint) without converging; the frames may not satisfy the constraints"
        }
    }
}

extension LayoutConstraint {
    /// `Locked`, not `Mutex`, which the thread sanitizer does not understand (see `Locked`).
    private static let errorHandler = Locked<@Sendable (LayoutConstraintError) -> Void>({ error in
        FileHandle.standardError.write(Data("ViewCore: \(error)\n".utf8))
    })

    @TaskLocal private static var scopedErrorHandler: (@Sendable (LayoutConstraintError) -> Void)?

    /// Sets the process-wide handler for refused constraint operations (UIKit raises or logs
    /// there). The default prints to standard error.
    public static func setErrorHandler(_ handler: @escaping @Sendable (LayoutConstraintError) -> Void) {
        errorHandler.withLock { $0 = handler }
    }

    /// Runs `operation` with `handler` receiving the constraint errors reported by the current
    /// task (and the tasks it creates) instead of the process-wide handler. Tests use it, since
    /// they run in parallel.
    public static func withErrorHandler<R>(
        _ handler: @escaping @Sendable (LayoutConstraintError) -> Void, operation: () throws -> R
    ) rethrows -> R {
        try $scopedErrorHandler.withValue(handler, operation: operation)
    }

    static func report(_ reason: LayoutConstraintError.Reason, _ constraint: LayoutConstraint) {
        report(LayoutConstraintError(reason: reason, constraint: constraint.description))
    }

    static func report(_ reason: LayoutConstraintError.Reason) {
        report(LayoutConstraintError(reason: reason, constraint: ""))
    }

    static func report(_ error: LayoutConstraintError) {
        let handler = scopedErrorHandler ?? errorHandler.withLock { $0 }
        handler(error)
    }
}
