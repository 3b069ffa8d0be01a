import ViewCore

/// How Xcode's attributes map onto coder keys: the key (UIKit's Swift property name) and the
/// kind of value. Attributes not listed here are kept verbatim (`XcodeVerbatim`), except the
/// design-time ones of `designTime`, which are dropped.
enum XcodeAttributeTable {
    /// The kind of value an attribute holds, and how its text becomes one.
    enum Kind {
        /// `YES` / `NO`.
        case bool
        /// A whole number.
        case integer
        /// A number.
        case real
        /// Text as written.
        case string
        /// An image name (`Image(named:)`).
        case image
        /// The id of another object of the file: a reference.
        case reference
        /// A name that stands for a value, through the table (names not in it are kept verbatim).
        case constants([String: CodingValue])
        /// An enum name, translated through the table (names not in it pass unchanged) and
        /// accepted only when `valid` says so (nil: any name).
        case name([String: String], valid: (@Sendable (String) -> Bool)?)
    }

    /// One attribute's key and kind.
    struct Rule {
        let key: String
        let kind: Kind
    }

    /// Attributes that only serve Interface Builder's canvas or its bookkeeping: dropped.
    static let designTime: Set<String> = [
        "id", "customClass", "customModule", "customModuleProvider", "userLabel", "misplaced", "ambiguous",
        "sceneMemberID", "fixedFrame", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "colorLabel",
        "verifyAmbiguity", "key", "initialViewController",
        // A cell's content view names its cell, which holds it already.
        "tableViewCell",
        // Interface Builder's switch between plain and attributed text: UIKit has no such
        // property, the `<attributedString key="attributedText">` element says it.
        "usesAttributedText",
    ]

    private static func valid<E: RawRepresentable & SendableMetatype>(_ type: E.Type) -> @Sendable (String) -> Bool
    where E.RawValue == String {
        { E(rawValue: $0) != nil }
    }

    /// Xcode's names of the line break modes, and the model's (`LineBreakMode`).
    static let lineBreakModes = [
        "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
        "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail",
        "middleTruncation": "byTruncatingMiddle",
    ]

