import Foundation
import Testing
import ViewCore

/// Helpers for ViewCore's two pieces of global state, the hierarchy-error handler and the
/// invariant-checking flag, that stay correct while Swift Testing runs tests in parallel.
///
/// - Invariant checking is scoped to a test: a suite or test with the `.checkingInvariants`
///   trait runs inside `View.checkingInvariants`, and `takeInvariantViolations()` hands back
///   what that test's mutations broke. Other tests, building large trees, pay nothing.
/// - Hierarchy errors are routed through a task-local collector: `capturingHierarchyErrors`
///   installs one handler that appends to the collector of the task that made the change, so
///   tests running at the same time see only their own errors.
public enum HierarchyChecks {
    final class Collector: Sendable {
        let errors = Locked<[HierarchyError]>([])
    }

    @TaskLocal static var collector: Collector?

    @TaskLocal static var isChecking = false

    /// The invariant violations the current test's mutations caused since the last call.
    /// Records an issue when the test does not have the `.checkingInvariants` trait, since
    /// nothing was checked then.
    public static func takeInvariantViolations(sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        if !isChecking {
            Issue.record(
                "takeInvariantViolations() without the .checkingInvariants trait", sourceLocation: sourceLocation)
        }
        return View.takeInvariantViolations()
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

/// Runs each test it applies to inside `View.checkingInvariants`, so every hierarchy mutation
/// the test makes is checked (`HierarchyChecks.takeInvariantViolations()` hands back findings).
public struct InvariantChecksTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite it is given to.
    public var isRecursive: Bool { true }

    /// Runs the test inside `View.checkingInvariants`.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await HierarchyChecks.$isChecking.withValue(true) {
            try await View.checkingInvariants { try await function() }
        }
    }
}

extension Trait where Self == InvariantChecksTrait {
    /// Checks the view hierarchy's invariants after every mutation the test makes.
    public static var checkingInvariants: Self { Self() }
}
