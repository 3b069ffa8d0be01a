extension View: Responder {
    /// Whether the view is its window's first responder.
    public var isFirstResponder: Bool { storedWindow?.firstResponder === self }

    func defaultBecomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = storedWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Where an action this view (a control) sends to the First Responder starts: the window's
    /// first responder, or else this view, which is what UIKit does when no view has become
    /// first responder.
    var firstResponderChainStart: any Responder {
        storedWindow?.firstResponder ?? self
    }
}

extension ViewController: Responder {}
