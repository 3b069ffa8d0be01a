import Foundation

/// A read-only text view, UIKit's `UILabel`.
///
/// Defaults are UIKit's: no text, the 17-point system font, the `.label` colour, natural
/// alignment, one line, tail truncation, no font shrinking, and user interaction off (as for
/// every `UILabel`; an archive therefore stores `isUserInteractionEnabled: false`, as Xcode does).
///
/// There is no text engine: `intrinsicContentSize` and `sizeThatFits(_:)` estimate the size
/// from the character count and point size (`TextMetrics`: each character half the point size
/// wide, lines 1.2 times the point size high, rounded up). Changing the text, font, number of
/// lines or preferred width calls `invalidateIntrinsicContentSize()`.
///
/// Archived keys: `text`, `font`, `textColor`, `textAlignment`, `numberOfLines`, `lineBreakMode`,
/// `adjustsFontSizeToFitWidth`, `minimumScaleFactor`, `highlightedTextColor`, `isHighlighted`,
/// `isEnabled`, `preferredMaxLayoutWidth`, `baselineAdjustment`, `adjustsFontForContentSizeCategory`,
/// `allowsDefaultTighteningForTruncation`, `shadowColor`, `shadowOffset`.
open class Label: View {
    /// The default font: the system font at 17 points.
    public static let defaultFont = Font.systemFont(ofSize: 17)

    // Stored behind the public accessors, as `View` stores its most used properties (see
    // View.swift): every label a nib makes sets them.
    var storedText: String?
    var storedTextColor = Color.label

