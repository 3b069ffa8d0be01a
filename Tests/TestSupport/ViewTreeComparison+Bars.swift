import Foundation
import ViewCore

/// Comparisons of the view classes added for Interface Builder's standard UIKit elements and of
/// the bar items they hold. Views that an item or cell holds outside the tree (a custom view, a
/// title view) are compared by class and frame; views inside the tree by their position.
extension ViewTreeComparison {
    /// One comparison per class this file covers.
    public static var barAndCellComparisons: [Extra] {
        [
            compare(NavigationBar.self, compareNavigationBar), compare(Toolbar.self, compareToolbar),
            compare(TabBar.self, compareTabBar), compare(SearchBar.self, compareSearchBar),
            compare(TableViewCell.self, compareTableViewCell),
            compare(CollectionReusableView.self, compareReusableView),
            compare(CollectionViewCell.self, compareCollectionViewCell), compare(Stepper.self, compareStepper),
            compare(ProgressView.self, compareProgressView), compare(DatePicker.self, compareDatePicker),
            compare(PickerView.self) { a, b, d in
                d.check("showsSelectionIndicator", a.showsSelectionIndicator, b.showsSelectionIndicator)
            },
            compare(VisualEffectView.self, compareVisualEffectView),
        ]
    }

    /// Two views outside the tree: class and frame ("nil" when absent).
    static func describeDetached(_ view: View?) -> String {
        guard let view else { return "nil" }
        return "\(type(of: view))\(view.frame)"
    }

    /// A view's position relative to `root` (`0.2.1`), or its class and frame when it is not in
    /// `root`'s subtree.
    static func describe(_ view: View?, under root: View) -> String {
        guard let view else { return "nil" }
        var indices: [Int] = []
        var current = view
        while current !== root {
            guard let parent = current.superview, let index = parent.subviews.firstIndex(where: { $0 === current })
            else {
                return describeDetached(view)
            }
            indices.insert(index, at: 0)
            current = parent
        }
        return "@" + indices.map(String.init).joined(separator: ".")
    }

    // MARK: Items

    /// Every archived key of two bar items, including their subclass's.
    public static func compareBarItems(_ a: BarItem, _ b: BarItem) -> [String] {
        var d = PropertyDifferences()
        d.check("class", "\(type(of: a))", "\(type(of: b))")
        d.check("title", a.title, b.title)
        d.check("image", a.image, b.image)
        d.check("landscapeImagePhone", a.landscapeImagePhone, b.landscapeImagePhone)
        d.check("largeContentSizeImage", a.largeContentSizeImage, b.largeContentSizeImage)
        d.check("imageInsets", a.imageInsets, b.imageInsets)
        d.check("tag", a.tag, b.tag)
        d.check("isEnabled", a.isEnabled, b.isEnabled)
        d.check("accessibilityLabel", a.accessibilityLabel, b.accessibilityLabel)
        d.check("accessibilityIdentifier", a.accessibilityIdentifier, b.accessibilityIdentifier)
        switch (a, b) {
        case (let a as BarButtonItem, let b as BarButtonItem):
            d.check("style", a.style, b.style)
            d.check("systemItem", a.systemItem, b.systemItem)
            d.check("width", a.width, b.width)
            d.check("tintColor", a.tintColor, b.tintColor)
            d.check("customView", describeDetached(a.customView), describeDetached(b.customView))
            d.check("possibleTitles", a.possibleTitles, b.possibleTitles)
            d.check("isSelected", a.isSelected, b.isSelected)
        case (let a as TabBarItem, let b as TabBarItem):
            d.check("systemItem", a.systemItem, b.systemItem)
            d.check("selectedImage", a.selectedImage, b.selectedImage)
            d.check("badgeValue", a.badgeValue, b.badgeValue)
            d.check("badgeColor", a.badgeColor, b.badgeColor)
            d.check("titlePositionAdjustment", a.titlePositionAdjustment, b.titlePositionAdjustment)
        default:
            break
        }
        return d.lines
    }

