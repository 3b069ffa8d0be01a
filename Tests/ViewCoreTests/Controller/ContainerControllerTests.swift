import Foundation
import Testing

@testable import ViewCore

/// A controller that records the containment messages it receives.
private final class Child: ViewController {
    var messages: [String] = []
    override func willMove(toParent parent: ViewController?) {
        messages.append("will(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: ViewController?) {
        messages.append("did(\(parent == nil ? "nil" : "parent"))")
    }
}

/// The container controllers keep their controllers as children, with UIKit's containment
/// messages, and their bars follow them.
@Suite("Container controllers")
struct ContainerControllerTests {
    @Test func navigationControllerPushesAndPops() {
        let root = Child()
        let navigation = NavigationController(rootViewController: root)
        let second = Child()
        navigation.pushViewController(second, animated: true)
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [root, second].map(ObjectIdentifier.init))
        #expect(navigation.topViewController === second && navigation.visibleViewController === second)
        #expect(second.parent === navigation && second.navigationController === navigation)
        #expect(second.messages == ["will(parent)", "did(parent)"])

        #expect(navigation.popViewController(animated: true) === second)
        #expect(second.parent == nil && second.navigationController == nil)
        #expect(second.messages == ["will(parent)", "did(parent)", "will(nil)", "did(nil)"])
        #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
        #expect(navigation.topViewController === root)
    }

    @Test func popToRootReturnsThePoppedControllersBottomFirst() {
        let controllers = (0..<4).map { _ in ViewController() }
        let navigation = NavigationController()
        navigation.viewControllers = controllers
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped?.map(ObjectIdentifier.init) == controllers.dropFirst().map(ObjectIdentifier.init))
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.popToRootViewController(animated: false) == nil)
    }

    @Test func theNavigationBarShowsTheStacksItems() {
        let first = ViewController()
        first.title = "Inbox"
        let navigation = NavigationController(rootViewController: first)
        let second = ViewController()
        navigation.pushViewController(second, animated: false)
        #expect(navigation.navigationBar.items?.count == 2)
        #expect(navigation.navigationBar.topItem === second.navigationItem)
        #expect(navigation.navigationBar.backItem?.title == "Inbox")
        navigation.navigationBar.items = []
        #expect(navigation.navigationBar.items?.count == 2, "a navigation controller's bar ignores items set on it")
    }

    @Test func navigationItemAndTabBarItemAreMadeOnFirstUseWithTheTitle() {
        let controller = ViewController()
        controller.title = "Settings"
        #expect(controller.navigationItem.title == "Settings")
        #expect(controller.navigationItem === controller.navigationItem)
        #expect(controller.tabBarItem.title == "Settings")
        controller.title = "Account"
        #expect(controller.navigationItem.title == "Account" && controller.tabBarItem.title == "Account")
        #expect(controller.toolbarItems == nil)
        #expect(controller.edgesForExtendedLayout == .all && !controller.extendedLayoutIncludesOpaqueBars)
        #expect(controller.automaticallyAdjustsScrollViewInsets)
        #expect(RectEdge(codingValue: .string("top bottom")) == [.top, .bottom])
        #expect(RectEdge(codingValue: .string("middle")) == nil, "an unknown edge name is refused")
    }

    @Test func tabBarControllerSelects() {
        let tabs = TabBarController()
        #expect(tabs.viewControllers == nil && tabs.selectedViewController == nil)
        let (a, b, c) = (ViewController(), ViewController(), ViewController())
        tabs.viewControllers = [a, b, c]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        tabs.selectedViewController = c
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.tabBar.selectedItem === c.tabBarItem)
        #expect(tabs.tabBar.items?.count == 3)
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 2, "an index past the end is ignored")
        tabs.viewControllers = [b]
        #expect(tabs.selectedIndex == 0 && a.parent == nil && b.tabBarController === tabs)
    }

    @Test func tableAndCollectionControllersMakeTheirViews() {
        let table = TableViewController(style: .grouped)
        #expect(table.tableView?.style == .grouped)
        #expect(table.clearsSelectionOnViewWillAppear)
        table.tableView?.selectRow(at: IndexPath(row: 1, section: 0))
        table.beginAppearanceTransition(true, animated: false)
        #expect(table.tableView?.indexPathForSelectedRow == nil, "the selection is cleared as the view appears")

        let layout = CollectionViewFlowLayout()
        let collection = CollectionViewController(collectionViewLayout: layout)
        #expect(collection.collectionViewLayout === layout)
        #expect(collection.collectionView?.collectionViewLayout === layout)
    }

    @Test func pageAndSplitControllersHoldTheirControllers() {
        let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        #expect(pages.spineLocation == .none && pages.viewControllers == nil)
        let page = ViewController()
        var completed = false
        pages.setViewControllers([page], direction: .forward, animated: true) { completed = $0 }
        #expect(completed && pages.viewControllers?.first === page)
        #expect(
            PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal).spineLocation == .min)

        let split = SplitViewController(style: .doubleColumn)
        let (primary, detail) = (ViewController(), ViewController())
        split.viewControllers = [primary]
        split.showDetailViewController(detail, sender: nil)
        #expect(split.viewControllers.map(ObjectIdentifier.init) == [primary, detail].map(ObjectIdentifier.init))
        #expect(detail.splitViewController === split)
        #expect(split.preferredDisplayMode == .automatic && split.presentsWithGesture)
        #expect(split.preferredPrimaryColumnWidthFraction == SplitViewController.automaticDimension)
    }

    @Test func containerClassesAreRegisteredForArchiving() {
        let names = Set(viewCoreArchivableClasses.map { $0.archiveClassName })
        for expected in [
            "NavigationController", "TabBarController", "TableViewController", "CollectionViewController",
            "PageViewController", "SplitViewController", "NavigationItem", "BarButtonItem", "TabBarItem",
        ] {
            #expect(names.contains(expected), "\(expected) is registered")
        }
    }
}
