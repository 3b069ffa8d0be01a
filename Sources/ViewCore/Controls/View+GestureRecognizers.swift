import Foundation

extension View {
    /// Attaches `recognizer` to the view, which then holds it strongly. A recognizer attached
    /// to another view moves here (UIKit's rule); attaching it again to the same view does nothing.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self, gestureRecognizers.contains(where: { $0 === recognizer }) { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` (nothing when it is not attached here).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: index)
        recognizer.view = nil
    }
}
