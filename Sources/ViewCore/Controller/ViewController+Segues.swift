/// Performing a storyboard's segues: the destination from the storyboard, `prepare(for:sender:)`
/// on the source, then the transition; unwind segues find their destination up the chain.
extension ViewController {
    /// The identifiers of the segues this controller can perform, in file order.
    public var segueIdentifiers: [String] { segueTemplates.compactMap(\.identifier) }

    /// Performs the segue `identifier` of this controller's scene, UIKit's
    /// `performSegue(withIdentifier:sender:)`: the storyboard makes a fresh destination, this
    /// controller's `prepare(for:sender:)` sees it, then the segue is performed (pushed on the
    /// navigation controller for `show`, presented for `presentation` and `popover`...; see
    /// `StoryboardSegue`). An unwind segue finds the nearest controller up the chain (parents,
    /// the navigation stack below, presenters) whose `canPerformUnwindSegueAction(_:from:sender:)`
    /// is true, calls the unwind action on it with the segue, then pops and dismisses back to it.
    ///
    /// - Returns: the segue performed.
    /// - Throws: `SegueError` when there is no such segue, no unwind target, or no storyboard;
    ///   the storyboard's error when the destination cannot be made (NibKit's `NibLoadingError`).
    @discardableResult
    public func performSegue(withIdentifier identifier: String, sender: Any?) throws -> StoryboardSegue {
        guard let template = segueTemplates.first(where: { $0.identifier == identifier }) else {
            throw SegueError(
                reason: .unknownIdentifier(suggestion: NameSuggestion.closest(to: identifier, in: segueIdentifiers)),
                identifier: identifier, controllerClass: "\(type(of: self))")
        }
        return try perform(template, sender: sender)
    }

    /// Performs `template` (see `performSegue(withIdentifier:sender:)`).
    ///
    /// - Throws: as `performSegue(withIdentifier:sender:)`.
    @discardableResult
    package func perform(_ template: StoryboardSegueTemplate, sender: Any?) throws -> StoryboardSegue {
        if template.kind == .unwind { return try unwind(template, sender: sender) }
        guard let provider = segueDestinationProvider else {
            throw SegueError(
                reason: .notFromStoryboard, identifier: template.identifier, controllerClass: "\(type(of: self))")
        }
        let destination = try provider.instantiateDestination(of: template)
        let segue =
            template.className.flatMap(StoryboardSegue.registeredClass(named:)).map {
                $0.init(identifier: template.identifier, source: self, destination: destination)
            }
            ?? StoryboardSegue(
                identifier: template.identifier, source: self, destination: destination, kind: template.kind)
        prepare(for: segue, sender: sender)
        segue.perform()
        return segue
    }

    private func unwind(_ template: StoryboardSegueTemplate, sender: Any?) throws -> StoryboardSegue {
        let action = template.unwindAction ?? ""
        guard let target = unwindTarget(for: action, sender: sender) else {
            throw SegueError(
                reason: .noUnwindTarget(action: action), identifier: template.identifier,
                controllerClass: "\(type(of: self))")
        }
        let segue = StoryboardSegue(identifier: template.identifier, source: self, destination: target, kind: .unwind)
        prepare(for: segue, sender: sender)
        if let receiver = target as? any ActionReceiver {
            type(of: receiver).actionTable[action]?.invoke(on: target, sender: segue, event: nil)
        }
        // Back to the target: end what it (or its root) presents, then pop its stack to it.
        target.dismissPresented()
        target.navigationController?.popToViewController(target, animated: true)
        return segue
    }

    /// The nearest controller up the chain from this one that takes the unwind action: each
    /// ancestor, then its other children from the last (a navigation stack from the top), then
    /// on through the presenter, as UIKit searches.
    func unwindTarget(for action: String, sender: Any?) -> ViewController? {
        var previous: ViewController?
        var current: ViewController? = self
        while let candidate = current {
            if candidate !== self {
                if candidate.canPerformUnwindSegueAction(action, from: self, sender: sender) { return candidate }
                for child in candidate.children.reversed()
                where child !== previous && child.canPerformUnwindSegueAction(action, from: self, sender: sender) {
                    return child
                }
            }
            previous = candidate
            current = candidate.parent ?? candidate.storedPresentingViewController
        }
        return nil
    }
}