    /// Two lists of bar items, item by item, under `name`.
    public static func compareItemLists(
        _ a: [BarItem]?, _ b: [BarItem]?, name: String, into d: inout PropertyDifferences
    ) {
        d.check("\(name).count", a?.count, b?.count)
        for (index, (x, y)) in zip(a ?? [], b ?? []).enumerated() {
            d.append(compareBarItems(x, y), prefix: "\(name)[\(index)].")
        }
    }

    /// Every archived key of two navigation items, their bar button items included.
    public static func compareNavigationItems(_ a: NavigationItem, _ b: NavigationItem) -> [String] {
        var d = PropertyDifferences()
        d.check("title", a.title, b.title)
        d.check("prompt", a.prompt, b.prompt)
        d.check("backButtonTitle", a.backButtonTitle, b.backButtonTitle)
        d.check("largeTitleDisplayMode", a.largeTitleDisplayMode, b.largeTitleDisplayMode)
        d.check("hidesBackButton", a.hidesBackButton, b.hidesBackButton)
        d.check("leftItemsSupplementBackButton", a.leftItemsSupplementBackButton, b.leftItemsSupplementBackButton)
        d.check("titleView", describeDetached(a.titleView), describeDetached(b.titleView))
        compareItemLists(a.leftBarButtonItems, b.leftBarButtonItems, name: "leftBarButtonItems", into: &d)
        compareItemLists(a.rightBarButtonItems, b.rightBarButtonItems, name: "rightBarButtonItems", into: &d)
        compareItemLists(
            a.backBarButtonItem.map { [$0] }, b.backBarButtonItem.map { [$0] }, name: "backBarButtonItem", into: &d)
        return d.lines
    }

    // MARK: Bars

    static func compareNavigationBar(_ a: NavigationBar, _ b: NavigationBar, _ d: inout PropertyDifferences) {
        d.check("items.count", a.items?.count, b.items?.count)
        for (index, (x, y)) in zip(a.items ?? [], b.items ?? []).enumerated() {
            d.append(compareNavigationItems(x, y), prefix: "items[\(index)].")
        }
        d.check("barStyle", a.barStyle, b.barStyle)
        d.check("isTranslucent", a.isTranslucent, b.isTranslucent)
        d.check("barTintColor", a.barTintColor, b.barTintColor)
        d.check("prefersLargeTitles", a.prefersLargeTitles, b.prefersLargeTitles)
        d.check("shadowImage", a.shadowImage, b.shadowImage)
        d.check("backgroundImage", a.backgroundImage, b.backgroundImage)
    }

    static func compareToolbar(_ a: Toolbar, _ b: Toolbar, _ d: inout PropertyDifferences) {
        compareItemLists(a.items, b.items, name: "items", into: &d)
        d.check("barStyle", a.barStyle, b.barStyle)
        d.check("isTranslucent", a.isTranslucent, b.isTranslucent)
        d.check("barTintColor", a.barTintColor, b.barTintColor)
    }

    static func compareTabBar(_ a: TabBar, _ b: TabBar, _ d: inout PropertyDifferences) {
        compareItemLists(a.items, b.items, name: "items", into: &d)
        let selected = { (bar: TabBar) in bar.selectedItem.map { item in bar.items?.firstIndex { $0 === item } ?? -1 } }
        d.check("selectedItem", selected(a), selected(b))
        d.check("barStyle", a.barStyle, b.barStyle)
        d.check("isTranslucent", a.isTranslucent, b.isTranslucent)
        d.check("barTintColor", a.barTintColor, b.barTintColor)
        d.check("unselectedItemTintColor", a.unselectedItemTintColor, b.unselectedItemTintColor)
        d.check("itemPositioning", a.itemPositioning, b.itemPositioning)
    }

