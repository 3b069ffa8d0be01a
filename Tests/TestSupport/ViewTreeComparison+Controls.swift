import Foundation
import ViewCore

/// Collects differences between two objects' properties, one line each.
public struct PropertyDifferences {
    /// The differences found so far, one line each.
    public private(set) var lines: [String] = []
    /// An empty value.
    public init() {}

    /// Records a difference under `name` when `a` and `b` differ.
    public mutating func check<T: Equatable>(_ name: String, _ a: T, _ b: T) {
        if a != b { lines.append("\(name): \(String(describing: a)) != \(String(describing: b))") }
    }

    /// Adds `other`'s lines, each prefixed with `prefix`.
    public mutating func append(_ other: [String], prefix: String) {
        lines += other.map { prefix + $0 }
    }
}

/// Comparisons of every archived property the view classes add to `View` (one per class,
/// applying to it and its subclasses), and of the gesture recognizers and motion effects
/// attached to each view.
extension ViewTreeComparison {
    /// The comparisons of every control class's own properties.
    public static var controlComparisons: [Extra] {
        [
            compare(Control.self, compareControl), compare(Label.self, compareLabel),
            compare(Button.self, compareButton),
            compare(ImageView.self, compareImageView), compare(TextField.self, compareTextField),
            compare(ScrollView.self, compareScrollView), compare(TextView.self, compareTextView),
            compare(Switch.self, compareSwitch), compare(Slider.self, compareSlider),
            compare(StackView.self, compareStackView),
            compare(TableView.self, compareTableView), compare(CollectionView.self, compareCollectionView),
            compare(ActivityIndicatorView.self, compareActivityIndicator),
            compare(PageControl.self, comparePageControl),
            compare(SegmentedControl.self, compareSegmentedControl),
        ]
    }

    /// An `Extra` comparing two views that are both `T` (the class itself is compared by the
    /// tree comparison).
    static func compare<T: View>(_ type: T.Type, _ body: @escaping (T, T, inout PropertyDifferences) -> Void) -> Extra {
        { a, b in
            guard let a = a as? T, let b = b as? T else { return [] }
            var differences = PropertyDifferences()
            body(a, b, &differences)
            return differences.lines.map { "\(T.self).\($0)" }
        }
    }

    // MARK: Controls

    static func compareControl(_ a: Control, _ b: Control, _ d: inout PropertyDifferences) {
        d.check("isEnabled", a.isEnabled, b.isEnabled)
        d.check("isSelected", a.isSelected, b.isSelected)
        d.check("isHighlighted", a.isHighlighted, b.isHighlighted)
        d.check("contentHorizontalAlignment", a.contentHorizontalAlignment, b.contentHorizontalAlignment)
        d.check("contentVerticalAlignment", a.contentVerticalAlignment, b.contentVerticalAlignment)
    }

    static func compareButton(_ a: Button, _ b: Button, _ d: inout PropertyDifferences) {
        d.check("buttonType", a.buttonType, b.buttonType)
        // Every combination of the four flags, so a value set for any state is seen (the
        // fallback to `.normal` hides nothing: a missing value shows as `.normal`'s).
        for raw in UInt(0)...15 {
            let state = Control.State(rawValue: raw)
            d.check("title(\(state))", a.title(for: state), b.title(for: state))
            d.check("titleColor(\(state))", a.titleColor(for: state), b.titleColor(for: state))
            d.check("image(\(state))", a.image(for: state), b.image(for: state))
            d.check("backgroundImage(\(state))", a.backgroundImage(for: state), b.backgroundImage(for: state))
        }
        d.check("titleLabel.font", a.titleLabel?.font, b.titleLabel?.font)
        d.check("contentEdgeInsets", a.contentEdgeInsets, b.contentEdgeInsets)
        d.check("adjustsImageWhenHighlighted", a.adjustsImageWhenHighlighted, b.adjustsImageWhenHighlighted)
        d.check("adjustsImageWhenDisabled", a.adjustsImageWhenDisabled, b.adjustsImageWhenDisabled)
        d.check("showsTouchWhenHighlighted", a.showsTouchWhenHighlighted, b.showsTouchWhenHighlighted)
    }

