import ViewCore

extension XcodeMapper {
    /// Xcode's `key`s that UIKit spells otherwise.
    static let keyNames: [String: String] = ["highlightedColor": "highlightedTextColor", "fontDescription": "font"]

    /// Collections Xcode names otherwise than the class's key, by owner element.
    static let collectionNames: [String: [String: String]] = [
        "tableView": ["prototypes": "prototypeCells", "sections": "staticSections"],
        "collectionView": ["cells": "prototypeCells"],
    ]

    /// Collection elements that Xcode writes empty, and that mean nothing then.
    static let emptiedCollections: Set<String> = ["sections", "prototypes", "cells", "gestureRecognizers"]

    /// AppKit views a window, scroll view or box holds under a key that are its subviews in
    /// AppKit's hierarchy: the content view (a scroll view's clip view, which holds the document
    /// view), and a scroll view's scrollers and table header view.
    static let appKitSubviewKeys: Set<String> = ["contentView", "horizontalScroller", "verticalScroller", "headerView"]

    /// Single objects Xcode stores under a key whose class keeps a list, by owner element.
    static let listKeys: [String: [String: String]] = [
        "navigationItem": ["rightBarButtonItem": "rightBarButtonItems", "leftBarButtonItem": "leftBarButtonItems"],
        // A flow layout's header and footer prototypes are reusable views like its cells.
        "collectionView": ["sectionHeaderView": "prototypeCells", "sectionFooterView": "prototypeCells"],
    ]