    static func compareSearchBar(_ a: SearchBar, _ b: SearchBar, _ d: inout PropertyDifferences) {
        d.check("text", a.text, b.text)
        d.check("placeholder", a.placeholder, b.placeholder)
        d.check("prompt", a.prompt, b.prompt)
        d.check("searchBarStyle", a.searchBarStyle, b.searchBarStyle)
        d.check("barStyle", a.barStyle, b.barStyle)
        d.check("barTintColor", a.barTintColor, b.barTintColor)
        d.check("isTranslucent", a.isTranslucent, b.isTranslucent)
        d.check("showsCancelButton", a.showsCancelButton, b.showsCancelButton)
        d.check("showsBookmarkButton", a.showsBookmarkButton, b.showsBookmarkButton)
        d.check("showsSearchResultsButton", a.showsSearchResultsButton, b.showsSearchResultsButton)
        d.check("showsScopeBar", a.showsScopeBar, b.showsScopeBar)
        d.check("scopeButtonTitles", a.scopeButtonTitles, b.scopeButtonTitles)
        d.check("selectedScopeButtonIndex", a.selectedScopeButtonIndex, b.selectedScopeButtonIndex)
        d.check("backgroundImage", a.backgroundImage, b.backgroundImage)
        compareTextInputTraits(a, b, &d)
    }

    static func compareTextInputTraits(
        _ a: some TextInputTraits, _ b: some TextInputTraits, _ d: inout PropertyDifferences
    ) {
        d.check("autocapitalizationType", a.autocapitalizationType, b.autocapitalizationType)
        d.check("autocorrectionType", a.autocorrectionType, b.autocorrectionType)
        d.check("spellCheckingType", a.spellCheckingType, b.spellCheckingType)
        d.check("smartQuotesType", a.smartQuotesType, b.smartQuotesType)
        d.check("smartDashesType", a.smartDashesType, b.smartDashesType)
        d.check("smartInsertDeleteType", a.smartInsertDeleteType, b.smartInsertDeleteType)
        d.check("keyboardType", a.keyboardType, b.keyboardType)
        d.check("keyboardAppearance", a.keyboardAppearance, b.keyboardAppearance)
        d.check("returnKeyType", a.returnKeyType, b.returnKeyType)
        d.check("enablesReturnKeyAutomatically", a.enablesReturnKeyAutomatically, b.enablesReturnKeyAutomatically)
        d.check("isSecureTextEntry", a.isSecureTextEntry, b.isSecureTextEntry)
        d.check("textContentType", a.textContentType, b.textContentType)
    }

    // MARK: Cells

    static func compareTableViewCell(_ a: TableViewCell, _ b: TableViewCell, _ d: inout PropertyDifferences) {
        d.check("style", a.style, b.style)
        d.check("reuseIdentifier", a.reuseIdentifier, b.reuseIdentifier)
        d.check("contentView", describe(a.contentView, under: a), describe(b.contentView, under: b))
        d.check("textLabel", describe(a.textLabel, under: a), describe(b.textLabel, under: b))
        d.check("detailTextLabel", describe(a.detailTextLabel, under: a), describe(b.detailTextLabel, under: b))
        d.check("imageView", describe(a.imageView, under: a), describe(b.imageView, under: b))
        d.check("accessoryType", a.accessoryType, b.accessoryType)
        d.check("editingAccessoryType", a.editingAccessoryType, b.editingAccessoryType)
        d.check("accessoryView", describe(a.accessoryView, under: a), describe(b.accessoryView, under: b))
        d.check(
            "editingAccessoryView", describe(a.editingAccessoryView, under: a),
            describe(b.editingAccessoryView, under: b))
        d.check("backgroundView", describe(a.backgroundView, under: a), describe(b.backgroundView, under: b))
        d.check(
            "selectedBackgroundView", describe(a.selectedBackgroundView, under: a),
            describe(b.selectedBackgroundView, under: b))
        d.check("selectionStyle", a.selectionStyle, b.selectionStyle)
        d.check("indentationLevel", a.indentationLevel, b.indentationLevel)
        d.check("indentationWidth", a.indentationWidth, b.indentationWidth)
        d.check("shouldIndentWhileEditing", a.shouldIndentWhileEditing, b.shouldIndentWhileEditing)
        d.check("showsReorderControl", a.showsReorderControl, b.showsReorderControl)
        d.check("separatorInset", a.separatorInset, b.separatorInset)
        d.check("isSelected", a.isSelected, b.isSelected)
        d.check("isHighlighted", a.isHighlighted, b.isHighlighted)
        d.check("isEditing", a.isEditing, b.isEditing)
    }

