import Foundation

/// The archive keys of `ViewController`: the Swift property names. `view` and `children` are
/// owned objects; children are decoded without containment callbacks (they are being
/// re-created, not moved).
extension ViewController {
    func decodeControllerProperties(from coder: Coder) throws {
        title = try coder.decode(String.self, forKey: "title")
        restorationIdentifier = try coder.decode(String.self, forKey: "restorationIdentifier")
        if let v = try coder.decode(CGSize.self, forKey: "preferredContentSize") { preferredContentSize = v }
        if let v = try coder.decode(ModalPresentationStyle.self, forKey: "modalPresentationStyle") {
            modalPresentationStyle = v
        }
        if let v = try coder.decode(ModalTransitionStyle.self, forKey: "modalTransitionStyle") {
            modalTransitionStyle = v
        }
        if let v = try coder.decode(Bool.self, forKey: "definesPresentationContext") { definesPresentationContext = v }
        if let v = try coder.decode(Bool.self, forKey: "providesPresentationContextTransitionStyle") {
            providesPresentationContextTransitionStyle = v
        }
        if let v = try coder.decode(Bool.self, forKey: "hidesBottomBarWhenPushed") { hidesBottomBarWhenPushed = v }
        if let v = try coder.decode(Bool.self, forKey: "isModalInPresentation") { isModalInPresentation = v }
        if let v = try coder.decode(RectEdge.self, forKey: "edgesForExtendedLayout") { edgesForExtendedLayout = v }
        if let v = try coder.decode(Bool.self, forKey: "extendedLayoutIncludesOpaqueBars") {
            extendedLayoutIncludesOpaqueBars = v
        }
        if let v = try coder.decode(Bool.self, forKey: "automaticallyAdjustsScrollViewInsets") {
            automaticallyAdjustsScrollViewInsets = v
        }
        if let item = try coder.decodeObject(of: NavigationItem.self, forKey: "navigationItem") {
            storedNavigationItem = item
        }
        if let item = try coder.decodeObject(of: TabBarItem.self, forKey: "tabBarItem") { storedTabBarItem = item }
        toolbarItems = try coder.decodeObjects(of: BarButtonItem.self, forKey: "toolbarItems")
        archivedView = try coder.decodeObject(of: View.self, forKey: "view")
        for child in try coder.decodeObjects(of: ViewController.self, forKey: "children") ?? [] {
            guard child !== self, child.parent == nil else { continue }
            children.append(child)
            child.parent = self
        }
    }

    func encodeControllerProperties(with coder: Coder) {
        coder.encode(title, forKey: "title")
        coder.encode(restorationIdentifier, forKey: "restorationIdentifier")
        coder.encode(nibName, forKey: "nibName")
        coder.encode(preferredContentSize, forKey: "preferredContentSize", omittingDefault: .zero)
        coder.encode(modalPresentationStyle, forKey: "modalPresentationStyle", omittingDefault: .automatic)
        coder.encode(modalTransitionStyle, forKey: "modalTransitionStyle", omittingDefault: .coverVertical)
        coder.encode(definesPresentationContext, forKey: "definesPresentationContext", omittingDefault: false)
        coder.encode(
            providesPresentationContextTransitionStyle, forKey: "providesPresentationContextTransitionStyle",
            omittingDefault: false)
        coder.encode(hidesBottomBarWhenPushed, forKey: "hidesBottomBarWhenPushed", omittingDefault: false)
        coder.encode(isModalInPresentation, forKey: "isModalInPresentation", omittingDefault: false)
        coder.encode(edgesForExtendedLayout, forKey: "edgesForExtendedLayout", omittingDefault: .all)
        coder.encode(
            extendedLayoutIncludesOpaqueBars, forKey: "extendedLayoutIncludesOpaqueBars", omittingDefault: false)
        coder.encode(
            automaticallyAdjustsScrollViewInsets, forKey: "automaticallyAdjustsScrollViewInsets", omittingDefault: true)
        coder.encode(storedNavigationItem, forKey: "navigationItem")
        coder.encode(storedTabBarItem, forKey: "tabBarItem")
        if let toolbarItems { coder.encode(toolbarItems, forKey: "toolbarItems") }
        coder.encode(storedView ?? archivedView, forKey: "view")
        if !children.isEmpty { coder.encode(children, forKey: "children") }
    }
}
