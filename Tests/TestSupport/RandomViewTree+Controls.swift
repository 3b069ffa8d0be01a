import Foundation
import ViewCore

/// Randomizers of the properties each view class adds to `View`: every archived key of each
/// class gets a random value, most of them non-default. Values come from the builder's helpers
/// (multiples of 1/8, XML-hostile strings), so they survive a text round trip exactly.
extension RandomViewTree {
    // MARK: Values

    /// An image reference: an app image (sometimes with an XML-hostile name) or a system symbol.
    public mutating func image() -> Image {
        switch int(0...2) {
        case 0: return Image(named: pick(["logo", "avatar", "icon@2x", "background-dark"]))
        case 1: return Image(named: string())
        default: return Image(systemName: pick(["star.fill", "gear", "chevron.right", "person.crop.circle"]))
        }
    }

    /// A string for an optional property: usually `string()`, sometimes empty or nil.
    public mutating func optionalString() -> String? {
        switch int(0...9) {
        case 0: return nil
        case 1: return ""
        default: return string()
        }
    }

    /// A count, usually small, sometimes at the edges of `Int` (past what a double holds exactly).
    public mutating func count(_ range: ClosedRange<Int>, extremeAbove bound: Int? = nil) -> Int {
        guard let bound, chance(0.1) else { return int(range) }
        return pick([Int.max, Int.max - 1, (1 << 53) + 1, Swift.max(bound, 1 << 31)])
    }

    /// A random value or nil.
    public mutating func maybe<T>(_ probability: Double = 0.7, _ make: (inout RandomViewTree) -> T) -> T? {
        chance(probability) ? make(&self) : nil
    }

    /// A case of `T`, any of them (the default included).
    public mutating func anyCase<T: CaseIterable>(of type: T.Type) -> T { pick(Array(T.allCases)) }

    /// The control states per-state values are set for: the single flags and some combinations.
    public static let buttonStates: [Control.State] = [
        .normal, .highlighted, .disabled, .selected, .focused, [.highlighted, .selected], [.disabled, .selected],
        [.highlighted, .disabled, .selected, .focused],
    ]

    // MARK: Dispatch

    /// Randomizes the properties of every class `view` is an instance of, superclass first.
    public mutating func randomizeClassProperties(of view: View) {
        if let control = view as? Control { randomizeControl(control) }
        if let scroll = view as? ScrollView { randomizeScrollView(scroll) }
        switch view {
        case let v as Label: randomizeLabel(v)
        case let v as Button: randomizeButton(v)
        case let v as ImageView: randomizeImageView(v)
        case let v as TextField: randomizeTextField(v)
        case let v as TextView: randomizeTextView(v)
        case let v as Switch: randomizeSwitch(v)
        case let v as Slider: randomizeSlider(v)
        case let v as StackView: randomizeStackView(v)
        case let v as TableView: randomizeTableView(v)
        case let v as CollectionView: randomizeCollectionView(v)
        case let v as ActivityIndicatorView: randomizeActivityIndicator(v)
        case let v as PageControl: randomizePageControl(v)
        case let v as SegmentedControl: randomizeSegmentedControl(v)
        default: break
        }
    }

    // MARK: Control and its subclasses

    /// Sets random values on every archived property of the control.
    public mutating func randomizeControl(_ control: Control) {
        if chance(0.4) { control.isEnabled = false }
        if chance(0.4) { control.isSelected = true }
        if chance(0.4) { control.isHighlighted = true }
        if chance(0.6) { control.contentHorizontalAlignment = anyCase(of: Control.ContentHorizontalAlignment.self) }
        if chance(0.6) { control.contentVerticalAlignment = anyCase(of: Control.ContentVerticalAlignment.self) }
    }

    /// Sets random values on every archived property of the button.
    public mutating func randomizeButton(_ button: Button) {
        for state in Self.buttonStates {
            if chance(0.5) { button.setTitle(chance(0.1) ? "" : string(), for: state) }
            if chance(0.4) { button.setTitleColor(color(), for: state) }
            if chance(0.4) { button.setImage(image(), for: state) }
            if chance(0.3) { button.setBackgroundImage(image(), for: state) }
        }
        if chance(0.6) { button.titleLabel?.font = font() }
        if chance(0.6) { button.contentEdgeInsets = insets() }
        if chance(0.4) { button.adjustsImageWhenHighlighted = false }
        if chance(0.4) { button.adjustsImageWhenDisabled = false }
        if chance(0.4) { button.showsTouchWhenHighlighted = true }
    }

