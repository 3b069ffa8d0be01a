import Foundation

// STUB (to be completed by the controls engineer).
open class ViewController {
    var storedView: View?
    public init() {}
    open var view: View! {
        get { if storedView == nil { loadView(); viewDidLoad() }; return storedView }
        set { storedView = newValue }
    }
    public var viewIfLoaded: View? { storedView }
    open func loadView() { storedView = View(frame: .zero) }
    open func viewDidLoad() {}
}
