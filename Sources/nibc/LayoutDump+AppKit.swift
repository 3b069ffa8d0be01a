import Foundation
import NibArchive
import NibKit

/// AppKit controls: a macOS control loads as the nearest ViewCore class, its cell (what
/// decides its bezel and so its alignment rectangle) kept as the file gave it; `nibc dump
/// --layout` gives each control the alignment insets AppKit gives its cell.
extension LayoutDump {
    /// Gives each AppKit control below `view` (in a macOS file) its cell's alignment rectangle
    /// insets for the controls `design` names, each text field and button its cell's font, each
    /// slider and switch its size (and a switch its baselines), each spinning progress
    /// indicator its size, each separator box its line's geometry, each other box its border's
    /// insets, and each tab view with top tabs its bezel's insets (`AppKitControlGeometry`).
    static func applyAppKitInsets(below view: View, design: XcodeDesignMetrics) {
        // AppKit keeps a text field's and a button's font in their cell: their baselines are
        // that font's (ViewCore's classes would take UIKit's 17-point default).
        if let field = view as? TextField, let font = appKitCellFont(of: view) {
            field.font = font
        } else if let button = view as? Button, let font = appKitCellFont(of: view) {
            button.titleLabel?.font = font
        }
        let cell = appKitCell(of: view)
        if cell?.className == "NSSliderCell" {
            let slider = AppKitControlGeometry.sliderGeometry(frame: view.frame.size, controls: design.appKitControls)
            view.alignmentRectInsetsForLayout = slider.insets
            view.intrinsicContentSizeForLayout = slider.intrinsicSize
        } else if let cell,
            let insets = AppKitControlGeometry.alignmentRectInsets(
                of: cell, frame: view.frame.size, controls: design.appKitControls)
        {
            view.alignmentRectInsetsForLayout = insets
        } else if xcodeAttribute("boxType", of: view) == "separator" {
            let separator = AppKitControlGeometry.separatorGeometry(frame: view.frame.size)
            view.alignmentRectInsetsForLayout = separator.insets
            view.intrinsicContentSizeForLayout = separator.intrinsicSize
        } else if let id = view.unarchivedValues.archiveID, design.appKitBoxes.contains(id),
            let insets = AppKitControlGeometry.boxInsets(
                boxType: xcodeAttribute("boxType", of: view), borderType: xcodeAttribute("borderType", of: view),
                titled: xcodeAttribute("titlePosition", of: view) != "noTitle")
        {
            view.alignmentRectInsetsForLayout = insets
        } else if let id = view.unarchivedValues.archiveID, design.appKitColorWells.contains(id),
            let well = AppKitControlGeometry.colorWellGeometry(controls: design.appKitControls)
        {
            view.alignmentRectInsetsForLayout = well.insets
            view.intrinsicContentSizeForLayout = well.intrinsicSize
        } else if let id = view.unarchivedValues.archiveID, design.appKitTopTabViews.contains(id) {
            view.alignmentRectInsetsForLayout = AppKitControlGeometry.topTabsInsets
        } else if xcodeAttribute("style", of: view) == "spinning",
            let side = AppKitControlGeometry.spinnerSide(controlSize: xcodeAttribute("controlSize", of: view))
        {
            view.intrinsicContentSizeForLayout = CGSize(width: side, height: side)
        } else if cell?.className == "NSStepperCell",
            let stepper = AppKitControlGeometry.stepperGeometry(
                controlSize: cell?.controlSize, tallerRegular: design.appKitTallerSteppers)
        {
            view.alignmentRectInsetsForLayout = stepper.insets
            view.intrinsicContentSizeForLayout = stepper.intrinsicSize
        } else if view is Switch,
            let geometry = AppKitControlGeometry.switchGeometry(controlSize: xcodeAttribute("controlSize", of: view))
        {
            // In a macOS file a switch is an NSSwitch, which has no cell.
            view.alignmentRectInsetsForLayout = geometry.insets
            view.intrinsicContentSizeForLayout = geometry.intrinsicSize
            let baseline = AppKitControlGeometry.switchBaseline()
            view.baselinePlacementForLayout = (baseline, baseline)
        }
        if let button = view as? Button, let font = button.titleLabel?.font, let cell,
            let baseline = AppKitControlGeometry.popUpBaseline(
                of: cell, frame: view.frame.size, font: font, controls: design.appKitControls)
        {
            view.baselinePlacementForLayout = (baseline, baseline)
        }
        // A rounded field (Aerial's font field, 30 points high at 14) centres its line.
        if let field = view as? TextField, let font = field.font, let cell,
            cell.bezelStyle != "round",
            let baselines = AppKitControlGeometry.textFieldBaselines(
                font: font, height: view.alignmentRect(forFrame: view.frame).height,
                bezeled: cell.borderStyle == "bezel", controls: design.appKitControls)
        {
            view.baselinePlacementForLayout = baselines
        }
        for subview in view.subviews + cells(of: view) {
            applyAppKitInsets(below: subview, design: design)
        }
    }