    static func compareTextField(_ a: TextField, _ b: TextField, _ d: inout PropertyDifferences) {
        d.check("text", a.text, b.text)
        d.check("placeholder", a.placeholder, b.placeholder)
        d.check("font", a.font, b.font)
        d.check("textColor", a.textColor, b.textColor)
        d.check("textAlignment", a.textAlignment, b.textAlignment)
        d.check("borderStyle", a.borderStyle, b.borderStyle)
        d.check("clearButtonMode", a.clearButtonMode, b.clearButtonMode)
        d.check("keyboardType", a.keyboardType, b.keyboardType)
        d.check("returnKeyType", a.returnKeyType, b.returnKeyType)
        d.check("autocapitalizationType", a.autocapitalizationType, b.autocapitalizationType)
        d.check("autocorrectionType", a.autocorrectionType, b.autocorrectionType)
        d.check("isSecureTextEntry", a.isSecureTextEntry, b.isSecureTextEntry)
        d.check("clearsOnBeginEditing", a.clearsOnBeginEditing, b.clearsOnBeginEditing)
        d.check("adjustsFontSizeToFitWidth", a.adjustsFontSizeToFitWidth, b.adjustsFontSizeToFitWidth)
        d.check("minimumFontSize", a.minimumFontSize, b.minimumFontSize)
    }

    static func compareSwitch(_ a: Switch, _ b: Switch, _ d: inout PropertyDifferences) {
        d.check("isOn", a.isOn, b.isOn)
        d.check("onTintColor", a.onTintColor, b.onTintColor)
        d.check("thumbTintColor", a.thumbTintColor, b.thumbTintColor)
    }

    static func compareSlider(_ a: Slider, _ b: Slider, _ d: inout PropertyDifferences) {
        d.check("value", a.value, b.value)
        d.check("minimumValue", a.minimumValue, b.minimumValue)
        d.check("maximumValue", a.maximumValue, b.maximumValue)
        d.check("isContinuous", a.isContinuous, b.isContinuous)
        d.check("minimumTrackTintColor", a.minimumTrackTintColor, b.minimumTrackTintColor)
        d.check("maximumTrackTintColor", a.maximumTrackTintColor, b.maximumTrackTintColor)
        d.check("thumbTintColor", a.thumbTintColor, b.thumbTintColor)
        d.check("minimumValueImage", a.minimumValueImage, b.minimumValueImage)
        d.check("maximumValueImage", a.maximumValueImage, b.maximumValueImage)
    }

    static func comparePageControl(_ a: PageControl, _ b: PageControl, _ d: inout PropertyDifferences) {
        d.check("numberOfPages", a.numberOfPages, b.numberOfPages)
        d.check("currentPage", a.currentPage, b.currentPage)
        d.check("hidesForSinglePage", a.hidesForSinglePage, b.hidesForSinglePage)
        d.check("pageIndicatorTintColor", a.pageIndicatorTintColor, b.pageIndicatorTintColor)
        d.check("currentPageIndicatorTintColor", a.currentPageIndicatorTintColor, b.currentPageIndicatorTintColor)
    }

    static func compareSegmentedControl(_ a: SegmentedControl, _ b: SegmentedControl, _ d: inout PropertyDifferences) {
        d.check("numberOfSegments", a.numberOfSegments, b.numberOfSegments)
        for index in 0..<min(a.numberOfSegments, b.numberOfSegments) {
            d.check("segment[\(index)].title", a.titleForSegment(at: index), b.titleForSegment(at: index))
            d.check("segment[\(index)].image", a.imageForSegment(at: index), b.imageForSegment(at: index))
            d.check("segment[\(index)].isEnabled", a.isEnabledForSegment(at: index), b.isEnabledForSegment(at: index))
            d.check("segment[\(index)].width", a.widthForSegment(at: index), b.widthForSegment(at: index))
        }
        d.check("selectedSegmentIndex", a.selectedSegmentIndex, b.selectedSegmentIndex)
        d.check("isMomentary", a.isMomentary, b.isMomentary)
        d.check(
            "apportionsSegmentWidthsByContent", a.apportionsSegmentWidthsByContent, b.apportionsSegmentWidthsByContent)
        d.check("selectedSegmentTintColor", a.selectedSegmentTintColor, b.selectedSegmentTintColor)
    }

    // MARK: Views

