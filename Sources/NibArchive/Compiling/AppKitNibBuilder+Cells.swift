import Foundation

extension AppKitNibBuilder {
    /// `NSCellFlags2` bits.
    enum CellFlags2 {
        static let noAlignment = 0x1000_0000
        static let centered = 0x800_0000
        static let rightAligned = 0x400_0000
        static let refusesFirstResponder = 0x200_0000
        static let allowsMixedState = 0x100_0000
        static let sendsActionOnEndEditing = 0x40_0000
        static let focusRingExterior = 0x1_0000
        static let focusRingNone = 0x8000
        static let richText = 0x4000_0000
        static let forbidsUndo = 0x1000
        static let truncatesLastVisibleLine = 0x100
        static let usesSingleLineMode = 0x40
        static let smallControl = 0x2_0000
        static let miniControl = 0x4_0000
    }

    /// `NSCellFlags` bits of a cell's settings.
    enum CellSettingFlags {
        static let stateOn = Int(bitPattern: 0xFFFF_FFFF_8000_0000)
        static let disabled = 0x2000_0000
        static let editable = 0x1000_0000
        static let textCell = 0x400_0000
        static let bordered = 0x80_0000
        static let bezeled = 0x40_0000
        static let selectable = 0x20_0001
        static let scrollable = 0x10_0000
        static let actionOnMouseDrag = 0x100
        static let truncatesLastLine = 0x40
    }

    /// A cell's `NSCellFlags` and `NSCellFlags2` from its attributes (`textCell` for the cells
    /// AppKit types as text cells: button, text field, search field, pop-up, … cells).
    func cellFlags(_ cell: XMLElementNode, textCell: Bool) throws(ArchiveReadError) -> (Int, Int) {
        let breaks = [
            "wordWrapping": 0, "charWrapping": 0x200, "clipping": 0x400, "truncatingHead": 0x600,
            "truncatingTail": 0x800, "truncatingMiddle": 0xA00,
        ]
        var flags = textCell ? CellSettingFlags.textCell : 0
        var flags2 = 0
        if let mode = cell["lineBreakMode"] {
            guard let bits = breaks[mode] else {
                throw error(.unsupportedElement, "the line break mode '\(mode)' has no known archived form", at: cell)
            }
            flags2 |= bits
            if mode != "wordWrapping", mode != "charWrapping" { flags |= CellSettingFlags.truncatesLastLine }
        }
        switch cell["alignment"] {
        case nil: flags2 |= CellFlags2.noAlignment
        case "left": break
        case "center": flags2 |= CellFlags2.centered
        case "right": flags2 |= CellFlags2.rightAligned
        case let other?:
            throw error(.unsupportedElement, "the alignment '\(other)' has no known archived form", at: cell)
        }
        let settings: [(String, String, Int)] = [
            ("selectable", "YES", CellSettingFlags.selectable), ("state", "on", CellSettingFlags.stateOn),
            ("scrollable", "YES", CellSettingFlags.scrollable), ("enabled", "NO", CellSettingFlags.disabled),
            ("editable", "YES", CellSettingFlags.editable), ("borderStyle", "bezel", CellSettingFlags.bezeled),
            ("borderStyle", "borderAndBezel", CellSettingFlags.bezeled),
        ]
        for (attribute, value, bit) in settings where cell.attribute(attribute, is: value) { flags |= bit }
        let settings2: [(String, String, Int)] = [
            ("sendsActionOnEndEditing", "YES", CellFlags2.sendsActionOnEndEditing),
            ("refusesFirstResponder", "YES", CellFlags2.refusesFirstResponder),
            ("controlSize", "small", CellFlags2.smallControl), ("controlSize", "mini", CellFlags2.miniControl),
            ("allowsMixedState", "YES", CellFlags2.allowsMixedState), ("allowsUndo", "NO", CellFlags2.forbidsUndo),
            ("usesSingleLineMode", "YES", CellFlags2.usesSingleLineMode),
            ("focusRingType", "none", CellFlags2.focusRingNone),
            ("focusRingType", "exterior", CellFlags2.focusRingExterior),
            ("truncatesLastVisibleLine", "YES", CellFlags2.truncatesLastVisibleLine),
            ("allowsEditingTextAttributes", "YES", CellFlags2.richText),
        ]
        for (attribute, value, bit) in settings2 where cell.attribute(attribute, is: value) { flags2 |= bit }
        return (flags, flags2)
    }

