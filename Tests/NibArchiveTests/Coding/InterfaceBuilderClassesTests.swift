import Foundation
import NibArchive
import TestSupport
import Testing
import ViewCore

/// The classes of Interface Builder's standard UIKit elements read the shapes an Xcode file
/// gives them (a cell's content view held only under `contentView`, a table header not among
/// the subviews) and come back from our own formats with their structure.
@Suite("Interface Builder classes through the archive formats")
struct InterfaceBuilderClassesTests {
    private static func archive(_ xmlObjects: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
            \(xmlObjects)
              </objects>
            </archive>

            """.utf8)
    }

    @Test func aContentViewHeldOnlyUnderItsKeyBecomesTheFirstSubview() throws {
        let data = Self.archive(
            """
            <object class="TableViewCell" id="cell">
              <string key="reuseIdentifier" value="Setting"/>
              <string key="style" value="value1"/>
              <string key="accessoryType" value="disclosureIndicator"/>
              <array key="subviews">
                <object class="View" id="accessory"/>
              </array>
              <object key="contentView" class="View" id="content">
                <array key="subviews">
                  <object class="Label" id="title"/>
                </array>
              </object>
              <reference key="textLabel" ref="title"/>
            </object>
            """)
        let cell = try #require(try unarchiveFirst(TableViewCell.self, from: data, format: .xml))
        #expect(
            cell.reuseIdentifier == "Setting" && cell.style == .value1 && cell.accessoryType == .disclosureIndicator)
        #expect(cell.subviews.count == 2 && cell.subviews.first === cell.contentView)
        #expect(cell.textLabel?.superview === cell.contentView)
    }

    @Test func aCellWritesItsContentViewAmongTheSubviewsAndNamesItByReference() throws {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "Message")
        cell.textLabel?.text = "Hello"
        let xml = String(
            decoding: KeyedArchiver.archivedDocument(withRootObjects: [cell]).data(format: .xml), as: UTF8.self)
        #expect(xml.contains("<reference key=\"contentView\""))
        #expect(xml.contains("<reference key=\"textLabel\""))
        for format in ArchiveFormat.allCases {
            let data = KeyedArchiver.archivedDocument(withRootObjects: [cell]).data(format: format)
            let decoded = try #require(try unarchiveFirst(TableViewCell.self, from: data, format: format))
            #expect(decoded.subviews.count == 1 && decoded.contentView.subviews.count == 3)
            #expect(decoded.textLabel?.text == "Hello" && decoded.textLabel?.superview === decoded.contentView)
        }
    }

    @Test func aTableHeaderOutsideTheSubviewsIsAddedAsOne() throws {
        let data = Self.archive(
            """
            <object class="TableView" id="table">
              <object key="tableHeaderView" class="SearchBar" id="search">
                <string key="searchBarStyle" value="minimal"/>
              </object>
              <array key="staticSections">
                <object class="TableViewSection" id="section">
                  <string key="headerTitle" value="Account"/>
                  <array key="cells">
                    <object class="TableViewCell" id="signOut">
                      <object key="contentView" class="View" id="signOutContent">
                        <array key="subviews">
                          <object class="Label" id="signOutTitle"><string key="text" value="Sign out"/></object>
                        </array>
                      </object>
                      <reference key="textLabel" ref="signOutTitle"/>
                    </object>
                  </array>
                </object>
              </array>
              <array key="prototypeCells">
                <object class="TableViewCell" id="prototype">
                  <string key="reuseIdentifier" value="Cell"/>
                </object>
              </array>
            </object>
            """)
        let table = try #require(try unarchiveFirst(TableView.self, from: data, format: .xml))
        #expect(table.staticSections.first?.headerTitle == "Account")
        #expect(table.staticCell(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Sign out")
        let header = try #require(table.tableHeaderView as? SearchBar)
        #expect(header.searchBarStyle == .minimal && header.superview === table)
        #expect(table.prototypeCell(withReuseIdentifier: "Cell")?.superview == nil)
    }

    @Test func aNavigationStackComesBackWithItsItemsAndBar() throws {
        let root = ViewController()
        root.title = "Inbox"
        root.navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .compose)
        let navigation = NavigationController(rootViewController: root)
        let detail = ViewController()
        detail.navigationItem.title = "Message"
        detail.toolbarItems = [BarButtonItem.flexibleSpace(), BarButtonItem(title: "Reply", style: .done)]
        navigation.pushViewController(detail, animated: false)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.isToolbarHidden = false
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, ViewController()]
        tabs.selectedIndex = 1
        for format in ArchiveFormat.allCases {
            let data = KeyedArchiver.archivedDocument(withRootObjects: [tabs]).data(format: format)
            let decoded = try #require(try unarchiveFirst(TabBarController.self, from: data, format: format))
            #expect(decoded.selectedIndex == 1 && decoded.viewControllers?.count == 2)
            let stack = try #require(decoded.viewControllers?.first as? NavigationController)
            #expect(
                stack.viewControllers.count == 2 && !stack.isToolbarHidden && stack.navigationBar.prefersLargeTitles)
            #expect(stack.navigationBar.topItem?.title == "Message")
            #expect(stack.navigationBar.backItem?.rightBarButtonItem?.systemItem == .compose)
            #expect(stack.topViewController?.toolbarItems?.last?.style == .done)
            #expect(stack.tabBarController === decoded)
        }
    }

    @Test func invalidValuesAreRefusedWithTheirKey() {
        let badInterval = Self.archive(
            """
            <object class="DatePicker" id="picker"><integer key="minuteInterval" value="7"/></object>
            """)
        #expect(throws: (any Error).self) { try unarchiveFirst(DatePicker.self, from: badInterval, format: .xml) }
        let badStep = Self.archive(
            """
            <object class="Stepper" id="stepper"><real key="stepValue" value="0"/></object>
            """)
        #expect(throws: (any Error).self) { try unarchiveFirst(Stepper.self, from: badStep, format: .xml) }
        let badIndex = Self.archive(
            """
            <object class="TabBarController" id="tabs"><integer key="selectedIndex" value="-1"/></object>
            """)
        #expect(throws: (any Error).self) { try unarchiveFirst(TabBarController.self, from: badIndex, format: .xml) }
        let badStyle = Self.archive(
            """
            <object class="TableViewCell" id="cell"><string key="accessoryType" value="chevron"/></object>
            """)
        #expect(throws: (any Error).self) { try unarchiveFirst(TableViewCell.self, from: badStyle, format: .xml) }
    }
}
