import Foundation

/// A spinner showing that work is in progress, UIKit's `UIActivityIndicatorView`.
///
/// With `hidesWhenStopped` (the default) the view is hidden while stopped: a new indicator is
/// hidden until `startAnimating()`, as in UIKit. Archives carry `isHidden` as set, so a
/// decoded indicator keeps the file's visibility.
///
/// Archived keys: `style`, `color`, `hidesWhenStopped`, `isAnimating`.
open class ActivityIndicatorView: View {
    /// The size and colour scheme, UIKit's `UIActivityIndicatorView.Style` (the last three are
    /// the pre-iOS 13 names that older interface files still use).
    public enum Style: String, ArchivableEnum, Sendable {
        /// `medium` and `large` are the current styles; `whiteLarge`, `white` and `gray` the pre-iOS 13 ones.
        case medium, large, whiteLarge, white, gray
    }

    /// The style; `.medium` by default.
    open var style: Style = .medium
    /// The spinner's colour; nil uses the style's.
    open var color: Color?
    /// Whether the view hides while stopped; true by default.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the spinner is turning.
    public private(set) var isAnimating = false

    /// Creates a stopped (and, with `hidesWhenStopped`, hidden) indicator with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates an indicator of `style`, as `UIActivityIndicatorView(style:)`.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        frame = CGRect(origin: .zero, size: intrinsicContentSize)
    }

    /// Creates an indicator from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown style.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(Style.self, forKey: "style") { style = v }
        color = try coder.decode(Color.self, forKey: "color")
        if let v = try coder.decode(Bool.self, forKey: "hidesWhenStopped") { hidesWhenStopped = v }
        if let v = try coder.decode(Bool.self, forKey: "isAnimating") { isAnimating = v }
    }

    /// Writes the view's properties, then the indicator's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(style, forKey: "style", omittingDefault: .medium)
        coder.encode(color, forKey: "color")
        coder.encode(hidesWhenStopped, forKey: "hidesWhenStopped", omittingDefault: true)
        coder.encode(isAnimating, forKey: "isAnimating", omittingDefault: false)
    }

    /// Starts the spinner and shows the view.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the spinner; hides the view when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// 37 × 37 points for the large styles, 20 × 20 for the others (UIKit's sizes).
    open override var intrinsicContentSize: CGSize {
        switch style {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        case .medium, .white, .gray: CGSize(width: 20, height: 20)
        }
    }
}
