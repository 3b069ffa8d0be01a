import Foundation

/// A rectangular area of an interface and the object that manages it: NibKit's `UIView`.
///
/// `View` reproduces UIKit's view model without a screen: geometry (`frame`, `bounds`,
/// `center`, `transform`), the hierarchy and its lifecycle callbacks in UIKit's order, the
/// layout and display cycle (driven explicitly by a `Window`), tint inheritance, hit testing,
/// layout constraints and archiving. The defaults are those of a view made with
/// `init(frame:)`; `spec/view-core.md` lists them and the tests pin every one.
///
/// ```swift
/// let card = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
/// card.backgroundColor = .white
/// card.layer.cornerRadius = 12
/// let title = Label(frame: CGRect(x: 16, y: 16, width: 288, height: 24))
/// card.addSubview(title)
/// ```
///
/// Views are not thread-safe: use one tree from one thread at a time (different trees may
/// live on different threads).
open class View: Archivable {
    // MARK: Geometry (View+Geometry.swift)

    /// The centre in the superview's coordinates; with `bounds` and `transform`, the stored
    /// geometry from which `frame` is derived (as Core Animation's position and bounds are).
    var storedCenter: CGPoint
    var storedBounds: CGRect
    var storedTransform: CGAffineTransform = .identity

    // MARK: Hierarchy (View+Hierarchy.swift)

    // The properties read or written for every view a nib makes are stored in internal
    // properties behind public accessors (`superview` over `storedSuperview`, and so on). The
    // optimizer drops the exclusivity check of an internal stored property once it has seen
    // every access, but must keep it for a public one, which other modules may reach: each
    // check costs about 80 instructions, and with these decoding the 10k-view file takes 160M
    // instructions instead of 167M (callgrind). `storedSuperview` and `storedSubviews` keep
    // their checks all the same (changing the subviews may free a view, whose `deinit` reaches
    // them), so hot paths read them once.
    //
    // `unowned`, not `weak`: a weak reference gives the view a side table, which sends every
    // later retain and release of it down the runtime's slow path (3-4% of decoding a nib). A
    // superview holds each subview while it is their `superview`, and its `deinit` clears the
    // reference in every subview that outlives it, so it is never read dangling (were it, the
    // program would stop, not read freed memory).
    unowned var storedSuperview: View?
    var storedSubviews: [View] = []
    /// The superview: a view owns its subviews, never its superview.
    public internal(set) var superview: View? {
        get { storedSuperview }
        set { storedSuperview = newValue }
    }
    /// The subviews, back to front: the last one is drawn on top.
    public internal(set) var subviews: [View] {
        get { storedSubviews }
        set { storedSubviews = newValue }
    }
    weak var storedWindow: Window?
    /// The view controller whose root view this is, if any: the next responder.
    weak var owningViewController: ViewController?

    // MARK: Rendering

    /// Whether the view is hidden; hides its subtree without changing the descendants' own flag.
    open var isHidden = false {
        didSet {
            // A hidden arranged subview collapses: its stack view's arrangement changes.
            if isHidden != oldValue, let stack = superview as? StackView { stack.arrangementDidChange() }
        }
    }
    /// The opacity, 0 to 1; the effective opacity multiplies down the tree.
    open var alpha: CGFloat = 1
    /// A drawing hint: the view fills its bounds with opaque content.
    open var isOpaque = true
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// Whether the bounds are cleared before `draw(_:)`.
    open var clearsContextBeforeDrawing = true
    var storedContentMode = ContentMode.scaleToFill
    /// How the content is laid out when the bounds change.
    open var contentMode: ContentMode {
        get { storedContentMode }
        set { storedContentMode = newValue }
    }
    /// Points to pixels; 1 by default, as there is no screen to ask.
    open var contentScaleFactor: CGFloat = 1
    /// The background colour; nil is transparent.
    open var backgroundColor: Color?
    /// A view whose alpha masks this one. Not a subview; archived as a reference.
    open var mask: View?
    var storedLayer: Layer?

    // MARK: Tint (View+Tint.swift)

