import Foundation
import Testing

@testable import ViewCore

/// Every control made in code starts with UIKit's defaults.
@Suite("Control defaults")
struct ControlDefaultsTests {
    @Test func control() {
        let control = Control(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        #expect(control.state == .normal)
        #expect(control.contentHorizontalAlignment == .center)
        #expect(control.contentVerticalAlignment == .center)
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents == [])
    }

    @Test func controlStateFollowsTheFlags() {
        let control = Control()
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        #expect(control.state.name == "disabled selected")
        #expect(Control.State(name: "disabled selected") == [.disabled, .selected])
        #expect(Control.State(name: "normal") == .normal)
        #expect(Control.State(name: "pressed") == nil)
    }

    @Test func label() {
        let label = Label()
        #expect(label.text == nil)
        #expect(label.font == Font.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0)
        #expect(label.highlightedTextColor == nil)
        #expect(!label.isHighlighted && label.isEnabled)
        #expect(!label.isUserInteractionEnabled, "UILabel ignores touches by default")
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func button() {
        let button = Button()
        #expect(button.buttonType == .custom)
        #expect(Button(type: .system).buttonType == .system)
        #expect(button.currentTitle == nil && button.currentImage == nil && button.currentBackgroundImage == nil)
        #expect(button.titleLabel?.font == Font.systemFont(ofSize: 15))
        #expect(button.contentEdgeInsets == .zero)
        #expect(
            button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled && !button.showsTouchWhenHighlighted)
        #expect(button.isUserInteractionEnabled)
    }

    @Test func imageView() {
        let imageView = ImageView()
        #expect(imageView.image == nil && imageView.highlightedImage == nil && !imageView.isHighlighted)
        #expect(!imageView.isUserInteractionEnabled, "UIImageView ignores touches by default")
        #expect(imageView.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test func textField() {
        let field = TextField()
        #expect(field.text == "", "never nil when read")
        #expect(field.placeholder == nil)
        #expect(field.font == Font.systemFont(ofSize: 17))
        #expect(field.textColor == nil)
        #expect(field.textAlignment == .natural)
        #expect(field.borderStyle == .none)
        #expect(field.clearButtonMode == .never)
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(!field.isSecureTextEntry && !field.clearsOnBeginEditing && !field.adjustsFontSizeToFitWidth)
        #expect(field.minimumFontSize == 0)
        #expect(field.selectedTextRange == nil)
        field.text = nil
        #expect(field.text == "")
    }

    @Test func aRoundedTextFieldIsAsHighAsInterfaceBuildersNewField() {
        let field = TextField()
        field.font = Font.systemFont(ofSize: 14)
        field.placeholder = "Your name"
        let plain = field.intrinsicContentSize.height
        #expect(plain < 20, "a field without a border is as high as its text")
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
        field.font = Font.systemFont(ofSize: 30)
        #expect(field.intrinsicContentSize.height > 34, "a larger font grows the field")
    }

    @Test func textView() {
        let textView = TextView()
        #expect(textView.text == "")
        #expect(textView.font == nil && textView.textColor == nil)
        #expect(textView.textAlignment == .natural)
        #expect(textView.isEditable && textView.isSelectable)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        #expect(textView.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.isScrollEnabled, "a text view is a scroll view")
    }

    @Test func scrollView() {
        let scroll = ScrollView()
        #expect(scroll.contentSize == .zero && scroll.contentOffset == .zero && scroll.contentInset == .zero)
        #expect(scroll.zoomScale == 1 && scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 1)
        #expect(scroll.isScrollEnabled && !scroll.isPagingEnabled && scroll.bounces && scroll.bouncesZoom)
        #expect(!scroll.alwaysBounceVertical && !scroll.alwaysBounceHorizontal)
        #expect(scroll.showsHorizontalScrollIndicator && scroll.showsVerticalScrollIndicator)
        #expect(!scroll.isDirectionalLockEnabled && scroll.scrollsToTop)
        #expect(scroll.delaysContentTouches && scroll.canCancelContentTouches)
        #expect(scroll.keyboardDismissMode == .none && scroll.indicatorStyle == .default)
        #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
    }

