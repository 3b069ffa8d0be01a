import Foundation
import TestSupport
import Testing

@testable import ViewCore

/// Bar items and bars start with UIKit's defaults and keep their items.
@Suite("Bars and bar items")
struct BarTests {
    @Test func barButtonItemDefaultsAndKinds() {
        let item = BarButtonItem()
        #expect(item.title == nil && item.image == nil && item.style == .plain && item.systemItem == nil)
        #expect(item.width == 0 && item.tintColor == nil && item.customView == nil && item.isEnabled && item.tag == 0)
        #expect(BarButtonItem(barButtonSystemItem: .add).systemItem == .add)
        #expect(BarButtonItem.fixedSpace(12).width == 12 && BarButtonItem.fixedSpace(12).systemItem == .fixedSpace)
        #expect(BarButtonItem(title: "Done", style: .done).style == .done)
        let custom = View()
        #expect(BarButtonItem(customView: custom).customView === custom)
    }

    @Test func barButtonItemsSendTheirActionsWhenTapped() throws {
        let spy = ActionSpy("A")
        let item = BarButtonItem(barButtonSystemItem: .done)
        try item.addTarget(spy, action: "tapped:")
        var closureRuns = 0
        item.addAction(Action { _ in closureRuns += 1 })
        #expect(item.target === spy && item.action == "tapped:")
        #expect(item.simulateTap())
        #expect(spy.log.take() == ["A.tapped:"] && closureRuns == 1)
        #expect(spy.senders.first.flatMap { $0 } === item)
        item.isEnabled = false
        #expect(!item.simulateTap() && spy.log.take().isEmpty)
        #expect(throws: ActionError.self) { try item.addTarget(spy, action: "missing:") }
        #expect(throws: ActionError.self) { try item.addTarget(spy, action: "buttonOnly:") }
    }

    @Test func tabBarItemDefaultsAndKinds() {
        let item = TabBarItem(title: "Home", image: Image(systemName: "house"), tag: 3)
        #expect(item.title == "Home" && item.tag == 3 && item.selectedImage == nil && item.badgeValue == nil)
        #expect(item.titlePositionAdjustment == .zero && item.systemItem == nil)
        #expect(TabBarItem(tabBarSystemItem: .favorites, tag: 1).systemItem == .favorites)
    }

    @Test func navigationItemSingleItemAccessorsReplaceTheLists() {
        let item = NavigationItem(title: "Inbox")
        #expect(
            item.leftBarButtonItem == nil && item.rightBarButtonItems.isEmpty
                && item.largeTitleDisplayMode == .automatic)
        let (edit, add, search) = (BarButtonItem(barButtonSystemItem: .edit), BarButtonItem(), BarButtonItem())
        item.rightBarButtonItems = [add, search]
        #expect(item.rightBarButtonItem === add)
        item.rightBarButtonItem = edit
        #expect(item.rightBarButtonItems.count == 1 && item.rightBarButtonItem === edit)
        item.leftBarButtonItem = nil
        #expect(item.leftBarButtonItems.isEmpty)
    }

    @Test func navigationBarPushesAndPopsItsOwnItems() {
        let bar = NavigationBar(frame: .zero)
        #expect(bar.items?.isEmpty == true && bar.topItem == nil && bar.barStyle == .default && bar.isTranslucent)
        let (first, second) = (NavigationItem(title: "A"), NavigationItem(title: "B"))
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: false)
        #expect(bar.topItem === second && bar.backItem === first)
        #expect(bar.popItem(animated: false) === second)
        #expect(bar.topItem === first && bar.backItem == nil)
    }

    @Test func tabBarAndToolbarDefaults() {
        let tabBar = TabBar(frame: .zero)
        #expect(tabBar.items == nil && tabBar.selectedItem == nil && tabBar.itemPositioning == .automatic)
        let item = TabBarItem()
        tabBar.items = [item]
        tabBar.selectedItem = item
        #expect(tabBar.selectedItem === item)
        let toolbar = Toolbar(frame: .zero)
        #expect(
            toolbar.items == nil && toolbar.barStyle == .default && toolbar.isTranslucent && toolbar.barTintColor == nil
        )
    }

    @Test func searchBarDefaultsFollowUIKit() {
        let bar = SearchBar(frame: .zero)
        #expect(bar.text == nil && bar.placeholder == nil && bar.searchBarStyle == .default)
        #expect(bar.autocapitalizationType == .none, "UISearchBar does not capitalize by default")
        #expect(bar.autocorrectionType == .default && bar.keyboardType == .default && bar.textContentType == nil)
        #expect(
            !bar.showsCancelButton && !bar.showsScopeBar && bar.scopeButtonTitles == nil
                && bar.selectedScopeButtonIndex == 0)
    }

    @Test func barClassesAreRegisteredForArchiving() {
        let names = Set(viewCoreArchivableClasses.map { $0.archiveClassName })
        for expected in [
            "NavigationBar", "Toolbar", "TabBar", "SearchBar", "BarButtonItem", "NavigationItem", "TabBarItem",
        ] {
            #expect(names.contains(expected), "\(expected) is registered")
        }
    }
}
