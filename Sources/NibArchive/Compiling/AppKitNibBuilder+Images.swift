import Foundation

extension AppKitNibBuilder {
    /// An image's entry in the document's `<resources>`: the size Interface Builder designed
    /// it at, and whether it comes from the system's symbol catalog (`catalog="system"`).
    struct ImageResource {
        var size: String
        var isSymbol: Bool
        /// Whether the entry holds more than its size (a symbol configuration, a variable
        /// value, the image's own data): ibtool archives those in ways not known yet.
        var isConfigured: Bool
    }

    /// The `<image>`s of a document's `<resources>`, by name.
    static func imageResources(of document: XMLElementNode) -> [String: ImageResource] {
        var found: [String: ImageResource] = [:]
        for resources in document.children where resources.name == "resources" {
            for image in resources.children where image.name == "image" {
                guard let name = image["name"] else { continue }
                let width = coordinate((Double(image["width"] ?? "") ?? 0).rounded(.towardZero))
                let height = coordinate((Double(image["height"] ?? "") ?? 0).rounded(.towardZero))
                found[name] = ImageResource(
                    size: "{\(width), \(height)}", isSymbol: image.attribute("catalog", is: "system"),
                    isConfigured: !image.children.isEmpty)
            }
        }
        return found
    }

    /// AppKit's named images that are icons, 32 by 32 points: the application icon, the
    /// system entities, the sharing permissions and the toolbar items of `NSImage.Name`'s
    /// documentation (`test4`'s application icon; `sb_imagecell_style`'s trash, listed at 16).
    static let appKitIcons: Set<String> = [
        "NSApplicationIcon", "NSComputer", "NSFolder", "NSFolderBurnable", "NSFolderSmart", "NSNetwork",
        "NSMultipleDocuments", "NSTrashEmpty", "NSTrashFull", "NSBonjour", "NSDotMac", "NSMobileMe", "NSUser",
        "NSUserGroup", "NSEveryone", "NSUserGuest", "NSUserAccounts", "NSPreferencesGeneral", "NSAdvanced", "NSInfo",
        "NSFontPanel", "NSColorPanel", "NSCaution",
    ]