    /// Maps one child element of the object element `owner` (whose id is `id`) into `builder`.
    func mapChild(
        _ child: XMLElementNode, of owner: XMLElementNode, id: String, parent: XcodeParentGeometry?,
        inner: XcodeParentGeometry?, into builder: inout XcodeObjectBuilder
    ) {
        let key = child["key"].map { Self.keyNames[$0] ?? $0 }
        switch child.name {
        // `key`, not `child["key"]`: `keyNames` renames neither `frame` nor `contentRect`.
        case "rect" where key == "frame" || (key == "contentRect" && owner.name == "window"):
            guard let rect = XcodeValues.rect(child) else {
                return invalid(child, "a rect needs numbers x, y, width and height")
            }
            builder.set("frame", .value(.rect(frame(rect, parent: parent))), at: child.location)
        case "frame" where key == "frameInset":
            guard let rect = XcodeValues.frameInset(child) else { return builder.keepElement(child) }
            builder.set("frame", .value(.rect(frame(rect, parent: parent))), at: child.location)
        case "point" where key == "canvasLocation":
            return
        case "rect", "point", "size", "inset", "edgeInsets", "directionalEdgeInsets", "offsetWrapper":
            guard let key, let value = XcodeValues.geometry(child) else { return builder.keepElement(child) }
            builder.set(key, .value(value), at: child.location)
            // Interface Builder arranges a stack view given margins inside them, and writes no
            // `layoutMarginsRelativeArrangement` for it.
            if owner.name == "stackView", !macOS, key == "layoutMargins" || key == "directionalLayoutMargins",
                owner["layoutMarginsRelativeArrangement"] == nil
            {
                builder.set("isLayoutMarginsRelativeArrangement", .value(.bool(true)), at: child.location)
            }
        case "color":
            guard let key, let color = style.color(child) else { return builder.keepElement(child) }
            builder.set(key, .value(.color(color)), at: child.location)
        case "fontDescription", "font":
            guard var key, let font = style.font(child) else { return builder.keepElement(child) }
            if owner.name == "button", !macOS { key = "titleLabel.font" }
            builder.set(key, .value(.font(font)), at: child.location)
        case "nil" where key == nil && child["name"] == "viewControllers":
            // A container controller's `viewControllers` left to its relationship segues.
            return
        case "nil":
            guard let key else { return builder.keepElement(child) }
            builder.set(
                owner.name == "button" && key == "font" ? "titleLabel.font" : key, .value(.null), at: child.location)
        case "string" where key != nil:
            guard let key, let text = XcodeValues.string(child) else {
                return invalid(child, "the string is not valid base64 UTF-8")
            }
            builder.set(key, .value(.string(text)), at: child.location)
        case "bool", "integer", "real":
            guard let key, let value = Self.scalar(child) else { return builder.keepElement(child) }
            builder.set(key, .value(value), at: child.location)
        case "attributedString" where key == "attributedText" && Self.attributedTextOwners.contains(owner.name):
            mapAttributedText(child, into: &builder)
        case "extendedEdge" where key != nil:
            builder.set(key ?? "", .value(XcodeValues.rectEdge(child)), at: child.location)
        case "toolbarItems" where child.children.isEmpty:
            // An empty `<toolbarItems/>`: the controller's toolbar items, none (UIKit's `[]`).
            builder.set("toolbarItems", .array([]), at: child.location)
        case "autoresizingMask":
            builder.set(
                "autoresizingMask", .value(XcodeValues.autoresizingMask(child, yAxisUp: macOS)), at: child.location)
        case "imageReference" where key != nil && child["image"] != nil:
            guard let key, let name = child["image"] else { return }
            let image = child["catalog"] == "system" ? Image(systemName: name) : Image(named: name)
            builder.set(key, .value(.image(image)), at: child.location)
        case "accessibility":
            mapAccessibility(child, into: &builder)
        case "textInputTraits":
            mapAttributes(of: child, into: &builder) { XcodeAttributeTable.textInputTraits[$0] }
        case "state" where owner.name == "button" && !macOS:
            mapButtonState(child, into: &builder)
        case "segments" where !macOS:
            mapSegments(child, into: &builder)
        case "userDefinedRuntimeAttributes":
            builder.set("userDefinedRuntimeAttributes", runtimeAttributes(child), at: child.location)
        case "connections":
            mapConnections(child, source: id, into: &builder)
        case "subviews":
            for view in child.children {
                guard isObject(view) else {
                    builder.keepElement(view)
                    continue
                }
                let value = nestedValue(view, parent: inner)
                builder.append(value, to: "subviews", at: child.location)
                // In Interface Builder every subview of a stack view is arranged, in order; the
                // file writes no separate list. NSStackView arranges by gravity areas and
                // visibility priorities, which ViewCore does not model: its views keep their frames.
                if owner.name == "stackView", !macOS, case .object(let object) = value {
                    builder.append(.reference(object.id), to: "arrangedSubviews", at: child.location)
                }
            }
        case "constraints":
            mapConstraints(child, owner: id, into: &builder)
        case "variation":
            builder.append(
                .value(.string(XcodeVerbatim.text(of: child))), to: XcodeVerbatim.variationsKey, at: child.location)
        case "beginningViews", "middleViews",
            "endViews" where owner.name == "stackView" && macOS:
            // NSStackView's gravity areas: their views are the stack view's subviews in AppKit.
            // ViewCore does not model gravity, so they keep their frames, as in `<subviews>`.
            for view in child.children {
                guard isObject(view) else {
                    builder.keepElement(view)
                    continue
                }
                builder.append(nestedValue(view, parent: inner), to: "subviews", at: child.location)
            }
        case "cells" where owner.name == "matrix":
            mapMatrixCells(child, inner: inner, into: &builder)
        case "keyboardLayoutGuide" where child["key"] == "keyboard":
            return
        case "viewLayoutGuide":
            guard child["key"].flatMap({ Self.builtInGuideKinds[$0] }) == nil else { return }
            builder.append(.object(layoutGuide(child)), to: "layoutGuides", at: child.location)
        default:
            // Design-time elements are dropped: none has the name of a case above, so they are
            // looked for here, not hashed for every child first (one load of the reference
            // .xib: 2.035G -> 1.99G instructions, callgrind).
            guard !Self.designTimeElements.contains(child.name) else { return }
            mapOtherChild(child, key: key, owner: owner, inner: inner, into: &builder)
        }
    }