    /// The rules every object element shares.
    static let common: [String: Rule] = [
        "hidden": Rule(key: "isHidden", kind: .bool),
        "opaque": Rule(key: "isOpaque", kind: .bool),
        "clipsSubviews": Rule(key: "clipsToBounds", kind: .bool),
        "userInteractionEnabled": Rule(key: "isUserInteractionEnabled", kind: .bool),
        "multipleTouchEnabled": Rule(key: "isMultipleTouchEnabled", kind: .bool),
        "exclusiveTouch": Rule(key: "isExclusiveTouch", kind: .bool),
        "clearsContextBeforeDrawing": Rule(key: "clearsContextBeforeDrawing", kind: .bool),
        "autoresizesSubviews": Rule(key: "autoresizesSubviews", kind: .bool),
        "translatesAutoresizingMaskIntoConstraints": Rule(
            key: "translatesAutoresizingMaskIntoConstraints", kind: .bool),
        "preservesSuperviewLayoutMargins": Rule(key: "preservesSuperviewLayoutMargins", kind: .bool),
        "insetsLayoutMarginsFromSafeArea": Rule(key: "insetsLayoutMarginsFromSafeArea", kind: .bool),
        "layoutMarginsFollowReadableWidth": Rule(key: "layoutMarginsFollowReadableWidth", kind: .bool),
        "alpha": Rule(key: "alpha", kind: .real),
        "tag": Rule(key: "tag", kind: .integer),
        "contentMode": Rule(key: "contentMode", kind: .name([:], valid: valid(View.ContentMode.self))),
        "semanticContentAttribute": Rule(
            key: "semanticContentAttribute", kind: .name([:], valid: valid(SemanticContentAttribute.self))),
        "tintAdjustmentMode": Rule(
            key: "tintAdjustmentMode", kind: .name([:], valid: valid(View.TintAdjustmentMode.self))),
        "horizontalHuggingPriority": Rule(key: "horizontalHuggingPriority", kind: .real),
        "verticalHuggingPriority": Rule(key: "verticalHuggingPriority", kind: .real),
        "horizontalCompressionResistancePriority": Rule(key: "horizontalCompressionResistancePriority", kind: .real),
        "verticalCompressionResistancePriority": Rule(key: "verticalCompressionResistancePriority", kind: .real),
        "restorationIdentifier": Rule(key: "restorationIdentifier", kind: .string),
        "storyboardIdentifier": Rule(key: "storyboardIdentifier", kind: .string),
        "enabled": Rule(key: "isEnabled", kind: .bool),
        "selected": Rule(key: "isSelected", kind: .bool),
        "highlighted": Rule(key: "isHighlighted", kind: .bool),
        "contentHorizontalAlignment": Rule(
            key: "contentHorizontalAlignment", kind: .name([:], valid: valid(Control.ContentHorizontalAlignment.self))),
        "contentVerticalAlignment": Rule(
            key: "contentVerticalAlignment", kind: .name([:], valid: valid(Control.ContentVerticalAlignment.self))),
        "text": Rule(key: "text", kind: .string),
        "title": Rule(key: "title", kind: .string),
        "placeholder": Rule(key: "placeholder", kind: .string),
        "reuseIdentifier": Rule(key: "reuseIdentifier", kind: .string),
        "identifier": Rule(key: "identifier", kind: .string),
        "textAlignment": Rule(key: "textAlignment", kind: .name([:], valid: valid(TextAlignment.self))),
        "lineBreakMode": Rule(key: "lineBreakMode", kind: .name(lineBreakModes, valid: valid(LineBreakMode.self))),
        "numberOfLines": Rule(key: "numberOfLines", kind: .integer),
        "adjustsFontSizeToFit": Rule(key: "adjustsFontSizeToFitWidth", kind: .bool),
        "baselineAdjustment": Rule(key: "baselineAdjustment", kind: .name([:], valid: valid(BaselineAdjustment.self))),
        "minimumScaleFactor": Rule(key: "minimumScaleFactor", kind: .real),
        "minimumFontSize": Rule(key: "minimumFontSize", kind: .real),
        "preferredMaxLayoutWidth": Rule(key: "preferredMaxLayoutWidth", kind: .real),
        "adjustsFontForContentSizeCategory": Rule(key: "adjustsFontForContentSizeCategory", kind: .bool),
        "image": Rule(key: "image", kind: .image),
        "highlightedImage": Rule(key: "highlightedImage", kind: .image),
        // Scroll views, tables, collections
        "scrollEnabled": Rule(key: "isScrollEnabled", kind: .bool),
        "pagingEnabled": Rule(key: "isPagingEnabled", kind: .bool),
        "directionalLockEnabled": Rule(key: "isDirectionalLockEnabled", kind: .bool),
        "bounces": Rule(key: "bounces", kind: .bool),
        "bouncesZoom": Rule(key: "bouncesZoom", kind: .bool),
        "alwaysBounceVertical": Rule(key: "alwaysBounceVertical", kind: .bool),
        "alwaysBounceHorizontal": Rule(key: "alwaysBounceHorizontal", kind: .bool),
        "showsHorizontalScrollIndicator": Rule(key: "showsHorizontalScrollIndicator", kind: .bool),
        "showsVerticalScrollIndicator": Rule(key: "showsVerticalScrollIndicator", kind: .bool),
        "delaysContentTouches": Rule(key: "delaysContentTouches", kind: .bool),
        "canCancelContentTouches": Rule(key: "canCancelContentTouches", kind: .bool),
        "scrollsToTop": Rule(key: "scrollsToTop", kind: .bool),
        "minimumZoomScale": Rule(key: "minimumZoomScale", kind: .real),
        "maximumZoomScale": Rule(key: "maximumZoomScale", kind: .real),
        "keyboardDismissMode": Rule(
            key: "keyboardDismissMode", kind: .name([:], valid: valid(ScrollView.KeyboardDismissMode.self))),
        "indicatorStyle": Rule(key: "indicatorStyle", kind: .name([:], valid: valid(ScrollView.IndicatorStyle.self))),
        "contentInsetAdjustmentBehavior": Rule(
            key: "contentInsetAdjustmentBehavior",
            kind: .name([:], valid: valid(ScrollView.ContentInsetAdjustmentBehavior.self))),
        "rowHeight": Rule(key: "rowHeight", kind: .real),
        "estimatedRowHeight": Rule(key: "estimatedRowHeight", kind: .real),
        "sectionHeaderHeight": Rule(key: "sectionHeaderHeight", kind: .real),
        "sectionFooterHeight": Rule(key: "sectionFooterHeight", kind: .real),
        "estimatedSectionHeaderHeight": Rule(key: "estimatedSectionHeaderHeight", kind: .real),
        "estimatedSectionFooterHeight": Rule(key: "estimatedSectionFooterHeight", kind: .real),
        "separatorStyle": Rule(
            key: "separatorStyle",
            kind: .name(
                ["default": "singleLine", "singleLineEtched": "singleLine"],
                valid: valid(TableView.SeparatorStyle.self))),
        "allowsSelection": Rule(key: "allowsSelection", kind: .bool),
        "allowsMultipleSelection": Rule(key: "allowsMultipleSelection", kind: .bool),
        "allowsSelectionDuringEditing": Rule(key: "allowsSelectionDuringEditing", kind: .bool),
        "editing": Rule(key: "isEditing", kind: .bool),
        "prefetchingEnabled": Rule(key: "isPrefetchingEnabled", kind: .bool),
        "selectionStyle": Rule(key: "selectionStyle", kind: .string),
        "accessoryType": Rule(key: "accessoryType", kind: .string),
        "editingAccessoryType": Rule(key: "editingAccessoryType", kind: .string),
        "indentationLevel": Rule(key: "indentationLevel", kind: .integer),
        "indentationWidth": Rule(key: "indentationWidth", kind: .real),
        "minimumLineSpacing": Rule(key: "minimumLineSpacing", kind: .real),
        "minimumInteritemSpacing": Rule(key: "minimumInteritemSpacing", kind: .real),
        "scrollDirection": Rule(key: "scrollDirection", kind: .name([:], valid: valid(LayoutAxis.self))),
        // Stack views
        "axis": Rule(key: "axis", kind: .name([:], valid: valid(LayoutAxis.self))),
        "distribution": Rule(key: "distribution", kind: .name([:], valid: valid(StackView.Distribution.self))),
        "alignment": Rule(
            key: "alignment", kind: .name(["baseline": "lastBaseline"], valid: valid(StackView.Alignment.self))),
        "spacing": Rule(key: "spacing", kind: .real),
        "baselineRelativeArrangement": Rule(key: "isBaselineRelativeArrangement", kind: .bool),
        "layoutMarginsRelativeArrangement": Rule(key: "isLayoutMarginsRelativeArrangement", kind: .bool),
        // Controls
        "buttonType": Rule(
            key: "buttonType", kind: .name(["roundedRect": "system"], valid: valid(Button.ButtonType.self))),
        "adjustsImageWhenHighlighted": Rule(key: "adjustsImageWhenHighlighted", kind: .bool),
        "adjustsImageWhenDisabled": Rule(key: "adjustsImageWhenDisabled", kind: .bool),
        "showsTouchWhenHighlighted": Rule(key: "showsTouchWhenHighlighted", kind: .bool),
        "borderStyle": Rule(key: "borderStyle", kind: .name([:], valid: valid(TextField.BorderStyle.self))),
        "clearButtonMode": Rule(key: "clearButtonMode", kind: .name([:], valid: valid(TextField.ViewMode.self))),
        "clearsOnBeginEditing": Rule(key: "clearsOnBeginEditing", kind: .bool),
        "editable": Rule(key: "isEditable", kind: .bool),
        "selectable": Rule(key: "isSelectable", kind: .bool),
        "on": Rule(key: "isOn", kind: .bool),
        "value": Rule(key: "value", kind: .real),
        "minValue": Rule(key: "minimumValue", kind: .real),
        "maxValue": Rule(key: "maximumValue", kind: .real),
        "continuous": Rule(key: "isContinuous", kind: .bool),
        "numberOfPages": Rule(key: "numberOfPages", kind: .integer),
        "currentPage": Rule(key: "currentPage", kind: .integer),
        "hidesForSinglePage": Rule(key: "hidesForSinglePage", kind: .bool),
        "selectedSegmentIndex": Rule(key: "selectedSegmentIndex", kind: .integer),
        "momentary": Rule(key: "isMomentary", kind: .bool),
        "apportionsSegmentWidthsByContent": Rule(key: "apportionsSegmentWidthsByContent", kind: .bool),
        "hidesWhenStopped": Rule(key: "hidesWhenStopped", kind: .bool),
        "animating": Rule(key: "isAnimating", kind: .bool),
        // Gesture recognizers
        "numberOfTapsRequired": Rule(key: "numberOfTapsRequired", kind: .integer),
        "numberOfTouchesRequired": Rule(key: "numberOfTouchesRequired", kind: .integer),
        "minimumNumberOfTouches": Rule(key: "minimumNumberOfTouches", kind: .integer),
        "maximumNumberOfTouches": Rule(key: "maximumNumberOfTouches", kind: .integer),
        "cancelsTouchesInView": Rule(key: "cancelsTouchesInView", kind: .bool),
        "delaysTouchesBegan": Rule(key: "delaysTouchesBegan", kind: .bool),
        "delaysTouchesEnded": Rule(key: "delaysTouchesEnded", kind: .bool),
        "minimumPressDuration": Rule(key: "minimumPressDuration", kind: .real),
        "allowableMovement": Rule(key: "allowableMovement", kind: .real),
        // View controllers
        "modalPresentationStyle": Rule(
            key: "modalPresentationStyle", kind: .name([:], valid: valid(ViewController.ModalPresentationStyle.self))),
        "modalTransitionStyle": Rule(
            key: "modalTransitionStyle", kind: .name([:], valid: valid(ViewController.ModalTransitionStyle.self))),
        "definesPresentationContext": Rule(key: "definesPresentationContext", kind: .bool),
        "providesPresentationContextTransitionStyle": Rule(
            key: "providesPresentationContextTransitionStyle", kind: .bool),
        "hidesBottomBarWhenPushed": Rule(key: "hidesBottomBarWhenPushed", kind: .bool),
        "modalInPresentation": Rule(key: "isModalInPresentation", kind: .bool),
        "nibName": Rule(key: "nibName", kind: .string),
        "translucent": Rule(key: "isTranslucent", kind: .bool),
    ]

