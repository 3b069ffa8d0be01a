import Foundation

extension AppKitNibBuilder {
    /// `NSTvFlags` bits of an `NSTableView`, in the order of AppKit's old `_TvFlags` (its most
    /// significant bit first), each checked against the macOS pairs.
    enum TableFlags {
        static let allowsColumnReordering = 0x8000_0000
        static let allowsColumnResizing = 0x4000_0000
        static let drawsGrid = 0x2000_0000
        static let allowsEmptySelection = 0x1000_0000
        static let allowsMultipleSelection = 0x800_0000
        static let allowsColumnSelection = 0x400_0000
        /// Set in every table of the pairs.
        static let always = 0x200_0000
        static let autosavesColumns = 0x100_0000
        static let alternatingRowBackgroundColors = 0x80_0000
        /// A two-bit field (`compareWidthWithSuperview` in the old header) at bit 21.
        static let widthComparisonShift = 21
        static let autoresizesAllColumnsToFit = 0x8000
    }

    /// `columnAutoresizingStyle` as `NSTableViewColumnAutoresizingStyle` numbers it.
    static let columnAutoresizingStyles = [
        "none": 0, "uniform": 1, "sequential": 2, "reverseSequential": 3, "lastColumnOnly": 4, "firstColumnOnly": 5,
    ]

    /// Where a scroll view places its table: the clip view's size (the header's height
    /// included), the header's height, if it has one, and whether the vertical scroller shows.
    struct TableSpace {
        var clipWidth: Double
        var clipHeight: Double
        var headerHeight: Double?
        var verticalScrollerShows: Bool
    }

    /// How much wider than its columns ibtool makes a table that it widens past its clip view
    /// (measured on the four pairs that show it, all with the default 3-point spacing).
    static let tableOverhang = 29.0

    /// What a table's compilation gives its scroll view.
    struct CompiledTable {
        var object: NibObjectGraph.Ref
        var width: Double
        var cornerView: NibObjectGraph.Ref
        /// A row's height with the spacing between rows: the scroll view's line amount.
        var lineHeight: Double
    }

