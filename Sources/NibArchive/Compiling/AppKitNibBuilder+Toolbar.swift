import Foundation

extension AppKitNibBuilder {
    /// A system toolbar item as ibtool archives it.
    struct SystemToolbarItem {
        var className = "NSToolbarItem"
        var label = ""
        var palette: String
        var toolTip: String?
        /// The item's image, AppKit's of that name (designed at 32 by 32 points).
        var image: String?
        /// The action it sends to the first responder.
        var action: String?
        var bordered = false
        var min: String
        var max: String
        /// Whether it has the disabled separator menu item ibtool gives spaces as their menu form.
        var separatorMenuForm = true
    }

    /// The system toolbar items the compiler knows, by identifier.
    static let systemToolbarItems: [String: SystemToolbarItem] = [
        "NSToolbarFlexibleSpaceItem": SystemToolbarItem(
            className: "NSToolbarFlexibleSpaceItem", palette: "Flexible Space", min: "{8, 24}", max: "{20000, 24}"),
        "NSToolbarSpaceItem": SystemToolbarItem(
            className: "NSToolbarSpaceItem", palette: "Space", min: "{8, 24}", max: "{8, 24}"),
        // `sb_toolbar_colors_tv`.
        "NSToolbarShowColorsItem": SystemToolbarItem(
            label: "Colors", palette: "Colors", toolTip: "Show Color Panel", image: "NSToolbarShowColors",
            action: "orderFrontColorPanel:", bordered: true, min: "{44, 42}", max: "{44, 42}",
            separatorMenuForm: false),
    ]

    /// A window's `<toolbar>`: an `NSToolbar` with its identifier, display and size modes,
    /// its allowed items (`NSToolbarIBAllowedItems`, and by identifier in
    /// `NSToolbarIBIdentifiedItems`) and default items (references to allowed ones). Only the
    /// items of ``systemToolbarItems`` are known; any other item is refused (`NIB0801`).
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
        // No default items is no key at all (`sb_toolbar_colors_tv`).
        if element.child("defaultToolbarItems") != nil {
            graph.set(object, "NSToolbarIBDefaultItems", graph.collection("NSArray", defaults))
        }
        graph.set(object, "NSToolbarIBSelectableItems", graph.collection("NSMutableArray", []))
        return object
    }

    /// One system toolbar item of `<allowedToolbarItems>`.
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
        graph.set(object, "NSToolbarItemLabel", string(known.label))
        graph.set(object, "NSToolbarItemPaletteLabel", string(known.palette))
        graph.set(object, "NSToolbarItemToolTip", known.toolTip.map { .object(string($0).index) } ?? .null)
        graph.set(object, "NSToolbarItemView", .null)
        graph.set(object, "NSToolbarItemBordered", .bool(known.bordered))
        let image = known.image.map { customResource($0, size: "{32, 32}") }
        graph.set(object, "NSToolbarItemImage", image.map { .object($0.index) } ?? .null)
        graph.set(object, "NSToolbarItemTitle", string(""))
        graph.set(object, "NSToolbarItemTarget", .null)
        graph.set(object, "NSToolbarItemAction", known.action.map { .object(string($0).index) } ?? .null)
        graph.set(object, "NSToolbarItemMinSize", string(known.min))
        graph.set(object, "NSToolbarItemMaxSize", string(known.max))
        graph.set(object, "NSToolbarItemIgnoreMinMaxSizes", .bool(false))
        graph.set(object, "NSToolbarItemEnabled", .bool(true))
        graph.set(object, "NSToolbarItemAutovalidates", .bool(true))
        graph.set(object, "NSToolbarItemTag", .int64(-1))
        graph.set(object, "NSToolbarItemVisibilityPriority", NibObjectGraph.integer(0))
        graph.set(object, "NSToolbarItemNavigational", .bool(false))
        if known.separatorMenuForm { graph.set(object, "NSToolbarItemMenuFormRepresentation", separatorMenuForm()) }
        graph.set(object, "NSToolbarIsUserRemovable", .bool(true))
        graph.set(object, "NSToolbarItemStyle", NibObjectGraph.integer(0))
        return (identifier, object)
    }

    /// The disabled separator menu item a space item has as its menu form.
    private mutating func separatorMenuForm() -> NibObjectGraph.Ref {
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
        return form
    }
}