    static func compareLabel(_ a: Label, _ b: Label, _ d: inout PropertyDifferences) {
        d.check("text", a.text, b.text)
        d.check("font", a.font, b.font)
        d.check("textColor", a.textColor, b.textColor)
        d.check("textAlignment", a.textAlignment, b.textAlignment)
        d.check("numberOfLines", a.numberOfLines, b.numberOfLines)
        d.check("lineBreakMode", a.lineBreakMode, b.lineBreakMode)
        d.check("adjustsFontSizeToFitWidth", a.adjustsFontSizeToFitWidth, b.adjustsFontSizeToFitWidth)
        d.check("minimumScaleFactor", a.minimumScaleFactor, b.minimumScaleFactor)
        d.check("highlightedTextColor", a.highlightedTextColor, b.highlightedTextColor)
        d.check("isHighlighted", a.isHighlighted, b.isHighlighted)
        d.check("isEnabled", a.isEnabled, b.isEnabled)
        d.check("preferredMaxLayoutWidth", a.preferredMaxLayoutWidth, b.preferredMaxLayoutWidth)
    }

    static func compareImageView(_ a: ImageView, _ b: ImageView, _ d: inout PropertyDifferences) {
        d.check("image", a.image, b.image)
        d.check("highlightedImage", a.highlightedImage, b.highlightedImage)
        d.check("isHighlighted", a.isHighlighted, b.isHighlighted)
    }

    static func compareScrollView(_ a: ScrollView, _ b: ScrollView, _ d: inout PropertyDifferences) {
        d.check("contentSize", a.contentSize, b.contentSize)
        d.check("contentInset", a.contentInset, b.contentInset)
        d.check("zoomScale", a.zoomScale, b.zoomScale)
        d.check("minimumZoomScale", a.minimumZoomScale, b.minimumZoomScale)
        d.check("maximumZoomScale", a.maximumZoomScale, b.maximumZoomScale)
        d.check("isScrollEnabled", a.isScrollEnabled, b.isScrollEnabled)
        d.check("isPagingEnabled", a.isPagingEnabled, b.isPagingEnabled)
        d.check("bounces", a.bounces, b.bounces)
        d.check("bouncesZoom", a.bouncesZoom, b.bouncesZoom)
        d.check("alwaysBounceVertical", a.alwaysBounceVertical, b.alwaysBounceVertical)
        d.check("alwaysBounceHorizontal", a.alwaysBounceHorizontal, b.alwaysBounceHorizontal)
        d.check("showsHorizontalScrollIndicator", a.showsHorizontalScrollIndicator, b.showsHorizontalScrollIndicator)
        d.check("showsVerticalScrollIndicator", a.showsVerticalScrollIndicator, b.showsVerticalScrollIndicator)
        d.check("isDirectionalLockEnabled", a.isDirectionalLockEnabled, b.isDirectionalLockEnabled)
        d.check("scrollsToTop", a.scrollsToTop, b.scrollsToTop)
        d.check("delaysContentTouches", a.delaysContentTouches, b.delaysContentTouches)
        d.check("canCancelContentTouches", a.canCancelContentTouches, b.canCancelContentTouches)
        d.check("keyboardDismissMode", a.keyboardDismissMode, b.keyboardDismissMode)
        d.check("indicatorStyle", a.indicatorStyle, b.indicatorStyle)
        d.check("contentInsetAdjustmentBehavior", a.contentInsetAdjustmentBehavior, b.contentInsetAdjustmentBehavior)
        d.check("contentOffset", a.contentOffset, b.contentOffset)
    }

    static func compareTextView(_ a: TextView, _ b: TextView, _ d: inout PropertyDifferences) {
        d.check("text", a.text, b.text)
        d.check("font", a.font, b.font)
        d.check("textColor", a.textColor, b.textColor)
        d.check("textAlignment", a.textAlignment, b.textAlignment)
        d.check("isEditable", a.isEditable, b.isEditable)
        d.check("isSelectable", a.isSelectable, b.isSelectable)
        d.check("textContainerInset", a.textContainerInset, b.textContainerInset)
        d.check("keyboardType", a.keyboardType, b.keyboardType)
        d.check("returnKeyType", a.returnKeyType, b.returnKeyType)
        d.check("autocapitalizationType", a.autocapitalizationType, b.autocapitalizationType)
        d.check("autocorrectionType", a.autocorrectionType, b.autocorrectionType)
    }