    /// An object child (by key, or a keyless collection of objects), else verbatim.
    private func mapOtherChild(
        _ child: XMLElementNode, key: String?, owner: XMLElementNode, inner: XcodeParentGeometry?,
        into builder: inout XcodeObjectBuilder
    ) {
        if isObject(child) {
            let object = nestedValue(child, parent: inner)
            if macOS, key == "headerView", owner.name == "scrollView", case .object(let header) = object {
                placeHeaderView(header, in: owner, inner: inner)
            }
            if macOS, let key, Self.appKitSubviewKeys.contains(key),
                XcodeClassTable.isViewElement(owner.name, macOS: true)
            {
                builder.append(object, to: "subviews", at: child.location)
            } else if let key, let list = Self.listKeys[owner.name]?[key] {
                builder.append(object, to: list, at: child.location)
            } else if let key {
                builder.set(key, object, at: child.location)
            } else {
                builder.append(object, to: XcodeVerbatim.objectsKey, at: child.location)
            }
            return
        }
        let onlyObjects = child.children.allSatisfy(isObject) && child.attributes.allSatisfy { $0.name == "key" }
        // Xcode writes some collections empty (`<sections/>` in a table of prototypes,
        // `<gestureRecognizers/>`, whose recognizers are attached by outlet collections): no
        // objects, so nothing to keep.
        if onlyObjects, child.children.isEmpty, Self.emptiedCollections.contains(child.name) { return }
        guard onlyObjects, !child.children.isEmpty else { return builder.keepElement(child) }
        let name = key ?? Self.collectionNames[owner.name]?[child.name] ?? child.name
        for item in child.children {
            builder.append(nestedValue(item, parent: inner), to: name, at: child.location)
        }
    }

    /// A matrix's `<cells><column><buttonCell id=...>...</column>...</cells>`: each cell an
    /// object in the matrix's `cells`, column by column as the file lists them, so connections
    /// can name them. What else the columns hold is kept verbatim.
    private func mapMatrixCells(
        _ node: XMLElementNode, inner: XcodeParentGeometry?, into builder: inout XcodeObjectBuilder
    ) {
        for column in node.children {
            guard column.name == "column", column.attributes.isEmpty else {
                builder.keepElement(column)
                continue
            }
            for cell in column.children {
                guard isObject(cell) else {
                    builder.keepElement(cell)
                    continue
                }
                builder.append(nestedValue(cell, parent: inner), to: "cells", at: column.location)
            }
        }
    }

    /// A scroll view's `contentLayoutGuide` / `frameLayoutGuide`: a layout guide of that name.
    private func layoutGuide(_ node: XMLElementNode) -> ArchiveObject {
        objectCount += 1
        return ArchiveObject(
            className: "LayoutGuide", id: id(of: node),
            entries: [
                ArchiveEntry(key: "identifier", value: .value(.string(node["key"] ?? "")), location: node.location)
            ],
            location: node.location)
    }

