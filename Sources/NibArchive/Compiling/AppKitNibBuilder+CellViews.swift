import Foundation

extension AppKitNibBuilder {
    /// A view-based table column's `<prototypeCellViews>`, as ibtool archives each one twice:
    /// the cell view itself, listed under the column and reached only by its outlets (its
    /// `NSNextResponder` nil), and a nib of its own (``cellViewNib(_:identifier:)``) the table
    /// keeps by reuse identifier, the cell view's or else the column's. Returns each
    /// identifier with its `NSNib`.
    ///
    /// In an outline view, the prototypes are placed where ibtool places them
    /// (``PrototypePlacement``); elsewhere they keep the source's frames.
    mutating func prototypeCellViews(
        _ element: XMLElementNode, column: XMLElementNode, width: Double, parent: NibObjectGraph.Ref
    ) throws(ArchiveReadError) -> [(identifier: String, nib: NibObjectGraph.Ref)] {
        var prototypes: [(identifier: String, nib: NibObjectGraph.Ref)] = []
        for cellView in element.children {
            guard cellView.name == "tableCellView" else {
                throw error(
                    .unsupportedElement, "<\(cellView.name)> in <prototypeCellViews> has no known archived form yet",
                    at: cellView)
            }
            let placed = prototypePlacement?.place(SourceFrame(cellView), column: column, width: width)
            let object = try view(cellView, parent: parent, superview: nil)
            if let placed { try place(object, cellView, at: placed) }
            let identifier = cellView["identifier"] ?? column["identifier"] ?? ""
            var embedded = AppKitNibBuilder(file: file, module: module)
            (embedded.usesAutolayout, embedded.toolsVersion) = (usesAutolayout, toolsVersion)
            (embedded.instantiatesDirectly, embedded.imageResources) = (instantiatesDirectly, imageResources)
            embedded.constrainedIDs = constrainedIDs
            let data = try embedded.cellViewNib(cellView, identifier: identifier, placed: placed)
            let nib = graph.add("NSNib")
            let bytes = graph.add("NSData")
            graph.set(bytes, "NS.bytes", .data(data))
            graph.set(nib, "NSNibFileData", bytes)
            graph.set(nib, "NSNibFileIsKeyed", .bool(true))
            graph.set(nib, "NSNibFileUseParentBundle", .bool(true))
            graph.set(nib, "NSNibFileImages", .null)
            graph.set(nib, "NSNibFileSounds", .null)
            prototypes.append((identifier, nib))
        }
        return prototypes
    }

    /// The nib ibtool embeds for a cell view prototype (`outline_cellview`): its File's Owner an
    /// `NSObject` and its application an `NSApplication`, both plain custom objects listed
    /// around the cell view (the application last), the cell view with its `NSReuseIdentifierKey`
    /// and its subviews, and the connections inside it.
    mutating func cellViewNib(_ element: XMLElementNode, identifier: String, placed: SourceFrame?)
        throws(ArchiveReadError) -> Data
    {
        let root = graph.add("NSObject")
        let objectData = graph.add("NSIBObjectData")
        graph.set(root, "IB.objectdata", objectData)
        graph.set(root, "IB.systemFontUpdateVersion", NibObjectGraph.integer(1))
        let owner = graph.add("NSCustomObject")
        graph.set(owner, "NSClassName", string("NSObject"))
        objectsByID["-2"] = owner
        let cellView = try view(element, parent: owner, superview: nil)
        if let placed { try place(cellView, element, at: placed) }
        graph.set(cellView, "NSReuseIdentifierKey", string(identifier))
        let application = graph.add("NSCustomObject")
        graph.set(application, "NSClassName", string("NSApplication"))
        listed.append((application, owner))
        try finish(objectData)
        graph.shareEqualNumbers()
        return NIBArchiveEncoder().encode(graph.archive())
    }

    /// Moves the compiled cell view `object` of `element` to `frame`, its subviews resized with
    /// it by their masks.
    private mutating func place(_ object: NibObjectGraph.Ref, _ element: XMLElementNode, at frame: SourceFrame)
        throws(ArchiveReadError)
    {
        let source = SourceFrame(element)
        try autoresizeSubviews(of: element, by: (frame.width - source.width, frame.height - source.height))
        setFrame(object, frame)
    }

    /// Where ibtool places an outline view's cell view prototypes, as measured on
    /// `outline_cellview` and `reusable_views_order` (intercell spacing 3, the default): the
    /// outline column's 10 points further in than the source stores it and 15 narrower than the
    /// column (room for the disclosure triangle), each later column's 3 points after the one
    /// before it ends. With another spacing the source's frames are kept: no pair shows one.
    struct PrototypePlacement {
        /// The id of the outline column.
        var outlineColumn: String
        /// The table's intercell spacing.
        var spacing: Double
        /// Where the previous column's placed prototypes end, once there are some.
        var previousEnd: Double?
        /// The column being placed and where its prototypes end.
        var current: (column: String, end: Double?)?

        init(outlineColumn: String, spacing: Double) {
            (self.outlineColumn, self.spacing) = (outlineColumn, spacing)
        }

        /// The frame of a prototype stored at `source` in `column`, `width` wide; nil to keep it.
        mutating func place(_ source: SourceFrame, column: XMLElementNode, width: Double) -> SourceFrame? {
            let id = column["id"] ?? ""
            if current?.column != id {
                previousEnd = current?.end ?? previousEnd
                current = (id, nil)
            }
            guard spacing == 3 else { return nil }
            var frame = source
            if id == outlineColumn {
                frame.x += 10
                frame.width = width - 15
            } else if let previousEnd {
                frame.x = previousEnd + spacing
            } else {
                return nil
            }
            let end = max(current?.end ?? 0, frame.x + frame.width)
            current?.end = end
            return frame
        }
    }
}
