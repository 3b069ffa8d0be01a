import Foundation
import ViewCore

/// Randomizers of the view classes added for Interface Builder's standard UIKit elements (cells,
/// bars, pickers, effects) and of the bar items they hold: every archived key gets a random,
/// usually non-default value.
extension RandomViewTree {
    /// Randomizes the properties of the classes this file covers (`randomizeClassProperties(of:)`
    /// covers the others).
    public mutating func randomizeBarAndCellProperties(of view: View) {
        switch view {
        case let v as NavigationBar: randomizeNavigationBar(v)
        case let v as Toolbar: randomizeToolbar(v)
        case let v as TabBar: randomizeTabBar(v)
        case let v as SearchBar: randomizeSearchBar(v)
        case let v as TableViewCell: randomizeTableViewCell(v)
        case let v as CollectionReusableView: randomizeCollectionReusableView(v)
        case let v as Stepper: randomizeStepper(v)
        case let v as ProgressView: randomizeProgressView(v)
        case let v as DatePicker: randomizeDatePicker(v)
        case let v as PickerView: if chance(0.5) { v.showsSelectionIndicator = true }
        case let v as VisualEffectView: randomizeVisualEffectView(v)
        default: break
        }
        randomizeControlExtras(of: view)
    }

    // MARK: Items

    /// Randomizes the keys every bar item has.
    public mutating func randomizeBarItem(_ item: BarItem) {
        if chance(0.6) { item.title = optionalString() }
        if chance(0.5) { item.image = image() }
        if chance(0.3) { item.landscapeImagePhone = image() }
        if chance(0.3) { item.largeContentSizeImage = image() }
        if chance(0.3) { item.imageInsets = insets() }
        if chance(0.4) { item.tag = count(-5...5, extremeAbove: 5) }
        if chance(0.3) { item.isEnabled = false }
        if chance(0.3) { item.accessibilityLabel = optionalString() }
        if chance(0.3) { item.accessibilityIdentifier = optionalString() }
    }

    /// A bar button item of any kind (titled, image, system, custom view) with random keys.
    public mutating func randomBarButtonItem() -> BarButtonItem {
        let item: BarButtonItem
        switch int(0...3) {
        case 0: item = BarButtonItem(title: string(), style: anyCase(of: BarButtonItem.Style.self))
        case 1: item = BarButtonItem(image: image(), style: anyCase(of: BarButtonItem.Style.self))
        case 2: item = BarButtonItem(barButtonSystemItem: anyCase(of: BarButtonItem.SystemItem.self))
        default: item = BarButtonItem(customView: chance(0.5) ? Label(frame: rect()) : View(frame: rect()))
        }
        randomizeBarItem(item)
        if chance(0.4) { item.width = real(0...80) }
        if chance(0.4) { item.tintColor = color() }
        if chance(0.3) { item.possibleTitles = Set((0..<int(0...3)).map { _ in string() }) }
        if chance(0.3) { item.isSelected = true }
        return item
    }

    /// A navigation item with random keys and bar button items.
    public mutating func randomNavigationItem() -> NavigationItem {
        let item = NavigationItem(title: optionalString())
        if chance(0.4) { item.prompt = optionalString() }
        if chance(0.4) { item.backButtonTitle = optionalString() }
        if chance(0.4) { item.largeTitleDisplayMode = anyCase(of: NavigationItem.LargeTitleDisplayMode.self) }
        if chance(0.3) { item.hidesBackButton = true }
        if chance(0.3) { item.leftItemsSupplementBackButton = true }
        if chance(0.2) { item.titleView = View(frame: rect()) }
        item.leftBarButtonItems = (0..<int(0...2)).map { _ in randomBarButtonItem() }
        item.rightBarButtonItems = (0..<int(0...2)).map { _ in randomBarButtonItem() }
        if chance(0.3) { item.backBarButtonItem = randomBarButtonItem() }
        return item
    }

    /// A tab bar item of either kind with random keys.
    public mutating func randomTabBarItem() -> TabBarItem {
        let item =
            chance(0.2)
            ? TabBarItem(tabBarSystemItem: anyCase(of: TabBarItem.SystemItem.self), tag: int(0...9))
            : TabBarItem(title: optionalString(), image: maybe { $0.image() }, selectedImage: maybe(0.4) { $0.image() })
        randomizeBarItem(item)
        if chance(0.4) { item.badgeValue = optionalString() }
        if chance(0.3) { item.badgeColor = color() }
        if chance(0.3) { item.titlePositionAdjustment = size() }
        return item
    }

    // MARK: Bars