    @Test func switchSliderAndPageControl() {
        let toggle = Switch()
        #expect(!toggle.isOn && toggle.onTintColor == nil && toggle.thumbTintColor == nil)
        #expect(toggle.intrinsicContentSize == CGSize(width: 49, height: 31))
        #expect(toggle.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 49, height: 31)).size == Switch.standardSize)
        let slider = Slider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        #expect(slider.minimumTrackTintColor == nil && slider.maximumValueImage == nil)
        let pages = PageControl()
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0 && !pages.hidesForSinglePage)
        #expect(pages.pageIndicatorTintColor == nil && pages.currentPageIndicatorTintColor == nil)
    }

    @Test func stackView() {
        let stack = StackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test func tableAndCollectionView() {
        let table = TableView()
        #expect(table.style == .plain)
        #expect(
            table.rowHeight == TableView.automaticDimension && table.estimatedRowHeight == TableView.automaticDimension)
        #expect(
            table.separatorStyle == .singleLine
                && table.separatorInset == EdgeInsets(top: 0, left: 15, bottom: 0, right: 0))
        #expect(table.allowsSelection && !table.allowsMultipleSelection && !table.allowsSelectionDuringEditing)
        #expect(!table.isEditing)
        #expect(table.indexPathsForSelectedRows == nil && table.indexPathForSelectedRow == nil)
        #expect(TableView(frame: .zero, style: .grouped).style == .grouped)

        let collection = CollectionView()
        #expect(collection.collectionViewLayout is CollectionViewFlowLayout)
        #expect(collection.allowsSelection && !collection.allowsMultipleSelection)
        #expect(collection.indexPathsForSelectedItems == [])
        let flow = CollectionViewFlowLayout()
        #expect(flow.itemSize == CGSize(width: 50, height: 50) && flow.scrollDirection == .vertical)
        #expect(flow.minimumLineSpacing == 10 && flow.minimumInteritemSpacing == 10 && flow.sectionInset == .zero)
    }

    @Test func activityIndicatorAndSegmentedControl() {
        let spinner = ActivityIndicatorView()
        #expect(spinner.style == .medium && spinner.color == nil)
        #expect(spinner.hidesWhenStopped && !spinner.isAnimating)
        #expect(spinner.isHidden, "a stopped indicator that hides when stopped starts hidden, as in UIKit")
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))

        let segments = SegmentedControl()
        #expect(segments.numberOfSegments == 0)
        #expect(segments.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(!segments.isMomentary && !segments.apportionsSegmentWidthsByContent)
        #expect(segments.selectedSegmentTintColor == nil)
        // A 32-point frame (UIKit's since iOS 13) of which layout aligns the top 31 points.
        let titled = SegmentedControl(items: ["Day", "Week"])
        #expect(titled.intrinsicContentSize.height == 31)
        #expect(titled.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 100, height: 31)).height == 32)
    }

    @Test func everyControlClassIsRegisteredForArchiving() {
        let names = Set(viewCoreArchivableClasses.map { $0.archiveClassName })
        for expected in [
            "Control", "Label", "Button", "ImageView", "TextField", "TextView", "ScrollView", "Switch",
            "Slider", "StackView", "TableView", "CollectionView", "CollectionViewFlowLayout",
            "ActivityIndicatorView", "PageControl", "SegmentedControl", "GestureRecognizer",
            "TapGestureRecognizer", "PanGestureRecognizer", "LongPressGestureRecognizer",
            "SwipeGestureRecognizer", "PinchGestureRecognizer", "MotionEffect",
            "InterpolatingMotionEffect", "ViewController",
        ] {
            #expect(names.contains(expected), "\(expected) is registered")
        }
    }
}
