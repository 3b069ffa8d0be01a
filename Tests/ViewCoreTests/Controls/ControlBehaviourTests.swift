import Foundation
import TestSupport
import Testing

@testable import ViewCore

@Suite("Control behaviour")
struct ControlBehaviourTests {
    @Test func buttonTitlesFallBackToNormalAndFollowTheState() {
        let button = Button(type: .system)
        button.setTitle("Sign in", for: .normal)
        button.setTitle("Wait", for: .disabled)
        #expect(button.currentTitle == "Sign in")
        #expect(button.title(for: .highlighted) == "Sign in", "unset states use the normal title")
        button.isEnabled = false
        #expect(button.currentTitle == "Wait")
        #expect(button.titleLabel?.text == "Wait", "the title label follows the state")
        button.setTitle(nil, for: .disabled)
        #expect(button.currentTitle == "Sign in")
        #expect(button.currentTitleColor == button.tintColor, "system buttons draw titles in the tint colour")
        button.setTitleColor(.red, for: .normal)
        #expect(button.currentTitleColor == .red)
    }

    @Test func labelSizeIsEstimatedFromCharactersAndPointSize() {
        let label = Label()
        label.text = "Hello"  // 5 characters × 8.5 pt, one line of 20.4 pt
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 21))
        label.font = .systemFont(ofSize: 10)
        label.text = "abcd\nab"
        #expect(label.intrinsicContentSize == CGSize(width: 35, height: 12), "one line: the break becomes a space")
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: 24))
        label.text = String(repeating: "x", count: 10)  // 50 pt wide
        #expect(
            label.sizeThatFits(CGSize(width: 20, height: 100)) == CGSize(width: 20, height: 36), "wraps to 3 lines of 4"
        )
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 20, height: 100)).height == 24, "at most numberOfLines lines")
    }

    @Test func scrollViewContentOffsetIsTheBoundsOrigin() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroll = ScrollView(frame: CGRect(x: 10, y: 20, width: 100, height: 200))
        container.addSubview(scroll)
        let content = View(frame: CGRect(x: 0, y: 300, width: 100, height: 50))
        scroll.addSubview(content)
        scroll.contentSize = CGSize(width: 100, height: 1000)

        scroll.contentOffset = CGPoint(x: 0, y: 250)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 250))
        #expect(scroll.bounds.size == CGSize(width: 100, height: 200), "scrolling keeps the size")
        #expect(scroll.frame == CGRect(x: 10, y: 20, width: 100, height: 200), "scrolling does not move the frame")
        #expect(
            content.convert(CGPoint.zero, to: container) == CGPoint(x: 10, y: 70),
            "content moves up by the offset: 20 + 300 - 250")

        scroll.bounds.origin = CGPoint(x: 5, y: 7)
        #expect(scroll.contentOffset == CGPoint(x: 5, y: 7))
        scroll.setContentOffset(CGPoint(x: 0, y: 900), animated: true)
        #expect(scroll.bounds.origin.y == 900)
    }

    @Test func scrollRectToVisibleScrollsTheLeastAndStaysInTheContent() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 500)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 20), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 170))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 480, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400), "never past the end of the content")
    }

    @Test func zoomScaleIsClamped() {
        let scroll = ScrollView()
        scroll.zoomScale = 3
        #expect(scroll.zoomScale == 1, "no zooming by default")
        scroll.maximumZoomScale = 4
        scroll.minimumZoomScale = 0.5
        scroll.setZoomScale(3, animated: false)
        #expect(scroll.zoomScale == 3)
        scroll.zoomScale = 0.1
        #expect(scroll.zoomScale == 0.5)
    }

    @Test func sliderValueStaysInItsRange() {
        let slider = Slider()
        slider.value = 2
        #expect(slider.value == 1)
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = 5
        #expect(slider.value == 5, "lowering the maximum pulls the value")
        slider.minimumValue = 8
        #expect(slider.maximumValue == 8 && slider.value == 8)
    }

    @Test func programmaticChangesSendNothingButSimulatedOnesSendValueChanged() {
        let log = CallLog()
        let toggle = Switch(), slider = Slider(), pages = PageControl(), segments = SegmentedControl(items: ["a", "b"])
        for control in [toggle, slider, pages, segments] as [Control] {
            control.addAction(Action { action in log.record("\(type(of: action.sender!))") }, for: .valueChanged)
        }
        toggle.setOn(true, animated: true)
        slider.setValue(0.5, animated: false)
        pages.numberOfPages = 3
        pages.currentPage = 1
        segments.selectedSegmentIndex = 1
        #expect(log.take() == [])

        #expect(toggle.simulateToggle() && !toggle.isOn)
        #expect(slider.simulateSlide(to: 0.25) && slider.value == 0.25)
        #expect(pages.simulatePageChange(to: 2) && pages.currentPage == 2)
        #expect(segments.simulateSelection(of: 0) && segments.selectedSegmentIndex == 0)
        #expect(log.take() == ["Switch", "Slider", "PageControl", "SegmentedControl"])

        toggle.isEnabled = false
        #expect(!toggle.simulateToggle())
        #expect(log.take() == [])
    }

    @Test func pageControlClampsTheCurrentPage() {
        let pages = PageControl()
        pages.currentPage = 4
        #expect(pages.currentPage == 0)
        pages.numberOfPages = 5
        pages.currentPage = 4
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
    }

    @Test func segmentsKeepTheSelectionOnTheSameSegment() {
        let control = SegmentedControl(items: ["Day", "Week", "Month"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Hour", at: 0)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 2) == "Week")
        control.removeSegment(at: 2)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment, "out of range selects none")
        control.setEnabled(false, forSegmentAt: 0)
        #expect(!control.simulateSelection(of: 0))
    }

    @Test func textFieldEditingKeepsTheSelectionInUTF16() {
        let log = CallLog()
        let field = TextField()
        field.addAction(Action { _ in log.record("changed") }, for: .editingChanged)
        field.text = "héllo"
        field.selectedTextRange = 1..<3
        field.insertText("ЁЁ")
        #expect(field.text == "hЁЁlo")
        #expect(field.selectedTextRange == 3..<3)
        #expect(log.take() == ["changed"])
        field.selectedTextRange = 2..<99
        #expect(field.selectedTextRange == 2..<5, "clamped to the text")
        field.text = "ok"
        #expect(field.selectedTextRange == 2..<2, "setting the text puts the caret at the end")
    }

    @Test func textViewSelectionIsClampedAndInsertionRespectsEditability() {
        let textView = TextView()
        textView.text = "abc"
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
        textView.selectedRange = NSRange(location: 1, length: 10)
        #expect(textView.selectedRange == NSRange(location: 1, length: 2))
        textView.insertText("Z")
        #expect(textView.text == "aZ")
        textView.isEditable = false
        textView.insertText("!")
        #expect(textView.text == "aZ")
    }

    /// A text view that scrolls has no intrinsic size; one that does not sizes itself to its
    /// text, unwrapped, plus its container inset and 5 points of line padding at each side, at
    /// least one line high (`-[UITextView intrinsicContentSize]`).
    @Test func aTextViewThatDoesNotScrollSizesItselfToItsText() {
        let textView = TextView()
        textView.font = .systemFont(ofSize: 10)  // 5 pt a character, 12 pt a line
        textView.text = "abcd"
        #expect(textView.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        textView.isScrollEnabled = false
        #expect(textView.intrinsicContentSize == CGSize(width: 30, height: 28))
        textView.textContainerInset = EdgeInsets(top: 0, left: 4, bottom: 2, right: 4)
        #expect(textView.intrinsicContentSize == CGSize(width: 38, height: 14))
        textView.text = ""
        #expect(textView.intrinsicContentSize == CGSize(width: 18, height: 14), "one empty line")
        // Given a width, it wraps there: 38 points less 18 leaves 20 for "abcd efgh" (45 wide).
        textView.text = "abcd efgh"
        textView.frame = CGRect(x: 0, y: 0, width: 38, height: 100)
        #expect(textView.intrinsicContentSize == CGSize(width: 38, height: 26), "two lines of 4")
    }

    @Test func activityIndicatorShowsWhileAnimating() {
        let spinner = ActivityIndicatorView(style: .large)
        #expect(spinner.frame == CGRect(x: 0, y: 0, width: 37, height: 37))
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test func tableSelectionFollowsUIKitRules() {
        let table = TableView()
        let first = IndexPath(row: 0, section: 0), second = IndexPath(row: 3, section: 1)
        #expect(second.row == 3 && second.section == 1)
        table.selectRow(at: first)
        table.selectRow(at: second)
        #expect(table.indexPathsForSelectedRows == [second], "single selection replaces")
        table.allowsMultipleSelection = true
        table.selectRow(at: first)
        #expect(table.indexPathsForSelectedRows == [second, first])
        table.deselectRow(at: second)
        #expect(table.indexPathForSelectedRow == first)
        table.allowsSelection = false
        #expect(table.indexPathsForSelectedRows == nil)
        table.selectRow(at: second)
        #expect(table.indexPathsForSelectedRows == nil, "selection is off")
    }

    @Test func collectionSelection() {
        let collection = CollectionView()
        collection.allowsMultipleSelection = true
        collection.selectItem(at: IndexPath(item: 1, section: 0))
        collection.selectItem(at: IndexPath(item: 2, section: 0))
        #expect(collection.indexPathsForSelectedItems?.map(\.item) == [1, 2])
        collection.allowsMultipleSelection = false
        #expect(collection.indexPathsForSelectedItems?.map(\.item) == [2])
        collection.selectItem(at: nil)
        #expect(collection.indexPathsForSelectedItems == [])
    }

    @Test func stackViewKeepsArrangedSubviewsAmongItsSubviews() {
        let a = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
            b = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let stack = StackView(arrangedSubviews: [a, b])
        #expect(stack.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        stack.removeArrangedSubview(a)
        #expect(
            stack.arrangedSubviews.count == 1 && a.superview === stack,
            "removing from the arrangement keeps the subview")
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty, "leaving the stack view leaves the arrangement")
    }

    @Test func stackViewLaysOutAlongItsAxis() {
        let a = Label(), b = Label()
        a.text = "ab"  // 17 × 21 at 17 pt
        b.text = "abcd"  // 34 × 21
        let stack = StackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        stack.spacing = 6
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 17, height: 40))
        #expect(b.frame == CGRect(x: 23, y: 0, width: 77, height: 40), "fill: the last view takes the rest")

        stack.distribution = .fillEqually
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 9.5, width: 47, height: 21))
        #expect(b.frame == CGRect(x: 53, y: 9.5, width: 47, height: 21))

        stack.axis = .vertical
        stack.distribution = .equalSpacing
        stack.alignment = .leading
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 17, height: 21))
        #expect(b.frame == CGRect(x: 0, y: 79, width: 34, height: 21))
    }
}
