/// What a gesture recognizer asks its `delegate`, UIKit's `UIGestureRecognizerDelegate`.
///
/// Every method is optional, as UIKit's are: each has a default in a protocol extension that
/// answers as UIKit does when the delegate does not implement it, so a delegate implements only
/// what it decides. A nib's `delegate` outlet of a recognizer connects it.
///
/// `GestureRecognizer.simulateRecognition(at:)` asks, in UIKit's order,
/// `gestureRecognizer(_:shouldReceive:)` (false: the recognizer never sees the gesture) and then
/// `gestureRecognizerShouldBegin(_:)` (false: the recognizer fails). ViewCore plays one
/// recognizer's gesture at a time and arbitrates between none, so it never asks the three
/// questions about another recognizer; they are here so that a delegate written for UIKit
/// compiles unchanged and code that arbitrates itself can ask them.
///
/// ```swift
/// final class ListController: ViewController, GestureRecognizerDelegate {
///     var isEditingList = false
///     func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { !isEditingList }
/// }
/// ```
///
/// Declare the methods in the adopting class itself: as with any Swift protocol default, a
/// method added only by a subclass of the adopting class is not the one the recognizer calls.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave `.possible` to begin (or, for a discrete gesture, to
    /// be recognized); false makes it fail. True by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// Whether `gestureRecognizer` is given the event at all; false leaves it in `.possible`,
    /// sending nothing. True by default.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool

    /// Whether `gestureRecognizer` and `otherGestureRecognizer` may recognize at the same time.
    /// False by default; ViewCore never asks it (see the protocol's documentation).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool

    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail. False by
    /// default; ViewCore never asks it.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool

    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail. False by
    /// default; ViewCore never asks it.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// True: UIKit's answer when the delegate does not implement the method.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// True: UIKit's answer when the delegate does not implement the method.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
        true
    }

    /// False: UIKit's answer when the delegate does not implement the method.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    /// False: UIKit's answer when the delegate does not implement the method.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    /// False: UIKit's answer when the delegate does not implement the method.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
}