    /// The attributes of `<textInputTraits key="textInputTraits">`, which UIKit keeps on the
    /// text field or text view itself.
    static let textInputTraits: [String: Rule] = [
        "keyboardType": Rule(
            key: "keyboardType", kind: .name(["alphabet": "asciiCapable"], valid: valid(KeyboardType.self))),
        "returnKeyType": Rule(key: "returnKeyType", kind: .name([:], valid: valid(ReturnKeyType.self))),
        "autocapitalizationType": Rule(
            key: "autocapitalizationType", kind: .name([:], valid: valid(TextAutocapitalizationType.self))),
        "autocorrectionType": Rule(
            key: "autocorrectionType", kind: .name([:], valid: valid(TextAutocorrectionType.self))),
        "secureTextEntry": Rule(key: "isSecureTextEntry", kind: .bool),
        "spellCheckingType": Rule(key: "spellCheckingType", kind: .string),
        "keyboardAppearance": Rule(key: "keyboardAppearance", kind: .string),
        "textContentType": Rule(key: "textContentType", kind: .string),
        "enablesReturnKeyAutomatically": Rule(key: "enablesReturnKeyAutomatically", kind: .bool),
        "smartDashesType": Rule(key: "smartDashesType", kind: .string),
        "smartQuotesType": Rule(key: "smartQuotesType", kind: .string),
        "smartInsertDeleteType": Rule(key: "smartInsertDeleteType", kind: .string),
    ]

