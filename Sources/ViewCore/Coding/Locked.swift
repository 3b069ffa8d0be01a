import Foundation

/// A value behind an `NSLock`, for state that threads share: the class registry, the
/// process-wide error handlers.
///
/// A POSIX mutex rather than `Synchronization.Mutex`: the thread sanitizer understands the one
/// but not the other's futex, and reported every access from a second thread as a race, so a
/// sanitized test run could not tell a real race from these.
///
/// Hold the state the lock guards, never `()`: under the sanitizer, threads taking a
/// `Locked(())` in turn get a report on every run of a small program (the empty value's
/// accesses land on the object's first word, which every thread reads).
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }
/// ```
package final class Locked<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is only touched with `lock` held.
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, no other thread touching it meanwhile.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