    /// `<tableView>` and `<outlineView>` of cells (a view-based table is refused: ibtool
    /// archives each cell view as a nib of its own), as the document of a clip view.
    ///
    /// ibtool archives the table as AppKit has tiled it in the clip view, as high as the clip
    /// view less the header. A uniformly autoresizing table is as wide as the clip view and
    /// gives the change of its width to the columns that resize with it. Any other is as wide
    /// as the clip view, unless the vertical scroller shows or the columns are wider: then it
    /// is ``tableOverhang`` wider than its columns, if that is wider than the clip view. Where ibtool resizes columns otherwise, the
    /// compiled widths differ from its (the macOS pairs name the cases).
    mutating func tableView(_ element: XMLElementNode, clip: NibObjectGraph.Ref, space: TableSpace)
        throws(ArchiveReadError) -> CompiledTable
    {
        for unsupported in [
            "usesAutomaticRowHeights", "selectionHighlightStyle", "tableStyle", "floatsGroupRows",
            "focusRingType",
        ] where element.has(unsupported) {
            throw error(
                .unsupportedElement, "a table view's '\(unsupported)' has no known archived form yet", at: element)
        }
        if let rowSize = element["rowSizeStyle"], rowSize != "automatic" {
            throw error(
                .unsupportedElement, "the row size style '\(rowSize)' has no known archived form yet", at: element)
        }
        let isOutline = element.name == "outlineView"
        let archivedClass = isOutline ? "NSOutlineView" : "NSTableView"
        let object = graph.add(archivedClass)
        list(object, element, parent: clip)
        var geometry = ViewGeometry()
        var columnElements: [XMLElementNode] = []
        var colors: [String: NibObjectGraph.Ref] = [:]
        var spacing = (width: 3.0, height: 2.0)
        var gridMask = 0
        for child in element.children where !geometry.read(child) {
            switch (child.name, child["key"]) {
            case ("tableColumns", _): columnElements = Array(child.children)
            case ("color", "backgroundColor"?), ("color", "gridColor"?): colors[child["key"] ?? ""] = try color(child)
            case ("size", "intercellSpacing"?):
                spacing = (Self.decimal(child, "width", 3), Self.decimal(child, "height", 2))
            case ("tableViewGridLines", "gridStyleMask"?):
                gridMask =
                    (child.attribute("horizontal", is: "YES") ? 2 : 0)
                    | (child.attribute("vertical", is: "YES") ? 1 : 0)
            default: try otherChild(child, of: element, object: object)
            }
        }
        let styleName = element["columnAutoresizingStyle"] ?? "uniform"
        guard let style = Self.columnAutoresizingStyles[styleName] else {
            throw error(
                .unsupportedElement, "the column autoresizing style '\(styleName)' has no known archived form",
                at: element)
        }
        var columns: [(element: XMLElementNode, width: Double)] = []
        let sourceWidth = SourceFrame(element).width
        for column in columnElements {
            guard column.name == "tableColumn" else {
                throw error(
                    .unsupportedElement, "<\(column.name)> in <tableColumns> has no known archived form", at: column)
            }
            columns.append((column, Self.decimal(column, "width", 0)))
        }
        let sourceColumnsWidth = columns.reduce(0) { $0 + $1.width + spacing.width }
        if style == 1, sourceColumnsWidth > space.clipWidth {
            // Uniform: the columns that resize with the table share the change of its width,
            // when they do not fit the clip view as they are (`test_outline_small_sv`).
            let resizing = columns.indices.filter { Self.columnResizingMask(columns[$0].element) & 1 != 0 }
            if !resizing.isEmpty {
                let share = (space.clipWidth - sourceWidth) / Double(resizing.count)
                for index in resizing { columns[index].width += share }
            }
        }
        let columnsWidth = columns.reduce(0) { $0 + $1.width + spacing.width }
        let widened = style != 1 && (space.verticalScrollerShows || columnsWidth > space.clipWidth)
        let width = widened ? max(space.clipWidth, columnsWidth + Self.tableOverhang) : space.clipWidth
        let height = space.clipHeight - (space.headerHeight ?? 0)
        geometry.frameKey = "NSFrameSize"
        geometry.frame = "{\(Self.coordinate(width)), \(Self.coordinate(height))}"
        // The clip view sizes its table both ways, whatever the source's mask.
        geometry.sawMask = true
        geometry.flags = ViewFlags.widthSizable | ViewFlags.heightSizable
        commonViewKeys(object, element, geometry, superview: clip, topLevel: false)
        graph.set(object, "NSEnabled", .bool(true))
        if element.attribute("allowsExpansionToolTips", is: "YES") {
            graph.set(object, "NSControlAllowsExpansionToolTips", .bool(true))
        }
        neutralControlKeys(object, sendActionMask: 0)
        let corner = graph.add("_NSCornerView")
        graph.set(object, "NSCornerView", corner)
        var compiledColumns: [NibObjectGraph.Ref] = []
        var prototypes: [(identifier: String, nib: NibObjectGraph.Ref)] = []
        for (index, column) in columns.enumerated() {
            let compiled = try tableColumn(column.element, index: index, width: column.width, table: object)
            compiledColumns.append(compiled.object)
            prototypes += compiled.prototypes
        }
        graph.set(object, "NSTableColumns", graph.collection("NSMutableArray", compiledColumns))
        if element.attribute("viewBased", is: "YES") {
            // The rows' views are made from the prototypes at run time: none is archived.
            graph.set(object, "NSSubviews", graph.collection("NSMutableArray", []))
            let entries = prototypes.sorted { $0.identifier < $1.identifier }.flatMap {
                [string($0.identifier), $0.nib]
            }
            graph.set(object, "NSTableViewArchivedReusableViewsKey", graph.collection("NSMutableDictionary", entries))
        } else if !prototypes.isEmpty {
            throw error(
                .unsupportedElement, "a table of cells with cell view prototypes has no known archived form",
                at: element)
        }
        graph.set(object, "NSIntercellSpacingWidth", .double(spacing.width))
        graph.set(object, "NSIntercellSpacingHeight", .double(spacing.height))
        for (key, name) in [("NSBackgroundColor", "backgroundColor"), ("NSGridColor", "gridColor")] {
            if let color = colors[name] { graph.set(object, key, color) }
        }
        if gridMask != 0 { graph.set(object, "NSGridStyleMask", NibObjectGraph.integer(gridMask)) }
        let rowHeight = Self.decimal(element, "rowHeight", 17)
        graph.set(object, "NSRowHeight", .double(rowHeight))
        let flags = Self.tableFlags(element, style: style, gridMask: gridMask, wider: width > space.clipWidth)
        graph.set(object, "NSTvFlags", NibObjectGraph.integer(Int(Int32(truncatingIfNeeded: flags))))
        if let name = element["autosaveName"] { graph.set(object, "NSAutosaveName", string(name)) }
        graph.set(object, "NSDelegate", .null)
        graph.set(object, "NSDataSource", .null)
        graph.set(object, "NSColumnAutoresizingStyle", NibObjectGraph.integer(style))
        graph.set(object, "NSDraggingSourceMaskForLocal", NibObjectGraph.integer(-1))
        graph.set(object, "NSDraggingSourceMaskForNonLocal", NibObjectGraph.integer(0))
        graph.set(object, "NSAllowsTypeSelect", .bool(!element.attribute("typeSelect", is: "NO")))
        graph.set(object, "NSTableViewDraggingDestinationStyle", NibObjectGraph.integer(0))
        graph.set(object, "NSTableViewGroupRowStyle", NibObjectGraph.integer(1))
        if isOutline {
            if !element.attribute("autoresizesOutlineColumn", is: "YES") {
                graph.set(object, "NSOutlineViewAutoresizesOutlineColumnKey", .bool(false))
            }
            if element.attribute("autosaveExpandedItems", is: "YES") {
                graph.set(object, "NSOutlineViewAutosaveExpandedItemsKey", .bool(true))
            }
            if element.attribute("indentationMarkerFollowsCell", is: "NO") {
                graph.set(object, "NSOutlineViewIndentationMarkerFollowsCellKey", .bool(false))
            }
            let indentation = Float(Self.decimal(element, "indentationPerLevel", 0))
            graph.set(object, "NSOutlineViewIndentationPerLevelKey", .float(indentation))
            graph.set(object, "NSOutineViewStronglyReferencesItems", .bool(true))
        }
        huggingPriority(object, element, defaultVertical: "750")
        applyCustomClass(object, element, archivedClass: archivedClass)
        return CompiledTable(object: object, width: width, cornerView: corner, lineHeight: rowHeight + spacing.height)
    }

