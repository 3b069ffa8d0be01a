import Foundation

/// A text field for searching with optional buttons and scope bar, UIKit's `UISearchBar`.
/// Nothing is drawn and there is no delegate yet: the bar holds its configuration and text.
///
/// Archived keys: `text`, `placeholder`, `prompt`, `searchBarStyle`, `barStyle`, `barTintColor`,
/// `isTranslucent`, `showsCancelButton`, `showsBookmarkButton`, `showsSearchResultsButton`,
/// `showsScopeBar`, `scopeButtonTitles` (an array of strings), `selectedScopeButtonIndex`,
/// `backgroundImage`, and the text input traits' keys (`TextInputTraits`; capitalization is
/// `.none` by default, as UIKit's search bar has it).
open class SearchBar: View, TextInputTraits {
    /// UIKit's search bar height (iOS 13 and later), 56 points; the width is left to constraints.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 56) }

    /// How the bar is drawn, UIKit's `UISearchBar.Style`.
    public enum Style: String, ArchivableEnum, Sendable {
        /// The system's look, a prominent translucent bar, or a minimal one with no background.
        case `default`, prominent, minimal
    }

    /// The search text; nil by default.
    open var text: String?
    /// The grey text shown while the bar is empty; nil by default.
    open var placeholder: String?
    /// A line shown above the bar; nil by default.
    open var prompt: String?
    /// How the bar is drawn; `.default` by default.
    open var searchBarStyle: Style = .default
    /// The bar's look; `.default` by default.
    open var barStyle: BarStyle = .default
    /// The colour of the bar's background; nil uses the system's.
    open var barTintColor: Color?
    /// Whether the bar is translucent; true by default.
    open var isTranslucent = true
    /// Whether a Cancel button shows; false by default.
    open var showsCancelButton = false
    /// Whether a bookmark button shows in the field; false by default.
    open var showsBookmarkButton = false
    /// Whether a search results button shows in the field; false by default.
    open var showsSearchResultsButton = false
    /// Whether the scope bar shows; false by default.
    open var showsScopeBar = false
    /// The titles of the scope bar's buttons; nil by default.
    open var scopeButtonTitles: [String]?
    /// The selected scope button; 0 by default.
    open var selectedScopeButtonIndex = 0
    /// The image drawn behind the bar; nil by default.
    open var backgroundImage: Image?

    /// Automatic capitalization; `.none` by default, as UIKit's search bar.
    open var autocapitalizationType: TextAutocapitalizationType = .none
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
    /// The keyboard asked for; `.default` by default.
    open var keyboardType: KeyboardType = .default
    /// The keyboard's look; `.default` by default.
    open var keyboardAppearance: KeyboardAppearance = .default
    /// The return key's title; `.default` by default.
    open var returnKeyType: ReturnKeyType = .default
    /// Whether the return key is disabled while there is no text; false by default.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden as typed; false by default.
    open var isSecureTextEntry = false
    /// What the text is, for autofill; nil by default.
    open var textContentType: TextContentType?

    /// Creates a search bar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sets `showsCancelButton`; there is no animation.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Creates a search bar from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown name.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        try SearchBar.searchBarProperties.decode(into: self, from: coder)
        try decodeTextInputTraits(from: coder)
    }

    private static let searchBarProperties = ArchivedProperties<SearchBar>([
        .optional("text", String.self) { $0.text = $1 },
        .optional("placeholder", String.self) { $0.placeholder = $1 },
        .optional("prompt", String.self) { $0.prompt = $1 },
        .value("searchBarStyle", Style.self) { $0.searchBarStyle = $1 },
        .value("barStyle", BarStyle.self) { $0.barStyle = $1 },
        .optional("barTintColor", Color.self) { $0.barTintColor = $1 },
        .value("isTranslucent", Bool.self) { $0.isTranslucent = $1 },
        .value("showsCancelButton", Bool.self) { $0.showsCancelButton = $1 },
        .value("showsBookmarkButton", Bool.self) { $0.showsBookmarkButton = $1 },
        .value("showsSearchResultsButton", Bool.self) { $0.showsSearchResultsButton = $1 },
        .value("showsScopeBar", Bool.self) { $0.showsScopeBar = $1 },
        .init("scopeButtonTitles") { bar, coder in
            bar.scopeButtonTitles = try coder.decodeArray(of: String.self, forKey: "scopeButtonTitles")
        },
        .value("selectedScopeButtonIndex", Int.self) { $0.selectedScopeButtonIndex = $1 },
        .optional("backgroundImage", Image.self) { $0.backgroundImage = $1 },
    ])

    /// Writes the view's properties, then the bar's and its traits' that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(text, forKey: "text")
        coder.encode(placeholder, forKey: "placeholder")
        coder.encode(prompt, forKey: "prompt")
        coder.encode(searchBarStyle, forKey: "searchBarStyle", omittingDefault: .default)
        coder.encode(barStyle, forKey: "barStyle", omittingDefault: .default)
        coder.encode(barTintColor, forKey: "barTintColor")
        coder.encode(isTranslucent, forKey: "isTranslucent", omittingDefault: true)
        coder.encode(showsCancelButton, forKey: "showsCancelButton", omittingDefault: false)
        coder.encode(showsBookmarkButton, forKey: "showsBookmarkButton", omittingDefault: false)
        coder.encode(showsSearchResultsButton, forKey: "showsSearchResultsButton", omittingDefault: false)
        coder.encode(showsScopeBar, forKey: "showsScopeBar", omittingDefault: false)
        if let scopeButtonTitles { coder.encode(scopeButtonTitles, forKey: "scopeButtonTitles") }
        coder.encode(selectedScopeButtonIndex, forKey: "selectedScopeButtonIndex", omittingDefault: 0)
        coder.encode(backgroundImage, forKey: "backgroundImage")
        encodeTextInputTraits(with: coder, autocapitalizationDefault: .none)
    }
}
