/// An object whose state `StateRestoration` saves and brings back by its restoration
/// identifier: UIKit's `UIStateRestoring` together with the hooks views and view controllers
/// share. `View` and `ViewController` adopt it; their subclasses override the hooks (calling
/// `super` first), they do not adopt the protocol again.
///
/// ```swift
/// final class MapView: View {
///     var center = CGPoint.zero
///     override func encodeRestorableState(with coder: Coder) {
///         super.encodeRestorableState(with: coder)
///         coder.encode(center, forKey: "mapCenter")
///     }
///     override func decodeRestorableState(with coder: Coder) throws {
///         try super.decodeRestorableState(with: coder)
///         if let center = try coder.decode(CGPoint.self, forKey: "mapCenter") { self.center = center }
///     }
/// }
/// ```
public protocol StateRestoring: AnyObject {
    /// The identifier the object's state is saved under; nil or empty: not saved, and not part
    /// of the restoration path of its descendants. It must not contain `/`.
    var restorationIdentifier: String? { get }
    /// Writes the state to restore.
    func encodeRestorableState(with coder: Coder)
    /// Reads the state back; an error skips the state and is reported.
    func decodeRestorableState(with coder: Coder) throws
    /// Sent once every state of a restore has been applied, to each object that got its state.
    func applicationFinishedRestoringState()
}

extension View: StateRestoring {}
extension ViewController: StateRestoring {}
