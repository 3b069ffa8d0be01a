/// A view's accessibility properties, kept out of the view until one is set (see `View`).
/// Owned by one view and changed in place: never shared.
final class AccessibilityStorage {
    var isElement = false
    var label: String?
    var hint: String?
    var identifier: String?
    var value: String?
    var traits: AccessibilityTraits = []
}
