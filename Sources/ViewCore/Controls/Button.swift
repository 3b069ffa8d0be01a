import Foundation

/// A control that performs an action when tapped, UIKit's `UIButton`: a type and, per control
/// state, a title, title colour, image and background image.
///
/// Per-state values fall back to the `.normal` value when a state has none, as UIKit's do;
/// `currentTitle` & co. give the values for the current `state`.
///
/// ```swift
/// let button = Button(type: .system)
/// button.setTitle("Sign in", for: .normal)
/// button.setTitle("Signing in…", for: .disabled)
/// button.addAction(Action { _ in signIn() }, for: .primaryActionTriggered)
/// button.simulateTap()
/// ```
///
/// `titleLabel` is a label the button keeps in step with `currentTitle` and `currentTitleColor`;
/// unlike UIKit it is not inserted among the subviews, so archives hold only the per-state
/// values (its font is archived as `titleLabel.font`, its line break mode as
/// `titleLabel.lineBreakMode`: `.byTruncatingMiddle` by default, as UIKit's).
///
/// Archived keys: `buttonType`, `titles`, `titleColors`, `titleShadowColors`, `images`,
/// `backgroundImages` (each a dictionary keyed by state name: `normal`, `highlighted`,
/// `disabled`, `selected`, `focused` or several joined by spaces), `titleLabel.font`,
/// `titleLabel.lineBreakMode`,
/// `contentEdgeInsets`, `titleEdgeInsets`, `imageEdgeInsets`, `adjustsImageWhenHighlighted`,
/// `adjustsImageWhenDisabled`, `showsTouchWhenHighlighted`, `reversesTitleShadowWhenHighlighted`,
/// `configuration` (a dictionary, see `Button.Configuration`).
open class Button: Control {
    /// The kind of button, UIKit's `UIButton.ButtonType`.
    public enum ButtonType: String, ArchivableEnum, Sendable {
        /// UIKit's button types of the same names; `custom` has no system styling.
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The default title font: the 15-point system font.
    public static let defaultTitleFont = Font.systemFont(ofSize: 15)

    /// The kind of button; `.custom` for buttons made with `init(frame:)`, as in UIKit.
    public internal(set) var buttonType: ButtonType = .custom
    /// Padding around the title and image; zero by default.
    open var contentEdgeInsets: EdgeInsets = .zero
    /// Whether the image darkens while highlighted; true by default.
    open var adjustsImageWhenHighlighted = true
    /// Whether the image dims while disabled; true by default.
    open var adjustsImageWhenDisabled = true
    /// Whether a glow shows while highlighted; false by default.
    open var showsTouchWhenHighlighted = false
    /// Padding around the title; zero by default.
    open var titleEdgeInsets: EdgeInsets = .zero
    /// Padding around the image; zero by default.
    open var imageEdgeInsets: EdgeInsets = .zero
    /// Whether the title's shadow flips while highlighted; false by default.
    open var reversesTitleShadowWhenHighlighted = false
    /// The configuration of a button made with one (iOS 15's style of button); nil by default.
    open var configuration: Configuration?

    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]
    private var titleShadowColors: [State: Color] = [:]
    private var images: [State: Image] = [:]
    private var backgroundImages: [State: Image] = [:]
    private let label = Label(frame: .zero)

