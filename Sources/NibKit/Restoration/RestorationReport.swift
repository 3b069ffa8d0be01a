/// What a restore did: which states were applied, which found no object, which objects found
/// no state, and what went wrong along the way. A restore never throws the tree away over one
/// bad state; it reports it here.
public struct RestorationReport: Sendable, CustomStringConvertible {
    /// A state applied to an object with another path, through `RestorationOptions.aliases`.
    public struct Alias: Hashable, Sendable {
        /// The path the state was saved under.
        public var savedPath: String
        /// The path of the object that got it.
        public var restoredPath: String
    }

    /// The app version the archive was saved by.
    public var savedAppVersion: String
    /// The paths of the objects whose state was applied, in the order
    /// `decodeRestorableState(with:)` was sent (parents before children), which is also the
    /// order of `applicationFinishedRestoringState()`.
    public var restoredPaths: [String] = []
    /// States applied through the alias table.
    public var aliased: [Alias] = []
    /// Saved paths whose object no longer exists (even through an alias), in archive order.
    public var orphanedStates: [String] = []
    /// Paths of live objects that found no state, in tree order; they were left untouched.
    public var objectsWithoutState: [String] = []
    /// States that could not be applied: decoding failed (`stateDecodingFailed`), or several
    /// live objects have the path (`ambiguousPath`).
    public var failures: [RestorationProblem] = []
    /// Problems that did not stop a state: unread keys, unknown records, orphaned states.
    public var warnings: [RestorationProblem] = []

    /// Whether every saved state found its object and was applied, and every object with an
    /// identifier found a state.
    public var isComplete: Bool {
        orphanedStates.isEmpty && objectsWithoutState.isEmpty && failures.isEmpty
    }

    /// The paths of the failed states.
    public var failedPaths: [String] { failures.compactMap(\.path) }

    /// A multi-line summary: the count of restored states and the saved app version, then one
    /// line per alias, object without state, failure and warning.
    public var description: String {
        var lines = ["restored \(restoredPaths.count) state(s) saved by app version \(savedAppVersion)"]
        lines += aliased.map { "aliased: \($0.savedPath) -> \($0.restoredPath)" }
        lines += objectsWithoutState.map { "no state: \($0)" }
        lines += failures.map { "error: \($0)" }
        lines += warnings.map { "warning: \($0)" }
        return lines.joined(separator: "\n")
    }
}
