import Foundation
import ViewCore

/// Helpers for ViewCore's two pieces of global state, the hierarchy-error handler and the
/// invariant-checking flag, that stay correct while Swift Testing runs tests in parallel.
///
/// - Invariant checking is switched on and never off again: a test that wants it calls
///   `enableInvariantChecks()` and, after its mutations, `takeInvariantViolations()`. Trees of
///   different tests are disjoint, so a sound tree never adds a violation for another test to
///   pick up; a violation, when there is one, fails whichever test takes it first.
/// - Hierarchy errors are routed through a task-local collector: `capturingHierarchyErrors`
///   installs one handler that appends to the collector of the task that made the change, so
///   tests running at the same time see only their own errors.
public enum HierarchyChecks {
    final class Collector: Sendable {
        let errors = Locked<[HierarchyError]>([])
    }

    @TaskLocal static var collector: Collector?

    /// Turns on `View`'s invariant checks after every hierarchy mutation (idempotent).
    public static func enableInvariantChecks() {
        View.setChecksInvariantsAfterMutation(true)
    }

    /// The invariant violations found since the last call (by any test; see above).
    public static func takeInvariantViolations() -> [String] {
        View.takeInvariantViolations()
    }

    /// Runs `body` and returns the hierarchy errors it caused, in order.
    public static func capturingHierarchyErrors(_ body: () throws -> Void) rethrows -> [HierarchyError] {
        installRoutingHandler()
        let collector = Collector()
        try $collector.withValue(collector) { try body() }
        return collector.errors.withLock { $0 }
    }

    /// The handler every capture installs: errors outside a capture go to standard error, as
    /// ViewCore's default handler does.
    static func installRoutingHandler() {
        View.setHierarchyErrorHandler { error in
            if let collector = HierarchyChecks.collector {
                collector.errors.withLock { $0.append(error) }
            } else {
                FileHandle.standardError.write(Data("ViewCore (test): \(error)\n".utf8))
            }
        }
    }
}

/// Whether two numbers agree within `tolerance` (rotations leave ~1e-16 residues).
public func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Whether two points agree within `tolerance` on both coordinates.
public func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

/// Whether two sizes agree within `tolerance`.
public func isClose(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

/// Whether two rectangles agree within `tolerance` on origin and size.
public func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance) && isClose(a.size, b.size, tolerance: tolerance)
}
