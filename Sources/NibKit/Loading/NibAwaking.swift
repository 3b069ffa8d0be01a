import ViewCore

/// An object that wants `awakeFromNib()` once the nib that created it is fully loaded. `View`,
/// `ViewController`, `GestureRecognizer` and `CustomObject` adopt it; adopt it in your own
/// archivable classes to get the call.
public protocol NibAwaking: AnyObject {
    func awakeFromNib()
}

extension View: NibAwaking {}
extension ViewController: NibAwaking {}
extension GestureRecognizer: NibAwaking {}
extension CustomObject: NibAwaking {}