    /// The text shown; nil (and empty) shows nothing.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            invalidateIntrinsicContentSize()
        }
    }
    /// The font; the 17-point system font by default.
    open var font: Font = Label.defaultFont { didSet { invalidateIntrinsicContentSize() } }
    /// The text colour; `.label` by default.
    open var textColor: Color {
        get { storedTextColor }
        set { storedTextColor = newValue }
    }
    /// The alignment of the lines; `.natural` by default.
    open var textAlignment: TextAlignment = .natural
    /// The maximum number of lines; 0 means as many as needed. 1 by default.
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// How lines that do not fit are wrapped or truncated; `.byTruncatingTail` by default.
    open var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// Whether the font shrinks (down to `minimumScaleFactor`) to fit the width.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to; 0 means the system's minimum.
    open var minimumScaleFactor: CGFloat = 0
    /// The text colour while highlighted; nil keeps `textColor`.
    open var highlightedTextColor: Color?
    /// Whether the label is drawn highlighted (with `highlightedTextColor`).
    open var isHighlighted = false
    /// Whether the label is drawn enabled; a disabled label is dimmed.
    open var isEnabled = true
    /// How text shrunk to fit is placed vertically; `.alignBaselines` by default.
    open var baselineAdjustment: BaselineAdjustment = .alignBaselines
    /// Whether the font follows the user's text size setting; false by default.
    open var adjustsFontForContentSizeCategory = false
    /// Whether letters are drawn tighter before the text is truncated; false by default.
    open var allowsDefaultTighteningForTruncation = false
    /// The colour of the text's shadow; nil draws none.
    open var shadowColor: Color?
    /// The offset of the text's shadow; 0 × -1 (one point up) by default, as UIKit's.
    open var shadowOffset = Label.defaultShadowOffset
    /// The default `shadowOffset`: 0 × -1.
    public static let defaultShadowOffset = CGSize(width: 0, height: -1)
    /// The width at which multi-line text wraps for `intrinsicContentSize`; 0: none.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// Creates a label with `frame`; user interaction is off, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown name.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        try Label.labelProperties.decode(into: self, from: coder)
    }

    /// The label's archived keys; `View`'s are decoded by `super.init(coder:)`.
    private static let labelProperties = ArchivedProperties<Label>([
        .optional("text", String.self) { $0.text = $1 },
        .value("font", Font.self) { $0.font = $1 },
        .value("textColor", Color.self) { $0.textColor = $1 },
        .value("textAlignment", TextAlignment.self) { $0.textAlignment = $1 },
        .init("numberOfLines") { label, coder in
            guard let lines = try coder.decode(Int.self, forKey: "numberOfLines") else { return }
            guard lines >= 0 else {
                throw coder.error(
                    .invalidValue, "numberOfLines must not be negative, found \(lines)", forKey: "numberOfLines")
            }
            label.numberOfLines = lines
        },
        .value("lineBreakMode", LineBreakMode.self) { $0.lineBreakMode = $1 },
        .value("adjustsFontSizeToFitWidth", Bool.self) { $0.adjustsFontSizeToFitWidth = $1 },
        .value("minimumScaleFactor", CGFloat.self) { $0.minimumScaleFactor = $1 },
        .optional("highlightedTextColor", Color.self) { $0.highlightedTextColor = $1 },
        .value("isHighlighted", Bool.self) { $0.isHighlighted = $1 },
        .value("isEnabled", Bool.self) { $0.isEnabled = $1 },
        .value("preferredMaxLayoutWidth", CGFloat.self) { $0.preferredMaxLayoutWidth = $1 },
        .value("baselineAdjustment", BaselineAdjustment.self) { $0.baselineAdjustment = $1 },
        .value("adjustsFontForContentSizeCategory", Bool.self) { $0.adjustsFontForContentSizeCategory = $1 },
        .value("allowsDefaultTighteningForTruncation", Bool.self) { $0.allowsDefaultTighteningForTruncation = $1 },
        .optional("shadowColor", Color.self) { $0.shadowColor = $1 },
        .value("shadowOffset", CGSize.self) { $0.shadowOffset = $1 },
    ])

    /// Writes the view's properties, then the label's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(text, forKey: "text")
        coder.encode(font, forKey: "font", omittingDefault: Label.defaultFont)
        coder.encode(textColor, forKey: "textColor", omittingDefault: .label)
        coder.encode(textAlignment, forKey: "textAlignment", omittingDefault: .natural)
        coder.encode(numberOfLines, forKey: "numberOfLines", omittingDefault: 1)
        coder.encode(lineBreakMode, forKey: "lineBreakMode", omittingDefault: .byTruncatingTail)
        coder.encode(adjustsFontSizeToFitWidth, forKey: "adjustsFontSizeToFitWidth", omittingDefault: false)
        coder.encode(minimumScaleFactor, forKey: "minimumScaleFactor", omittingDefault: 0)
        coder.encode(highlightedTextColor, forKey: "highlightedTextColor")
        coder.encode(isHighlighted, forKey: "isHighlighted", omittingDefault: false)
        coder.encode(isEnabled, forKey: "isEnabled", omittingDefault: true)
        coder.encode(preferredMaxLayoutWidth, forKey: "preferredMaxLayoutWidth", omittingDefault: 0)
        coder.encode(baselineAdjustment, forKey: "baselineAdjustment", omittingDefault: .alignBaselines)
        coder.encode(
            adjustsFontForContentSizeCategory, forKey: "adjustsFontForContentSizeCategory", omittingDefault: false)
        coder.encode(
            allowsDefaultTighteningForTruncation, forKey: "allowsDefaultTighteningForTruncation",
            omittingDefault: false)
        coder.encode(shadowColor, forKey: "shadowColor")
        coder.encode(shadowOffset, forKey: "shadowOffset", omittingDefault: Label.defaultShadowOffset)
    }

    /// The estimated size of the text on `numberOfLines` lines (wrapped at
    /// `preferredMaxLayoutWidth` when set and the label has more than one line); zero without text.
    open override var intrinsicContentSize: CGSize {
        let wrapWidth: CGFloat? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        return TextMetrics.size(of: displayedText, font: font, wrappingTo: wrapWidth, maxLines: numberOfLines)
    }

    /// The estimated size of the text within `size`: a single-line label takes its natural width
    /// (UIKit does not clip it to `size`); a multi-line one wraps at `size.width`, keeping at most
    /// `numberOfLines` lines.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let wrapWidth: CGFloat? = numberOfLines != 1 && size.width > 0 ? size.width : nil
        return TextMetrics.size(of: displayedText, font: font, wrappingTo: wrapWidth, maxLines: numberOfLines)
    }

    /// The text is centred vertically, so its baselines lie half the label's height down, less
    /// half the text's height, plus the text's baseline (`View.textMeasuring`).
    override func baselinePlacement(last: Bool) -> (fraction: CGFloat, offset: CGFloat) {
        let wrapWidth: CGFloat? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        let text = displayedText.isEmpty ? " " : displayedText
        return TextMetrics.centredBaseline(text, font: font, wrappingTo: wrapWidth, maxLines: numberOfLines, last: last)
    }

    /// Where the baselines of text that fills a label `height` points high lie, one line of
    /// `font` under another: the first line's at the top, the last line's at the bottom; nil
    /// when `height` holds less than a line and a half (one centred line). `nibc dump --layout
    /// --text-sizes-from-file` gives it to a label of several lines, whose stored height is
    /// its text's (VLC's donation screen: a field's first baseline 50 points below the last
    /// baseline of a four-line label, stored 50 below that label's last line, where the label's
    /// own rule, which wraps only at `preferredMaxLayoutWidth`, takes one centred line).
    package static func baselinesOfText(
        filling height: CGFloat, font: Font
    ) -> (first: (fraction: CGFloat, offset: CGFloat), last: (fraction: CGFloat, offset: CGFloat))? {
        let line = TextMetrics.measure(" ", font: font)
        guard line.size.height > 0, height >= line.size.height * 1.5 else { return nil }
        return ((0, line.firstBaseline), (1, line.lastBaseline - line.size.height))
    }

    /// The colour the text is drawn in: `highlightedTextColor` while highlighted (when set),
    /// else `textColor`.
    public var currentTextColor: Color {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return textColor
    }

    private var displayedText: String {
        guard let text else { return "" }
        return numberOfLines == 1 ? text.replacingOccurrences(of: "\n", with: " ") : text
    }
}