    /// Randomizes a navigation bar's keys and gives it random items.
    public mutating func randomizeNavigationBar(_ bar: NavigationBar) {
        if chance(0.6) { bar.items = (0..<int(0...3)).map { _ in randomNavigationItem() } }
        if chance(0.4) { bar.barStyle = anyCase(of: BarStyle.self) }
        if chance(0.4) { bar.isTranslucent = false }
        if chance(0.4) { bar.barTintColor = color() }
        if chance(0.3) { bar.prefersLargeTitles = true }
        if chance(0.3) { bar.shadowImage = image() }
        if chance(0.3) { bar.backgroundImage = image() }
    }

    /// Randomizes a toolbar's keys and gives it random items.
    public mutating func randomizeToolbar(_ bar: Toolbar) {
        if chance(0.7) { bar.items = (0..<int(0...4)).map { _ in randomBarButtonItem() } }
        if chance(0.4) { bar.barStyle = anyCase(of: BarStyle.self) }
        if chance(0.4) { bar.isTranslucent = false }
        if chance(0.4) { bar.barTintColor = color() }
    }

    /// Randomizes a tab bar's keys, gives it random items and selects one of them.
    public mutating func randomizeTabBar(_ bar: TabBar) {
        if chance(0.7) {
            let items = (0..<int(0...4)).map { _ in randomTabBarItem() }
            bar.items = items
            if !items.isEmpty, chance(0.7) { bar.selectedItem = pick(items) }
        }
        if chance(0.4) { bar.barStyle = anyCase(of: BarStyle.self) }
        if chance(0.4) { bar.isTranslucent = false }
        if chance(0.4) { bar.barTintColor = color() }
        if chance(0.4) { bar.unselectedItemTintColor = color() }
        if chance(0.4) { bar.itemPositioning = anyCase(of: TabBar.ItemPositioning.self) }
    }

    /// Randomizes every key of a search bar, its text input traits included.
    public mutating func randomizeSearchBar(_ bar: SearchBar) {
        if chance(0.6) { bar.text = optionalString() }
        if chance(0.6) { bar.placeholder = optionalString() }
        if chance(0.4) { bar.prompt = optionalString() }
        if chance(0.5) { bar.searchBarStyle = anyCase(of: SearchBar.Style.self) }
        if chance(0.4) { bar.barStyle = anyCase(of: BarStyle.self) }
        if chance(0.4) { bar.barTintColor = color() }
        if chance(0.3) { bar.isTranslucent = false }
        if chance(0.3) { bar.showsCancelButton = true }
        if chance(0.3) { bar.showsBookmarkButton = true }
        if chance(0.3) { bar.showsSearchResultsButton = true }
        if chance(0.3) { bar.showsScopeBar = true }
        if chance(0.4) { bar.scopeButtonTitles = (0..<int(0...3)).map { _ in string() } }
        if chance(0.4) { bar.selectedScopeButtonIndex = int(0...3) }
        if chance(0.3) { bar.backgroundImage = image() }
        randomizeTextInputTraits(bar)
    }

    /// Randomizes every text input trait of `input`.
    public mutating func randomizeTextInputTraits(_ input: some TextInputTraits) {
        if chance(0.5) { input.autocapitalizationType = anyCase(of: TextAutocapitalizationType.self) }
        if chance(0.5) { input.autocorrectionType = anyCase(of: TextAutocorrectionType.self) }
        if chance(0.5) { input.spellCheckingType = anyCase(of: TextSpellCheckingType.self) }
        if chance(0.4) { input.smartQuotesType = anyCase(of: TextSmartQuotesType.self) }
        if chance(0.4) { input.smartDashesType = anyCase(of: TextSmartDashesType.self) }
        if chance(0.4) { input.smartInsertDeleteType = anyCase(of: TextSmartInsertDeleteType.self) }
        if chance(0.5) { input.keyboardType = anyCase(of: KeyboardType.self) }
        if chance(0.5) { input.keyboardAppearance = anyCase(of: KeyboardAppearance.self) }
        if chance(0.5) { input.returnKeyType = anyCase(of: ReturnKeyType.self) }
        if chance(0.3) { input.enablesReturnKeyAutomatically = true }
        if chance(0.3) { input.isSecureTextEntry = true }
        if chance(0.4) {
            input.textContentType = pick([
                TextContentType.username, .password, .oneTimeCode, TextContentType(rawValue: string()),
            ])
        }
    }

    // MARK: Cells