    /// The control keys a cell's settings give its control: first responder, line break mode,
    /// alignment, writing direction, continuity, size.
    mutating func cellOptions(_ cell: XMLElementNode, control: NibObjectGraph.Ref) throws(ArchiveReadError) {
        graph.set(control, "NSControlRefusesFirstResponder", .bool(cell.attribute("refusesFirstResponder", is: "YES")))
        if cell.attribute("textCompletion", is: "NO") {
            graph.set(control, "NSAutomaticTextCompletionDisabled", .bool(true))
        }
        let modes = [
            "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingHead": 3, "truncatingTail": 4,
            "truncatingMiddle": 5,
        ]
        graph.set(control, "NSControlLineBreakMode", NibObjectGraph.integer(modes[cell["lineBreakMode"] ?? ""] ?? 0))
        let alignments = ["left": 0, "center": 1, "right": 2]
        graph.set(control, "NSControlTextAlignment", NibObjectGraph.integer(alignments[cell["alignment"] ?? ""] ?? 4))
        let directions = ["leftToRight": 0, "rightToLeft": 1]
        graph.set(
            control, "NSControlWritingDirection",
            NibObjectGraph.integer(directions[cell["baseWritingDirection"] ?? ""] ?? -1))
        graph.set(control, "NSControlContinuous", .bool(cell.attribute("continuous", is: "YES")))
        let sizes = ["small": 1, "mini": 2]
        graph.set(control, "NSControlSize", NibObjectGraph.integer(sizes[cell["controlSize"] ?? ""] ?? 0))
    }

    /// Writes `child` if it is a text cell's font (`NSSupport`), text colour or background
    /// colour; false for any other child.
    mutating func textCellChild(_ child: XMLElementNode, cell: NibObjectGraph.Ref) throws(ArchiveReadError) -> Bool {
        switch (child.name, child["key"]) {
        case ("font", "font"): graph.set(cell, "NSSupport", try font(child))
        case ("color", "textColor"): graph.set(cell, "NSTextColor", try color(child))
        case ("color", "backgroundColor"): graph.set(cell, "NSBackgroundColor", try color(child))
        default: return false
        }
        return true
    }

    /// The keys a control with a text-like cell writes whole: enabled, the cell's options
    /// (``cellOptions(_:control:)``), single-line mode as the cell has it, actions sent on
    /// mouse-up (`NSControlSendActionMask` 4).
    mutating func cellControlKeys(_ object: NibObjectGraph.Ref, _ element: XMLElementNode, cell: XMLElementNode?)
        throws(ArchiveReadError)
    {
        graph.set(object, "NSEnabled", .bool(!element.attribute("enabled", is: "NO")))
        graph.set(object, "NSAllowsLogicalLayoutDirection", .bool(isBaseLocalization))
        if let cell { try cellOptions(cell, control: object) }
        graph.set(
            object, "NSControlUsesSingleLineMode", .bool(cell?.attribute("usesSingleLineMode", is: "YES") == true))
        graph.set(object, "NSControlSendActionMask", NibObjectGraph.integer(4))
    }

    /// The bits of `settings` that `element` turns on: each is (attribute, on by default, bit),
    /// on by default unless the attribute is `NO`, else only when it is `YES`.
    static func settingBits(_ element: XMLElementNode, _ settings: [(String, Bool, Int)]) -> Int {
        settings.reduce(0) { bits, setting in
            let (attribute, byDefault, bit) = setting
            let on = byDefault ? !element.attribute(attribute, is: "NO") : element.attribute(attribute, is: "YES")
            return on ? bits | bit : bits
        }
    }

