import Foundation
import ViewCore

extension CompiledNibMapper {
    /// AppKit's classes whose y axis points down, so their subviews' frames need no flip (not
    /// `NSStackView`, whose first view in a vertical stack has the greatest y).
    static let flippedClasses: Set<String> = [
        "NSTableView", "NSOutlineView", "NSTextView", "NSClipView", "NSMatrix", "NSScrollView", "NSCollectionView",
    ]

    /// Whether AppKit measures the frames of the subviews of `index` from its top: a flipped
    /// class, a window; a clip view as its document view (`NSDocView`, else its first subview)
    /// is (`NSClipView.isFlipped`). A class swapper counts as its original class: a custom
    /// subclass's own `isFlipped` runs in the app, not here.
    private func isFlipped(_ index: Int, documentView: Int?) -> Bool {
        let className = baseClassName(index)
        if className == "NSClipView", let document = graph.reference(index, "NSDocView") ?? documentView {
            return Self.flippedClasses.contains(baseClassName(document))
        }
        return Self.flippedClasses.contains(className) || className == "NSWindowTemplate"
    }

    /// The class object `index` archives, a class swapper's original class for it.
    private func baseClassName(_ index: Int) -> String {
        let archived = graph.className(index)
        return archived == "NSClassSwapper" ? graph.string(index, "NSOriginalClassName") ?? "NSView" : archived
    }

    /// The top-level objects of an AppKit nib: the objects whose parent in `NSObjectsKeys` /
    /// `NSObjectsValues` is `NSRoot` (File's Owner). File's Owner, First Responder and the
    /// Application object become placeholders with the ids Interface Builder gives them (`-2`,
    /// `-1`, `-3`), as the Xcode reader keeps them.
    func appKitTopLevel(_ data: Int) -> [Int] {
        let root = graph.reference(data, "NSRoot")
        if let root {
            placeholderIDs[root] = "-2"
            placeholders.append(
                ArchivePlaceholder(id: "-2", kind: .owner, className: graph.string(root, "NSClassName")))
        }
        let keys = graph.objectItems(data, "NSObjectsKeys")
        let parents = graph.objectItems(data, "NSObjectsValues")
        var topLevel: [Int] = []
        for (object, parent) in zip(keys, parents) where parent == root && object != root {
            let className = graph.className(object)
            let customName = graph.string(object, "NSClassName")
            if className == "NSCustomObject", customName == "FirstResponder" {
                placeholderIDs[object] = "-1"
                placeholders.append(ArchivePlaceholder(id: "-1", kind: .firstResponder))
            } else if className == "NSCustomObject", customName == "NSApplication" {
                placeholderIDs[object] = "-3"
                placeholders.append(ArchivePlaceholder(id: "-3", kind: .external("Application"), className: "NSObject"))
            } else if className == "NSNibExternalObjectPlaceholder" {
                let identifier = graph.string(object, "NSExternalObjectPlaceholderIdentifier") ?? "\(object)"
                placeholderIDs[object] = identifier
                placeholders.append(ArchivePlaceholder(id: identifier, kind: .external(identifier)))
            } else {
                topLevel.append(object)
            }
        }
        return topLevel
    }