    var storedTintColor: Color?
    var storedTintAdjustmentMode: TintAdjustmentMode = .automatic

    // MARK: Events

    var storedIsUserInteractionEnabled = true
    /// Whether the view takes part in hit testing.
    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set { storedIsUserInteractionEnabled = newValue }
    }
    /// Whether the view takes more than one touch at a time; false by default, as in UIKit.
    open var isMultipleTouchEnabled = false
    /// Whether the view's touches exclude other views' touches in the same window; false by default.
    open var isExclusiveTouch = false
    /// The gesture recognizers attached to the view, held strongly.
    /// `[]` by default (the view-core spec's choice; UIKit's is an optional that is nil).
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The motion effects attached to the view.
    public internal(set) var motionEffects: [MotionEffect] = []

    // MARK: Layout

    var storedAutoresizingMask: AutoresizingMask = []
    var storedAutoresizesSubviews = true
    /// How the view resizes when its superview's bounds size changes.
    open var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set {
            storedAutoresizingMask = newValue
            layoutNode?.needsOwnSync = true
        }
    }
    /// Whether a bounds size change resizes the subviews by their `autoresizingMask`.
    open var autoresizesSubviews: Bool {
        get { storedAutoresizesSubviews }
        set { storedAutoresizesSubviews = newValue }
    }
    /// Whether the autoresizing mask is turned into constraints (true for views made in code).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            layoutNode?.needsOwnSync = true
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
    }
    var storedLayoutMargins: EdgeInsets = View.defaultLayoutMargins
    /// Whether the superview's margins add to this view's when they overlap.
    open var preservesSuperviewLayoutMargins = false { didSet { layoutNode?.needsOwnSync = true } }
    /// Whether the margins grow by the safe area insets.
    open var insetsLayoutMarginsFromSafeArea = true { didSet { layoutNode?.needsOwnSync = true } }
    /// How the content flips for right-to-left languages.
    open var semanticContentAttribute: SemanticContentAttribute = .unspecified
    var huggingPriorities = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compressionPriorities = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    /// The constraints this view holds (installed on it), in the order they were added.
    public internal(set) var constraints: [LayoutConstraint] = []
    var ownLayoutGuides: [LayoutGuide] = []
    var builtInGuides: BuiltInLayoutGuides?
    /// The view's variables in the layout system, and the tree's system when this is a root
    /// (Layout/Engine); nil until a layout pass with constraints meets the view.
    var layoutNode: LayoutNode?

    /// Layout, display and constraint passes pending for the next cycle.
    var needsLayoutFlag = true
    var needsUpdateConstraintsFlag = false
    var dirtyRect: CGRect?

    // MARK: Identity

    /// An integer to find the view by with `viewWithTag(_:)`.
    open var tag = 0
    /// The identifier state restoration saves this view's state under; nil: not saved.
    open var restorationIdentifier: String?

    // MARK: Accessibility

    // Few views set any of these: they live in a box made on the first change, which spares
    // every other view 80 bytes (a tree of labels is a tenth smaller).
    private var accessibility: AccessibilityStorage?

    /// The accessibility box, made now if the view has none yet.
    private var accessibilityForChange: AccessibilityStorage {
        if let accessibility { return accessibility }
        let made = AccessibilityStorage()
        accessibility = made
        return made
    }

    /// Whether assistive technologies see the view as one element; false by default.
    open var isAccessibilityElement: Bool {
        get { accessibility?.isElement ?? false }
        set { accessibilityForChange.isElement = newValue }
    }
    /// A short, localized name for the element, as VoiceOver reads it; nil by default.
    open var accessibilityLabel: String? {
        get { accessibility?.label }
        set { accessibilityForChange.label = newValue }
    }
    /// What performing the element's action does, as VoiceOver hints it; nil by default.
    open var accessibilityHint: String? {
        get { accessibility?.hint }
        set { accessibilityForChange.hint = newValue }
    }
    /// An identifier for UI tests, never spoken; nil by default.
    open var accessibilityIdentifier: String? {
        get { accessibility?.identifier }
        set { accessibilityForChange.identifier = newValue }
    }
    /// The element's current value as text (a slider's "50%"); nil by default.
    open var accessibilityValue: String? {
        get { accessibility?.value }
        set { accessibilityForChange.value = newValue }
    }
    /// The element's traits (button, header, ...); empty by default.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibility?.traits ?? [] }
        set { accessibilityForChange.traits = newValue }
    }

    var storedUnarchivedValues = UnarchivedValues()
    /// Keys read from an archive that no class consumed; written back unchanged on encode.
    public var unarchivedValues: UnarchivedValues {
        get { storedUnarchivedValues }
        set { storedUnarchivedValues = newValue }
    }

    // MARK: Creating views

    /// Creates a view with `frame` in its future superview's coordinates; every other property
    /// takes its default.
    public init(frame: CGRect) {
        let size = CGSize(width: frame.width, height: frame.height)
        storedBounds = CGRect(origin: .zero, size: size)
        storedCenter = CGPoint(x: frame.origin.x + size.width / 2, y: frame.origin.y + size.height / 2)
    }

    deinit {
        // Subviews that outlive this view (someone else holds them) must not point at it.
        for subview in storedSubviews { subview.storedSuperview = nil }
    }

    /// A view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive; see `View+Coding.swift` for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an invalid value.
    public required init(coder: Coder) throws {
        storedBounds = .zero
        storedCenter = .zero
        try decodeViewProperties(from: coder)
    }

    /// Writes every archived property that differs from its default, then the subviews.
    open func encode(with coder: Coder) {
        encodeViewProperties(with: coder)
    }

    /// The class of the view's layer; override to use a `Layer` subclass.
    open class var layerClass: Layer.Type { Layer.self }

    /// The layer backing the view. Never nil; created on first use, with this view as its
    /// delegate.
    public var layer: Layer {
        if let storedLayer { return storedLayer }
        let layer = Self.layerClass.init()
        layer.delegate = self
        storedLayer = layer
        return layer
    }

    // MARK: Lifecycle hooks (defaults do nothing; see the ViewCore documentation for their order)

    /// Sent before the view moves to `newSuperview`; nil means it is being removed.
    open func willMove(toSuperview newSuperview: View?) {}
    /// Sent after the view's superview changed.
    open func didMoveToSuperview() {}
    /// Sent before the view (or an ancestor) moves to `newWindow`; nil means it leaves its window.
    open func willMove(toWindow newWindow: Window?) {}
    /// Sent after the view's window changed.
    open func didMoveToWindow() {}
    /// Sent to the superview after `subview` was added, once the subview's own did-hooks ran.
    open func didAddSubview(_ subview: View) {}
    /// Sent to the superview while `subview` is still among its subviews, before it leaves.
    open func willRemoveSubview(_ subview: View) {}
    /// Lays out the subviews; called by the layout pass for views marked by `setNeedsLayout()`.
    ///
    /// The default sets the frames of the subviews placed by constraints from the solution (see
    /// `View+LayoutEngine.swift`); an override that wants those calls `super.layoutSubviews()`
    /// first, as in UIKit.
    open func layoutSubviews() {
        applyLayoutFromEngine()
    }
    /// Sent to every object loaded from a nib once all of them exist and are connected.
    open func awakeFromNib() {}
    /// Sent when the effective tint colour changed.
    open func tintColorDidChange() {}
    /// Sent when `layoutMargins` changed.
    open func layoutMarginsDidChange() {}
    /// Draws the view's content in `rect`, the union of the areas marked since the last cycle.
    open func draw(_ rect: CGRect) {}

    // MARK: State restoration (driven by NibKit's `StateRestoration`; see Formats/restoration.md)

    /// Writes the state to bring back after relaunch (a scroll offset, a selection), not the
    /// view's archived properties. Sent only to views with a `restorationIdentifier`.
    /// Overrides call `super` first.
    open func encodeRestorableState(with coder: Coder) {}
    /// Reads back what `encodeRestorableState(with:)` wrote. Overrides call `super` first.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an invalid value; the restore
    ///   reports the state and skips it, and the view gets no `applicationFinishedRestoringState()`.
    open func decodeRestorableState(with coder: Coder) throws {}
    /// Sent to every restored object once every state of the restore has been applied.
    open func applicationFinishedRestoringState() {}

    // MARK: Overridable geometry and layout

    /// The front-most view containing `point` (receiver's coordinates); see `defaultHitTest`.
    ///
    /// Subviews are tried front to back (last to first). Views that are hidden, have user
    /// interaction disabled or an alpha below 0.01 are skipped with their subtree, and a point
    /// outside the receiver's bounds never hits, even where a non-clipping subview covers it.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in the receiver's coordinates) lies inside the bounds.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        storedBounds.contains(point)
    }

    /// The size the view would like within `size`; by default its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        storedBounds.size
    }

    /// The natural size of the content; `View.noIntrinsicMetric` on both axes by default.
    /// Call `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// How far the alignment rectangle lies inside the frame; zero by default.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The view whose first line of text `firstBaselineAnchor` follows: the view itself by
    /// default (a view without text has its baselines at its bottom edge); a stack view answers
    /// its first arranged subview. Must be the receiver or one of its descendants.
    open var forFirstBaselineLayout: View { self }

    /// The view whose last line of text `lastBaselineAnchor` follows; see `forFirstBaselineLayout`.
    open var forLastBaselineLayout: View { self }

    /// Where the view's own first (or last) baseline lies, as `minY + fraction × height + offset`
    /// of its alignment rectangle: the bottom edge (1, 0) for a view without text. Text views
    /// answer from `View.textMeasuring`.
    func baselinePlacement(last: Bool) -> (fraction: CGFloat, offset: CGFloat) { (1, 0) }

    /// Updates the constraints this view needs; the update pass calls it for views marked by
    /// `setNeedsUpdateConstraints()`. Overrides call `super.updateConstraints()` last.
    open func updateConstraints() {}

    // MARK: Responder chain (View+Responder.swift)

    /// The next responder: the view controller whose root view this is, or else the superview
    /// (UIKit's rule). See `Responder`.
    open var next: (any Responder)? { owningViewController ?? superview }

    /// Whether the view can become its window's first responder: false, as in UIKit; text
    /// fields and text views say true.
    open var canBecomeFirstResponder: Bool { false }

    /// Makes the view its window's first responder, where actions sent to the First Responder
    /// start. Returns false, changing nothing, when the view cannot become first responder, is
    /// in no window, or the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool { defaultBecomeFirstResponder() }

    /// Stops being the window's first responder. Returns true, as UIKit's default does.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if isFirstResponder { storedWindow?.firstResponder = nil }
        return true
    }
}