    /// Randomizes a table view cell's keys, its accessory and background views, and adds content.
    public mutating func randomizeTableViewCell(_ cell: TableViewCell) {
        if chance(0.6) { cell.accessoryType = anyCase(of: TableViewCell.AccessoryType.self) }
        if chance(0.4) { cell.editingAccessoryType = anyCase(of: TableViewCell.AccessoryType.self) }
        if chance(0.2) { cell.accessoryView = Switch(frame: rect()) }
        if chance(0.2) { cell.editingAccessoryView = View(frame: rect()) }
        if chance(0.2) { cell.backgroundView = View(frame: rect()) }
        if chance(0.2) { cell.selectedBackgroundView = View(frame: rect()) }
        if chance(0.5) { cell.selectionStyle = anyCase(of: TableViewCell.SelectionStyle.self) }
        if chance(0.4) { cell.indentationLevel = int(0...5) }
        if chance(0.4) { cell.indentationWidth = real(0...40) }
        if chance(0.3) { cell.shouldIndentWhileEditing = false }
        if chance(0.3) { cell.showsReorderControl = true }
        if chance(0.4) { cell.separatorInset = insets() }
        if chance(0.3) { cell.isSelected = true }
        if chance(0.3) { cell.isHighlighted = true }
        if chance(0.3) { cell.isEditing = true }
        if chance(0.5) { cell.textLabel?.text = string() }
        // Content of the app's own inside the content view.
        if chance(0.4) { cell.contentView.addSubview(Label(frame: rect())) }
    }

    /// Randomizes a reusable view's reuse identifier and, for a cell, its keys and content.
    public mutating func randomizeCollectionReusableView(_ view: CollectionReusableView) {
        if chance(0.7) { view.reuseIdentifier = optionalString() }
        guard let cell = view as? CollectionViewCell else { return }
        if chance(0.2) { cell.backgroundView = View(frame: rect()) }
        if chance(0.2) { cell.selectedBackgroundView = View(frame: rect()) }
        if chance(0.3) { cell.isSelected = true }
        if chance(0.3) { cell.isHighlighted = true }
        if chance(0.4) { cell.contentView.addSubview(ImageView(frame: rect())) }
    }

    // MARK: Pickers, progress and effects

    /// Randomizes a stepper's range, step, value and flags.
    public mutating func randomizeStepper(_ stepper: Stepper) {
        if chance(0.7) {
            // Below, straddling or above the default range; the value is clamped into it.
            let low = Double(real(-50...150))
            stepper.maximumValue = low + Double(real(0...100))
            stepper.minimumValue = low
        }
        if chance(0.5) { stepper.stepValue = Double(real(1...10)) }
        if chance(0.8) { stepper.value = Double(real(-60...260)) }
        if chance(0.3) { stepper.isContinuous = false }
        if chance(0.3) { stepper.autorepeat = false }
        if chance(0.3) { stepper.wraps = true }
    }

    /// Randomizes a progress view's style, progress, colours and images.
    public mutating func randomizeProgressView(_ view: ProgressView) {
        if chance(0.4) { view.progressViewStyle = anyCase(of: ProgressView.Style.self) }
        if chance(0.7) { view.progress = Float(real(-1...2)) }
        if chance(0.4) { view.progressTintColor = color() }
        if chance(0.4) { view.trackTintColor = color() }
        if chance(0.3) { view.progressImage = image() }
        if chance(0.3) { view.trackImage = image() }
    }

    /// Randomizes a date picker's mode, style, dates, interval and locale; the date is always set.
    public mutating func randomizeDatePicker(_ picker: DatePicker) {
        if chance(0.6) { picker.datePickerMode = anyCase(of: DatePicker.Mode.self) }
        if chance(0.5) { picker.preferredDatePickerStyle = anyCase(of: DatePicker.Style.self) }
        // Always set: a picker left at its creation date shows the decoding date after a round trip.
        picker.date = Date(timeIntervalSinceReferenceDate: Double(real(-1_000_000...1_000_000)))
        if chance(0.4) { picker.minimumDate = Date(timeIntervalSinceReferenceDate: Double(real(-2_000_000...0))) }
        if chance(0.4) { picker.maximumDate = Date(timeIntervalSinceReferenceDate: Double(real(0...2_000_000))) }
        if chance(0.4) { picker.countDownDuration = Double(real(0...86_400)) }
        if chance(0.5) { picker.minuteInterval = pick([1, 2, 5, 10, 15, 30]) }
        if chance(0.4) { picker.locale = Locale(identifier: pick(["en_US", "fr_FR", "ja_JP"])) }
        if chance(0.3) { picker.roundsToMinuteInterval = false }
    }

    /// Gives a visual effect view a random effect (or none) and, sometimes, content.
    public mutating func randomizeVisualEffectView(_ view: VisualEffectView) {
        switch int(0...3) {
        case 0: view.effect = nil
        case 1: view.effect = VisualEffect()
        case 2: view.effect = BlurEffect(style: anyCase(of: BlurEffect.Style.self))
        default: view.effect = VibrancyEffect(blurEffect: BlurEffect(style: anyCase(of: BlurEffect.Style.self)))
        }
        if chance(0.4) { view.contentView.addSubview(Label(frame: rect())) }
    }
}
