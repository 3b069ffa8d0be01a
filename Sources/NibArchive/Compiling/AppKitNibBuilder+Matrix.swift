import Foundation

extension AppKitNibBuilder {
    /// `NSMatrixFlags` bits, in the order of GNUstep's `GSMatrixFlags` (most significant first),
    /// checked against `test_matrix_flags`.
    enum MatrixFlags {
        static let radioMode = 0x4000_0000
        static let allowsEmptySelection = 0x1000_0000
        static let selectionByRect = 0x400_0000
        static let autosizesCells = 0x80_0000
    }

    /// A `<matrix>` of button cells in radio mode (`test_matrix_flags`): its own `NSActionCell`,
    /// the cells row by row (`NSCells`, with `NSNumRows` and `NSNumCols`), the prototype, cell
    /// size and spacing, the background colour as the matrix's and the cells', no selection.
    /// Another mode or another kind of cell is refused.
    mutating func matrix(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let known: Set<String> = [
            "id", "verticalHuggingPriority", "horizontalHuggingPriority", "allowsEmptySelection",
            "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        ]
        for attribute in element.attributes where !known.contains(attribute.name) {
            throw error(
                .unsupportedElement, "a matrix's '\(attribute.name)' has no known archived form yet", at: element)
        }
        let object = graph.add("NSMatrix")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var background: NibObjectGraph.Ref?
        var cellSize = "{0, 0}"
        var spacing = "{0, 0}"
        var prototype: NibObjectGraph.Ref?
        var columns: [[NibObjectGraph.Ref]] = []
        for child in element.children where !geometry.read(child) {
            switch (child.name, child["key"]) {
            case ("color", "backgroundColor"?): background = try color(child)
            case ("size", "cellSize"?), ("size", "intercellSpacing"?):
                let size = Self.sizeText(Self.decimal(child, "width", 0), Self.decimal(child, "height", 0))
                if child["key"] == "cellSize" { cellSize = size } else { spacing = size }
            case ("buttonCell", "prototype"?): prototype = try matrixCell(child, matrix: object)
            case ("cells", _):
                for column in child.children {
                    guard column.name == "column" else {
                        throw error(
                            .unsupportedElement, "<\(column.name)> in <cells> has no known archived form", at: column)
                    }
                    var cells: [NibObjectGraph.Ref] = []
                    for cell in column.children { cells.append(try matrixCell(cell, matrix: object)) }
                    columns.append(cells)
                }
            default: try otherChild(child, of: element, object: object)
            }
        }
        let rows = columns.first?.count ?? 0
        guard columns.allSatisfy({ $0.count == rows }) else {
            throw error(
                .unsupportedElement, "a matrix whose columns differ in length has no known archived form", at: element)
        }
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        graph.set(object, "NSEnabled", .bool(true))
        let own = graph.add("NSActionCell")
        graph.set(own, "NSCellFlags", NibObjectGraph.integer(0x20))
        graph.set(own, "NSCellFlags2", NibObjectGraph.integer(0x2000))
        graph.set(object, "NSCell", own)
        graph.set(object, "NSCellIsDiscardable", .bool(true))
        neutralControlKeys(object, sendActionMask: 0)
        graph.set(object, "NSNumRows", NibObjectGraph.integer(rows))
        graph.set(object, "NSNumCols", NibObjectGraph.integer(columns.count))
        let rowMajor = (0..<rows).flatMap { row in columns.map { $0[row] } }
        graph.set(object, "NSCells", graph.collection("NSMutableArray", rowMajor))
        graph.set(object, "NSCellSize", string(cellSize))
        graph.set(object, "NSIntercellSpacing", string(spacing))
        var flags = MatrixFlags.radioMode | MatrixFlags.selectionByRect | MatrixFlags.autosizesCells
        if !element.attribute("allowsEmptySelection", is: "NO") { flags |= MatrixFlags.allowsEmptySelection }
        graph.set(object, "NSMatrixFlags", NibObjectGraph.integer(flags))
        graph.set(object, "NSCellClass", string("NSActionCell"))
        if let prototype { graph.set(object, "NSProtoCell", prototype) }
        // ibtool archives no selection, even with a cell on.
        graph.set(object, "NSSelectedRow", .int64(-1))
        graph.set(object, "NSSelectedCol", .int64(-1))
        if let background {
            graph.set(object, "NSBackgroundColor", background)
            graph.set(object, "NSCellBackgroundColor", background)
        }
        huggingPriority(object, element, defaultVertical: "750")
        return object
    }

    /// One button cell of a matrix (its prototype or one of its cells), listed under it.
    private mutating func matrixCell(_ element: XMLElementNode, matrix: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        guard element.name == "buttonCell" else {
            throw error(.unsupportedElement, "a matrix's <\(element.name)> has no known archived form yet", at: element)
        }
        let cell = graph.add("NSButtonCell")
        list(cell, element, parent: matrix)
        for child in try buttonCellKeys(cell, element, button: element, control: nil) {
            try otherChild(child, of: element, object: cell)
        }
        return cell
    }
}
