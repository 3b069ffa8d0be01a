import Foundation

extension AppKitNibBuilder {
    /// `NSCellFlags` bits.
    enum CellFlags {
        static let continuous = 0x0008_0000
        static let actionOnMouseDown = 0x0004_0000
        static let dontActOnMouseUp = 0x0000_0020
    }

    /// `NSpiFlags` bits (`NSProgressIndicator`'s archived flags).
    enum ProgressFlags {
        static let bezeled = 0x1
        static let indeterminate = 0x2
        static let threadedAnimation = 0x4
        static let smallControl = 0x100
        static let spinning = 0x1000
        static let hiddenWhenStopped = 0x2000
        static let usesAnimationThread = 0x4000
    }

    /// A decimal attribute, or `fallback` when it is absent or not a number.
    static func decimal(_ element: XMLElementNode, _ name: String, _ fallback: Double) -> Double {
        element[name].flatMap(Double.init) ?? fallback
    }

    /// `<stepper>` and its `<stepperCell>`: the control's own stepper keys are always their
    /// defaults (the values live on the cell), and the control's settings are written in full.
    mutating func stepper(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("NSStepper")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var autorepeats = true
        var continuous = false
        for child in element.children where !geometry.read(child) {
            guard child.name == "stepperCell", child["key"] == "cell" else {
                try otherChild(child, of: element, object: object)
                continue
            }
            let cell = graph.add("NSStepperCell")
            list(cell, child, parent: object)
            autorepeats = !child.attribute("autorepeat", is: "NO")
            var flags = 0
            if autorepeats {
                flags = CellFlags.actionOnMouseDown | CellFlags.dontActOnMouseUp
                if !child.attribute("continuous", is: "NO") {
                    flags |= CellFlags.continuous
                    continuous = true
                }
            }
            graph.set(cell, "NSCellFlags", NibObjectGraph.integer(flags))
            graph.set(cell, "NSCellFlags2", NibObjectGraph.integer(0))
            graph.set(cell, "NSControlView", object)
            for (key, attribute, fallback) in [
                ("NSValue", "doubleValue", 0.0), ("NSMinValue", "minValue", 0.0), ("NSMaxValue", "maxValue", 100.0),
            ] {
                let value = Self.decimal(child, attribute, fallback)
                if value != 0 { graph.set(cell, key, .double(value)) }
            }
            graph.set(cell, "NSIncrement", .double(Self.decimal(child, "increment", 1)))
            if autorepeats {
                if child.has("valueWraps") {
                    graph.set(cell, "NSValueWraps", .bool(child.attribute("valueWraps", is: "YES")))
                }
                graph.set(cell, "NSAutorepeat", .bool(true))
            }
            try children(of: child, object: cell)
            graph.set(object, "NSCell", cell)
        }
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        graph.set(object, "NSEnabled", .bool(true))
        graph.set(object, "NSAllowsLogicalLayoutDirection", .bool(isBaseLocalization))
        for key in ["NSControlSize", "NSControlTextAlignment", "NSControlLineBreakMode"] {
            graph.set(object, key, NibObjectGraph.integer(0))
        }
        for key in ["NSControlRefusesFirstResponder", "NSControlUsesSingleLineMode"] {
            graph.set(object, key, .bool(false))
        }
        graph.set(object, "NSControlWritingDirection", NibObjectGraph.integer(-1))
        graph.set(object, "NSControlSendActionMask", NibObjectGraph.integer(autorepeats ? 0x10002 : 4))
        graph.set(object, "NSControlContinuous", .bool(continuous))
        for key in ["NSStepperMinValue", "NSStepperMaxValue", "NSStepperIncrement"] {
            graph.set(object, key, .double(0))
        }
        graph.set(object, "NSStepperWraps", .bool(false))
        graph.set(object, "NSStepperAutorepeat", .bool(false))
        applyCustomClass(object, element, archivedClass: "NSStepper")
        return object
    }

