import Foundation

/// A view whose content is larger than its bounds and can be scrolled and zoomed, UIKit's
/// `UIScrollView`.
///
/// As in UIKit, `contentOffset` *is* `bounds.origin`: scrolling moves the bounds over the
/// content, so subviews (the content) keep their frames and appear to move the other way.
/// There is no touch handling or deceleration; `setContentOffset(_:animated:)` moves at once.
///
/// ```swift
/// let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// scroll.contentSize = CGSize(width: 320, height: 2000)
/// scroll.contentOffset = CGPoint(x: 0, y: 300)      // scroll.bounds.origin == (0, 300)
/// ```
///
/// Archived keys: `contentSize`, `contentInset`, `zoomScale`, `minimumZoomScale`,
/// `maximumZoomScale`, `isScrollEnabled`, `isPagingEnabled`, `bounces`, `bouncesZoom`,
/// `alwaysBounceVertical`, `alwaysBounceHorizontal`, `showsHorizontalScrollIndicator`,
/// `showsVerticalScrollIndicator`, `isDirectionalLockEnabled`, `scrollsToTop`,
/// `delaysContentTouches`, `canCancelContentTouches`, `keyboardDismissMode`, `indicatorStyle`,
/// `contentInsetAdjustmentBehavior`, `verticalScrollIndicatorInsets`,
/// `horizontalScrollIndicatorInsets`. The content offset is archived by `View` as the bounds'
/// origin.
open class ScrollView: View {
    /// How the keyboard is dismissed when dragging, UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: String, ArchivableEnum, Sendable {
        /// Never; when a drag begins; or interactively, following the drag.
        case none, onDrag, interactive
    }

    /// The style of the scroll indicators, UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: String, ArchivableEnum, Sendable {
        /// The system default, or dark or light indicators.
        case `default`, black, white
    }

    /// How safe-area insets adjust the content, UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: String, ArchivableEnum, Sendable {
        /// UIKit's behaviours of the same names: `never` adds no safe-area insets, `always` adds them on every edge.
        case automatic, scrollableAxes, never, always
    }

    /// The size of the content; zero by default.
    open var contentSize: CGSize = .zero
    /// Extra scrollable space around the content; zero by default.
    open var contentInset: EdgeInsets = .zero
    /// The smallest zoom scale; 1 by default (no zooming).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale; 1 by default (no zooming).
    open var maximumZoomScale: CGFloat = 1
    /// Whether scrolling is possible.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds size.
    open var isPagingEnabled = false
    /// Whether scrolling bounces past the edges.
    open var bounces = true
    /// Whether zooming bounces past the scale limits.
    open var bouncesZoom = true
    /// Whether vertical bouncing happens even when the content is shorter than the bounds.
    open var alwaysBounceVertical = false
    /// Whether horizontal bouncing happens even when the content is narrower than the bounds.
    open var alwaysBounceHorizontal = false
    /// Whether the horizontal indicator shows while scrolling.
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical indicator shows while scrolling.
    open var showsVerticalScrollIndicator = true
    /// Whether scrolling locks to one axis once dragging starts in it.
    open var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls to the top.
    open var scrollsToTop = true
    /// Whether touches are delayed to tell scrolling from tapping.
    open var delaysContentTouches = true
    /// Whether touches in the content are cancelled when dragging starts.
    open var canCancelContentTouches = true
    /// How dragging dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The style of the indicators.
    open var indicatorStyle: IndicatorStyle = .default
    /// How the safe area adjusts the content inset.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Insets of the vertical scroll indicator; zero by default.
    open var verticalScrollIndicatorInsets: EdgeInsets = .zero
    /// Insets of the horizontal scroll indicator; zero by default.
    open var horizontalScrollIndicatorInsets: EdgeInsets = .zero
    /// Both indicators' insets (UIKit's deprecated `scrollIndicatorInsets`): reads the vertical
    /// one, sets both.
    open var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    private var storedZoomScale: CGFloat = 1

    /// The guide for the scrollable content: `contentSize` at the content's origin. Constraints
    /// to it archive as the scroll view and the guide's kind, as other built-in guides. Made on
    /// first use; stable identity; not in `layoutGuides`.
    public var contentLayoutGuide: LayoutGuide { builtInGuide(.contentLayout) }

    /// The guide for the scroll view's own visible rectangle (its bounds), which content pinned to
    /// it does not scroll with. Made on first use; stable identity; not in `layoutGuides`.
    public var frameLayoutGuide: LayoutGuide { builtInGuide(.frameLayout) }

    /// Creates a scroll view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a scroll view from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown name.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(CGSize.self, forKey: "contentSize") { contentSize = v }
        if let v = try coder.decode(EdgeInsets.self, forKey: "contentInset") { contentInset = v }
        if let v = try coder.decode(CGFloat.self, forKey: "minimumZoomScale") { minimumZoomScale = v }
        if let v = try coder.decode(CGFloat.self, forKey: "maximumZoomScale") { maximumZoomScale = v }
        if let v = try coder.decode(CGFloat.self, forKey: "zoomScale") { storedZoomScale = v }
        if let v = try coder.decode(Bool.self, forKey: "isScrollEnabled") { isScrollEnabled = v }
        if let v = try coder.decode(Bool.self, forKey: "isPagingEnabled") { isPagingEnabled = v }
        if let v = try coder.decode(Bool.self, forKey: "bounces") { bounces = v }
        if let v = try coder.decode(Bool.self, forKey: "bouncesZoom") { bouncesZoom = v }
        if let v = try coder.decode(Bool.self, forKey: "alwaysBounceVertical") { alwaysBounceVertical = v }
        if let v = try coder.decode(Bool.self, forKey: "alwaysBounceHorizontal") { alwaysBounceHorizontal = v }
        if let v = try coder.decode(Bool.self, forKey: "showsHorizontalScrollIndicator") {
            showsHorizontalScrollIndicator = v
        }
        if let v = try coder.decode(Bool.self, forKey: "showsVerticalScrollIndicator") {
            showsVerticalScrollIndicator = v
        }
        if let v = try coder.decode(Bool.self, forKey: "isDirectionalLockEnabled") { isDirectionalLockEnabled = v }
        if let v = try coder.decode(Bool.self, forKey: "scrollsToTop") { scrollsToTop = v }
        if let v = try coder.decode(Bool.self, forKey: "delaysContentTouches") { delaysContentTouches = v }
        if let v = try coder.decode(Bool.self, forKey: "canCancelContentTouches") { canCancelContentTouches = v }
        if let v = try coder.decode(KeyboardDismissMode.self, forKey: "keyboardDismissMode") { keyboardDismissMode = v }
        if let v = try coder.decode(IndicatorStyle.self, forKey: "indicatorStyle") { indicatorStyle = v }
        if let v = try coder.decode(ContentInsetAdjustmentBehavior.self, forKey: "contentInsetAdjustmentBehavior") {
            contentInsetAdjustmentBehavior = v
        }
        if let v = try coder.decode(EdgeInsets.self, forKey: "verticalScrollIndicatorInsets") {
            verticalScrollIndicatorInsets = v
        }
        if let v = try coder.decode(EdgeInsets.self, forKey: "horizontalScrollIndicatorInsets") {
            horizontalScrollIndicatorInsets = v
        }
    }

    /// Writes the view's properties, then the scroll view's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(contentSize, forKey: "contentSize", omittingDefault: .zero)
        coder.encode(contentInset, forKey: "contentInset", omittingDefault: .zero)
        coder.encode(minimumZoomScale, forKey: "minimumZoomScale", omittingDefault: 1)
        coder.encode(maximumZoomScale, forKey: "maximumZoomScale", omittingDefault: 1)
        coder.encode(storedZoomScale, forKey: "zoomScale", omittingDefault: 1)
        coder.encode(isScrollEnabled, forKey: "isScrollEnabled", omittingDefault: true)
        coder.encode(isPagingEnabled, forKey: "isPagingEnabled", omittingDefault: false)
        coder.encode(bounces, forKey: "bounces", omittingDefault: true)
        coder.encode(bouncesZoom, forKey: "bouncesZoom", omittingDefault: true)
        coder.encode(alwaysBounceVertical, forKey: "alwaysBounceVertical", omittingDefault: false)
        coder.encode(alwaysBounceHorizontal, forKey: "alwaysBounceHorizontal", omittingDefault: false)
        coder.encode(showsHorizontalScrollIndicator, forKey: "showsHorizontalScrollIndicator", omittingDefault: true)
        coder.encode(showsVerticalScrollIndicator, forKey: "showsVerticalScrollIndicator", omittingDefault: true)
        coder.encode(isDirectionalLockEnabled, forKey: "isDirectionalLockEnabled", omittingDefault: false)
        coder.encode(scrollsToTop, forKey: "scrollsToTop", omittingDefault: true)
        coder.encode(delaysContentTouches, forKey: "delaysContentTouches", omittingDefault: true)
        coder.encode(canCancelContentTouches, forKey: "canCancelContentTouches", omittingDefault: true)
        coder.encode(keyboardDismissMode, forKey: "keyboardDismissMode", omittingDefault: .none)
        coder.encode(indicatorStyle, forKey: "indicatorStyle", omittingDefault: .default)
        coder.encode(
            contentInsetAdjustmentBehavior, forKey: "contentInsetAdjustmentBehavior", omittingDefault: .automatic)
        coder.encode(verticalScrollIndicatorInsets, forKey: "verticalScrollIndicatorInsets", omittingDefault: .zero)
        coder.encode(horizontalScrollIndicatorInsets, forKey: "horizontalScrollIndicatorInsets", omittingDefault: .zero)
    }

    /// The point of the content shown at the bounds' top-left corner: the bounds' origin.
    /// Setting it moves `bounds.origin` (not clamped to the content, as in UIKit).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets `contentOffset`; there is no animation, so it moves at once either way.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
    }

    /// The zoom scale, kept within `minimumZoomScale ... maximumZoomScale`; 1 by default.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { storedZoomScale = min(max(newValue, minimumZoomScale), max(minimumZoomScale, maximumZoomScale)) }
    }

    /// Sets `zoomScale` (clamped); there is no animation.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible, as far as
    /// the content allows.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let size = bounds.size
        if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        offset.x = min(
            max(offset.x, -contentInset.left),
            max(-contentInset.left, contentSize.width + contentInset.right - size.width))
        offset.y = min(
            max(offset.y, -contentInset.top),
            max(-contentInset.top, contentSize.height + contentInset.bottom - size.height))
        setContentOffset(offset, animated: animated)
    }

    // MARK: State restoration

    /// Saves `contentOffset` and `zoomScale` (Formats/restoration.md), always, so a restore
    /// brings back even a default value over a nib's.
    open override func encodeRestorableState(with coder: Coder) {
        super.encodeRestorableState(with: coder)
        coder.encode(contentOffset, forKey: "contentOffset")
        coder.encode(zoomScale, forKey: "zoomScale")
    }

    /// Restores the offset and zoom scale saved by `encodeRestorableState(with:)`; both are read
    /// before either is applied, so a bad value changes nothing.
    open override func decodeRestorableState(with coder: Coder) throws {
        try super.decodeRestorableState(with: coder)
        let offset = try coder.decode(CGPoint.self, forKey: "contentOffset")
        let scale = try coder.decode(CGFloat.self, forKey: "zoomScale")
        if let scale { zoomScale = scale }
        if let offset { contentOffset = offset }
    }
}
