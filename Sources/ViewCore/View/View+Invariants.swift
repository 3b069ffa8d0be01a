extension View {
    /// The violations found in one `checkingInvariants` scope.
    final class InvariantLog: Sendable {
        let violations = Locked<[String]>([])
    }

    /// The scope's log while `checkingInvariants` runs. Task-local, so a test that checks the
    /// invariants of its small trees never makes another test's large trees pay for checking
    /// theirs after every mutation (O(n) each).
    @TaskLocal static var invariantLog: InvariantLog?

    /// Runs `body` with the tree's invariants checked after every hierarchy mutation it makes
    /// (and the child tasks it starts make); `takeInvariantViolations()` hands back what was found.
    /// Tests do this; other code leaves it off.
    ///
    /// ```swift
    /// View.checkingInvariants {
    ///     parent.addSubview(child)
    ///     assert(View.takeInvariantViolations().isEmpty)
    /// }
    /// ```
    public static func checkingInvariants<R>(_ body: () throws -> R) rethrows -> R {
        try $invariantLog.withValue(InvariantLog(), operation: body)
    }

    /// Runs the asynchronous `body` with the tree's invariants checked after every hierarchy
    /// mutation it makes, as the synchronous `checkingInvariants(_:)` does.
    public static func checkingInvariants<R>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
    ) async rethrows -> R {
        try await $invariantLog.withValue(InvariantLog(), operation: body, isolation: isolation)
    }

    /// The violations found in the current `checkingInvariants` scope since the last call,
    /// emptying the list; empty outside a scope.
    public static func takeInvariantViolations() -> [String] {
        invariantLog?.violations.withLock { violations in
            defer { violations = [] }
            return violations
        } ?? []
    }

    static func checkInvariantsIfEnabled(around view: View) {
        guard let log = invariantLog else { return }
        // Constraint invariants are not checked here: while a nib decodes, constraints exist
        // before the references naming their items are resolved. Tests call
        // `_checkConstraintInvariants()` where a tree is complete.
        let problems = view.rootView._checkInvariants()
        if !problems.isEmpty { log.violations.withLock { $0.append(contentsOf: problems) } }
    }

    /// The top of the receiver's tree.
    var rootView: View {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// Checks the tree below the receiver: superview and subviews agree both ways, no view
    /// appears twice (so no cycle), and the window is the same all the way down.
    ///
    /// - Returns: a description of each violation; empty when the tree is sound.
    /// - Complexity: O(n) in the size of the subtree.
    public func _checkInvariants() -> [String] {
        var problems: [String] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ view: View, expectedWindow: Window?) {
            guard seen.insert(ObjectIdentifier(view)).inserted else {
                problems.append("\(view.debugName) appears twice in the tree (a cycle)")
                return
            }
            let window = view as? Window ?? expectedWindow
            if view.storedWindow !== window {
                problems.append(
                    "\(view.debugName) has window \(String(describing: view.storedWindow)) but its tree is in \(String(describing: window))"
                )
            }
            for subview in view.subviews {
                if subview.superview !== view {
                    problems.append(
                        "\(subview.debugName) is a subview of \(view.debugName) but names another superview")
                }
                visit(subview, expectedWindow: window)
            }
            if let superview = view.superview, !superview.subviews.contains(where: { $0 === view }) {
                problems.append(
                    "\(view.debugName) names \(superview.debugName) as superview but is not among its subviews")
            }
        }
        visit(self, expectedWindow: superview?.storedWindow)
        return problems
    }

    var debugName: String { "\(type(of: self))(tag: \(tag))" }
}
