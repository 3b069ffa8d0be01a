import Foundation

extension UIKitNibBuilder {
    /// `UITextField.BorderStyle` and `.ViewMode` (its clear button) by name.
    static let textFieldBorderStyles = ["none": 0, "line": 1, "bezel": 2, "roundedRect": 3]
    static let textFieldViewModes = ["never": 0, "whileEditing": 1, "unlessEditing": 2, "always": 3]
    /// `NSTextAlignment` by name (iOS numbering), as the reader numbers them.
    static let textAlignments = Dictionary(
        uniqueKeysWithValues: CompiledNibMapper.textAlignments.enumerated().map { ($1, $0) })

    /// `UITextAutocapitalizationType` by name.
    static let autocapitalizationTypes = ["none": 0, "words": 1, "sentences": 2, "allCharacters": 3]

    /// The `<textInputTraits>` attributes that are numbers, with UIKit's values by name.
    static let textInputTraitValues: [(attribute: String, key: String, values: [String: Int])] = [
        ("autocapitalizationType", "UIAutocapitalizationType", autocapitalizationTypes),
        ("autocorrectionType", "UIAutocorrectionType", ["default": 0, "no": 1, "yes": 2]),
        ("spellCheckingType", "UISpellCheckingType", ["default": 0, "no": 1, "yes": 2]),
        (
            "keyboardType", "UIKeyboardType",
            [
                "default": 0, "alphabet": 1, "ASCIICapable": 1, "numbersAndPunctuation": 2, "URL": 3, "numberPad": 4,
                "phonePad": 5, "namePhonePad": 6, "emailAddress": 7, "decimalPad": 8, "twitter": 9, "webSearch": 10,
                "ASCIICapableNumberPad": 11,
            ]
        ),
        ("keyboardAppearance", "UIKeyboardAppearance", ["default": 0, "alert": 1, "dark": 1, "light": 2]),
        (
            "returnKeyType", "UIReturnKeyType",
            [
                "default": 0, "go": 1, "google": 2, "join": 3, "next": 4, "route": 5, "search": 6, "send": 7,
                "yahoo": 8, "done": 9, "emergencyCall": 10, "continue": 11,
            ]
        ),
    ]

    /// Compiles a `<textField>`'s own children: its font, text colour and text input traits;
    /// false for a child no text field has.
    mutating func textFieldChild(_ child: XMLElementNode, of field: NibObjectGraph.Ref) throws(ArchiveReadError) -> Bool
    {
        switch (child.name, child["key"] ?? "") {
        case ("fontDescription", "fontDescription"): graph.set(field, "UIFont", try font(child))
        case ("color", "textColor"): graph.set(field, "UITextColor", try color(child))
        // No colour: UIKit's default, which an absent key gives.
        case ("nil", "textColor"): break
        case ("textInputTraits", _): try textInputTraits(child, of: field)
        // A placeholder too long or multi-line for an attribute: read with the attributes.
        case ("string", "placeholder"): break
        default: return false
        }
        return true
    }

    /// A `<textInputTraits>` as the keys `UITextField` decodes (Chameleon's `UITextField.m` and
    /// the `UISearchBar` decoder of published decompilations): each number when not UIKit's 0,
    /// `UISecureTextEntry` and `UIEnablesReturnKeyAutomatically` when set, `UITextContentType`.
    ///
    /// - Throws: `NIB0801` for a value or trait with no known archived form (smart quotes, ...).
    private mutating func textInputTraits(_ traits: XMLElementNode, of field: NibObjectGraph.Ref)
        throws(ArchiveReadError)
    {
        let known = Set(Self.textInputTraitValues.map(\.attribute)).union([
            "key", "secureTextEntry", "enablesReturnKeyAutomatically", "textContentType",
        ])
        for attribute in traits.attributes.map(\.name) where !known.contains(attribute) {
            throw invalid(traits, attribute)
        }
        try setNumbered(Self.textInputTraitValues, of: traits, on: field)
        setFlags(
            [
                ("secureTextEntry", "YES", "UISecureTextEntry", true),
                ("enablesReturnKeyAutomatically", "YES", "UIEnablesReturnKeyAutomatically", true),
            ], of: traits, on: field)
        if let type = traits["textContentType"] { graph.set(field, "UITextContentType", graph.string(type)) }
    }

