import Foundation

extension LayoutItem {
    /// The item's start, end and centre anchors along one axis: leading, trailing and centre x
    /// when `horizontal`, else top, bottom and centre y. AppKit's grid and split view arrange
    /// along either axis alike; these let one piece of code make both axes' constraints.
    package func axisAnchors(horizontal: Bool) -> (
        start: LayoutAnchor<AnyObject>, end: LayoutAnchor<AnyObject>, center: LayoutAnchor<AnyObject>
    ) {
        (
            LayoutAnchor(item: self, attribute: horizontal ? .leading : .top),
            LayoutAnchor(item: self, attribute: horizontal ? .trailing : .bottom),
            LayoutAnchor(item: self, attribute: horizontal ? .centerX : .centerY)
        )
    }
}