    /// AppKit's archived keys as the Xcode reader's keys.
    func mapAppKit(_ index: Int, into entries: inout CompiledNibEntries) throws(ArchiveReadError) {
        entries.consume("NSClassName", "NSOriginalClassName", "IBClassReference", "NSWindowClass")
        let className = graph.className(index)
        if let rect = CompiledNibGraph.numbers(in: graph.string(index, "NSFrame"), count: 4) {
            entries.set("frame", .rect(CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])))
            entries.consume("NSFrame")
        } else if let size = CompiledNibGraph.numbers(in: graph.string(index, "NSFrameSize"), count: 2) {
            entries.set("frame", .rect(CGRect(x: 0, y: 0, width: size[0], height: size[1])))
            entries.consume("NSFrameSize")
        } else if let rect = CompiledNibGraph.numbers(in: graph.string(index, "NSWindowRect"), count: 4),
            rect != [0, 0, 0, 0]
        {
            // ibtool writes an empty rect for a window its `.xib` gives no `contentRect` (one
            // with no content view): that window has no frame, as the Xcode reader reads it.
            entries.set("frame", .rect(CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])))
            entries.consume("NSWindowRect")
        }
        var children: [Int] = graph.objectItems(index, "NSSubviews")
        if graph.reference(index, "NSSubviews") != nil { entries.consume("NSSubviews") }
        if let content = graph.reference(index, "NSWindowView") {
            children = [content]
            entries.consume("NSWindowView")
        }
        if !children.isEmpty {
            var views: [ArchiveValue] = []
            let height = entries.frame?.height
            let flipped = isFlipped(index, documentView: children.first)
            for (child, frameFrom) in appKitChildren(of: index, children, into: &entries) {
                let value = try owned(child)
                if case .object(let node) = value, let frameFrom { setFrame(of: node, from: frameFrom) }
                // AppKit measures a frame's y from the bottom of an unflipped superview; the
                // Xcode reader (and UIKit) from the top.
                if case .object(let node) = value, !flipped, let height { Self.flipFrame(of: node, in: height) }
                views.append(value)
            }
            entries.set("subviews", .array(views))
        }
        try mapConstraints(index, key: "NSViewConstraints", into: &entries)
        try mapLayoutGuides(index, into: &entries)
        try mapTabViews(index, into: &entries)
        mapAppKitFont(index, into: &entries)
        if className == "NSLayoutGuide" {
            if let identifier = graph.string(index, "NSLayoutGuideIdentifier") {
                entries.set("identifier", .string(identifier))
            }
            entries.consume("NSLayoutGuideIdentifier")
        }
        if let flags = graph.value(index, "NSvFlags")?.integer {
            if flags & 0x8000_0000 != 0 { entries.set("isHidden", .bool(true)) }
            let mask = flags & 0x3F
            // 12 (right and top margins, AppKit's y up) is Interface Builder's default, which a
            // .xib leaves out.
            if mask != 0, mask != 12 {
                entries.set("autoresizingMask", .string(Self.maskNames(mask, yAxisUp: true)))
            }
            entries.consume("NSvFlags")
        }
        if graph.bool(index, "NSDoNotTranslateAutoresizingMask") == true {
            entries.set("translatesAutoresizingMaskIntoConstraints", .bool(false))
            entries.consume("NSDoNotTranslateAutoresizingMask")
        }
        if let tag = graph.number(index, "NSTag") {
            entries.set("tag", .integer(Int(tag)))
            entries.consume("NSTag")
        }
        if let title = graph.string(index, "NSWindowTitle") {
            entries.set("title", .string(title))
            entries.consume("NSWindowTitle")
        }
        if let identifier = graph.string(index, "NSReuseIdentifierKey") ?? graph.string(index, "NSIdentifier") {
            entries.set("identifier", .string(identifier))
        }
        if let nibName = graph.string(index, "NSNibName") {
            entries.set("nibName", .string(nibName))
            entries.consume("NSNibName")
        }
        if let cell = graph.reference(index, "NSCell") {
            entries.set("cell", try owned(cell))
            entries.consume("NSCell")
        }
        // A separator (`NSBoxType` 2) shows no title; ibtool still writes its title cell's
        // default "Title", which the `.xib` has not.
        if className == "NSBox", graph.number(index, "NSBoxType") != 2,
            let titleCell = graph.reference(index, "NSTitleCell"), let title = graph.string(titleCell, "NSContents")
        {
            entries.set("title", .string(title))
        }
        if className.hasSuffix("Cell"), let contents = graph.value(index, "NSContents"),
            let text = graph.string(contents)
        {
            entries.set("title", .string(text))
            entries.consume("NSContents")
            if case .object(let string) = contents, let key = graph.string(string, "NSKey") {
                entries.set("nib.title.localizationKey", .string(key))
            }
        }
    }

    /// Moves `node`'s frame from AppKit's bottom-up y to a top-down one in a superview `height` tall.
    static func flipFrame(of node: ArchiveObject, in height: Double) {
        guard let index = node.index(ofKey: "frame"), case .value(.rect(let frame)) = node.entries[index].value else {
            return
        }
        node.entries[index].value = .value(
            .rect(CGRect(x: frame.minX, y: height - frame.maxY, width: frame.width, height: frame.height)))
    }

    /// `NSConnections`: outlets (`NSNibOutletConnector`) and actions (`NSNibControlConnector`).
    /// Bindings and runtime attribute connectors are not modelled and are left out.
    func appKitConnections() throws(ArchiveReadError) {
        guard let data = graph.reference(0, "IB.objectdata") else { return }
        for connection in graph.objectItems(data, "NSConnections") {
            guard let source = graph.reference(connection, "NSSource"), let name = graph.string(connection, "NSLabel")
            else { continue }
            let destination = graph.reference(connection, "NSDestination")
            switch (graph.className(connection), destination) {
            case ("NSNibOutletConnector", let destination?):
                connections.append(.init(kind: .outlet, source: id(source), destination: id(destination), name: name))
            case ("NSNibControlConnector", let destination?):
                connections.append(.init(kind: .action, source: id(source), destination: id(destination), name: name))
            case ("NSNibControlConnector", nil):
                // An action with no target goes up the responder chain: First Responder's.
                if !placeholders.contains(where: { $0.id == "-1" }) {
                    placeholders.append(ArchivePlaceholder(id: "-1", kind: .firstResponder))
                }
                connections.append(.init(kind: .action, source: id(source), destination: "-1", name: name))
            default: continue
            }
        }
    }
}

extension CompiledNibEntries {
    /// The `frame` set so far.
    var frame: CGRect? {
        guard let entry = entries.first(where: { $0.key == "frame" }), case .value(.rect(let rect)) = entry.value else {
            return nil
        }
        return rect
    }
}