    /// Creates a custom button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = Button.defaultTitleFont
        label.lineBreakMode = .byTruncatingMiddle
        updateTitleLabel()
    }

    /// Creates a button of `type` with a zero frame, as `UIButton(type:)`.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
        updateTitleLabel()
    }

    /// Creates a button from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type, an unknown button type or state name.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        label.font = Button.defaultTitleFont
        label.lineBreakMode = .byTruncatingMiddle
        if let v = try coder.decode(ButtonType.self, forKey: "buttonType") { buttonType = v }
        if let v = try coder.decodePerState(String.self, forKey: "titles") { titles = v }
        if let v = try coder.decodePerState(Color.self, forKey: "titleColors") { titleColors = v }
        if let v = try coder.decodePerState(Color.self, forKey: "titleShadowColors") { titleShadowColors = v }
        if let v = try coder.decodePerState(Image.self, forKey: "images") { images = v }
        if let v = try coder.decodePerState(Image.self, forKey: "backgroundImages") { backgroundImages = v }
        if let v = try coder.decode(Font.self, forKey: "titleLabel.font") { label.font = v }
        if let v = try coder.decode(LineBreakMode.self, forKey: "titleLabel.lineBreakMode") { label.lineBreakMode = v }
        if let v = try coder.decode(EdgeInsets.self, forKey: "contentEdgeInsets") { contentEdgeInsets = v }
        if let v = try coder.decode(Bool.self, forKey: "adjustsImageWhenHighlighted") {
            adjustsImageWhenHighlighted = v
        }
        if let v = try coder.decode(Bool.self, forKey: "adjustsImageWhenDisabled") { adjustsImageWhenDisabled = v }
        if let v = try coder.decode(Bool.self, forKey: "showsTouchWhenHighlighted") { showsTouchWhenHighlighted = v }
        if let v = try coder.decode(EdgeInsets.self, forKey: "titleEdgeInsets") { titleEdgeInsets = v }
        if let v = try coder.decode(EdgeInsets.self, forKey: "imageEdgeInsets") { imageEdgeInsets = v }
        if let v = try coder.decode(Bool.self, forKey: "reversesTitleShadowWhenHighlighted") {
            reversesTitleShadowWhenHighlighted = v
        }
        configuration = try coder.decode(Configuration.self, forKey: "configuration")
        updateTitleLabel()
    }

    /// Writes the control's properties, then the button's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(buttonType, forKey: "buttonType", omittingDefault: .custom)
        coder.encodePerState(titles, forKey: "titles")
        coder.encodePerState(titleColors, forKey: "titleColors")
        coder.encodePerState(titleShadowColors, forKey: "titleShadowColors")
        coder.encodePerState(images, forKey: "images")
        coder.encodePerState(backgroundImages, forKey: "backgroundImages")
        coder.encode(label.font, forKey: "titleLabel.font", omittingDefault: Button.defaultTitleFont)
        coder.encode(label.lineBreakMode, forKey: "titleLabel.lineBreakMode", omittingDefault: .byTruncatingMiddle)
        coder.encode(contentEdgeInsets, forKey: "contentEdgeInsets", omittingDefault: .zero)
        coder.encode(adjustsImageWhenHighlighted, forKey: "adjustsImageWhenHighlighted", omittingDefault: true)
        coder.encode(adjustsImageWhenDisabled, forKey: "adjustsImageWhenDisabled", omittingDefault: true)
        coder.encode(showsTouchWhenHighlighted, forKey: "showsTouchWhenHighlighted", omittingDefault: false)
        coder.encode(titleEdgeInsets, forKey: "titleEdgeInsets", omittingDefault: .zero)
        coder.encode(imageEdgeInsets, forKey: "imageEdgeInsets", omittingDefault: .zero)
        coder.encode(
            reversesTitleShadowWhenHighlighted, forKey: "reversesTitleShadowWhenHighlighted", omittingDefault: false)
        coder.encode(configuration, forKey: "configuration")
    }

    open override var isEnabled: Bool { didSet { updateTitleLabel() } }
    open override var isSelected: Bool { didSet { updateTitleLabel() } }
    open override var isHighlighted: Bool { didSet { updateTitleLabel() } }

    // MARK: Per-state values

    /// Sets the title for `state`; nil removes it (the state then shows the `.normal` title).
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateTitleLabel()
    }

    /// The title for `state`, falling back to the `.normal` title.
    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    /// Sets the title colour for `state`; nil removes it.
    open func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        updateTitleLabel()
    }

    /// The title colour for `state`, falling back to `.normal`'s, then to the type's default
    /// (the tint colour for system buttons, white for custom ones).
    open func titleColor(for state: State) -> Color? {
        titleColors[state] ?? titleColors[.normal]
    }

    /// Sets the title shadow colour for `state`; nil removes it.
    open func setTitleShadowColor(_ color: Color?, for state: State) { titleShadowColors[state] = color }

    /// The title shadow colour for `state`, falling back to `.normal`'s.
    open func titleShadowColor(for state: State) -> Color? { titleShadowColors[state] ?? titleShadowColors[.normal] }

    /// Sets the image for `state`; nil removes it.
    open func setImage(_ image: Image?, for state: State) { images[state] = image }

    /// The image for `state`, falling back to `.normal`'s.
    open func image(for state: State) -> Image? { images[state] ?? images[.normal] }

    /// Sets the background image for `state`; nil removes it.
    open func setBackgroundImage(_ image: Image?, for state: State) { backgroundImages[state] = image }

    /// The background image for `state`, falling back to `.normal`'s.
    open func backgroundImage(for state: State) -> Image? { backgroundImages[state] ?? backgroundImages[.normal] }

    /// The title shown in the current state.
    public var currentTitle: String? { title(for: state) }
    /// The title colour of the current state, including the type's default.
    public var currentTitleColor: Color { titleColor(for: state) ?? defaultTitleColor }
    /// The title shadow colour of the current state.
    public var currentTitleShadowColor: Color? { titleShadowColor(for: state) }
    /// The image shown in the current state.
    public var currentImage: Image? { image(for: state) }
    /// The background image shown in the current state.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    /// The label showing the current title, kept in step with the state.
    public var titleLabel: Label? { label }

    // MARK: Size and interaction

    /// The estimated title size (see `Label`) plus `contentEdgeInsets`, at least 30 × 34 points
    /// for a system button with a short title (UIKit's minimum tap size for a default button).
    open override var intrinsicContentSize: CGSize {
        let text = TextMetrics.size(of: currentTitle ?? "", font: label.font)
        var size = CGSize(
            width: text.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: text.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
        if buttonType == .system {
            size.width = max(size.width, 30)
            size.height = max(size.height, 34)
        }
        return size
    }

    /// The title is centred, so its baseline lies as a one-line label's would.
    override func baselinePlacement(last: Bool) -> (fraction: CGFloat, offset: CGFloat) {
        let title = currentTitle ?? ""
        return TextMetrics.centredBaseline(title.isEmpty ? " " : title, font: label.font, last: last)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Performs a tap as the touch system would: when the button is enabled, sends `.touchDown`,
    /// then `.touchUpInside` and `.primaryActionTriggered` (highlighted in between).
    ///
    /// - Returns: whether the tap happened (false for a disabled button).
    @discardableResult
    public func simulateTap() -> Bool {
        guard isEnabled else { return false }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }

    private var defaultTitleColor: Color { buttonType == .custom ? .white : tintColor }

    private func updateTitleLabel() {
        if label.text != currentTitle { invalidateIntrinsicContentSize() }
        label.text = currentTitle
        label.textColor = currentTitleColor
    }
}