    /// The rules of the attributes of `element`: `common`, under the rules that differ by
    /// element (`byElement`) and by attribute on any element.
    ///
    /// Looked up once per element, then once per attribute in a dictionary: matching
    /// (element, attribute) string pairs in a `switch` took 190M of 2.75G instructions for the
    /// reference .xib (1.3M calls, each comparing the pair against every case).
    static func rules(of element: String) -> ElementRules {
        ElementRules(specific: byElement[element])
    }

    /// The attribute rules of one element.
    struct ElementRules {
        let specific: [String: Rule]?

        /// The rule for `attribute`, nil when it is kept verbatim.
        func rule(for attribute: String) -> Rule? {
            if let specific, let rule = specific[attribute] { return rule }
            switch attribute {
            case "automaticallyAdjustsScrollViewInsets":
                return Rule(key: "automaticallyAdjustsScrollViewInsets", kind: .bool)
            case "value":
                // Only the elements of `byElement` that name it have a `value`.
                return nil
            default:
                return common[attribute]
            }
        }
    }

    /// What an attribute of an element is: dropped (`designTime`) or read by a rule; an
    /// attribute with no lookup is kept verbatim.
    enum Lookup {
        case dropped
        case rule(Rule)
    }

    /// `designTime` and `rules(of:)` in one dictionary per element, so that an attribute costs
    /// one lookup rather than two or three: the reference .xib's 360,000 attributes,
    /// 2.12G -> 2.07G instructions for one load (callgrind).
    static func lookups(of element: String) -> [String: Lookup] {
        lookupsByElement[element] ?? lookupsOfOtherElements
    }

