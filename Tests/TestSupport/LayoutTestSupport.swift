import Foundation
import ViewCore

/// Collects the constraint errors reported while a test runs (see
/// `LayoutConstraint.withErrorHandler(_:operation:)`), without touching the process-wide handler,
/// so tests can run in parallel.
public final class ConstraintErrorRecorder: Sendable {
    private let storage = Locked<[LayoutConstraintError]>([])

    /// Creates a recorder with nothing recorded.
    public init() {}

    /// The errors recorded so far, in order.
    public var errors: [LayoutConstraintError] { storage.withLock { $0 } }

    /// The reasons of the errors recorded so far, in order.
    public var reasons: [LayoutConstraintError.Reason] { errors.map(\.reason) }

    /// Runs `body` with this recorder receiving the constraint errors it reports.
    public func record<R>(_ body: () throws -> R) rethrows -> R {
        try LayoutConstraint.withErrorHandler(
            { [self] error in storage.withLock { $0.append(error) } }, operation: body)
    }
}

/// A small tree for constraint tests, each view tagged for readable messages:
///
/// ```
/// root (1)
/// ├── left (2)
/// │   └── leftChild (21)
/// └── right (3)
///     └── rightChild (31)
/// ```
///
/// `left`/`right` are siblings, `leftChild`/`rightChild` cousins; `stranger` (99) is in no tree.
public struct ConstraintTestTree {
    /// The root (tag 1), 400 × 300.
    public let root = ConstraintTestTree.view(tag: 1, frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    /// The root's first subview (tag 2).
    public let left = ConstraintTestTree.view(tag: 2, frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    /// The subview of `left` (tag 21).
    public let leftChild = ConstraintTestTree.view(tag: 21, frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    /// The root's second subview (tag 3).
    public let right = ConstraintTestTree.view(tag: 3, frame: CGRect(x: 200, y: 0, width: 200, height: 300))
    /// The subview of `right` (tag 31).
    public let rightChild = ConstraintTestTree.view(tag: 31, frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    /// A view in no tree (tag 99).
    public let stranger = ConstraintTestTree.view(tag: 99, frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    /// Builds the tree.
    public init() {
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(leftChild)
        right.addSubview(rightChild)
    }

    /// Every view of the tree (not `stranger`), parents first.
    public var all: [View] { [root, left, leftChild, right, rightChild] }

    private static func view(tag: Int, frame: CGRect) -> View {
        let view = View(frame: frame)
        view.tag = tag
        return view
    }
}

/// A view that records its `updateConstraints()` calls and reports a settable intrinsic size.
public final class LayoutSpyView: View {
    /// What `intrinsicContentSize` returns; no intrinsic metric on either axis by default.
    public var intrinsicSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    /// How many times `updateConstraints()` ran.
    public private(set) var updateConstraintsCount = 0

    public override var intrinsicContentSize: CGSize { intrinsicSize }

    public override func updateConstraints() {
        updateConstraintsCount += 1
        super.updateConstraints()
    }
}

extension View {
    /// Adds a new view with `translatesAutoresizingMaskIntoConstraints` off, its four edges held
    /// equal to `guide`'s by required constraints, and returns it.
    public func addSubviewPinned(to guide: LayoutGuide) -> View {
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        addSubview(child)
        LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        return child
    }
}