    /// Arranges the subviews placed by Auto Layout of each split view below `view` that
    /// `splitViews` (by id) describes, side by side or one above the other, the dividers' width
    /// apart (`AppKitSplitArrangement`).
    static func arrangeAppKitSplitViews(below view: View, _ splitViews: [String: XcodeDesignMetrics.AppKitSplitView]) {
        if let id = view.unarchivedValues.archiveID, let split = splitViews[id] {
            AppKitSplitArrangement(
                isVertical: split.isVertical,
                dividerThickness: AppKitSplitArrangement.dividerThickness(style: split.dividerStyle),
                holdingPriorities: split.holdingPriorities
            ).install(in: view)
        }
        for subview in view.subviews { arrangeAppKitSplitViews(below: subview, splitViews) }
    }

    /// The attribute `name` of an object as the Xcode reader left it: a key of its own, or one
    /// of the attributes it kept verbatim; nil when it has neither or the value is no string.
    static func xcodeAttribute(_ name: String, of object: ArchiveObject) -> String? {
        if let index = object.index(ofKey: name), case .value(.string(let text)) = object.entries[index].value {
            return text
        }
        switch object.index(ofKey: XcodeVerbatim.attributesKey).map({ object.entries[$0].value }) {
        case .value(.dictionary(let values))?:
            if case .string(let text)? = values[name] { return text }
        case .dictionary(let pairs)?:
            if case .value(.string(let text))? = pairs.first(where: { $0.key == name })?.value { return text }
        default: break
        }
        return nil
    }

    /// The `.xib` attribute `name` of `view`: an entry of its own (a compiled nib's box title)
    /// or one of the verbatim attributes the reader kept for it.
    static func xcodeAttribute(_ name: String, of view: View) -> String? {
        let entries = view.unarchivedValues.entries.compactMap { entry -> ArchiveEntry? in
            guard entry.key == name || entry.key == XcodeVerbatim.attributesKey,
                let value = entry.value as? ArchiveValue
            else { return nil }
            return ArchiveEntry(key: entry.key, value: value)
        }
        return xcodeAttribute(name, of: ArchiveObject(className: "", id: "", entries: entries))
    }

    /// The cell the file gave `view`: its `cell` key, which no ViewCore class reads.
    private static func appKitCellObject(of view: View) -> ArchiveObject? {
        guard let entry = view.unarchivedValues.entries.first(where: { $0.key == "cell" }),
            case .object(let object) = entry.value as? ArchiveValue
        else { return nil }
        return object
    }

    /// The font of `view`'s AppKit cell, nil when the file gives none.
    static func appKitCellFont(of view: View) -> Font? {
        guard let cell = appKitCellObject(of: view), let index = cell.index(ofKey: "font"),
            case .value(.font(let font)) = cell.entries[index].value
        else { return nil }
        return font
    }

    /// The name of the image an `NSImageView` (`view`) shows without a frame around it, whose
    /// size is then the view's intrinsic size; nil for other views.
    static func appKitImageName(of view: View) -> String? {
        guard let object = appKitCellObject(of: view), object.className == "NSImageCell",
            (xcodeAttribute("imageFrameStyle", of: object) ?? "none") == "none",
            let index = object.index(ofKey: "image"), case .value(.image(let image)) = object.entries[index].value,
            !image.isSystemImage
        else { return nil }
        return image.name
    }

    /// The cell the file gave `view`, with the attributes that decide its geometry; nil for a
    /// view without one.
    static func appKitCell(of view: View) -> AppKitControlGeometry.Cell? {
        guard let object = appKitCellObject(of: view) else { return nil }
        func string(_ name: String) -> String? { xcodeAttribute(name, of: object) }
        return AppKitControlGeometry.Cell(
            className: object.baseClassName ?? object.className, bezelStyle: string("bezelStyle"),
            borderStyle: string("borderStyle"), controlSize: string("controlSize"), type: string("type"))
    }
}

extension LayoutDump {
    /// Arranges the subviews of each `NSStackView` below `view` that the file says arranges
    /// them in one list, with AppKit's defaults where the file gives none: 8 points between
    /// views, the views centred across the axis. An `NSStackView`'s alignment is a layout
    /// attribute: `centerX` and `centerY` centre, the edges align as UIKit's, and `edgeInsets`
    /// are margins the views are arranged within.
    static func arrangeAppKitStackViews(below view: View, _ stacks: [String: XcodeDesignMetrics.AppKitStackView]) {
        if let stack = view as? StackView, let id = stack.unarchivedValues.archiveID, let appKit = stacks[id] {
            switch appKit.alignment {
            case nil, "centerX", "centerY": stack.alignment = .center
            case "width", "height": stack.alignment = .fill
            case "baseline": stack.alignment = .lastBaseline
            case let name?: stack.alignment = StackView.Alignment(rawValue: name) ?? .center
            }
            if !appKit.hasSpacing { stack.spacing = 8 }
            // Required when the file names none: the end is pinned, as before, and the stack is
            // still known for an AppKit one (`StackView` aligns those below required).
            stack.edgeHuggingPriority = appKit.huggingPriority.map { LayoutPriority(rawValue: $0) } ?? .required
            if appKit.edgeInsets != .zero {
                stack.layoutMargins = appKit.edgeInsets
                stack.isLayoutMarginsRelativeArrangement = true
            }
            for subview in stack.subviews where !stack.arrangedSubviews.contains(where: { $0 === subview }) {
                stack.addArrangedSubview(subview)
            }
        }
        for subview in view.subviews { arrangeAppKitStackViews(below: subview, stacks) }
    }
}