    private static let lookupsOfOtherElements = mergedLookups(specific: nil)
    private static let lookupsByElement = byElement.mapValues { mergedLookups(specific: $0) }

    private static func mergedLookups(specific: [String: Rule]?) -> [String: Lookup] {
        var lookups = common.mapValues { Lookup.rule($0) }
        let rules = ElementRules(specific: specific)
        for name in Array(lookups.keys) + ["automaticallyAdjustsScrollViewInsets", "value"]
            + (specific.map { Array($0.keys) } ?? [])
        {
            lookups[name] = rules.rule(for: name).map { .rule($0) }
        }
        for name in designTime { lookups[name] = .dropped }
        return lookups
    }

    /// Rules that differ by element: the table view's and the activity indicator's `style`,
    /// the table view cell's `style` (`IBUITableViewCellStyleSubtitle` -> `subtitle`).
    static let byElement: [String: [String: Rule]] = {
        // `blackOpaque` is UIKit's deprecated name for `black`, which older files still write.
        let barStyle = Rule(key: "barStyle", kind: .name(["blackOpaque": "black"], valid: valid(BarStyle.self)))
        // Attributes that hold the id of another object of the file.
        func reference(_ attribute: String) -> (String, Rule) { (attribute, Rule(key: attribute, kind: .reference)) }
        func string(_ attribute: String) -> (String, Rule) { (attribute, Rule(key: attribute, kind: .string)) }
        let table: [String: [(String, Rule)]] = [
            "tableView": [
                ("style", Rule(key: "style", kind: .name([:], valid: valid(TableView.Style.self)))),
                reference("headerView"),
            ],
            "activityIndicatorView": [
                ("style", Rule(key: "style", kind: .name([:], valid: valid(ActivityIndicatorView.Style.self))))
            ],
            "tableViewCell": [
                (
                    "style",
                    Rule(
                        key: "style",
                        kind: .name(
                            [
                                "IBUITableViewCellStyleDefault": "default", "IBUITableViewCellStyleValue1": "value1",
                                "IBUITableViewCellStyleValue2": "value2", "IBUITableViewCellStyleSubtitle": "subtitle",
                            ], valid: nil))
                ),
                reference("textLabel"), reference("detailTextLabel"), reference("imageView"),
            ],
            "navigationBar": [("barStyle", barStyle), ("largeTitles", Rule(key: "prefersLargeTitles", kind: .bool))],
            "toolbar": [("barStyle", barStyle)],
            "tabBar": [("barStyle", barStyle)],
            "searchBar": [("barStyle", barStyle), string("searchBarStyle")],
            "barButtonItem": [string("style"), string("systemItem")],
            "popUpButtonCell": [reference("selectedItem")],
            "outlineView": [reference("headerView"), reference("outlineTableColumn")],
            "gridCell": [reference("row"), reference("column")],
            // A storyboard reference: which storyboard, which scene of it, and where it lives.
            "viewControllerPlaceholder": [
                string("storyboardName"), string("referencedIdentifier"), string("bundleIdentifier"),
            ],
            "tableViewSection": [string("headerTitle"), string("footerTitle")],
            "datePicker": [
                ("datePickerMode", Rule(key: "datePickerMode", kind: .name([:], valid: valid(DatePicker.Mode.self)))),
                ("minuteInterval", Rule(key: "minuteInterval", kind: .integer)),
            ],
            "navigationController": [
                ("navigationBarHidden", Rule(key: "isNavigationBarHidden", kind: .bool)),
                ("toolbarHidden", Rule(key: "isToolbarHidden", kind: .bool)),
            ],
            // NSStackView's orientation is UIStackView's axis.
            "stackView": [
                ("orientation", Rule(key: "axis", kind: .name([:], valid: valid(LayoutAxis.self)))),
                // UIKit's `spacingUseSystem`: the standard spacing, which Interface Builder lays
                // out as 8 points between views.
                ("spacingType", Rule(key: "spacing", kind: .constants(["standard": .real(8)]))),
            ],
            "button": [
                (
                    "lineBreakMode",
                    Rule(key: "titleLabel.lineBreakMode", kind: .name(lineBreakModes, valid: valid(LineBreakMode.self)))
                )
            ],
            "slider": [("value", Rule(key: "value", kind: .real))],
            "stepper": [
                ("value", Rule(key: "value", kind: .real)),
                ("minimumValue", Rule(key: "minimumValue", kind: .real)),
                ("maximumValue", Rule(key: "maximumValue", kind: .real)),
                ("stepValue", Rule(key: "stepValue", kind: .real)),
                ("autorepeat", Rule(key: "autorepeat", kind: .bool)),
                ("wraps", Rule(key: "wraps", kind: .bool)),
            ],
            // One direction name (`up`), which the option set's names spell alike.
            "swipeGestureRecognizer": [
                (
                    "direction",
                    Rule(
                        key: "direction",
                        kind: .name([:], valid: { SwipeGestureRecognizer.Direction(codingValue: .string($0)) != nil }))
                )
            ],
            "pageViewController": [
                (
                    "transitionStyle",
                    Rule(
                        key: "transitionStyle", kind: .name([:], valid: valid(PageViewController.TransitionStyle.self)))
                ),
                (
                    "navigationOrientation",
                    Rule(
                        key: "navigationOrientation",
                        kind: .name([:], valid: valid(PageViewController.NavigationOrientation.self)))
                ),
                (
                    "spineLocation",
                    Rule(key: "spineLocation", kind: .name([:], valid: valid(PageViewController.SpineLocation.self)))
                ),
            ],
            "navigationItem": [
                (
                    "largeTitleDisplayMode",
                    Rule(
                        key: "largeTitleDisplayMode",
                        kind: .name([:], valid: valid(NavigationItem.LargeTitleDisplayMode.self)))
                )
            ],
            "tabBarItem": [
                ("systemItem", Rule(key: "systemItem", kind: .name([:], valid: valid(TabBarItem.SystemItem.self))))
            ],
            "tableViewController": [
                ("clearsSelectionOnViewWillAppear", Rule(key: "clearsSelectionOnViewWillAppear", kind: .bool))
            ],
            "collectionViewController": [
                ("clearsSelectionOnViewWillAppear", Rule(key: "clearsSelectionOnViewWillAppear", kind: .bool))
            ],
            "progressView": [("progress", Rule(key: "progress", kind: .real))],
        ]
        return table.mapValues { Dictionary($0, uniquingKeysWith: { first, _ in first }) }
    }()
}