    /// A named image as ibtool archives it (`NSCustomResource`), from its `<resources>` entry
    /// (`Formats/nibarchive.md`, "Images"):
    /// - a symbol of the system catalog names its catalog twice and is designed at `{32, 32}`,
    ///   whatever size the entry gives;
    /// - an AppKit image (`NS…`) is in the `system` namespace at its entry's size, but for
    ///   AppKit's icons (``appKitIcons``), designed at `{32, 32}` whatever the entry says (128 for
    ///   the application icon, 16 for the trash), listed or not;
    /// - any other image is the app's own, in no namespace, at its entry's size.
    ///
    /// An image the resources do not list, or list with a configuration or data, is `NIB0801`
    /// at `element`.
    mutating func namedImage(_ name: String, at element: XMLElementNode) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        // An icon's size does not depend on the list (`test4` lists no resources at all).
        if Self.appKitIcons.contains(name) { return customResource(name, size: "{32, 32}", namespace: "system") }
        guard let resource = imageResources[name] else {
            throw error(
                .unsupportedElement, "the image '\(name)' has no <image> in the document's <resources>", at: element)
        }
        guard !resource.isConfigured else {
            throw error(
                .unsupportedElement,
                "the image '\(name)' has a configuration or data of its own, which has no known archived form yet",
                at: element)
        }
        if resource.isSymbol {
            return customResource(name, size: "{32, 32}", namespace: "system", catalog: "system")
        }
        if name.hasPrefix("NS") { return customResource(name, size: resource.size, namespace: "system") }
        return customResource(name, size: resource.size)
    }

    /// A named image (`NSCustomResource` of class `NSImage`) designed at `size`.
    mutating func customResource(_ name: String, size: String, namespace: String? = nil, catalog: String? = nil)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("NSCustomResource")
        graph.set(object, "NSClassName", string("NSImage"))
        graph.set(object, "NSResourceName", string(name))
        if let catalog { graph.set(object, "NSCatalogName", string(catalog)) }
        if let namespace {
            graph.set(object, "IBNamespaceID", string(namespace))
        } else {
            graph.set(object, "IBNamespaceID", .null)
        }
        let value = graph.add("NSValue")
        graph.set(value, "NS.special", NibObjectGraph.integer(2))
        graph.set(value, "NS.sizeval", string(size))
        graph.set(object, "IBDesignSize", value)
        graph.set(object, "IBDesignImageConfiguration", .null)
        return object
    }

    /// `<imageView>` and its `<imageCell>`: the image, its alignment, scaling, frame style and
    /// animation on the cell; the control's settings written in full. An image view registers
    /// for the image and file types it accepts when it is editable, which Interface Builder's
    /// image views are unless `editable="NO"` (every one of the compiled pairs archives
    /// `NSEditable` true with no attribute in its source).
    mutating func imageView(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("NSImageView")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var cellElement: XMLElementNode?
        for child in element.children where !geometry.read(child) {
            if child.name == "imageCell", child["key"] == "cell" {
                cellElement = child
                graph.set(object, "NSCell", try imageCell(child, control: object, parent: object))
            } else {
                try otherChild(child, of: element, object: object)
            }
        }
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        graph.set(object, "NSSubviews", graph.collection("NSMutableArray", []))
        let editable = !element.attribute("editable", is: "NO")
        if editable {
            graph.set(object, "NSDragTypes", graph.collection("NSMutableSet", Self.imageDragTypes.map { string($0) }))
        }
        try cellControlKeys(object, element, cell: cellElement)
        graph.set(object, "NSEditable", .bool(editable))
        graph.set(object, "NSImageViewPlaceholderPrecedence", NibObjectGraph.integer(0))
        graph.set(object, "IBNSShadowedSymbolConfiguration", .null)
        huggingPriority(object, element)
        applyCustomClass(object, element, archivedClass: "NSImageView")
        return object
    }

    /// The pasteboard types an editable `NSImageView` registers for, as ibtool archives them.
    static let imageDragTypes = [
        "Apple PDF pasteboard type", "Apple PICT pasteboard type", "Apple PNG pasteboard type",
        "NSFilenamesPboardType", "NeXT TIFF v4.0 pasteboard type", "com.apple.NSFilePromiseItemMetaData",
        "com.apple.pasteboard.promised-file-content-type",
        "dyn.ah62d4rv4gu8yc6durvwwa3xmrvw1gkdusm1044pxqyuha2pxsvw0e55bsmwca7d3sbwu",
    ]

    /// The `NSImageCell` of an image view, or of a table column (`inTable`, listed under
    /// `parent`): `NSAlign` (`NSImageAlignment`), `NSScale` (`NSImageScaling`) and `NSStyle`
    /// (`NSImageFrameStyle`) numbered as AppKit numbers them. A table's image cell may have a
    /// font, which types it as a text cell (`imagecell_datacell_font`).
    mutating func imageCell(
        _ element: XMLElementNode, control: NibObjectGraph.Ref, parent: NibObjectGraph.Ref, inTable: Bool = false
    ) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        let cell = graph.add("NSImageCell")
        list(cell, element, parent: parent)
        var hasFont = false
        for child in element.children {
            if inTable, child.name == "font", child["key"] == "font" {
                graph.set(cell, "NSSupport", try font(child))
                hasFont = true
            } else {
                try otherChild(child, of: element, object: cell)
            }
        }
        // Giving a cell a font makes it a text cell (`NSCell.font`).
        let (flags, flags2) = try cellFlags(element, textCell: hasFont)
        graph.set(cell, "NSCellFlags", NibObjectGraph.integer(flags))
        graph.set(cell, "NSCellFlags2", NibObjectGraph.integer(flags2))
        if let name = element["image"] { graph.set(cell, "NSContents", try namedImage(name, at: element)) }
        graph.set(cell, "NSControlView", control)
        let alignments = [
            "center": 0, "top": 1, "topLeft": 2, "topRight": 3, "left": 4, "bottom": 5, "bottomLeft": 6,
            "bottomRight": 7, "right": 8,
        ]
        let scalings = ["proportionallyDown": 0, "axesIndependently": 1, "none": 2, "proportionallyUpOrDown": 3]
        let styles = ["none": 0, "photo": 1, "grayBezel": 2, "groove": 3, "button": 4]
        for (key, attribute, numbers, fallback) in [
            ("NSAlign", "imageAlignment", alignments, "center"),
            ("NSScale", "imageScaling", scalings, "proportionallyDown"),
            ("NSStyle", "imageFrameStyle", styles, "none"),
        ] {
            let name = element[attribute] ?? fallback
            guard let number = numbers[name] else {
                throw error(.unsupportedElement, "the \(attribute) '\(name)' has no known archived form", at: element)
            }
            graph.set(cell, key, NibObjectGraph.integer(number))
        }
        // A storyboard's image cells animate unless told not to (`sb_imagecell_style`).
        let animates =
            isStoryboard ? !element.attribute("animates", is: "NO") : element.attribute("animates", is: "YES")
        graph.set(cell, "NSAnimates", .bool(animates))
        graph.set(cell, "NSImageAnimation", NibObjectGraph.integer(-1))
        return cell
    }
}
