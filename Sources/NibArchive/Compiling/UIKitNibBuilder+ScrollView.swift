import Foundation

extension UIKitNibBuilder {
    /// `UIScrollView.KeyboardDismissMode`, `.IndicatorStyle` and `.ContentInsetAdjustmentBehavior`
    /// by the names a document gives them.
    static let keyboardDismissModes = [
        "none": 0, "onDrag": 1, "interactive": 2, "onDragWithAccessory": 3, "interactiveWithAccessory": 4,
    ]
    static let indicatorStyles = ["default": 0, "black": 1, "white": 2]
    static let contentInsetAdjustmentBehaviors = ["automatic": 0, "scrollableAxes": 1, "never": 2, "always": 3]

    /// The keys of a scroll view (and of a table, collection or text view, which are ones) as
    /// `-[UIScrollView encodeWithCoder:]` writes them (published decompilations of UIKitCore;
    /// WinObjC's `UIScrollView.mm` and xib2nib agree on the older keys): each flag that differs
    /// from UIKit's default, `UIBouncesZoom` true unless zooming does not bounce (its decoder
    /// reads an absent key as false, and davidquesada/ibtool's dump of a real table shows it),
    /// `UIKeyboardDismissMode` and `UIIndicatorStyle` when not 0, the zoom scales as floats when
    /// not 1, and `UIScrollViewContentInsetAdjustmentBehavior` and
    /// `UIScrollViewIndicatorInsetAdjustmentBehavior` always (automatic, 0, unless the document
    /// names another content inset behaviour).
    ///
    /// - Throws: `NIB0801` for a name with no archived form.
    mutating func scrollViewKeys(_ element: XMLElementNode, view: NibObjectGraph.Ref) throws(ArchiveReadError) {
        setFlags(
            [
                ("alwaysBounceVertical", "YES", "UIAlwaysBounceVertical", true),
                ("alwaysBounceHorizontal", "YES", "UIAlwaysBounceHorizontal", true),
                ("showsHorizontalScrollIndicator", "NO", "UIShowsHorizontalScrollIndicator", false),
                ("showsVerticalScrollIndicator", "NO", "UIShowsVerticalScrollIndicator", false),
                ("scrollEnabled", "NO", "UIScrollDisabled", true),
                ("pagingEnabled", "YES", "UIPagingEnabled", true),
                ("bounces", "NO", "UIBounceEnabled", false),
                ("delaysContentTouches", "NO", "UIDelaysContentTouches", false),
                ("canCancelContentTouches", "NO", "UICanCancelContentTouches", false),
                ("directionalLockEnabled", "YES", "UIDirectionalLockEnabled", true),
            ], of: element, on: view)
        if !element.attribute("bouncesZoom", is: "NO") { graph.set(view, "UIBouncesZoom", .bool(true)) }
        try setNumbered(
            [
                ("keyboardDismissMode", "UIKeyboardDismissMode", Self.keyboardDismissModes),
                ("indicatorStyle", "UIIndicatorStyle", Self.indicatorStyles),
            ], of: element, on: view)
        for (attribute, key) in [
            ("minimumZoomScale", "UIMinimumZoomScale"), ("maximumZoomScale", "UIMaximumZoomScale"),
        ] {
            if let scale = try number(element, attribute), scale != 1 { graph.set(view, key, .float(Float(scale))) }
        }
        let name = element["contentInsetAdjustmentBehavior"] ?? "automatic"
        guard let behavior = Self.contentInsetAdjustmentBehaviors[name] else {
            throw invalid(element, "contentInsetAdjustmentBehavior")
        }
        graph.set(view, "UIScrollViewContentInsetAdjustmentBehavior", NibObjectGraph.integer(behavior))
        graph.set(view, "UIScrollViewIndicatorInsetAdjustmentBehavior", NibObjectGraph.integer(0))
    }
}
