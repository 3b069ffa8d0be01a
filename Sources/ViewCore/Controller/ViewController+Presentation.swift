/// Modal presentation without animation or windows: who presents whom. A presentation belongs
/// to the root ancestor of the controller asked to present, as with UIKit's default (full
/// screen) style, so a child sees its container's presentation.
extension ViewController {
    /// The controller presented by this controller or by one of its ancestors, or nil.
    public var presentedViewController: ViewController? {
        var current: ViewController? = self
        while let candidate = current {
            if let presented = candidate.storedPresentedViewController { return presented }
            current = candidate.parent
        }
        return nil
    }

    /// The controller that presented this controller or one of its ancestors, or nil.
    public var presentingViewController: ViewController? {
        var current: ViewController? = self
        while let candidate = current {
            if let presenting = candidate.storedPresentingViewController { return presenting }
            current = candidate.parent
        }
        return nil
    }

    /// The root ancestor: where a presentation is recorded.
    var presentationRoot: ViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    func presentModally(_ controller: ViewController) {
        let root = presentationRoot
        guard root.storedPresentedViewController == nil, controller.storedPresentingViewController == nil,
            controller.parent == nil, !isDescendant(of: controller)
        else { return }
        root.storedPresentedViewController = controller
        controller.storedPresentingViewController = root
    }

    func dismissModally() {
        if !dismissPresented(), let presenting = presentationRoot.storedPresentingViewController {
            presenting.dismissPresented()
        }
    }

    /// Ends the presentation this controller's root makes, and the ones above it; false when
    /// it makes none.
    @discardableResult
    func dismissPresented() -> Bool {
        let root = presentationRoot
        guard let presented = root.storedPresentedViewController else { return false }
        presented.dismissPresented()
        root.storedPresentedViewController = nil
        presented.storedPresentingViewController = nil
        return true
    }
}