    /// `NSTvFlags` from the table's settings. The two-bit field at bit 21 is 3 when the
    /// table is wider than its clip view, else 1 for a table (not an outline) of alternating
    /// rows without a grid, else 2: that fits every table and outline of the macOS pairs,
    /// though what AppKit means by it is not known.
    static func tableFlags(_ element: XMLElementNode, style: Int, gridMask: Int, wider: Bool) -> Int {
        var flags = TableFlags.always
        let settings: [(String, Bool, Int)] = [
            ("columnReordering", true, TableFlags.allowsColumnReordering),
            ("columnResizing", true, TableFlags.allowsColumnResizing),
            ("emptySelection", true, TableFlags.allowsEmptySelection),
            ("multipleSelection", true, TableFlags.allowsMultipleSelection),
            ("columnSelection", false, TableFlags.allowsColumnSelection),
            ("autosaveColumns", true, TableFlags.autosavesColumns),
            ("alternatingRowBackgroundColors", false, TableFlags.alternatingRowBackgroundColors),
        ]
        for (attribute, byDefault, bit) in settings {
            let on = byDefault ? !element.attribute(attribute, is: "NO") : element.attribute(attribute, is: "YES")
            if on { flags |= bit }
        }
        if gridMask != 0 { flags |= TableFlags.drawsGrid }
        let alternating = element.attribute("alternatingRowBackgroundColors", is: "YES")
        let plainTable = element.name == "tableView"
        let comparison = wider ? 3 : alternating && gridMask == 0 && plainTable ? 1 : 2
        flags |= comparison << TableFlags.widthComparisonShift
        if style == 1 { flags |= TableFlags.autoresizesAllColumnsToFit }
        return flags
    }

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
    private mutating func tableColumn(
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
                prototypes += try prototypeCellViews(child, column: element, parent: object)
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

    /// A scroll view's `<tableHeaderView>` for `table`, in a clip view of its own at the top of
    /// the scroll view (inside the border) as wide as the content clip view; the header view
    /// is as wide as the table.
    mutating func tableHeaderView(
        _ element: XMLElementNode, scrollView: NibObjectGraph.Ref, table: CompiledTable, border: Double,
        clipWidth: Double
    ) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        let height = SourceFrame(element).height
        let headerClip = graph.add("NSClipView")
        let header = graph.add("NSTableHeaderView")
        list(header, element, parent: scrollView)
        var geometry = ViewGeometry()
        for child in element.children where !geometry.read(child) { try otherChild(child, of: element, object: header) }
        geometry.frameKey = "NSFrameSize"
        geometry.frame = "{\(Self.coordinate(table.width)), \(Self.coordinate(height))}"
        commonViewKeys(header, element, geometry, superview: headerClip, topLevel: false)
        graph.set(header, "NSTableView", table.object)
        graph.set(table.object, "NSHeaderView", header)

        let size = "{\(Self.coordinate(clipWidth)), \(Self.coordinate(height))}"
        let corner = Self.coordinate(border)
        let frame = border == 0 ? size : "{{\(corner), \(corner)}, \(size)}"
        implicitViewKeys(headerClip, superview: scrollView, flags: ViewFlags.autoresizesSubviews, frame: frame)
        graph.set(headerClip, "NSSubviews", graph.collection("NSMutableArray", [header]))
        graph.set(headerClip, "NSNextKeyView", header)
        graph.set(headerClip, "NSDocView", header)
        graph.set(headerClip, "NSAutomaticallyAdjustsContentInsets", .bool(true))
        return headerClip
    }

    /// The keys of a view ibtool makes that the source does not hold (a header's clip view, a
    /// table's corner view): `frame` is `{w, h}` at the origin, else `{{x, y}, {w, h}}`.
    mutating func implicitViewKeys(
        _ object: NibObjectGraph.Ref, superview: NibObjectGraph.Ref?, flags: Int, frame: String
    ) {
        if let superview {
            graph.set(object, "NSNextResponder", superview)
            graph.set(object, "NSSuperview", superview)
        } else {
            graph.set(object, "NSNextResponder", .null)
        }
        graph.set(object, "NSNibTouchBar", .null)
        graph.set(object, "NSvFlags", NibObjectGraph.integer(flags))
        graph.set(object, frame.hasPrefix("{{") ? "NSFrame" : "NSFrameSize", string(frame))
        graph.set(object, "NSViewWantsBestResolutionOpenGLSurface", .bool(true))
        graph.set(object, "IBNSSafeAreaLayoutGuide", .null)
        graph.set(object, "IBNSLayoutMarginsGuide", .null)
        graph.set(object, "IBNSClipsToBounds", NibObjectGraph.integer(0))
    }
}
