import Foundation

extension AppKitNibBuilder {
    /// A column's `<tableColumnResizingMask>` as `NSTableColumnResizingOptions`: 1 resizes with
    /// the table, 2 by the user.
    static func columnResizingMask(_ column: XMLElementNode) -> Int {
        guard let mask = column.children.first(where: { $0.name == "tableColumnResizingMask" }) else { return 0 }
        return (mask.attribute("resizeWithTable", is: "YES") ? 1 : 0)
            | (mask.attribute("userResizable", is: "YES") ? 2 : 0)
    }

    /// A `<tableColumn>` at `width`: its identifier (Interface Builder's automatic one, with the
    /// column's `index`, when the source has none), widths, header and data cells, resizing
    /// mask, editability and sort descriptor prototype.
    mutating func tableColumn(
        _ element: XMLElementNode, index: Int, width: Double, table: NibObjectGraph.Ref
    ) throws(ArchiveReadError) -> (
        object: NibObjectGraph.Ref, prototypes: [(identifier: String, nib: NibObjectGraph.Ref)]
    ) {
        for unsupported in ["hidden", "headerToolTip"] where element.has(unsupported) {
            throw error(
                .unsupportedElement, "a table column's '\(unsupported)' has no known archived form yet", at: element)
        }
        let object = graph.add("NSTableColumn")
        list(object, element, parent: table)
        var prototypes: [(identifier: String, nib: NibObjectGraph.Ref)] = []
        graph.set(
            object, "NSIdentifier", string(element["identifier"] ?? "AutomaticTableColumnIdentifier.\(index)"))
        graph.set(object, "NSWidth", .double(width))
        graph.set(object, "NSMinWidth", .double(Self.decimal(element, "minWidth", 10)))
        graph.set(object, "NSMaxWidth", .double(Self.decimal(element, "maxWidth", 1000)))
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("tableHeaderCell", "headerCell"?): graph.set(object, "NSHeaderCell", try tableHeaderCell(child))
            case (_, "dataCell"?): graph.set(object, "NSDataCell", try dataCell(child, table: table, column: object))
            case ("tableColumnResizingMask", "resizingMask"?): break
            case ("prototypeCellViews", _):
                prototypes += try prototypeCellViews(child, column: element, width: width, parent: object)
            case ("sortDescriptor", "sortDescriptorPrototype"?):
                let descriptor = graph.add("NSSortDescriptor")
                graph.set(descriptor, "NSKey", string(child["sortKey"] ?? ""))
                graph.set(descriptor, "NSAscending", .bool(!child.attribute("ascending", is: "NO")))
                graph.set(descriptor, "NSSelector", string(child["selector"] ?? "compare:"))
                graph.set(descriptor, "NSReverseNullOrder", .bool(false))
                graph.set(object, "NSSortDescriptorPrototype", descriptor)
            default: try otherChild(child, of: element, object: object)
            }
        }
        let mask = Self.columnResizingMask(element)
        if mask != 0 {
            graph.set(object, "NSResizingMask", NibObjectGraph.integer(mask))
            graph.set(object, "NSIsResizeable", .bool(true))
        }
        if !element.attribute("editable", is: "NO") { graph.set(object, "NSIsEditable", .bool(true)) }
        graph.set(object, "NSTableView", table)
        return (object, prototypes)
    }

    /// A column's data cell: a text field, image or button cell drawn by the table.
    private mutating func dataCell(_ element: XMLElementNode, table: NibObjectGraph.Ref, column: NibObjectGraph.Ref)
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        switch element.name {
        case "textFieldCell":
            return try textFieldCell(element, field: nil, control: table, parent: column, secure: false)
        case "imageCell": return try imageCell(element, control: table, parent: column, inTable: true)
        case "buttonCell":
            let cell = graph.add("NSButtonCell")
            list(cell, element, parent: column)
            for child in try buttonCellKeys(cell, element, button: element, control: table) {
                try otherChild(child, of: element, object: cell)
            }
            return cell
        default:
            throw error(
                .unsupportedElement, "a table column's data cell <\(element.name)> has no known archived form yet",
                at: element)
        }
    }

    /// A column's `NSTableHeaderCell`: its title, flags and colours, in the header font.
    private mutating func tableHeaderCell(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        let cell = graph.add("NSTableHeaderCell")
        var (flags, flags2) = try cellFlags(element, textCell: true)
        // A header cell's border is a cell border; other cells' `border` is their control's.
        if element.attribute("borderStyle", is: "border") { flags |= CellSettingFlags.bordered }
        graph.set(cell, "NSCellFlags", NibObjectGraph.integer(flags))
        graph.set(cell, "NSCellFlags2", NibObjectGraph.integer(flags2))
        graph.set(cell, "NSContents", string(element["title"] ?? ""))
        // The system font at 11 points in the subheadline style, whatever the source says.
        graph.set(
            cell, "NSSupport",
            archivedFont(".AppleSystemUIFont", size: 11, flags: 16, textStyle: "UICTFontTextStyleSubhead"))
        for child in element.children {
            // The header font is ibtool's, whatever the source says (`test_table_no_header`).
            if child.name == "font", child["key"] == "font" { continue }
            if try !textCellChild(child, cell: cell) { try otherChild(child, of: element, object: cell) }
        }
        return cell
    }
}
