import NibKit
import ViewCore

/// Collects the problems a load reports as warnings (`Nib.Options.warningHandler`), in order;
/// safe to fill from any thread.
public final class WarningRecorder: Sendable {
    private let storage = Locked<[NibLoadingError.Problem]>([])

    /// Creates a recorder with nothing recorded.
    public init() {}

    /// Records `problem`.
    public func add(_ problem: NibLoadingError.Problem) { storage.withLock { $0.append(problem) } }

    /// The problems recorded so far, in order.
    public var all: [NibLoadingError.Problem] { storage.withLock { $0 } }
}