    /// `<accessibility key="accessibilityConfiguration" label= hint= identifier=>` with its
    /// `<accessibilityTraits key="traits">` and `<bool key="isElement">`.
    private func mapAccessibility(_ node: XMLElementNode, into builder: inout XcodeObjectBuilder) {
        let keys = [
            "label": "accessibilityLabel", "hint": "accessibilityHint", "identifier": "accessibilityIdentifier",
            "value": "accessibilityValue",
        ]
        for (name, text) in node.attributes where name != "key" {
            if let key = keys[name] {
                builder.set(key, .value(.string(text)), at: node.location)
            } else {
                builder.keepAttribute("accessibility." + name, text, at: node.location)
            }
        }
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("accessibilityTraits", _):
                builder.set("accessibilityTraits", .value(XcodeValues.accessibilityTraits(child)), at: child.location)
            case ("bool", "isElement"):
                guard let value = XcodeValues.bool(child["value"]) else { return builder.keepElement(child) }
                builder.set("isAccessibilityElement", .value(.bool(value)), at: child.location)
            default:
                builder.keepElement(child)
            }
        }
    }

    /// `<state key="normal" title= image= backgroundImage=>` with `<color key="titleColor">`:
    /// the button's per-state `titles`, `images`, `backgroundImages` and `titleColors`.
    private func mapButtonState(_ node: XMLElementNode, into builder: inout XcodeObjectBuilder) {
        guard let state = node["key"], Control.State(name: state) != nil else { return builder.keepElement(node) }
        let system = node["catalog"] == "system"
        for (name, text) in node.attributes {
            switch name {
            case "key", "catalog": continue
            case "title": builder.setPerState("titles", state: state, .value(.string(text)), at: node.location)
            case "image":
                let image = system ? Image(systemName: text) : Image(named: text)
                builder.setPerState("images", state: state, .value(.image(image)), at: node.location)
            case "backgroundImage":
                builder.setPerState(
                    "backgroundImages", state: state, .value(.image(Image(named: text))), at: node.location)
            default: builder.keepAttribute("state." + state + "." + name, text, at: node.location)
            }
        }
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("color", "titleColor"), ("color", "titleShadowColor"):
                guard let color = style.color(child) else { return builder.keepElement(child) }
                builder.setPerState(
                    child["key"] == "titleColor" ? "titleColors" : "titleShadowColors", state: state,
                    .value(.color(color)), at: child.location)
            case ("string", "title"):
                guard let text = XcodeValues.string(child) else { return builder.keepElement(child) }
                builder.setPerState("titles", state: state, .value(.string(text)), at: child.location)
            case ("imageReference", "image"):
                guard let name = child["image"] else { return builder.keepElement(child) }
                let image = child["catalog"] == "system" ? Image(systemName: name) : Image(named: name)
                builder.setPerState("images", state: state, .value(.image(image)), at: child.location)
            default:
                builder.keepElement(child)
            }
        }
    }

    /// `<segments><segment title=... image=... width=... enabled="NO"/></segments>`.
    private func mapSegments(_ node: XMLElementNode, into builder: inout XcodeObjectBuilder) {
        var segments: [ArchiveValue] = []
        for segment in node.children where segment.name == "segment" {
            var fields: [(key: String, value: ArchiveValue)] = []
            if let title = segment["title"] { fields.append(("title", .value(.string(title)))) }
            if let image = segment["image"] { fields.append(("image", .value(.image(Image(named: image))))) }
            if let width = XcodeValues.number(segment["width"]) { fields.append(("width", .value(.real(width)))) }
            if let enabled = XcodeValues.bool(segment["enabled"]) {
                fields.append(("isEnabled", .value(.bool(enabled))))
            }
            segments.append(.dictionary(XcodeObjectBuilder.canonical(fields)))
        }
        builder.set("segments", .array(segments), at: node.location)
    }

    /// `<bool value="YES">`, `<integer value="3">`, `<real value="0.5">`; nil when the value
    /// does not read as its type.
    static func scalar(_ node: XMLElementNode) -> CodingValue? {
        switch node.name {
        case "bool": XcodeValues.bool(node["value"]).map(CodingValue.bool)
        case "integer": XcodeValues.integer(node["value"]).map(CodingValue.integer)
        default: XcodeValues.number(node["value"]).map(CodingValue.real)
        }
    }

    /// A value that cannot be read where one is required: an error with its location.
    func invalid(_ node: XMLElementNode, _ message: String) {
        report(
            .invalidValue, "<\(cut: node.name)>\(node["key"].map { " key=\"\(cut: $0)\"" } ?? ""): \(message)",
            at: node.location)
    }
}