    /// The control keys of a control no cell's settings reach: no logical layout direction,
    /// every option off or 0, and `sendActionMask`.
    mutating func neutralControlKeys(_ object: NibObjectGraph.Ref, sendActionMask: Int) {
        graph.set(object, "NSAllowsLogicalLayoutDirection", .bool(isBaseLocalization))
        for key in ["NSControlContinuous", "NSControlRefusesFirstResponder", "NSControlUsesSingleLineMode"] {
            graph.set(object, key, .bool(false))
        }
        for key in ["NSControlSize", "NSControlTextAlignment", "NSControlLineBreakMode", "NSControlWritingDirection"] {
            graph.set(object, key, NibObjectGraph.integer(0))
        }
        graph.set(object, "NSControlSendActionMask", NibObjectGraph.integer(sendActionMask))
    }

    /// `<slider>` and its `<sliderCell>`.
    mutating func slider(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("NSSlider")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var continuous = false
        for child in element.children where !geometry.read(child) {
            guard child.name == "sliderCell", child["key"] == "cell" else {
                try otherChild(child, of: element, object: object)
                continue
            }
            let cell = graph.add("NSSliderCell")
            list(cell, child, parent: object)
            for item in child.children {
                if item.name == "font", item["key"] == "font" {
                    graph.set(cell, "NSSupport", try font(item))
                } else {
                    try otherChild(item, of: child, object: cell)
                }
            }
            try cellOptions(child, control: object)
            // A slider cell with a font is a text cell.
            var (flags, flags2) = try cellFlags(child, textCell: child.child("font") != nil)
            continuous = child.attribute("continuous", is: "YES")
            if continuous { flags |= CellFlags.actionOnMouseDown | CellSettingFlags.actionOnMouseDrag }
            graph.set(cell, "NSCellFlags", NibObjectGraph.integer(flags))
            graph.set(cell, "NSCellFlags2", NibObjectGraph.integer(flags2))
            graph.set(cell, "NSControlView", object)
            graph.set(
                cell, "NSTickMarkPosition",
                NibObjectGraph.integer(child.attribute("tickMarkPosition", is: "above") ? 1 : 0))
            graph.set(cell, "NSValue", .double(Self.decimal(child, "doubleValue", 0)))
            graph.set(cell, "NSMaxValue", .double(Self.decimal(child, "maxValue", 1)))
            graph.set(cell, "NSMinValue", .double(Self.decimal(child, "minValue", 0)))
            graph.set(cell, "NSVertical", .bool(false))
            graph.set(cell, "NSNumberOfTickMarks", NibObjectGraph.integer(Int(child["numberOfTickMarks"] ?? "") ?? 0))
            graph.set(cell, "NSAllowsTickMarkValuesOnly", .bool(child.attribute("allowsTickMarkValuesOnly", is: "YES")))
            graph.set(cell, "NSAltIncValue", .double(Self.decimal(child, "altIncrementValue", 0)))
            if let identifier = child["identifier"] { graph.set(cell, "NSCellIdentifier", string(identifier)) }
            graph.set(object, "NSCell", cell)
        }
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        graph.set(object, "NSEnabled", .bool(!element.attribute("enabled", is: "NO")))
        graph.set(object, "NSSubviews", graph.collection("NSMutableArray", []))
        graph.set(object, "NSControlSendActionMask", NibObjectGraph.integer(continuous ? 70 : 4))
        graph.set(object, "NSControlUsesSingleLineMode", .bool(false))
        graph.set(object, "NSAllowsLogicalLayoutDirection", .bool(isBaseLocalization))
        huggingPriority(object, element, defaultVertical: "750")
        if let identifier = element["identifier"] { graph.set(object, "NSReuseIdentifierKey", string(identifier)) }
        applyCustomClass(object, element, archivedClass: "NSSlider")
        return object
    }
}
