import Foundation

extension AppKitNibBuilder {
    /// The `NSName` of a menu by its `systemMenu`.
    static let systemMenuNames = [
        "apple": "_NSAppleMenu", "main": "_NSMainMenu", "services": "_NSServicesMenu", "window": "_NSWindowsMenu",
        "recentDocuments": "_NSRecentDocumentsMenu", "font": "_NSFontMenu", "help": "_NSHelpMenu",
    ]

    /// `<menu>`: an `NSMenu` with its title and items (`NSMenuItems`, an `NSMutableArray`,
    /// empty when it has none), `NSName` for a system menu. `popUpCell` is the pop-up button
    /// cell the menu belongs to, whose items act on it.
    mutating func menu(_ element: XMLElementNode, parent: NibObjectGraph.Ref?, popUpCell: NibObjectGraph.Ref? = nil)
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        let object = graph.add("NSMenu")
        list(object, element, parent: parent)
        graph.set(object, "NSTitle", localizable(element))
        var items: [NibObjectGraph.Ref] = []
        for child in element.children {
            if child.name == "items" {
                for item in child.children {
                    guard item.name == "menuItem" else {
                        throw error(
                            .unsupportedElement, "<\(item.name)> in <items> has no known archived form yet", at: item)
                    }
                    items.append(try menuItem(item, menu: object, popUpCell: popUpCell))
                }
            } else {
                try otherChild(child, of: element, object: object)
            }
        }
        graph.set(object, "NSMenuItems", graph.collection("NSMutableArray", items))
        if let system = element["systemMenu"] {
            guard let name = Self.systemMenuNames[system] else {
                throw error(
                    .unsupportedElement, "the system menu '\(system)' has no known archived form yet", at: element)
            }
            graph.set(object, "NSName", string(name))
        }
        for attribute in element.attributes
        where !["title", "systemMenu", "id", "userLabel", "key"].contains(attribute.name) {
            throw error(
                .unsupportedElement, "the menu attribute '\(attribute.name)' has no known archived form yet",
                at: element)
        }
        return object
    }

    /// The `<menuItem>` attributes the compiler writes (or that name the item).
    static let menuItemAttributes: Set<String> = [
        "title", "keyEquivalent", "isSeparatorItem", "id", "userLabel", "state", "image", "catalog", "tag", "enabled",
        "hidden", "toolTip",
    ]

    /// `<menuItem>`: an `NSMenuItem` with its title, key equivalent and modifier mask (command
    /// unless the item gives its own), the shared check-mark and mixed-state images, and a
    /// submenu (`submenuAction:` on it) or, in a pop-up button, `_popUpItemAction:` on its cell.
    private mutating func menuItem(
        _ element: XMLElementNode, menu: NibObjectGraph.Ref, popUpCell: NibObjectGraph.Ref?
    ) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        for attribute in element.attributes
        where !Self.menuItemAttributes.contains(attribute.name) {
            throw error(
                .unsupportedElement, "the menu item attribute '\(attribute.name)' has no known archived form yet",
                at: element)
        }
        let object = graph.add("NSMenuItem")
        list(object, element, parent: menu)
        let separator = element.attribute("isSeparatorItem", is: "YES")
        graph.set(object, "NSMenu", menu)
        if separator || element.attribute("enabled", is: "NO") { graph.set(object, "NSIsDisabled", .bool(true)) }
        if separator { graph.set(object, "NSIsSeparator", .bool(true)) }
        // As the old `<archive>` documents stored them (a tool tip in the legacy corpus; hidden as
        // GNUstep reads Apple's nibs).
        if element.attribute("hidden", is: "YES") { graph.set(object, "NSIsHidden", .bool(true)) }
        if let toolTip = element["toolTip"] { graph.set(object, "NSToolTip", string(toolTip)) }
        graph.set(object, "NSAllowsKeyEquivalentLocalization", .bool(true))
        graph.set(object, "NSAllowsKeyEquivalentMirroring", .bool(true))
        graph.set(object, "NSTitle", separator ? string(Self.text(element, "title") ?? "") : localizable(element))
        graph.set(object, "NSKeyEquiv", string(Self.text(element, "keyEquivalent") ?? ""))
        var modifiers = separator ? 0 : 1 << 20
        var submenu: NibObjectGraph.Ref?
        for child in element.children {
            switch child.name {
            case "modifierMask" where child["key"] == "keyEquivalentModifierMask":
                modifiers = Self.modifierFlags(child)
            case "menu" where child["key"] == "submenu":
                submenu = try self.menu(child, parent: object)
            // Read with the attributes above.
            case "string" where child["key"] == "title" || child["key"] == "keyEquivalent": continue
            default:
                try otherChild(child, of: element, object: object)
            }
        }
        if modifiers != 0 { graph.set(object, "NSKeyEquivModMask", NibObjectGraph.integer(modifiers)) }
        graph.set(object, "NSMnemonicLoc", .int32(Int32.max))
        switch element["state"] {
        case nil, "off": break
        case "on": graph.set(object, "NSState", NibObjectGraph.integer(1))
        case let other?:
            throw error(
                .unsupportedElement, "the menu item state '\(other)' has no known archived form yet", at: element)
        }
        if let image = element["image"] { graph.set(object, "NSImage", try namedImage(image, at: element)) }
        if let text = element["tag"] {
            guard let tag = Int(text) else {
                throw error(.unsupportedElement, "the menu item tag '\(text)' is not a whole number", at: element)
            }
            if tag != 0 { graph.set(object, "NSTag", NibObjectGraph.integer(tag)) }
        }
        let images = menuItemImages()
        graph.set(object, "NSOnImage", images.on)
        graph.set(object, "NSMixedImage", images.mixed)
        if let submenu {
            graph.set(object, "NSAction", string("submenuAction:"))
            graph.set(object, "NSTarget", submenu)
            graph.set(object, "NSSubmenu", submenu)
        } else if let popUpCell {
            graph.set(object, "NSAction", string("_popUpItemAction:"))
            graph.set(object, "NSTarget", popUpCell)
        }
        graph.set(object, "NSHiddenInRepresentation", .bool(false))
        return object
    }

    /// The check-mark and mixed-state images every menu item of the nib shares: named system
    /// images (`NSCustomResource`) with the sizes Interface Builder designed them at.
    mutating func menuItemImages() -> (on: NibObjectGraph.Ref, mixed: NibObjectGraph.Ref) {
        if let made = menuImages { return made }
        let on = customResource("NSMenuCheckmark", size: "{18, 16}")
        let mixed = customResource("NSMenuMixedState", size: "{18, 4}")
        menuImages = (on, mixed)
        return (on, mixed)
    }

    /// `<popUpButton>` and its `<popUpButtonCell>`: a button cell (``buttonCellKeys``) with
    /// its menu, the selected item (none: `NSSelectedIndex` -1), preferred edge and arrow.
    mutating func popUpButton(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("NSPopUpButton")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var cellElement: XMLElementNode?
        for child in element.children where !geometry.read(child) {
            if child.name == "popUpButtonCell", child["key"] == "cell" {
                cellElement = child
                graph.set(object, "NSCell", try popUpButtonCell(child, button: element, control: object))
            } else {
                try otherChild(child, of: element, object: object)
            }
        }
        try buttonControlKeys(object, element, geometry, superview: superview, cell: cellElement)
        huggingPriority(object, element, defaultVertical: "750")
        applyCustomClass(object, element, archivedClass: "NSPopUpButton")
        return object
    }

    private mutating func popUpButtonCell(
        _ element: XMLElementNode, button: XMLElementNode, control: NibObjectGraph.Ref
    )
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        for unsupported in [
            "pullsDown", "arrowPosition", "usesItemFromMenu", "altersStateOfSelectedItem",
        ]
        where element.has(unsupported) {
            throw error(
                .unsupportedElement, "a pop-up button cell's '\(unsupported)' has no known archived form yet",
                at: element)
        }
        let cell = graph.add("NSPopUpButtonCell")
        list(cell, element, parent: control)
        var menuElement: XMLElementNode?
        for child in try buttonCellKeys(cell, element, button: button, control: control) {
            if child.name == "menu", child["key"] == "menu" {
                menuElement = child
            } else {
                try otherChild(child, of: element, object: cell)
            }
        }
        graph.set(cell, "NSMenuItemRespectAlignment", .bool(true))
        if let menuElement { graph.set(cell, "NSMenu", try menu(menuElement, parent: cell, popUpCell: cell)) }
        // The selected item is the cell's `NSMenuItem`; with none, the index says so (-1).
        if let id = element["selectedItem"] {
            let itemIDs = menuElement?.children.filter { $0.name == "items" }.flatMap(\.children).map { $0["id"] }
            guard let item = objectsByID[id], itemIDs?.contains(id) == true else {
                throw error(
                    .unsupportedElement, "the selected item '\(id)' is not an item of the pop-up button's menu",
                    at: element)
            }
            graph.set(cell, "NSMenuItem", item)
        } else {
            graph.set(cell, "NSMenuItem", .null)
            graph.set(cell, "NSSelectedIndex", .int64(-1))
        }
        let edges = ["minX": 0, "minY": 1, "maxX": 2, "maxY": 3]
        guard let edge = edges[element["preferredEdge"] ?? "minY"] else {
            throw error(.unsupportedElement, "the preferred edge has no known archived form", at: element)
        }
        graph.set(cell, "NSPreferredEdge", NibObjectGraph.integer(edge))
        graph.set(cell, "NSUsesItemFromMenu", .bool(true))
        graph.set(cell, "NSAltersState", .bool(true))
        graph.set(cell, "NSArrowPosition", NibObjectGraph.integer(2))
        applyCustomClass(cell, element, archivedClass: "NSPopUpButtonCell")
        return cell
    }

    /// The `NSEvent.ModifierFlags` a `<modifierMask>` names.
    static func modifierFlags(_ element: XMLElementNode) -> Int {
        let bits = ["shift": 1 << 17, "control": 1 << 18, "option": 1 << 19, "command": 1 << 20]
        return bits.reduce(0) { $0 | (element.attribute($1.key, is: "YES") ? $1.value : 0) }
    }
}