    /// Sets random values on every archived property of the textField.
    public mutating func randomizeTextField(_ field: TextField) {
        if chance(0.7) { field.text = optionalString() }
        if chance(0.6) { field.placeholder = optionalString() }
        if chance(0.6) { field.font = chance(0.15) ? nil : font() }
        if chance(0.6) { field.textColor = color() }
        if chance(0.6) { field.textAlignment = anyCase(of: TextAlignment.self) }
        if chance(0.6) { field.borderStyle = anyCase(of: TextField.BorderStyle.self) }
        if chance(0.6) { field.clearButtonMode = anyCase(of: TextField.ViewMode.self) }
        if chance(0.6) { field.keyboardType = anyCase(of: KeyboardType.self) }
        if chance(0.6) { field.returnKeyType = anyCase(of: ReturnKeyType.self) }
        if chance(0.6) { field.autocapitalizationType = anyCase(of: TextAutocapitalizationType.self) }
        if chance(0.6) { field.autocorrectionType = anyCase(of: TextAutocorrectionType.self) }
        if chance(0.4) { field.isSecureTextEntry = true }
        if chance(0.4) { field.clearsOnBeginEditing = true }
        if chance(0.4) { field.adjustsFontSizeToFitWidth = true }
        if chance(0.6) { field.minimumFontSize = real(1...20) }
    }

    /// Sets random values on every archived property of the switch.
    public mutating func randomizeSwitch(_ control: Switch) {
        if chance(0.5) { control.isOn = true }
        if chance(0.6) { control.onTintColor = color() }
        if chance(0.6) { control.thumbTintColor = color() }
    }

    /// Sets random values on every archived property of the slider.
    public mutating func randomizeSlider(_ slider: Slider) {
        if chance(0.7) {
            // Below, straddling or above the default range; the value is clamped into it.
            let low = Float(real(-50...50))
            slider.maximumValue = low + Float(real(0...100))
            slider.minimumValue = low
        }
        if chance(0.8) { slider.value = Float(real(-60...160)) }
        if chance(0.4) { slider.isContinuous = false }
        if chance(0.6) { slider.minimumTrackTintColor = color() }
        if chance(0.6) { slider.maximumTrackTintColor = color() }
        if chance(0.6) { slider.thumbTintColor = color() }
        if chance(0.5) { slider.minimumValueImage = image() }
        if chance(0.5) { slider.maximumValueImage = image() }
    }

    /// Sets random values on every archived property of the pageControl.
    public mutating func randomizePageControl(_ control: PageControl) {
        if chance(0.8) { control.numberOfPages = count(0...12, extremeAbove: 12) }
        if chance(0.8) { control.currentPage = count(0...12, extremeAbove: 12) }
        if chance(0.4) { control.hidesForSinglePage = true }
        if chance(0.6) { control.pageIndicatorTintColor = color() }
        if chance(0.6) { control.currentPageIndicatorTintColor = color() }
    }

    /// Sets random values on every archived property of the segmentedControl.
    public mutating func randomizeSegmentedControl(_ control: SegmentedControl) {
        for index in 0..<int(0...5) {
            switch int(0...3) {
            case 0: control.insertSegment(with: image(), at: index)
            case 1: control.insertSegment(withTitle: nil, at: index)
            default: control.insertSegment(withTitle: chance(0.1) ? "" : string(), at: index)
            }
            if chance(0.3) { control.setImage(image(), forSegmentAt: index) }
            if chance(0.3) { control.setEnabled(false, forSegmentAt: index) }
            if chance(0.4) { control.setWidth(real(1...80), forSegmentAt: index) }
        }
        if control.numberOfSegments > 0, chance(0.3) {
            // Inserting in front moves the selection and the other segments.
            control.selectedSegmentIndex = int(0...control.numberOfSegments - 1)
            control.insertSegment(withTitle: string(), at: 0)
        }
        if chance(0.7) { control.selectedSegmentIndex = int(-1...control.numberOfSegments) }
        if chance(0.4) { control.isMomentary = true }
        if chance(0.4) { control.apportionsSegmentWidthsByContent = true }
        if chance(0.6) { control.selectedSegmentTintColor = color() }
    }