    /// A `<textField>`'s attributes as the keys `UITextField` decodes: `UIText`,
    /// `UIPlaceholder`, `UITextAlignment`, `UIBorderStyle`, `UIClearButtonMode`,
    /// `UIClearsOnBeginEditing`, `UIMinimumFontSize`, `UIAdjustsFontSizeToFit`, and what every
    /// control archives.
    ///
    /// - Throws: `NIB0801` for a value with no archived form.
    mutating func textFieldAttributes(_ element: XMLElementNode, field: NibObjectGraph.Ref) throws(ArchiveReadError) {
        try controlAttributes(element, control: field)
        if let text = element["text"] { graph.set(field, "UIText", graph.string(text)) }
        var placeholder = element["placeholder"]
        if let written = element.children.first(where: { $0.name == "string" && $0["key"] == "placeholder" }) {
            guard placeholder == nil, let text = XcodeValues.string(written) else { throw unsupported(written) }
            placeholder = text
        }
        if let placeholder { graph.set(field, "UIPlaceholder", graph.string(placeholder)) }
        try setNumbered(
            [
                ("borderStyle", "UIBorderStyle", Self.textFieldBorderStyles),
                ("clearButtonMode", "UIClearButtonMode", Self.textFieldViewModes),
            ], of: element, on: field)
        // Its decoder reads an absent alignment as natural (4), not left (published
        // decompilations of UIKitCore 26.1), as a text view's does.
        try setNumbered(
            [("textAlignment", "UITextAlignment", Self.textAlignments)], of: element, on: field, absent: 4)
        if let size = try number(element, "minimumFontSize") {
            graph.set(field, "UIMinimumFontSize", .float(Float(size)))
        }
        setFlags(
            [
                ("clearsOnBeginEditing", "YES", "UIClearsOnBeginEditing", true),
                ("adjustsFontSizeToFit", "YES", "UIAdjustsFontSizeToFit", true),
            ], of: element, on: field)
    }

    /// A `<textView>`'s attributes as the keys `UITextView` decodes (WinObjC's `UITextView.mm`;
    /// `-[UITextView encodeWithCoder:]` in published decompilations): `UIText` (the `text`
    /// attribute or `<string key="text">`), `UITextAlignment` when not natural,
    /// `UIAutocapitalizationType` when not sentences (what its traits start with), `UIEditable`
    /// and `UISelectable`
    /// false when not, `UIAdjustsFontForContentSizeCategory` true when set; its font, colour
    /// and input traits are a text field's (`textFieldChild`), its data detectors its own
    /// (`textViewChild`), its scrolling a scroll view's.
    ///
    /// - Throws: `NIB0801` for a value with no archived form.
    mutating func textViewAttributes(_ element: XMLElementNode, textView: NibObjectGraph.Ref) throws(ArchiveReadError) {
        if let text = Self.text(of: element) { graph.set(textView, "UIText", graph.string(text)) }
        try setNumbered(
            [("textAlignment", "UITextAlignment", Self.textAlignments)], of: element, on: textView, absent: 4)
        // A text view's traits start with sentences capitalized, and its decoder reads
        // `UIAutocapitalizationType` only when present; a document leaves out none, its default.
        let capitalization = element.child("textInputTraits")?["autocapitalizationType"] ?? "none"
        guard let capitalized = Self.autocapitalizationTypes[capitalization] else {
            throw invalid(element, "autocapitalizationType")
        }
        if capitalized != 2 { graph.replace(textView, "UIAutocapitalizationType", NibObjectGraph.integer(capitalized)) }
        setFlags(
            [
                ("editable", "NO", "UIEditable", false), ("selectable", "NO", "UISelectable", false),
                ("adjustsFontForContentSizeCategory", "YES", "UIAdjustsFontForContentSizeCategory", true),
            ], of: element, on: textView)
    }

    /// `UIDataDetectorTypes`' bits by the names `<dataDetectorType>` gives.
    static let dataDetectorBits = [
        "phoneNumber": 1, "link": 2, "address": 4, "calendarEvent": 8, "shipmentTrackingNumber": 16,
        "flightNumber": 32, "lookupSuggestion": 64,
    ]

    /// Compiles a `<textView>`'s own children: its data detectors (`UIDataDetectorTypes`, when
    /// any), and what a text field has (`textFieldChild`); false for a child neither has.
    ///
    /// - Throws: `NIB0801` for a detector with no known bit.
    mutating func textViewChild(_ child: XMLElementNode, of textView: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> Bool
    {
        guard child.name == "dataDetectorType", child["key"] == "dataDetectorTypes" else {
            return try textFieldChild(child, of: textView)
        }
        try dataDetectors(child, of: textView)
        return true
    }

    /// A `<dataDetectorType key="dataDetectorTypes">` as `UIDataDetectorTypes`' bits, when any.
    ///
    /// - Throws: `NIB0801` for a detector with no known bit.
    mutating func dataDetectors(_ element: XMLElementNode, of view: NibObjectGraph.Ref) throws(ArchiveReadError) {
        var bits = 0
        for (name, value) in element.attributes where name != "key" {
            guard let bit = Self.dataDetectorBits[name] else { throw invalid(element, name) }
            if value == "YES" { bits |= bit }
        }
        if bits != 0 { graph.set(view, "UIDataDetectorTypes", NibObjectGraph.integer(bits)) }
    }
}