    static func compareStackView(_ a: StackView, _ b: StackView, _ d: inout PropertyDifferences) {
        d.check("axis", a.axis, b.axis)
        d.check("distribution", a.distribution, b.distribution)
        d.check("alignment", a.alignment, b.alignment)
        d.check("spacing", a.spacing, b.spacing)
        d.check("isBaselineRelativeArrangement", a.isBaselineRelativeArrangement, b.isBaselineRelativeArrangement)
        d.check(
            "isLayoutMarginsRelativeArrangement", a.isLayoutMarginsRelativeArrangement,
            b.isLayoutMarginsRelativeArrangement)
        // Arranged views by their index among the stack view's subviews ("-" when not one).
        func indices(_ stack: StackView) -> [String] {
            stack.arrangedSubviews.map { view in stack.subviews.firstIndex { $0 === view }.map(String.init) ?? "-" }
        }
        d.check("arrangedSubviews", indices(a), indices(b))
    }

    static func compareTableView(_ a: TableView, _ b: TableView, _ d: inout PropertyDifferences) {
        d.check("style", a.style, b.style)
        d.check("rowHeight", a.rowHeight, b.rowHeight)
        d.check("estimatedRowHeight", a.estimatedRowHeight, b.estimatedRowHeight)
        d.check("sectionHeaderHeight", a.sectionHeaderHeight, b.sectionHeaderHeight)
        d.check("sectionFooterHeight", a.sectionFooterHeight, b.sectionFooterHeight)
        d.check("separatorStyle", a.separatorStyle, b.separatorStyle)
        d.check("separatorColor", a.separatorColor, b.separatorColor)
        d.check("separatorInset", a.separatorInset, b.separatorInset)
        d.check("allowsSelection", a.allowsSelection, b.allowsSelection)
        d.check("allowsMultipleSelection", a.allowsMultipleSelection, b.allowsMultipleSelection)
        d.check("allowsSelectionDuringEditing", a.allowsSelectionDuringEditing, b.allowsSelectionDuringEditing)
        d.check("isEditing", a.isEditing, b.isEditing)
    }

    static func compareCollectionView(_ a: CollectionView, _ b: CollectionView, _ d: inout PropertyDifferences) {
        d.check("allowsSelection", a.allowsSelection, b.allowsSelection)
        d.check("allowsMultipleSelection", a.allowsMultipleSelection, b.allowsMultipleSelection)
        d.append(compareLayouts(a.collectionViewLayout, b.collectionViewLayout), prefix: "collectionViewLayout.")
    }

    /// The layouts' classes and, for flow layouts, every archived property.
    public static func compareLayouts(_ a: CollectionViewLayout, _ b: CollectionViewLayout) -> [String] {
        var d = PropertyDifferences()
        d.check("class", "\(type(of: a))", "\(type(of: b))")
        if let a = a as? CollectionViewFlowLayout, let b = b as? CollectionViewFlowLayout {
            d.check("scrollDirection", a.scrollDirection, b.scrollDirection)
            d.check("itemSize", a.itemSize, b.itemSize)
            d.check("estimatedItemSize", a.estimatedItemSize, b.estimatedItemSize)
            d.check("minimumLineSpacing", a.minimumLineSpacing, b.minimumLineSpacing)
            d.check("minimumInteritemSpacing", a.minimumInteritemSpacing, b.minimumInteritemSpacing)
            d.check("sectionInset", a.sectionInset, b.sectionInset)
            d.check("headerReferenceSize", a.headerReferenceSize, b.headerReferenceSize)
            d.check("footerReferenceSize", a.footerReferenceSize, b.footerReferenceSize)
            d.check("sectionInsetReference", a.sectionInsetReference, b.sectionInsetReference)
            let (headersA, headersB) = (a.sectionHeadersPinToVisibleBounds, b.sectionHeadersPinToVisibleBounds)
            d.check("sectionHeadersPinToVisibleBounds", headersA, headersB)
            let (footersA, footersB) = (a.sectionFootersPinToVisibleBounds, b.sectionFootersPinToVisibleBounds)
            d.check("sectionFootersPinToVisibleBounds", footersA, footersB)
        }
        return d.lines
    }

