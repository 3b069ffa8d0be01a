import Foundation

extension AppKitNibBuilder {
    /// The system toolbar items the compiler knows: class, palette label, minimum and
    /// maximum size, as ibtool writes them.
    static let systemToolbarItems: [String: (className: String, palette: String, min: String, max: String)] = [
        "NSToolbarFlexibleSpaceItem": ("NSToolbarFlexibleSpaceItem", "Flexible Space", "{8, 24}", "{20000, 24}"),
        "NSToolbarSpaceItem": ("NSToolbarSpaceItem", "Space", "{8, 24}", "{8, 24}"),
    ]

    /// A window's `<toolbar>`: an `NSToolbar` with its identifier, display and size modes,
    /// its allowed items (`NSToolbarIBAllowedItems`, and by identifier in
    /// `NSToolbarIBIdentifiedItems`) and default items (references to allowed ones). Only the
    /// space and flexible space items are known; any other item is refused (`NIB0801`).
    mutating func toolbar(_ element: XMLElementNode, window: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let displayModes = ["default": 0, "iconAndLabel": 1, "iconOnly": 2, "labelOnly": 3]
        let sizeModes = ["default": 0, "regular": 1, "small": 2]
        guard let displayMode = displayModes[element["displayMode"] ?? "default"],
            let sizeMode = sizeModes[element["sizeMode"] ?? "default"]
        else {
            throw error(
                .unsupportedElement, "this toolbar's display or size mode has no known archived form", at: element)
        }
        for unsupported in ["centeredItem", "showsBaselineSeparator"] where element.has(unsupported) {
            throw error(.unsupportedElement, "a toolbar's '\(unsupported)' has no known archived form yet", at: element)
        }
        let object = graph.add("NSToolbar")
        list(object, element, parent: window)
        graph.set(object, "NSToolbarIdentifier", string(element["identifier"] ?? element["implicitIdentifier"] ?? ""))
        graph.set(object, "NSToolbarDelegate", .null)
        graph.set(object, "NSToolbarPrefersToBeShown", .bool(!element.attribute("visible", is: "NO")))
        graph.set(
            object, "NSToolbarAllowsUserCustomization", .bool(!element.attribute("allowsUserCustomization", is: "NO")))
        graph.set(
            object, "NSToolbarAutosavesConfiguration", .bool(!element.attribute("autosavesConfiguration", is: "NO")))
        graph.set(object, "NSToolbarDisplayMode", NibObjectGraph.integer(displayMode))
        graph.set(object, "NSToolbarSizeMode", NibObjectGraph.integer(sizeMode))
        graph.set(object, "NSToolbarCenteredItemIdentifier", .null)
        var allowed: [(identifier: String, item: NibObjectGraph.Ref)] = []
        var defaults: [NibObjectGraph.Ref] = []
        var itemsByID: [String: NibObjectGraph.Ref] = [:]
        for child in element.children {
            switch child.name {
            case "allowedToolbarItems":
                for item in child.children {
                    let made = try toolbarItem(item, toolbar: object)
                    allowed.append(made)
                    if let id = item["id"] { itemsByID[id] = made.item }
                }
            case "defaultToolbarItems":
                for item in child.children {
                    guard item.name == "toolbarItem", let reference = item["reference"],
                        let found = itemsByID[reference]
                    else {
                        throw error(
                            .unsupportedElement, "a default toolbar item must name an allowed one", at: item)
                    }
                    defaults.append(found)
                }
            default:
                try otherChild(child, of: element, object: object)
            }
        }
        let identified = graph.add("NSMutableDictionary")
        graph.set(identified, "NSInlinedValue", .bool(true))
        for (identifier, item) in allowed {
            graph.set(identified, "UINibEncoderEmptyKey", string(identifier))
            graph.set(identified, "UINibEncoderEmptyKey", item)
        }
        graph.set(object, "NSToolbarIBIdentifiedItems", identified)
        graph.set(object, "NSToolbarIBAllowedItems", graph.collection("NSArray", allowed.map(\.item)))
        graph.set(object, "NSToolbarIBDefaultItems", graph.collection("NSArray", defaults))
        graph.set(object, "NSToolbarIBSelectableItems", graph.collection("NSMutableArray", []))
        return object
    }

    /// One system toolbar item of `<allowedToolbarItems>`, with the separator menu item ibtool
    /// gives it as its menu form.
    private mutating func toolbarItem(_ element: XMLElementNode, toolbar: NibObjectGraph.Ref)
        throws(ArchiveReadError) -> (identifier: String, item: NibObjectGraph.Ref)
    {
        let identifier = element["implicitItemIdentifier"] ?? ""
        guard element.name == "toolbarItem", let known = Self.systemToolbarItems[identifier],
            element.attributes.allSatisfy({ ["implicitItemIdentifier", "id"].contains($0.name) })
        else {
            throw error(.unsupportedElement, "this toolbar item has no known archived form yet", at: element)
        }
        let object = graph.add(known.className)
        list(object, element, parent: toolbar)
        for child in element.children { try otherChild(child, of: element, object: object) }
        graph.set(object, "NSToolbarItemIdentifier", string(identifier))
        graph.set(object, "NSToolbarItemLabel", string(""))
        graph.set(object, "NSToolbarItemPaletteLabel", string(known.palette))
        for key in ["NSToolbarItemToolTip", "NSToolbarItemView"] { graph.set(object, key, .null) }
        graph.set(object, "NSToolbarItemBordered", .bool(false))
        graph.set(object, "NSToolbarItemImage", .null)
        graph.set(object, "NSToolbarItemTitle", string(""))
        for key in ["NSToolbarItemTarget", "NSToolbarItemAction"] { graph.set(object, key, .null) }
        graph.set(object, "NSToolbarItemMinSize", string(known.min))
        graph.set(object, "NSToolbarItemMaxSize", string(known.max))
        graph.set(object, "NSToolbarItemIgnoreMinMaxSizes", .bool(false))
        graph.set(object, "NSToolbarItemEnabled", .bool(true))
        graph.set(object, "NSToolbarItemAutovalidates", .bool(true))
        graph.set(object, "NSToolbarItemTag", .int64(-1))
        graph.set(object, "NSToolbarItemVisibilityPriority", NibObjectGraph.integer(0))
        graph.set(object, "NSToolbarItemNavigational", .bool(false))
        let form = graph.add("NSMenuItem")
        graph.set(form, "NSIsDisabled", .bool(true))
        graph.set(form, "NSIsSeparator", .bool(true))
        graph.set(form, "NSAllowsKeyEquivalentLocalization", .bool(true))
        graph.set(form, "NSAllowsKeyEquivalentMirroring", .bool(true))
        graph.set(form, "NSTitle", string(""))
        graph.set(form, "NSKeyEquiv", string(""))
        graph.set(form, "NSKeyEquivModMask", NibObjectGraph.integer(1 << 20))
        graph.set(form, "NSMnemonicLoc", .int32(Int32.max))
        let images = menuItemImages()
        graph.set(form, "NSOnImage", images.on)
        graph.set(form, "NSMixedImage", images.mixed)
        graph.set(form, "NSHiddenInRepresentation", .bool(false))
        graph.set(object, "NSToolbarItemMenuFormRepresentation", form)
        graph.set(object, "NSToolbarIsUserRemovable", .bool(true))
        graph.set(object, "NSToolbarItemStyle", NibObjectGraph.integer(0))
        return (identifier, object)
    }
}