/// What an archive held for an object beyond what its class read: the keys it did not read
/// (with their raw values), and the id and class name the file gave it. Coders fill it when
/// decoding and use it when encoding, so a file round-trips through features NibKit does not
/// model, keeps its ids, and keeps a custom class name that was loaded as a base class.
public struct UnarchivedValues: Sendable {
    /// The keys no class read, in file order. Opaque to ViewCore: each value is what the coder
    /// that read it needs to write it back.
    public var entries: [(key: String, value: any Sendable)] = []
    /// The id the object had in its file.
    public var archiveID: String?
    /// The class name the file gave; written back unchanged, even when the object was created
    /// as a known base class because the file's class was not registered.
    public var originalClassName: String?
    /// The module the file gave with `originalClassName` (nil when it gave none).
    public var originalModule: String?
    /// Creates empty values: nothing unread, no id and no original class name.
    public init() {}
    /// Creates the values a coder read: the object's id, its class name and module as the file
    /// gave them, and the keys no class read, in file order.
    public init(
        archiveID: String?, originalClassName: String?, originalModule: String?,
        entries: [(key: String, value: any Sendable)] = []
    ) {
        self.archiveID = archiveID
        self.originalClassName = originalClassName
        self.originalModule = originalModule
        self.entries = entries
    }
    /// Whether every key was read.
    public var isEmpty: Bool { entries.isEmpty }
}