    // MARK: Views

    /// Sets random values on every archived property of the label.
    public mutating func randomizeLabel(_ label: Label) {
        if chance(0.8) { label.text = optionalString() }
        if chance(0.6) { label.font = font() }
        if chance(0.6) { label.textColor = color() }
        if chance(0.6) { label.textAlignment = anyCase(of: TextAlignment.self) }
        if chance(0.6) { label.numberOfLines = count(0...5, extremeAbove: 5) }
        if chance(0.6) { label.lineBreakMode = anyCase(of: LineBreakMode.self) }
        if chance(0.4) { label.adjustsFontSizeToFitWidth = true }
        if chance(0.6) { label.minimumScaleFactor = unit() }
        if chance(0.6) { label.highlightedTextColor = color() }
        if chance(0.4) { label.isHighlighted = true }
        if chance(0.4) { label.isEnabled = false }
        if chance(0.6) { label.preferredMaxLayoutWidth = real(0...400) }
        // Labels start without user interaction; turn it back on sometimes.
        if chance(0.3) { label.isUserInteractionEnabled = true }
    }

    /// Sets random values on every archived property of the imageView.
    public mutating func randomizeImageView(_ view: ImageView) {
        if chance(0.8) { view.image = image() }
        if chance(0.6) { view.highlightedImage = image() }
        if chance(0.5) { view.isHighlighted = true }
        if chance(0.3) { view.isUserInteractionEnabled = true }
    }

    /// Sets random values on every archived property of the scrollView.
    public mutating func randomizeScrollView(_ scroll: ScrollView) {
        if chance(0.7) { scroll.contentSize = CGSize(width: real(0...2000), height: real(0...2000)) }
        if chance(0.6) { scroll.contentInset = insets() }
        if chance(0.6) { scroll.minimumZoomScale = real(0...2) }
        if chance(0.6) { scroll.maximumZoomScale = real(1...8) }
        if chance(0.6) { scroll.zoomScale = real(0...8) }
        if chance(0.4) { scroll.isScrollEnabled = false }
        if chance(0.4) { scroll.isPagingEnabled = true }
        if chance(0.4) { scroll.bounces = false }
        if chance(0.4) { scroll.bouncesZoom = false }
        if chance(0.4) { scroll.alwaysBounceVertical = true }
        if chance(0.4) { scroll.alwaysBounceHorizontal = true }
        if chance(0.4) { scroll.showsHorizontalScrollIndicator = false }
        if chance(0.4) { scroll.showsVerticalScrollIndicator = false }
        if chance(0.4) { scroll.isDirectionalLockEnabled = true }
        if chance(0.4) { scroll.scrollsToTop = false }
        if chance(0.4) { scroll.delaysContentTouches = false }
        if chance(0.4) { scroll.canCancelContentTouches = false }
        if chance(0.6) { scroll.keyboardDismissMode = anyCase(of: ScrollView.KeyboardDismissMode.self) }
        if chance(0.6) { scroll.indicatorStyle = anyCase(of: ScrollView.IndicatorStyle.self) }
        if chance(0.6) {
            scroll.contentInsetAdjustmentBehavior = anyCase(of: ScrollView.ContentInsetAdjustmentBehavior.self)
        }
        if chance(0.5) { scroll.contentOffset = point() }
    }

    /// Sets random values on every archived property of the textView.
    public mutating func randomizeTextView(_ view: TextView) {
        if chance(0.7) { view.text = optionalString() }
        if chance(0.6) { view.font = font() }
        if chance(0.6) { view.textColor = color() }
        if chance(0.6) { view.textAlignment = anyCase(of: TextAlignment.self) }
        if chance(0.4) { view.isEditable = false }
        if chance(0.4) { view.isSelectable = false }
        if chance(0.6) { view.textContainerInset = insets() }
        if chance(0.6) { view.keyboardType = anyCase(of: KeyboardType.self) }
        if chance(0.6) { view.returnKeyType = anyCase(of: ReturnKeyType.self) }
        if chance(0.6) { view.autocapitalizationType = anyCase(of: TextAutocapitalizationType.self) }
        if chance(0.6) { view.autocorrectionType = anyCase(of: TextAutocorrectionType.self) }
    }

