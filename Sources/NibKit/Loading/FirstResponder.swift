/// The object standing for the First Responder placeholder while a nib is instantiated. A
/// control's action sent to it becomes `connectActionToFirstResponder(named:for:)`, which finds
/// its receiver along the responder chain when sent; a gesture recognizer's sends nothing, as
/// with a nil target in UIKit.
final class FirstResponder: Sendable {
    static let shared = FirstResponder()
}
