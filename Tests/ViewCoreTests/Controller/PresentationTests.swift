import Testing
import ViewCore

/// Modal presentation and the transitions `StoryboardSegue.perform()` makes, without a storyboard.
@Suite struct PresentationTests {
    @Test func aPresentationBelongsToTheRootAncestor() {
        let root = NavigationController(rootViewController: ViewController())
        let child = root.viewControllers[0]
        let modal = NavigationController(rootViewController: ViewController())
        child.present(modal, animated: true)
        #expect(root.presentedViewController === modal)
        #expect(child.presentedViewController === modal)
        #expect(modal.presentingViewController === root)
        #expect(modal.viewControllers[0].presentingViewController === root, "a child sees its container's presenter")

        let second = ViewController()
        child.present(second, animated: true)
        #expect(second.presentingViewController == nil, "the root presents one controller at a time")

        modal.viewControllers[0].present(second, animated: true)
        #expect(modal.presentedViewController === second)
        root.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        #expect(modal.presentedViewController == nil, "everything above goes too")
        #expect(second.presentingViewController == nil)
    }

    @Test func aPresentedControllerDismissesItself() {
        let root = ViewController()
        let modal = ViewController()
        var completed = false
        root.present(modal, animated: false) { completed = true }
        #expect(completed)
        modal.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
    }

    @Test func seguesPushOrPresentByKind() {
        let list = ViewController()
        let navigation = NavigationController(rootViewController: list)
        StoryboardSegue(identifier: "a", source: list, destination: ViewController(), kind: .show).perform()
        #expect(navigation.viewControllers.count == 2)
        StoryboardSegue(identifier: "b", source: list, destination: ViewController(), kind: .push).perform()
        #expect(navigation.viewControllers.count == 3)
        let sheet = ViewController()
        StoryboardSegue(identifier: "c", source: list, destination: sheet, kind: .popover).perform()
        #expect(navigation.presentedViewController === sheet)
        navigation.dismiss(animated: false)

        let alone = ViewController()
        let shown = ViewController()
        StoryboardSegue(identifier: "d", source: alone, destination: shown, kind: .show).perform()
        #expect(alone.presentedViewController === shown, "show without a navigation controller presents")

        let split = SplitViewController(style: .doubleColumn)
        let primary = ViewController()
        split.viewControllers = [primary, ViewController()]
        let detail = ViewController()
        StoryboardSegue(identifier: "e", source: primary, destination: detail, kind: .showDetail).perform()
        #expect(split.viewControllers.last === detail)
        let custom = StoryboardSegue(identifier: nil, source: primary, destination: ViewController())
        #expect(custom.kind == .custom)
    }
}
