import Foundation

extension View {
    // MARK: The layout pass

    /// Marks the view for layout: the next pass (`layoutIfNeeded()` on it or an ancestor, or a
    /// `Window`'s cycle) calls `layoutSubviews()` once, however often this was called.
    public func setNeedsLayout() {
        needsLayoutFlag = true
    }

    /// Lays out the subtree now, top-down: each marked view gets one `layoutSubviews()`
    /// before its subviews are visited. Pending constraint updates run first.
    ///
    /// When the tree holds constraints, its solver catches up between the two passes (see
    /// `View+LayoutEngine.swift`) and `View.layoutSubviews()` sets the frames it solved.
    public func layoutIfNeeded() {
        updateConstraintsIfNeeded()
        let root = rootView
        if root !== self { root.updateConstraintsIfNeeded() }
        solveTreeLayout()
        layoutSubtreeIfNeeded()
    }

    private func layoutSubtreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    // MARK: The display pass

    /// Marks the whole bounds for redrawing in the next display pass.
    public func setNeedsDisplay() {
        setNeedsDisplay(storedBounds)
    }

    /// Marks `rect` (receiver's coordinates) for redrawing; the next display pass calls
    /// `draw(_:)` once with the union of every rectangle marked since the last one.
    public func setNeedsDisplay(_ rect: CGRect) {
        dirtyRect = dirtyRect.map { $0.union(rect) } ?? rect
    }

    /// Draws the marked views of the subtree now, parents before children.
    public func displayIfNeeded() {
        if let rect = dirtyRect {
            dirtyRect = nil
            draw(rect)
        }
        for subview in subviews { subview.displayIfNeeded() }
    }

    // MARK: The update-constraints pass

    /// Marks the view for the update-constraints pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
    }

    /// Whether the view is marked for the update-constraints pass.
    public func needsUpdateConstraints() -> Bool {
        needsUpdateConstraintsFlag
    }

    /// Runs `updateConstraints()` on the marked views of the subtree now, children before
    /// their parents (constraints flow up, as in UIKit).
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if needsUpdateConstraintsFlag {
            needsUpdateConstraintsFlag = false
            updateConstraints()
        }
    }

    // MARK: Autoresizing

    /// Resizes every subview by its autoresizing mask after the bounds size changed from
    /// `oldSize`.
    ///
    /// Along each axis the change is split evenly between the flexible parts (left margin,
    /// width, right margin; top margin, height, bottom margin). With no flexible part the
    /// subview keeps its distance to the left (top) edge and its size. A subview whose transform
    /// is not identity is left untouched: UIKit leaves that result undefined.
    public func resizeSubviews(withOldSize oldSize: CGSize) {
        let delta = CGSize(width: storedBounds.width - oldSize.width, height: storedBounds.height - oldSize.height)
        for subview in subviews where subview.storedTransform.isIdentity && !subview.autoresizingMask.isEmpty {
            var frame = subview.frame
            let mask = subview.autoresizingMask
            (frame.origin.x, frame.size.width) = View.distribute(
                delta.width, origin: frame.origin.x, length: frame.size.width,
                leading: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
                trailing: mask.contains(.flexibleRightMargin))
            (frame.origin.y, frame.size.height) = View.distribute(
                delta.height, origin: frame.origin.y, length: frame.size.height,
                leading: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
                trailing: mask.contains(.flexibleBottomMargin))
            subview.frame = frame
        }
    }

    private static func distribute(
        _ delta: CGFloat, origin: CGFloat, length: CGFloat, leading: Bool, size: Bool,
        trailing: Bool
    ) -> (CGFloat, CGFloat) {
        let parts = [leading, size, trailing].filter { $0 }.count
        guard parts > 0, delta != 0 else { return (origin, length) }
        let share = delta / CGFloat(parts)
        return (origin + (leading ? share : 0), length + (size ? share : 0))
    }

    // MARK: Margins

    /// The margins inside the bounds that content is laid out within; 8 points on every edge by
    /// default. A change sends `layoutMarginsDidChange()` and marks the view for layout.
    public var layoutMargins: EdgeInsets {
        get { storedLayoutMargins }
        set {
            guard newValue != storedLayoutMargins else { return }
            storedLayoutMargins = newValue
            layoutNode?.needsOwnSync = true
            layoutMarginsDidChange()
            setNeedsLayout()
        }
    }

    /// `layoutMargins` by reading direction: leading is left unless the view's
    /// `semanticContentAttribute` forces right-to-left.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = storedLayoutMargins
            return isRightToLeft
                ? DirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins =
                isRightToLeft
                ? EdgeInsets(
                    top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : EdgeInsets(
                    top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    var isRightToLeft: Bool { semanticContentAttribute == .forceRightToLeft }
}
