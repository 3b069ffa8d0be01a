import Foundation

/// A scrollable, multi-line text view, editable by default, UIKit's `UITextView` (a scroll view,
/// as in UIKit).
///
/// There is no keyboard or text layout: code edits through `text` or `insertText(_:)`.
/// `selectedRange` counts UTF-16 code units, as `NSRange` does, and is kept within the text.
///
/// Archived keys (besides the scroll view's): `text`, `font`, `textColor`, `textAlignment`,
/// `isEditable`, `isSelectable`, `textContainerInset`, `adjustsFontForContentSizeCategory`, and
/// the text input traits' keys (`TextInputTraits`: `keyboardType`, `returnKeyType`,
/// `autocapitalizationType`, `autocorrectionType`, `isSecureTextEntry`, `textContentType`, ...).
/// The selection is state, not interface: state restoration saves it, archives do not.
open class TextView: ScrollView, TextInputTraits {
    /// The default `textContainerInset`: 8 points top and bottom, as UIKit's.
    public static let defaultTextContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// The text; never nil when read, as in UIKit. Setting it puts the caret at the end.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            selectedRange = NSRange(location: utf16Count, length: 0)
        }
    }
    /// The font; nil uses the 12-point system font, as UIKit's default.
    open var font: Font?
    /// The text colour; nil draws black.
    open var textColor: Color?
    /// The alignment; `.natural` by default.
    open var textAlignment: TextAlignment = .natural
    /// Whether the user can edit; true by default.
    open var isEditable = true

    /// True while editable: an editable text view takes keyboard focus.
    open override var canBecomeFirstResponder: Bool { isEditable }
    /// Whether the user can select; true by default.
    open var isSelectable = true
    /// Space between the view's edges and the text; 8 points top and bottom by default.
    open var textContainerInset: EdgeInsets = TextView.defaultTextContainerInset
    /// Whether the font follows the user's text size setting; false by default.
    open var adjustsFontForContentSizeCategory = false
    /// The keyboard asked for; `.default` by default.
    open var keyboardType: KeyboardType = .default
    /// The keyboard's look; `.default` by default.
    open var keyboardAppearance: KeyboardAppearance = .default
    /// The return key's title; `.default` by default.
    open var returnKeyType: ReturnKeyType = .default
    /// Whether the return key is disabled while there is no text; false by default.
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
    /// Whether the text is hidden as typed; false by default.
    open var isSecureTextEntry = false
    /// What the text is, for autofill; nil by default.
    open var textContentType: TextContentType?
    /// The selection in UTF-16 offsets; a zero length is a caret. Clamped to the text.
    open var selectedRange = NSRange(location: 0, length: 0) {
        didSet {
            let location = min(max(selectedRange.location, 0), utf16Count)
            let length = min(max(selectedRange.length, 0), utf16Count - location)
            if location != selectedRange.location || length != selectedRange.length {
                selectedRange = NSRange(location: location, length: length)
            }
        }
    }

    private var storedText = ""

    /// Creates a text view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text view from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown name.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(String.self, forKey: "text") { storedText = v }
        font = try coder.decode(Font.self, forKey: "font")
        textColor = try coder.decode(Color.self, forKey: "textColor")
        if let v = try coder.decode(TextAlignment.self, forKey: "textAlignment") { textAlignment = v }
        if let v = try coder.decode(Bool.self, forKey: "isEditable") { isEditable = v }
        if let v = try coder.decode(Bool.self, forKey: "isSelectable") { isSelectable = v }
        if let v = try coder.decode(EdgeInsets.self, forKey: "textContainerInset") { textContainerInset = v }
        if let v = try coder.decode(Bool.self, forKey: "adjustsFontForContentSizeCategory") {
            adjustsFontForContentSizeCategory = v
        }
        try decodeTextInputTraits(from: coder)
    }

    /// Writes the scroll view's properties, then the text view's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(storedText, forKey: "text", omittingDefault: "")
        coder.encode(font, forKey: "font")
        coder.encode(textColor, forKey: "textColor")
        coder.encode(textAlignment, forKey: "textAlignment", omittingDefault: .natural)
        coder.encode(isEditable, forKey: "isEditable", omittingDefault: true)
        coder.encode(isSelectable, forKey: "isSelectable", omittingDefault: true)
        coder.encode(
            textContainerInset, forKey: "textContainerInset", omittingDefault: TextView.defaultTextContainerInset)
        coder.encode(
            adjustsFontForContentSizeCategory, forKey: "adjustsFontForContentSizeCategory", omittingDefault: false)
        encodeTextInputTraits(with: coder, autocapitalizationDefault: .sentences)
    }

    /// Whether there is any text.
    public var hasText: Bool { !storedText.isEmpty }

    /// The space the text container leaves at each side of a line: 5 points, TextKit's
    /// default `lineFragmentPadding`.
    public static let lineFragmentPadding: CGFloat = 5

    /// None while the view scrolls; while it does not, the estimated size of its text, at least
    /// one line high, plus `textContainerInset` and `lineFragmentPadding` at each side, as
    /// `-[UITextView intrinsicContentSize]` measures it (published decompilations of UIKitCore
    /// 26.1): a text view that does not scroll sizes itself to its text. The text wraps at the
    /// view's current width, as UIKit's second layout pass wraps it at the width its first gave;
    /// a view with no width yet takes its text unwrapped.
    ///
    /// ```swift
    /// let note = TextView(frame: .zero)
    /// note.isScrollEnabled = false
    /// note.text = "Hello"   // note.intrinsicContentSize: the text's, plus 10 wide, 16 high
    /// ```
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        let inset = textContainerInset
        let room = bounds.width - inset.left - inset.right - 2 * Self.lineFragmentPadding
        let text = TextMetrics.size(
            of: storedText.isEmpty ? " " : storedText, font: font ?? Font.systemFont(ofSize: 12),
            wrappingTo: room > 0 ? room : nil)
        return CGSize(
            width: (storedText.isEmpty ? 0 : text.width) + 2 * Self.lineFragmentPadding + inset.left + inset.right,
            height: text.height + inset.top + inset.bottom)
    }

    /// Replaces the selection with `string` and leaves the caret after it, as typing does.
    /// Does nothing when the view is not editable.
    public func insertText(_ string: String) {
        guard isEditable else { return }
        var units = Array(storedText.utf16)
        let start = selectedRange.location
        units.replaceSubrange(start..<(start + selectedRange.length), with: Array(string.utf16))
        storedText = String(decoding: units, as: UTF16.self)
        selectedRange = NSRange(location: start + string.utf16.count, length: 0)
    }

    private var utf16Count: Int { storedText.utf16.count }

    // MARK: State restoration

    /// Saves the scroll view's state, then `text` and `selectedRange` (Formats/restoration.md).
    open override func encodeRestorableState(with coder: Coder) {
        super.encodeRestorableState(with: coder)
        coder.encode(storedText, forKey: "text")
        coder.encode(selectedRange, forKey: "selectedRange")
    }

    /// Restores the scroll view's state, then the text, then the selection. The text view's
    /// values are read before either is applied.
    open override func decodeRestorableState(with coder: Coder) throws {
        try super.decodeRestorableState(with: coder)
        let text = try coder.decode(String.self, forKey: "text")
        let range = try coder.decode(NSRange.self, forKey: "selectedRange")
        if let text { self.text = text }
        if let range { selectedRange = range }
    }
}
