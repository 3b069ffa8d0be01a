import Foundation

/// A bar showing the progress of a task, UIKit's `UIProgressView`.
///
/// Archived keys: `progressViewStyle`, `progress`, `progressTintColor`, `trackTintColor`,
/// `progressImage`, `trackImage`.
open class ProgressView: View {
    /// The look of the bar, UIKit's `UIProgressView.Style`.
    public enum Style: String, ArchivableEnum, Sendable {
        /// The standard bar, or the thinner one used in toolbars.
        case `default`, bar
    }

    /// The look; `.default` by default.
    open var progressViewStyle: Style = .default
    /// The progress from 0 to 1, clamped; 0 by default.
    open var progress: Float = 0 {
        didSet {
            let clamped = min(max(progress, 0), 1)
            if clamped != progress { progress = clamped }
        }
    }
    /// The colour of the filled part; nil uses the tint colour.
    open var progressTintColor: Color?
    /// The colour of the unfilled part; nil uses the system's.
    open var trackTintColor: Color?
    /// An image for the filled part; nil by default.
    open var progressImage: Image?
    /// An image for the unfilled part; nil by default.
    open var trackImage: Image?

    /// Creates a progress view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a progress view of `style`, as `UIProgressView(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets `progress`; there is no animation.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// Creates a progress view from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown style.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        try ProgressView.progressProperties.decode(into: self, from: coder)
    }

    private static let progressProperties = ArchivedProperties<ProgressView>([
        .value("progressViewStyle", Style.self) { $0.progressViewStyle = $1 },
        .value("progress", Float.self) { $0.progress = $1 },
        .optional("progressTintColor", Color.self) { $0.progressTintColor = $1 },
        .optional("trackTintColor", Color.self) { $0.trackTintColor = $1 },
        .optional("progressImage", Image.self) { $0.progressImage = $1 },
        .optional("trackImage", Image.self) { $0.trackImage = $1 },
    ])

    /// Writes the view's properties, then the progress view's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(progressViewStyle, forKey: "progressViewStyle", omittingDefault: .default)
        coder.encode(progress, forKey: "progress", omittingDefault: 0)
        coder.encode(progressTintColor, forKey: "progressTintColor")
        coder.encode(trackTintColor, forKey: "trackTintColor")
        coder.encode(progressImage, forKey: "progressImage")
        coder.encode(trackImage, forKey: "trackImage")
    }

    /// A bar's natural height (2 points; 2.5 for `.bar`), with no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 2)
    }
}