    /// Sets random values on every archived property of the stackView.
    public mutating func randomizeStackView(_ stack: StackView) {
        if chance(0.6) { stack.axis = anyCase(of: LayoutAxis.self) }
        if chance(0.6) { stack.distribution = anyCase(of: StackView.Distribution.self) }
        if chance(0.6) { stack.alignment = anyCase(of: StackView.Alignment.self) }
        if chance(0.6) { stack.spacing = real(-10...40) }
        if chance(0.4) { stack.isBaselineRelativeArrangement = true }
        if chance(0.4) { stack.isLayoutMarginsRelativeArrangement = true }
    }

    /// Arranges a random subset of each stack view's subviews, in a random order (so the
    /// arrangement order differs from the subview order).
    public mutating func arrangeRandomSubviews(in views: [View]) {
        for case let stack as StackView in views {
            var candidates = stack.subviews.filter { _ in chance(0.75) }
            candidates.shuffle(using: &rng)
            for view in candidates { stack.addArrangedSubview(view) }
        }
    }

    /// Sets random values on every archived property of the tableView.
    public mutating func randomizeTableView(_ table: TableView) {
        if chance(0.6) { table.rowHeight = real(0...120) }
        if chance(0.6) { table.estimatedRowHeight = real(0...120) }
        if chance(0.6) { table.sectionHeaderHeight = real(0...60) }
        if chance(0.6) { table.sectionFooterHeight = real(0...60) }
        if chance(0.5) { table.separatorStyle = anyCase(of: TableView.SeparatorStyle.self) }
        if chance(0.6) { table.separatorColor = color() }
        if chance(0.6) { table.separatorInset = insets() }
        if chance(0.4) { table.allowsSelection = false }
        if chance(0.4) { table.allowsMultipleSelection = true }
        if chance(0.4) { table.allowsSelectionDuringEditing = true }
        if chance(0.4) { table.isEditing = true }
    }

    /// Sets random values on every archived property of the collectionView.
    public mutating func randomizeCollectionView(_ view: CollectionView) {
        if chance(0.2) { view.collectionViewLayout = randomFlowLayout() }
        if chance(0.4) { view.allowsSelection = false }
        if chance(0.4) { view.allowsMultipleSelection = true }
    }

    /// A flow layout with random, mostly non-default properties.
    public mutating func randomFlowLayout() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        if chance(0.5) { layout.scrollDirection = .horizontal }
        if chance(0.6) { layout.itemSize = CGSize(width: real(0...200), height: real(0...200)) }
        if chance(0.5) { layout.estimatedItemSize = CGSize(width: real(0...200), height: real(0...200)) }
        if chance(0.6) { layout.minimumLineSpacing = real(0...30) }
        if chance(0.6) { layout.minimumInteritemSpacing = real(0...30) }
        if chance(0.6) { layout.sectionInset = insets() }
        if chance(0.5) { layout.headerReferenceSize = CGSize(width: real(0...300), height: real(0...80)) }
        if chance(0.5) { layout.footerReferenceSize = CGSize(width: real(0...300), height: real(0...80)) }
        if chance(0.4) {
            layout.sectionInsetReference = anyCase(of: CollectionViewFlowLayout.SectionInsetReference.self)
        }
        if chance(0.3) { layout.sectionHeadersPinToVisibleBounds = true }
        if chance(0.3) { layout.sectionFootersPinToVisibleBounds = true }
        return layout
    }

    /// Sets random values on every archived property of the activityIndicator.
    public mutating func randomizeActivityIndicator(_ indicator: ActivityIndicatorView) {
        if chance(0.6) { indicator.style = anyCase(of: ActivityIndicatorView.Style.self) }
        if chance(0.6) { indicator.color = color() }
        if chance(0.5) { indicator.hidesWhenStopped = false }
        if chance(0.5) { indicator.startAnimating() }
        // Starting, stopping and `hidesWhenStopped` change `isHidden`; archives carry it as set.
        if chance(0.5) { indicator.isHidden = chance(0.5) }
    }
}
