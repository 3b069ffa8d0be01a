import Foundation
import ViewCore

/// Random container controllers and bar items for the random controller trees, and their
/// comparison.
extension RandomViewTree {
    /// A container controller of any class, with its own keys randomized (children are added by
    /// the tree, as to any controller).
    public mutating func makeContainerController() -> ViewController {
        switch int(0...5) {
        case 0:
            let navigation = NavigationController()
            randomizeNavigationBar(navigation.navigationBar)
            randomizeToolbar(navigation.toolbar)
            if chance(0.3) { navigation.isNavigationBarHidden = true }
            if chance(0.4) { navigation.isToolbarHidden = false }
            return navigation
        case 1:
            let tabs = TabBarController()
            randomizeTabBar(tabs.tabBar)
            return tabs
        case 2:
            let table = TableViewController(style: pick(TableView.Style.allCases))
            if chance(0.4) { table.clearsSelectionOnViewWillAppear = false }
            return table
        case 3:
            let collection = CollectionViewController(collectionViewLayout: randomFlowLayout())
            if chance(0.4) { collection.clearsSelectionOnViewWillAppear = false }
            return collection
        case 4:
            let pages = PageViewController(
                transitionStyle: anyCase(of: PageViewController.TransitionStyle.self),
                navigationOrientation: anyCase(of: PageViewController.NavigationOrientation.self),
                spineLocation: maybe(0.5) { $0.anyCase(of: PageViewController.SpineLocation.self) })
            if chance(0.4) { pages.isDoubleSided = true }
            return pages
        default:
            let split = SplitViewController(style: anyCase(of: SplitViewController.Style.self))
            if chance(0.5) { split.preferredDisplayMode = anyCase(of: SplitViewController.DisplayMode.self) }
            if chance(0.4) { split.presentsWithGesture = false }
            if chance(0.5) { split.preferredPrimaryColumnWidthFraction = unit() }
            if chance(0.4) { split.primaryEdge = .trailing }
            return split
        }
    }

    /// Gives `controller` a random navigation item, tab bar item and toolbar items (or leaves
    /// them unmade), and random extended-layout settings.
    public mutating func randomizeBarItems(of controller: ViewController) {
        if chance(0.5) {
            let random = randomNavigationItem()
            let item = controller.navigationItem
            item.title = random.title
            item.prompt = random.prompt
            item.largeTitleDisplayMode = random.largeTitleDisplayMode
            item.hidesBackButton = random.hidesBackButton
            item.leftBarButtonItems = random.leftBarButtonItems
            item.rightBarButtonItems = random.rightBarButtonItems
            item.backBarButtonItem = random.backBarButtonItem
        }
        if chance(0.4) { controller.tabBarItem = randomTabBarItem() }
        if chance(0.3) { controller.toolbarItems = (0..<int(0...3)).map { _ in randomBarButtonItem() } }
        if chance(0.4) { controller.edgesForExtendedLayout = RectEdge(rawValue: UInt(int(0...15))) }
        if chance(0.3) { controller.extendedLayoutIncludesOpaqueBars = true }
        if chance(0.3) { controller.automaticallyAdjustsScrollViewInsets = false }
    }
}

extension ViewControllerComparison {
    /// The bar items every controller has, then the keys of each container class.
    static func compareClassProperties(_ a: ViewController, _ b: ViewController, into d: inout PropertyDifferences) {
        d.append(
            ViewTreeComparison.compareNavigationItems(a.navigationItem, b.navigationItem), prefix: "navigationItem.")
        d.append(ViewTreeComparison.compareBarItems(a.tabBarItem, b.tabBarItem), prefix: "tabBarItem.")
        ViewTreeComparison.compareItemLists(a.toolbarItems, b.toolbarItems, name: "toolbarItems", into: &d)
        d.check("edgesForExtendedLayout", a.edgesForExtendedLayout.rawValue, b.edgesForExtendedLayout.rawValue)
        let (opaqueA, opaqueB) = (a.extendedLayoutIncludesOpaqueBars, b.extendedLayoutIncludesOpaqueBars)
        d.check("extendedLayoutIncludesOpaqueBars", opaqueA, opaqueB)
        let (adjustsA, adjustsB) = (a.automaticallyAdjustsScrollViewInsets, b.automaticallyAdjustsScrollViewInsets)
        d.check("automaticallyAdjustsScrollViewInsets", adjustsA, adjustsB)
        switch (a, b) {
        case (let a as NavigationController, let b as NavigationController):
            var bar = PropertyDifferences()
            ViewTreeComparison.compareNavigationBar(a.navigationBar, b.navigationBar, &bar)
            ViewTreeComparison.compareToolbar(a.toolbar, b.toolbar, &bar)
            d.append(bar.lines, prefix: "bars.")
            d.check("isNavigationBarHidden", a.isNavigationBarHidden, b.isNavigationBarHidden)
            d.check("isToolbarHidden", a.isToolbarHidden, b.isToolbarHidden)
        case (let a as TabBarController, let b as TabBarController):
            var bar = PropertyDifferences()
            ViewTreeComparison.compareTabBar(a.tabBar, b.tabBar, &bar)
            d.append(bar.lines, prefix: "tabBar.")
            d.check("selectedIndex", a.selectedIndex, b.selectedIndex)
        case (let a as TableViewController, let b as TableViewController):
            d.check(
                "clearsSelectionOnViewWillAppear", a.clearsSelectionOnViewWillAppear, b.clearsSelectionOnViewWillAppear)
        case (let a as CollectionViewController, let b as CollectionViewController):
            d.check(
                "clearsSelectionOnViewWillAppear", a.clearsSelectionOnViewWillAppear, b.clearsSelectionOnViewWillAppear)
        case (let a as PageViewController, let b as PageViewController):
            d.check("transitionStyle", a.transitionStyle, b.transitionStyle)
            d.check("navigationOrientation", a.navigationOrientation, b.navigationOrientation)
            d.check("spineLocation", a.spineLocation, b.spineLocation)
            d.check("isDoubleSided", a.isDoubleSided, b.isDoubleSided)
        case (let a as SplitViewController, let b as SplitViewController):
            d.check("style", a.style, b.style)
            d.check("preferredDisplayMode", a.preferredDisplayMode, b.preferredDisplayMode)
            d.check("presentsWithGesture", a.presentsWithGesture, b.presentsWithGesture)
            d.check(
                "preferredPrimaryColumnWidthFraction", a.preferredPrimaryColumnWidthFraction,
                b.preferredPrimaryColumnWidthFraction)
            d.check("primaryEdge", a.primaryEdge, b.primaryEdge)
        default:
            break
        }
    }
}