    static func compareActivityIndicator(
        _ a: ActivityIndicatorView, _ b: ActivityIndicatorView, _ d: inout PropertyDifferences
    ) {
        d.check("style", a.style, b.style)
        d.check("color", a.color, b.color)
        d.check("hidesWhenStopped", a.hidesWhenStopped, b.hidesWhenStopped)
        d.check("isAnimating", a.isAnimating, b.isAnimating)
    }

    // MARK: Gesture recognizers and motion effects

    /// The views' recognizers, in order: class, every archived property, and that each is
    /// attached to its view.
    public static func compareGestureRecognizers(_ a: View, _ b: View) -> [String] {
        var d = PropertyDifferences()
        d.check("gestureRecognizers.count", a.gestureRecognizers.count, b.gestureRecognizers.count)
        for (index, (x, y)) in zip(a.gestureRecognizers, b.gestureRecognizers).enumerated() {
            d.append(compareRecognizers(x, y), prefix: "gestureRecognizers[\(index)].")
            d.check("gestureRecognizers[\(index)].view", y.view === b, true)
        }
        return d.lines
    }

    /// The differences between two gesture recognizers, as lines.
    public static func compareRecognizers(_ a: GestureRecognizer, _ b: GestureRecognizer) -> [String] {
        var d = PropertyDifferences()
        d.check("class", "\(type(of: a))", "\(type(of: b))")
        d.check("isEnabled", a.isEnabled, b.isEnabled)
        d.check("cancelsTouchesInView", a.cancelsTouchesInView, b.cancelsTouchesInView)
        d.check("delaysTouchesBegan", a.delaysTouchesBegan, b.delaysTouchesBegan)
        d.check("delaysTouchesEnded", a.delaysTouchesEnded, b.delaysTouchesEnded)
        d.check("requiresExclusiveTouchType", a.requiresExclusiveTouchType, b.requiresExclusiveTouchType)
        d.check("name", a.name, b.name)
        switch (a, b) {
        case (let a as TapGestureRecognizer, let b as TapGestureRecognizer):
            d.check("numberOfTapsRequired", a.numberOfTapsRequired, b.numberOfTapsRequired)
            d.check("numberOfTouchesRequired", a.numberOfTouchesRequired, b.numberOfTouchesRequired)
        case (let a as PanGestureRecognizer, let b as PanGestureRecognizer):
            d.check("minimumNumberOfTouches", a.minimumNumberOfTouches, b.minimumNumberOfTouches)
            d.check("maximumNumberOfTouches", a.maximumNumberOfTouches, b.maximumNumberOfTouches)
        case (let a as LongPressGestureRecognizer, let b as LongPressGestureRecognizer):
            d.check("minimumPressDuration", a.minimumPressDuration, b.minimumPressDuration)
            d.check("numberOfTouchesRequired", a.numberOfTouchesRequired, b.numberOfTouchesRequired)
            d.check("numberOfTapsRequired", a.numberOfTapsRequired, b.numberOfTapsRequired)
            d.check("allowableMovement", a.allowableMovement, b.allowableMovement)
        case (let a as SwipeGestureRecognizer, let b as SwipeGestureRecognizer):
            d.check("direction", a.direction.rawValue, b.direction.rawValue)
            d.check("numberOfTouchesRequired", a.numberOfTouchesRequired, b.numberOfTouchesRequired)
        default:
            break  // GestureRecognizer and PinchGestureRecognizer archive only the base keys.
        }
        return d.lines
    }

    /// The views' motion effects, in order: class and every archived property.
    public static func compareMotionEffects(_ a: View, _ b: View) -> [String] {
        var d = PropertyDifferences()
        d.check("motionEffects.count", a.motionEffects.count, b.motionEffects.count)
        for (index, (x, y)) in zip(a.motionEffects, b.motionEffects).enumerated() {
            d.check("motionEffects[\(index)].class", "\(type(of: x))", "\(type(of: y))")
            if let x = x as? InterpolatingMotionEffect, let y = y as? InterpolatingMotionEffect {
                d.check("motionEffects[\(index)].keyPath", x.keyPath, y.keyPath)
                d.check("motionEffects[\(index)].type", x.type, y.type)
                d.check("motionEffects[\(index)].minimumRelativeValue", x.minimumRelativeValue, y.minimumRelativeValue)
                d.check("motionEffects[\(index)].maximumRelativeValue", x.maximumRelativeValue, y.maximumRelativeValue)
            }
        }
        return d.lines
    }
}
