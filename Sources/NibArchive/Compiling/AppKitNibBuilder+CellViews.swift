import Foundation

extension AppKitNibBuilder {
    /// A view-based table column's `<prototypeCellViews>`, as ibtool archives each one twice:
    /// the cell view itself, listed under the column and reached only by its outlets (its
    /// `NSNextResponder` nil), and a nib of its own (``cellViewNib(_:identifier:)``) the table
    /// keeps by reuse identifier, the cell view's or else the column's. Returns each
    /// identifier with its `NSNib`.
    mutating func prototypeCellViews(_ element: XMLElementNode, column: XMLElementNode, parent: NibObjectGraph.Ref)
        throws(ArchiveReadError) -> [(identifier: String, nib: NibObjectGraph.Ref)]
    {
        var prototypes: [(identifier: String, nib: NibObjectGraph.Ref)] = []
        for cellView in element.children {
            guard cellView.name == "tableCellView" else {
                throw error(
                    .unsupportedElement, "<\(cellView.name)> in <prototypeCellViews> has no known archived form yet",
                    at: cellView)
            }
            _ = try view(cellView, parent: parent, superview: nil)
            let identifier = cellView["identifier"] ?? column["identifier"] ?? ""
            var embedded = AppKitNibBuilder(file: file, module: module)
            (embedded.usesAutolayout, embedded.toolsVersion) = (usesAutolayout, toolsVersion)
            (embedded.instantiatesDirectly, embedded.imageResources) = (instantiatesDirectly, imageResources)
            embedded.constrainedIDs = constrainedIDs
            let data = try embedded.cellViewNib(cellView, identifier: identifier)
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
    mutating func cellViewNib(_ element: XMLElementNode, identifier: String) throws(ArchiveReadError) -> Data {
        let root = graph.add("NSObject")
        let objectData = graph.add("NSIBObjectData")
        graph.set(root, "IB.objectdata", objectData)
        graph.set(root, "IB.systemFontUpdateVersion", NibObjectGraph.integer(1))
        let owner = graph.add("NSCustomObject")
        graph.set(owner, "NSClassName", string("NSObject"))
        objectsByID["-2"] = owner
        let cellView = try view(element, parent: owner, superview: nil)
        graph.set(cellView, "NSReuseIdentifierKey", string(identifier))
        let application = graph.add("NSCustomObject")
        graph.set(application, "NSClassName", string("NSApplication"))
        listed.append((application, owner))
        try finish(objectData)
        graph.shareEqualNumbers()
        return NIBArchiveEncoder().encode(graph.archive())
    }
}