    static func compareReusableView(
        _ a: CollectionReusableView, _ b: CollectionReusableView, _ d: inout PropertyDifferences
    ) {
        d.check("reuseIdentifier", a.reuseIdentifier, b.reuseIdentifier)
    }

    static func compareCollectionViewCell(
        _ a: CollectionViewCell, _ b: CollectionViewCell, _ d: inout PropertyDifferences
    ) {
        d.check("contentView", describe(a.contentView, under: a), describe(b.contentView, under: b))
        d.check("backgroundView", describe(a.backgroundView, under: a), describe(b.backgroundView, under: b))
        d.check(
            "selectedBackgroundView", describe(a.selectedBackgroundView, under: a),
            describe(b.selectedBackgroundView, under: b))
        d.check("isSelected", a.isSelected, b.isSelected)
        d.check("isHighlighted", a.isHighlighted, b.isHighlighted)
    }

    // MARK: Pickers, progress and effects

    static func compareStepper(_ a: Stepper, _ b: Stepper, _ d: inout PropertyDifferences) {
        d.check("value", a.value, b.value)
        d.check("minimumValue", a.minimumValue, b.minimumValue)
        d.check("maximumValue", a.maximumValue, b.maximumValue)
        d.check("stepValue", a.stepValue, b.stepValue)
        d.check("isContinuous", a.isContinuous, b.isContinuous)
        d.check("autorepeat", a.autorepeat, b.autorepeat)
        d.check("wraps", a.wraps, b.wraps)
    }

    static func compareProgressView(_ a: ProgressView, _ b: ProgressView, _ d: inout PropertyDifferences) {
        d.check("progressViewStyle", a.progressViewStyle, b.progressViewStyle)
        d.check("progress", a.progress, b.progress)
        d.check("progressTintColor", a.progressTintColor, b.progressTintColor)
        d.check("trackTintColor", a.trackTintColor, b.trackTintColor)
        d.check("progressImage", a.progressImage, b.progressImage)
        d.check("trackImage", a.trackImage, b.trackImage)
    }

    static func compareDatePicker(_ a: DatePicker, _ b: DatePicker, _ d: inout PropertyDifferences) {
        d.check("datePickerMode", a.datePickerMode, b.datePickerMode)
        d.check("preferredDatePickerStyle", a.preferredDatePickerStyle, b.preferredDatePickerStyle)
        d.check("date", a.date, b.date)
        d.check("minimumDate", a.minimumDate, b.minimumDate)
        d.check("maximumDate", a.maximumDate, b.maximumDate)
        d.check("countDownDuration", a.countDownDuration, b.countDownDuration)
        d.check("minuteInterval", a.minuteInterval, b.minuteInterval)
        d.check("locale", a.locale?.identifier, b.locale?.identifier)
        d.check("roundsToMinuteInterval", a.roundsToMinuteInterval, b.roundsToMinuteInterval)
    }

    static func compareVisualEffectView(_ a: VisualEffectView, _ b: VisualEffectView, _ d: inout PropertyDifferences) {
        d.check("contentView", describe(a.contentView, under: a), describe(b.contentView, under: b))
        d.check("effect", describeEffect(a.effect), describeEffect(b.effect))
    }

    static func describeEffect(_ effect: VisualEffect?) -> String {
        switch effect {
        case nil: "nil"
        case let blur as BlurEffect: "blur(\(blur.style))"
        case let vibrancy as VibrancyEffect: "vibrancy(\(vibrancy.blurEffect.style))"
        case let other?: "\(type(of: other))"
        }
    }
}
