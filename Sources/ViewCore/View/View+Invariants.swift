import Synchronization

extension View {
    static let invariantChecking = Atomic<Bool>(false)
    /// `Locked`, not `Mutex`, which the thread sanitizer does not understand (see `Locked`).
    static let invariantViolations = Locked<[String]>([])

    /// Turns on checking the tree's invariants after every hierarchy mutation (tests do);
    /// violations are collected and handed back by `takeInvariantViolations()`.
    public static func setChecksInvariantsAfterMutation(_ enabled: Bool) {
        invariantChecking.store(enabled, ordering: .relaxed)
    }

    /// The violations found since the last call, emptying the list.
    public static func takeInvariantViolations() -> [String] {
        invariantViolations.withLock { violations in
            defer { violations = [] }
            return violations
        }
    }

    static func checkInvariantsIfEnabled(around view: View) {
        guard invariantChecking.load(ordering: .relaxed) else { return }
        // Constraint invariants are not checked here: while a nib decodes, constraints exist
        // before the references naming their items are resolved. Tests call
        // `_checkConstraintInvariants()` where a tree is complete.
        let problems = view.rootView._checkInvariants()
        if !problems.isEmpty { invariantViolations.withLock { $0.append(contentsOf: problems) } }
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
