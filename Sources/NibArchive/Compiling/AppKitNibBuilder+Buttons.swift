import Foundation

extension AppKitNibBuilder {
    /// `NSButtonFlags` bits (an `NSButtonCell`'s archived behaviour and layout), as a 32-bit
    /// pattern: ibtool writes the field sign-extended, in 64 bits.
    enum ButtonFlags {
        static let pushIn = 0x8000_0000
        static let lightByBackground = 0x400_0000
        static let lightByGray = 0x200_0000
        static let bordered = 0x80_0000
        /// The image over the title: an image-only button (`outline_cellview`).
        static let imageOverlaps = 0x40_0000
        static let horizontalImage = 0x20_0000
        static let imageLeft = 0x10_0000
        static let imageAndText = 0x8_0000
        static let imageHugsTitle = 0x20
        static let changeContents = 0x4000_0000
        static let lightByContents = 0x800_0000
        static let doesNotDimImage = 0x1000
        /// A check box (or radio button): its image is its state.
        static let switchType = 0x100
        /// The inset, in points, sits at bit 13.
        static let insetShift = 13
    }

    /// `NSBezelStyle` by the `.xib`'s `bezelStyle`.
    static let bezelStyles = [
        "rounded": 1, "regularSquare": 2, "disclosure": 5, "shadowlessSquare": 6, "circular": 7,
        "texturedSquare": 8, "helpButton": 9, "smallSquare": 10, "texturedRounded": 11, "roundRect": 12,
        "recessed": 13, "roundedDisclosure": 14, "inline": 15,
    ]

    /// The keys a button and a pop-up button write alike after their cell: the view's, the
    /// control's and the cell's options, in ibtool's order.
    mutating func buttonControlKeys(
        _ object: NibObjectGraph.Ref, _ element: XMLElementNode, _ geometry: ViewGeometry,
        superview: NibObjectGraph.Ref, cell cellElement: XMLElementNode?
    ) throws(ArchiveReadError) {
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        graph.set(object, "NSEnabled", .bool(!element.attribute("enabled", is: "NO")))
        graph.set(object, "NSAllowsLogicalLayoutDirection", .bool(isBaseLocalization))
        if let cellElement { try cellOptions(cellElement, control: object) }
        graph.set(object, "NSControlUsesSingleLineMode", .bool(false))
        graph.set(object, "NSControlSendActionMask", NibObjectGraph.integer(4))
        graph.set(object, "IBNSShadowedSymbolConfiguration", .null)
    }

    /// `<button>` and its `<buttonCell>`: the cell's flags (``cellFlags(_:textCell:)``, shared
    /// with every cell), its `NSButtonFlags` / `NSButtonFlags2` from its type, behaviour and
    /// layout, its title and font; the control's settings written in full. A button with an
    /// image, or a behaviour other than a momentary push-in or light one, is refused (`NIB0801`).
    mutating func button(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("NSButton")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var cellElement: XMLElementNode?
        for child in element.children where !geometry.read(child) {
            if child.name == "buttonCell", child["key"] == "cell" {
                cellElement = child
                let cell = try buttonCell(child, button: element, control: object)
                graph.set(object, "NSCell", cell)
            } else {
                try otherChild(child, of: element, object: object)
            }
        }
        try buttonControlKeys(object, element, geometry, superview: superview, cell: cellElement)
        // A bevel or square button hugs at 250 both ways, any other at 750 vertically.
        let flat = ["bevel", "square"].contains(cellElement?["type"] ?? "")
        huggingPriority(object, element, defaultVertical: flat ? "250" : "750")
        applyCustomClass(object, element, archivedClass: "NSButton")
        return object
    }