    /// `<progressIndicator>`: `NSpiFlags` from its style, the values that are set, a layer
    /// (ibtool gives one unless the maximum is an explicit 100 without both hugging priorities).
    mutating func progressIndicator(_ element: XMLElementNode, superview: NibObjectGraph.Ref)
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        let object = graph.add("NSProgressIndicator")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        for child in element.children where !geometry.read(child) { try otherChild(child, of: element, object: object) }
        guard let style = ["bar": 0, "spinning": ProgressFlags.spinning][element["style"] ?? "bar"] else {
            throw error(
                .unsupportedElement,
                "the progress indicator style '\(element["style"] ?? "")' has no known archived form",
                at: element)
        }
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        var flags = ProgressFlags.threadedAnimation | ProgressFlags.usesAnimationThread | style
        if !element.attribute("bezeled", is: "NO") { flags |= ProgressFlags.bezeled }
        if element.attribute("indeterminate", is: "YES") { flags |= ProgressFlags.indeterminate }
        if element.attribute("displayedWhenStopped", is: "NO") { flags |= ProgressFlags.hiddenWhenStopped }
        if element.attribute("controlSize", is: "small") { flags |= ProgressFlags.smallControl }
        graph.set(object, "NSpiFlags", NibObjectGraph.integer(flags))
        for (key, attribute) in [
            ("NSMaxValue", "maxValue"), ("NSMinValue", "minValue"), ("NSProgressIndicatorDoubleValue", "doubleValue"),
        ] {
            if let text = element[attribute], !text.isEmpty, let value = Double(text) {
                graph.set(object, key, .double(value))
            }
        }
        let horizontal = element["horizontalHuggingPriority"]
        let vertical = element["verticalHuggingPriority"]
        let explicitMaximum = element["maxValue"].flatMap(Double.init) == 100
        if !(explicitMaximum && (horizontal == nil || vertical == nil)), !element.attribute("wantsLayer", is: "YES") {
            graph.set(object, "NSViewIsLayerTreeHost", .bool(true))
        }
        if let horizontal, let vertical {
            graph.set(object, "NSHuggingPriority", string("{\(horizontal), \(vertical)}"))
        } else if horizontal == nil, vertical == nil {
            graph.set(object, "NSHuggingPriority", string("{250, 250}"))
        }
        applyCustomClass(object, element, archivedClass: "NSProgressIndicator")
        return object
    }

    /// `<pdfView>` (PDFKit's `PDFView`): its display settings, always written in full.
    mutating func pdfView(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("PDFView")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        for child in element.children where !geometry.read(child) { try otherChild(child, of: element, object: object) }
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        graph.set(object, "NSSubviews", graph.collection("NSMutableArray", []))
        graph.set(object, "NSDragTypes", graph.collection("NSMutableSet", [string("NSFilenamesPboardType")]))
        graph.set(object, "Version", NibObjectGraph.integer(3))
        graph.set(object, "DisplayMode", NibObjectGraph.integer(1))
        graph.set(object, "PageBreaks", .bool(!element.attribute("displaysPageBreaks", is: "NO")))
        graph.set(object, "ScaleFactor", .float(1))
        graph.set(object, "AutoScale", .bool(element.attribute("autoScales", is: "YES")))
        for key in ["DisplayDirection", "DisplaysRTL", "DisplaysAsBook", "EnableDataDetectors", "AcceptsDraggedFiles"] {
            graph.set(object, key, .bool(false))
        }
        graph.set(object, "MinScaleFactor", .float(0.1))
        graph.set(object, "MaxScaleFactor", .float(20))
        graph.set(object, "InterpolationQuality", NibObjectGraph.integer(2))
        applyCustomClass(object, element, archivedClass: "PDFView")
        return object
    }

    /// `<colorWell>`: a cell-less control with its colour (`NSColor`, the document's when it
    /// gives one), bordered unless `bordered="NO"`, registered for dragged colours
    /// (`test19_2_layouts`). Unlike a cell's control, its writing direction is 0, not -1. A
    /// well of a newer style (`colorWellStyle`) is refused.
    mutating func colorWell(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        if element.has("colorWellStyle") {
            throw error(.unsupportedElement, "a colour well's style has no known archived form yet", at: element)
        }
        let object = graph.add("NSColorWell")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var color: NibObjectGraph.Ref?
        for child in element.children where !geometry.read(child) {
            if child.name == "color", child["key"] == "color" {
                color = try self.color(child)
            } else {
                try otherChild(child, of: element, object: object)
            }
        }
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        graph.set(object, "NSSubviews", graph.collection("NSMutableArray", []))
        graph.set(object, "NSDragTypes", graph.collection("NSMutableSet", [string("NSColor pasteboard type")]))
        graph.set(object, "NSEnabled", .bool(!element.attribute("enabled", is: "NO")))
        neutralControlKeys(object, sendActionMask: 4)
        graph.set(object, "NSIsBordered", .bool(!element.attribute("bordered", is: "NO")))
        if let color { graph.set(object, "NSColor", color) }
        huggingPriority(object, element)
        applyCustomClass(object, element, archivedClass: "NSColorWell")
        return object
    }
}
