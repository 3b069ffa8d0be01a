import Foundation

// STUB (to be completed by the controls engineer).
open class GestureRecognizer: Archivable, RetainsUnarchivedValues {
    public var unarchivedValues = UnarchivedValues()
    public internal(set) weak var view: View?
    public init() {}
    public required init(coder: Coder) throws {}
    open func encode(with coder: Coder) {}
}

extension View {
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }
}
