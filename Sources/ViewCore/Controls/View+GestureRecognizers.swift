import Foundation

extension View {
    /// Attaches `recognizer` to the view, which then holds it strongly. A recognizer attached
    /// to another view moves here (UIKit's rule); attaching it again to the same view does nothing.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self, gestureRecognizers?.contains(where: { $0 === recognizer }) == true { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    /// Detaches `recognizer` (nothing when it is not attached here); `gestureRecognizers` becomes
    /// nil when the last one goes, as in UIKit.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard var recognizers = gestureRecognizers, let index = recognizers.firstIndex(where: { $0 === recognizer }) else {
            return
        }
        recognizers.remove(at: index)
        gestureRecognizers = recognizers.isEmpty ? nil : recognizers
        recognizer.view = nil
    }
}
