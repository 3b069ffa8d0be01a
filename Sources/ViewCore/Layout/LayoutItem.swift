/// Something a layout constraint can name as an item: a `View` or a `LayoutGuide`.
///
/// UIKit types constraint items as `Any` and fails at run time on anything else; NibKit checks
/// it at compile time, and an archive whose constraint names another kind of object fails to
/// decode with a wrong-class error. Only `View` and `LayoutGuide` conform.
public protocol LayoutItem: AnyObject {
    /// The view the item lays out in: the view itself, or a guide's owning view.
    var layoutOwningView: View? { get }
}

extension View: LayoutItem {
    /// The view itself.
    public var layoutOwningView: View? { self }
}
