import Foundation

extension View {
    // MARK: Frame, bounds, centre, transform

    /// The view's rectangle in its superview's coordinates.
    ///
    /// Derived from `center`, `bounds.size`, the layer's `anchorPoint` and `transform`: under a
    /// transform it is the bounding box of the transformed bounds. Setting it sets `center` and
    /// `bounds.size`; like UIKit, its meaning is undefined while `transform` is not identity
    /// (NibKit then centres the new size on the rectangle's middle).
    public var frame: CGRect {
        get {
            let anchor = anchorPoint
            let size = storedBounds.size
            let origin = CGPoint(x: storedCenter.x - size.width * anchor.x, y: storedCenter.y - size.height * anchor.y)
            let untransformed = CGRect(origin: origin, size: size)
            if storedTransform.isIdentity { return untransformed }
            let about = CGAffineTransform(translationX: -storedCenter.x, y: -storedCenter.y)
                .concatenating(storedTransform)
                .concatenating(CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y))
            return untransformed.applying(about)
        }
        set {
            let size = CGSize(width: newValue.width, height: newValue.height)
            let anchor = storedTransform.isIdentity ? anchorPoint : CGPoint(x: 0.5, y: 0.5)
            storedCenter = CGPoint(
                x: newValue.origin.x + size.width * anchor.x, y: newValue.origin.y + size.height * anchor.y)
            layoutNode?.needsOwnSync = true
            setBoundsSize(size)
        }
    }

    /// The view's rectangle in its own coordinates: the origin is the coordinate of the top-left
    /// corner as the subviews see it. Changing the size grows or shrinks around `center`.
    public var bounds: CGRect {
        get { storedBounds }
        set {
            let oldSize = storedBounds.size
            storedBounds = newValue
            if newValue.size != oldSize { boundsSizeDidChange(from: oldSize) }
        }
    }

    /// The centre of the frame in the superview's coordinates; valid under any transform.
    public var center: CGPoint {
        get { storedCenter }
        set {
            storedCenter = newValue
            layoutNode?.needsOwnSync = true
        }
    }

    /// The transform, applied about the centre (the layer's anchor point); identity by default.
    public var transform: CGAffineTransform {
        get { storedTransform }
        set { storedTransform = newValue }
    }

    var anchorPoint: CGPoint { storedLayer?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }

    private func setBoundsSize(_ size: CGSize) {
        let oldSize = storedBounds.size
        guard size != oldSize else { return }
        storedBounds.size = size
        boundsSizeDidChange(from: oldSize)
    }

    /// A size change marks the view for layout, resizes the subviews by their autoresizing
    /// masks (immediately, as UIKit does), and with `.redraw` marks the view for display.
    private func boundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        // Autoresizing-mask constraints are relative to the superview's size now.
        layoutNode?.needsOwnSync = true
        if layoutNode != nil { for subview in subviews { subview.layoutNode?.needsOwnSync = true } }
        if contentMode == .redraw { setNeedsDisplay() }
        if autoresizesSubviews { resizeSubviews(withOldSize: oldSize) }
    }

    // MARK: Converting between coordinate spaces

    /// A point of the receiver's coordinates in its superview's.
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        let anchor = anchorPoint
        let anchorInBounds = CGPoint(
            x: storedBounds.minX + storedBounds.width * anchor.x,
            y: storedBounds.minY + storedBounds.height * anchor.y)
        let offset = CGPoint(x: point.x - anchorInBounds.x, y: point.y - anchorInBounds.y).applying(storedTransform)
        return CGPoint(x: storedCenter.x + offset.x, y: storedCenter.y + offset.y)
    }

    /// A point of the superview's coordinates in the receiver's.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let anchor = anchorPoint
        let anchorInBounds = CGPoint(
            x: storedBounds.minX + storedBounds.width * anchor.x,
            y: storedBounds.minY + storedBounds.height * anchor.y)
        let offset = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y).applying(
            storedTransform.inverted())
        return CGPoint(x: anchorInBounds.x + offset.x, y: anchorInBounds.y + offset.y)
    }

    /// Converts a point from the receiver's coordinates to `view`'s; nil means the window's
    /// coordinates (the top of the receiver's tree when it is in no window). Bounds origins and
    /// the transforms of every view on the way are honoured.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        var inRoot = point
        var current: View = self
        while let parent = current.superview {
            inRoot = current.convertToSuperview(inRoot)
            current = parent
        }
        guard let view else { return inRoot }
        return view.convertFromRoot(inRoot)
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to the receiver's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let inRoot = view.map { $0.convert(point, to: nil) } ?? point
        return convertFromRoot(inRoot)
    }

    /// Converts a rectangle to `view`'s coordinates; under rotation the result is the bounding
    /// box of the converted corners.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts a rectangle from `view`'s coordinates; the bounding box under rotation.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        boundingBox(of: rect) { convert($0, from: view) }
    }

    private func convertFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [View] = []
        var current: View = self
        while let parent = current.superview {
            chain.append(current)
            current = parent
        }
        return chain.reversed().reduce(point) { $1.convertFromSuperview($0) }
    }

    private func boundingBox(of rect: CGRect, _ transform: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map(transform)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    // MARK: Hit testing

    /// UIKit's hit-testing walk; `hitTest(_:with:)` calls it, so overrides can fall back on it.
    func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    // MARK: Sizing and alignment

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
    public func sizeToFit() {
        var newFrame = frame
        newFrame.size = sizeThatFits(storedBounds.size)
        frame = newFrame
    }

    /// The alignment rectangle for a frame: the frame less `alignmentRectInsets` (or the
    /// insets the layout was given in their place, `alignmentRectInsetsForLayout`).
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: layoutAlignmentInsets)
    }

    /// The frame for an alignment rectangle; the inverse of `alignmentRect(forFrame:)`.
    public func frame(forAlignmentRect rect: CGRect) -> CGRect {
        let insets = layoutAlignmentInsets
        return rect.inset(
            by: EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
}
