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

    /// `<tableView>` and `<outlineView>`, of cells or view-based (``prototypeCellViews(_:column:parent:)``),
    /// as the document of a clip view.
    ///
    /// ibtool archives the table as AppKit has tiled it in the clip view, as high as the clip
    /// view less the header. A uniformly autoresizing table is as wide as the clip view and
    /// gives the change of its width to the columns that resize with it. Any other is as wide
    /// as the clip view, unless the vertical scroller shows or the columns are wider: then it
    /// is ``tableOverhang`` wider than its columns, if that is wider than the clip view. Where
    /// ibtool resizes columns otherwise, the compiled widths differ from its (the macOS pairs
    /// name the cases).
    mutating func tableView(_ element: XMLElementNode, clip: NibObjectGraph.Ref, space: TableSpace)
        throws(ArchiveReadError) -> CompiledTable
    {
        for unsupported in [
            "tableStyle", "floatsGroupRows", "focusRingType",
        ] where element.has(unsupported) {
            throw error(
                .unsupportedElement, "a table view's '\(unsupported)' has no known archived form yet", at: element)
        }
        if let highlight = element["selectionHighlightStyle"], highlight != "sourceList" {
            throw error(
                .unsupportedElement, "the selection highlight style '\(highlight)' has no known archived form yet",
                at: element)
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
        geometry.frame = Self.sizeText(width, height)
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
        if isOutline, let outlineColumn = element["outlineTableColumn"] {
            prototypePlacement = PrototypePlacement(outlineColumn: outlineColumn, spacing: spacing.width)
        }
        defer { prototypePlacement = nil }
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
        graph.set(object, "NSTvFlags", NibObjectGraph.flags32(flags))
        if let name = element["autosaveName"] { graph.set(object, "NSAutosaveName", string(name)) }
        graph.set(object, "NSDelegate", .null)
        graph.set(object, "NSDataSource", .null)
        graph.set(object, "NSColumnAutoresizingStyle", NibObjectGraph.integer(style))
        graph.set(object, "NSDraggingSourceMaskForLocal", NibObjectGraph.integer(-1))
        graph.set(object, "NSDraggingSourceMaskForNonLocal", NibObjectGraph.integer(0))
        graph.set(object, "NSAllowsTypeSelect", .bool(!element.attribute("typeSelect", is: "NO")))
        // A source list highlights its selection and its drop target as one (`HSChooserWindow`).
        let sourceList = element["selectionHighlightStyle"] == "sourceList"
        if sourceList { graph.set(object, "NSTableViewSelectionHighlightStyle", NibObjectGraph.integer(1)) }
        graph.set(object, "NSTableViewDraggingDestinationStyle", NibObjectGraph.integer(sourceList ? 1 : 0))
        if element.attribute("usesAutomaticRowHeights", is: "YES") {
            graph.set(object, "NSTableViewUseARH", .bool(true))
        }
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
        flags |= Self.settingBits(element, settings)
        if gridMask != 0 { flags |= TableFlags.drawsGrid }
        let alternating = element.attribute("alternatingRowBackgroundColors", is: "YES")
        let plainTable = element.name == "tableView"
        let comparison = wider ? 3 : alternating && gridMask == 0 && plainTable ? 1 : 2
        flags |= comparison << TableFlags.widthComparisonShift
        if style == 1 { flags |= TableFlags.autoresizesAllColumnsToFit }
        return flags
    }
}
