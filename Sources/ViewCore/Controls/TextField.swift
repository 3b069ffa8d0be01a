import Foundation

/// A single-line editable text control, UIKit's `UITextField`.
///
/// There is no keyboard: code edits through `text` or `insertText(_:)`, which sends
/// `.editingChanged` as typing would. The selection is `selectedTextRange`, in UTF-16 offsets
/// (as `NSRange` counts); setting `text` puts the caret at the end when there is a selection.
///
/// Archived keys: `text`, `placeholder`, `font`, `textColor`, `textAlignment`, `borderStyle`,
/// `clearButtonMode`, `leftViewMode`, `rightViewMode`, `background`, `disabledBackground`,
/// `clearsOnBeginEditing`, `adjustsFontSizeToFitWidth`, `adjustsFontForContentSizeCategory`,
/// `minimumFontSize`, and the text input traits' keys (`TextInputTraits`: `keyboardType`,
/// `returnKeyType`, `autocapitalizationType`, `autocorrectionType`, `isSecureTextEntry`,
/// `textContentType`, ...). The selection is state, not interface: state restoration saves it,
/// archives do not.
open class TextField: Control, TextInputTraits {
    /// The border drawn around the field, UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: String, ArchivableEnum, Sendable {
        /// No border, a thin line, a bezel, or a rounded rectangle.
        case none, line, bezel, roundedRect
    }

    /// When the clear button shows, UIKit's `UITextField.ViewMode`.
    public enum ViewMode: String, ArchivableEnum, Sendable {
        /// Never, only while editing, only while not editing, or always.
        case never, whileEditing, unlessEditing, always
    }

    /// The default font: the 17-point system font.
    public static let defaultFont = Font.systemFont(ofSize: 17)

    /// The text; never nil when read (nil sets the empty string), as in UIKit.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            if selectedTextRange != nil { selectedTextRange = utf16Count..<utf16Count }
        }
    }
    /// The grey text shown while the field is empty.
    open var placeholder: String?

    /// True: a text field takes keyboard focus, and actions sent to the First Responder.
    open override var canBecomeFirstResponder: Bool { true }

    /// The font; the 17-point system font by default.
    open var font: Font? = TextField.defaultFont
    /// The text colour; nil draws black.
    open var textColor: Color?
    /// The alignment; `.natural` by default.
    open var textAlignment: TextAlignment = .natural
    /// The border; `.none` for fields made in code (Interface Builder's default is `.roundedRect`,
    /// which its files then state explicitly).
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows; `.never` by default.
    open var clearButtonMode: ViewMode = .never
    /// When the left overlay view shows; `.never` by default.
    open var leftViewMode: ViewMode = .never
    /// When the right overlay view shows; `.never` by default.
    open var rightViewMode: ViewMode = .never
    /// The image drawn behind the text while enabled; nil by default.
    open var background: Image?
    /// The image drawn behind the text while disabled; nil by default.
    open var disabledBackground: Image?
    /// Whether the font follows the user's text size setting; false by default.
    open var adjustsFontForContentSizeCategory = false
    /// The keyboard asked for; `.default` by default.
    open var keyboardType: KeyboardType = .default
    /// The keyboard's look; `.default` by default.
    open var keyboardAppearance: KeyboardAppearance = .default
    /// The return key's title; `.default` by default.
    open var returnKeyType: ReturnKeyType = .default
    /// Whether the return key is disabled while the field is empty; false by default.
    open var enablesReturnKeyAutomatically = false
    /// Automatic capitalization; `.sentences` by default.
    open var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Autocorrection; `.default` by default.
    open var autocorrectionType: TextAutocorrectionType = .default
    /// Spell checking; `.default` by default.
    open var spellCheckingType: TextSpellCheckingType = .default
    /// Smart quotes; `.default` by default.
    open var smartQuotesType: TextSmartQuotesType = .default
    /// Smart dashes; `.default` by default.
    open var smartDashesType: TextSmartDashesType = .default
    /// Smart insertion and deletion; `.default` by default.
    open var smartInsertDeleteType: TextSmartInsertDeleteType = .default
    /// Whether the text is hidden as typed (passwords); false by default.
    open var isSecureTextEntry = false
    /// What the text is, for autofill; nil by default.
    open var textContentType: TextContentType?
    /// Whether editing starts by clearing the text.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit the width, down to `minimumFontSize`.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size when shrinking; 0 by default.
    open var minimumFontSize: CGFloat = 0
    /// The selected range in UTF-16 offsets into `text`, or nil when nothing is selected (UIKit:
    /// the field is not being edited). An empty range is a caret. Clamped to the text.
    open var selectedTextRange: Range<Int>? {
        didSet {
            guard let range = selectedTextRange else { return }
            let clamped = min(max(range.lowerBound, 0), utf16Count)..<min(max(range.upperBound, 0), utf16Count)
            if clamped != range { selectedTextRange = clamped }
        }
    }

    private var storedText = ""

    /// Creates a text field with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text field from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown name.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(String.self, forKey: "text") { storedText = v }
        placeholder = try coder.decode(String.self, forKey: "placeholder")
        // An explicit nil (`<nil key="font"/>`) is a field whose font was set to nil.
        if coder.containsValue(forKey: "font") { font = try coder.decode(Font.self, forKey: "font") }
        textColor = try coder.decode(Color.self, forKey: "textColor")
        if let v = try coder.decode(TextAlignment.self, forKey: "textAlignment") { textAlignment = v }
        if let v = try coder.decode(BorderStyle.self, forKey: "borderStyle") { borderStyle = v }
        if let v = try coder.decode(ViewMode.self, forKey: "clearButtonMode") { clearButtonMode = v }
        if let v = try coder.decode(ViewMode.self, forKey: "leftViewMode") { leftViewMode = v }
        if let v = try coder.decode(ViewMode.self, forKey: "rightViewMode") { rightViewMode = v }
        background = try coder.decode(Image.self, forKey: "background")
        disabledBackground = try coder.decode(Image.self, forKey: "disabledBackground")
        if let v = try coder.decode(Bool.self, forKey: "adjustsFontForContentSizeCategory") {
            adjustsFontForContentSizeCategory = v
        }
        try decodeTextInputTraits(from: coder)
        if let v = try coder.decode(Bool.self, forKey: "clearsOnBeginEditing") { clearsOnBeginEditing = v }
        if let v = try coder.decode(Bool.self, forKey: "adjustsFontSizeToFitWidth") { adjustsFontSizeToFitWidth = v }
        if let v = try coder.decode(CGFloat.self, forKey: "minimumFontSize") { minimumFontSize = v }
    }

    /// Writes the control's properties, then the field's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(storedText, forKey: "text", omittingDefault: "")
        coder.encode(placeholder, forKey: "placeholder")
        // The default is a font, so nil is written as an explicit nil to survive the round trip.
        if font == nil {
            coder.encodeValue(.null, forKey: "font")
        } else if font != TextField.defaultFont {
            coder.encode(font, forKey: "font")
        }
        coder.encode(textColor, forKey: "textColor")
        coder.encode(textAlignment, forKey: "textAlignment", omittingDefault: .natural)
        coder.encode(borderStyle, forKey: "borderStyle", omittingDefault: .none)
        coder.encode(clearButtonMode, forKey: "clearButtonMode", omittingDefault: .never)
        coder.encode(leftViewMode, forKey: "leftViewMode", omittingDefault: .never)
        coder.encode(rightViewMode, forKey: "rightViewMode", omittingDefault: .never)
        coder.encode(background, forKey: "background")
        coder.encode(disabledBackground, forKey: "disabledBackground")
        coder.encode(
            adjustsFontForContentSizeCategory, forKey: "adjustsFontForContentSizeCategory", omittingDefault: false)
        encodeTextInputTraits(with: coder, autocapitalizationDefault: .sentences)
        coder.encode(clearsOnBeginEditing, forKey: "clearsOnBeginEditing", omittingDefault: false)
        coder.encode(adjustsFontSizeToFitWidth, forKey: "adjustsFontSizeToFitWidth", omittingDefault: false)
        coder.encode(minimumFontSize, forKey: "minimumFontSize", omittingDefault: 0)
    }

    /// Whether there is any text.
    public var hasText: Bool { !storedText.isEmpty }

    /// Replaces the selection (or inserts at the end when there is none) with `string`, leaves
    /// the caret after it and sends `.editingChanged`, as typing does.
    public func insertText(_ string: String) {
        var units = Array(storedText.utf16)
        let range = selectedTextRange ?? utf16Count..<utf16Count
        units.replaceSubrange(range, with: Array(string.utf16))
        storedText = String(decoding: units, as: UTF16.self)
        let caret = range.lowerBound + string.utf16.count
        selectedTextRange = caret..<caret
        sendActions(for: .editingChanged)
    }

    /// The estimated size of the text (or placeholder) in `font` (see `Label`), at least one line
    /// high; a rounded rectangle adds its border's padding, 17 points over the text and at least
    /// 34 points in all, as a new field in Interface Builder is 34 points high at its 14-point
    /// font (Xcode 11 and later).
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? TextField.defaultFont
        let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
        let size = TextMetrics.size(of: shown.isEmpty ? " " : shown, font: font)
        let height = borderStyle == .roundedRect ? max(34, size.height.rounded(.up) + 17) : size.height
        return CGSize(width: storedText.isEmpty && (placeholder ?? "").isEmpty ? 0 : size.width, height: height)
    }

    /// The text is centred vertically, so its baseline lies as a one-line label's would.
    override func baselinePlacement(last: Bool) -> (fraction: CGFloat, offset: CGFloat) {
        TextMetrics.centredBaseline(" ", font: font ?? TextField.defaultFont, last: last)
    }

    private var utf16Count: Int { storedText.utf16.count }

    // MARK: State restoration

    /// Saves `text` and, when there is one, the selection as `selectedRange`
    /// (Formats/restoration.md).
    open override func encodeRestorableState(with coder: Coder) {
        super.encodeRestorableState(with: coder)
        coder.encode(storedText, forKey: "text")
        if let range = selectedTextRange {
            coder.encode(NSRange(location: range.lowerBound, length: range.count), forKey: "selectedRange")
        }
    }

    /// Restores the text, then the selection (none when the state has no `selectedRange`).
    /// Everything is read before anything is applied, so a bad value changes nothing.
    open override func decodeRestorableState(with coder: Coder) throws {
        try super.decodeRestorableState(with: coder)
        let text = try coder.decode(String.self, forKey: "text")
        let range = try coder.decode(NSRange.self, forKey: "selectedRange")
        if let text { self.text = text }
        selectedTextRange = range.map { $0.location..<($0.location + $0.length) }
    }
}