    /// The `NSButtonCell` of `button`'s `<buttonCell>`.
    private mutating func buttonCell(_ element: XMLElementNode, button: XMLElementNode, control: NibObjectGraph.Ref)
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        let cell = graph.add("NSButtonCell")
        list(cell, element, parent: control)
        for child in try buttonCellKeys(cell, element, button: button, control: control) {
            try otherChild(child, of: element, object: cell)
        }
        return cell
    }

    /// The keys every button cell writes (a pop-up button's too): its cell flags, title and
    /// font, its `NSButtonFlags` / `NSButtonFlags2` from its type, behaviour and layout.
    /// A named image is `NSNormalImage`. Returns the children that are not the font or the
    /// behaviour, for the caller. A cell with an alternate image or a sound, or a behaviour
    /// other than a momentary push-in or momentary light one, is refused.
    ///
    /// A cell of a matrix has no `control` (no `NSControlView`) and, like any cell whose source
    /// names none, bezel style 0 (`test_matrix_flags`).
    mutating func buttonCellKeys(
        _ cell: NibObjectGraph.Ref, _ element: XMLElementNode, button: XMLElementNode, control: NibObjectGraph.Ref?
    ) throws(ArchiveReadError) -> [XMLElementNode] {
        for unsupported in ["alternateImage", "sound"] where element.has(unsupported) {
            throw error(
                .unsupportedElement, "a button cell's '\(unsupported)' has no known archived form yet", at: element)
        }
        let (flags, flags2) = try cellFlags(element, textCell: true)
        graph.set(cell, "NSCellFlags", NibObjectGraph.integer(flags))
        graph.set(cell, "NSCellFlags2", NibObjectGraph.integer(flags2))
        graph.set(cell, "NSContents", localizable(element))
        var behavior: (flags: Int, type: Int)?
        var modifiers = 0
        var others: [XMLElementNode] = []
        for child in element.children {
            switch child.name {
            case "font" where child["key"] == "font":
                graph.set(cell, "NSSupport", try font(child))
            case "behavior" where child["key"] == "behavior":
                behavior = try buttonBehavior(child)
            // Read as the texts they spell (``text(_:_:)``).
            case "string" where ["title", "alternateTitle", "keyEquivalent"].contains(child["key"] ?? ""): continue
            case "modifierMask" where child["key"] == "keyEquivalentModifierMask":
                modifiers = Self.modifierFlags(child)
            default:
                others.append(child)
            }
        }
        guard let behavior else {
            throw error(
                .unsupportedElement, "a button cell without a behaviour has no known archived form yet", at: element)
        }
        if let control { graph.set(cell, "NSControlView", control) }
        let bezelStyle: Int
        if let bezel = element["bezelStyle"] {
            guard let style = Self.bezelStyles[bezel] else {
                throw error(.unsupportedElement, "the bezel style '\(bezel)' has no known archived form", at: element)
            }
            bezelStyle = style
        } else {
            bezelStyle = 0
        }
        var buttonFlags = behavior.flags
        var auxiliaryType = behavior.type
        // A check box and a radio button are the switch behaviour and their image
        // (`test_outline_small_sv`, `test_matrix_flags`).
        let switchImages = ["check": ("NSSwitch", 3), "radio": ("NSRadioButton", 4)]
        let switchImage = switchImages[element["type"] ?? ""]
        guard (switchImage != nil) == (behavior.type == 3) else {
            throw error(
                .unsupportedElement,
                "a \(element["type"] ?? "push") button with this behaviour has no known archived form yet",
                at: element)
        }
        if let (name, type) = switchImage {
            buttonFlags |= ButtonFlags.switchType
            auxiliaryType = type
            let image = graph.add("NSButtonImageSource")
            graph.set(image, "NSImageName", string(name))
            graph.set(cell, "NSAlternateImage", image)
        }
        if element.attribute("borderStyle", is: "border") || element.attribute("borderStyle", is: "borderAndBezel") {
            buttonFlags |= ButtonFlags.bordered
        }
        switch element["imagePosition"] {
        case nil: break
        case "right": buttonFlags |= ButtonFlags.horizontalImage | ButtonFlags.imageAndText
        case "left": buttonFlags |= ButtonFlags.horizontalImage | ButtonFlags.imageLeft | ButtonFlags.imageAndText
        case "only": buttonFlags |= ButtonFlags.imageOverlaps
        // The same four bits: over the title, or above (below: the "left" bit on the vertical
        // axis), as NSButtonCell lays them out.
        case "overlaps": buttonFlags |= ButtonFlags.imageOverlaps | ButtonFlags.imageAndText
        case "above": buttonFlags |= ButtonFlags.imageAndText
        case "below": buttonFlags |= ButtonFlags.imageLeft | ButtonFlags.imageAndText
        case let other?:
            throw error(
                .unsupportedElement, "the image position '\(other)' has no known archived form yet", at: element)
        }
        if button.attribute("imageHugsTitle", is: "YES") { buttonFlags |= ButtonFlags.imageHugsTitle }
        if let inset = element["inset"] {
            guard let points = Int(inset), (0...3).contains(points) else {
                throw error(.unsupportedElement, "the inset '\(inset)' has no known archived form", at: element)
            }
            buttonFlags |= points << ButtonFlags.insetShift
        }
        var buttonFlags2 = (bezelStyle & 7) | (bezelStyle & 8 != 0 ? 0x20 : 0)
        switch element["imageScaling"] {
        case nil: break
        case "proportionallyDown": buttonFlags2 |= 0x80
        case let other?:
            throw error(.unsupportedElement, "the image scaling '\(other)' has no known archived form yet", at: element)
        }
        graph.set(cell, "NSButtonFlags", NibObjectGraph.flags32(buttonFlags))
        // The key equivalent's modifiers sit above the bezel bits, as GNUstep reads Apple's nibs.
        buttonFlags2 |= modifiers << 8
        graph.set(cell, "NSButtonFlags2", NibObjectGraph.integer(buttonFlags2))
        graph.set(cell, "NSBezelStyle", NibObjectGraph.integer(bezelStyle))
        // A named image (`transmission_MainMenu`'s control buttons).
        if let image = element["image"] { graph.set(cell, "NSNormalImage", try namedImage(image, at: element)) }
        graph.set(cell, "NSAlternateContents", string(Self.text(element, "alternateTitle") ?? ""))
        graph.set(cell, "NSKeyEquivalent", string(Self.text(element, "keyEquivalent") ?? ""))
        graph.set(cell, "NSPeriodicDelay", NibObjectGraph.integer(400))
        graph.set(cell, "NSPeriodicInterval", NibObjectGraph.integer(75))
        graph.set(cell, "NSAuxButtonType", NibObjectGraph.integer(auxiliaryType))
        return others
    }

    /// A `<behavior>`'s `NSButtonFlags` bits and `NSAuxButtonType`: momentary push-in (7),
    /// momentary light (0) or a check box's switch (3); any other behaviour is refused.
    private func buttonBehavior(_ element: XMLElementNode) throws(ArchiveReadError) -> (flags: Int, type: Int) {
        let set = Set(element.attributes.filter { $0.name != "key" && $0.value == "YES" }.map(\.name))
        let others = element.attributes.filter { $0.name != "key" && $0.value != "YES" }
        let light = ButtonFlags.lightByBackground | ButtonFlags.lightByGray
        switch set {
        case _ where !others.isEmpty: break
        case ["pushIn", "lightByBackground", "lightByGray"]: return (ButtonFlags.pushIn | light, 7)
        case ["lightByBackground", "lightByGray"]: return (light, 0)
        case ["changeContents", "doesNotDimImage", "lightByContents"]:
            return (ButtonFlags.changeContents | ButtonFlags.lightByContents | ButtonFlags.doesNotDimImage, 3)
        default: break
        }
        throw error(.unsupportedElement, "this button behaviour has no known archived form yet", at: element)
    }
}
