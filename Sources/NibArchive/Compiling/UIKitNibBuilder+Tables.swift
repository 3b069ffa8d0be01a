import Foundation

extension UIKitNibBuilder {
    /// `UITableView.Style`, `UITableViewCell.SeparatorStyle`, `UITableViewCell.CellStyle`,
    /// `.SelectionStyle` and `.AccessoryType`, by the names a document gives them.
    static let tableStyles = ["plain": 0, "grouped": 1, "insetGrouped": 2]
    static let separatorStyles = ["default": 1, "singleLine": 1, "none": 0, "singleLineEtched": 2]
    static let cellStyles = [
        "IBUITableViewCellStyleDefault": 0, "IBUITableViewCellStyleValue1": 1, "IBUITableViewCellStyleValue2": 2,
        "IBUITableViewCellStyleSubtitle": 3,
    ]
    static let selectionStyles = ["none": 0, "blue": 1, "gray": 2, "default": 3]
    static let accessoryTypes = [
        "none": 0, "disclosureIndicator": 1, "detailDisclosureButton": 2, "checkmark": 3, "detailButton": 4,
    ]

    /// Compiles a `<tableView>`'s own children: its prototype cells and its header and footer
    /// views; false for a child no table has (static sections are compiled with the table's
    /// attributes, `tableAttributes`; the colours and separator inset are the view's,
    /// `view(_:superview:)`).
    mutating func tableChild(_ child: XMLElementNode, of table: NibObjectGraph.Ref) throws(ArchiveReadError) -> Bool {
        switch (child.name, child["key"] ?? "") {
        case ("prototypes", _): try prototypes(child, of: table)
        case ("sections", _): break
        case (_, "tableHeaderView"): graph.set(table, "UITableHeaderView", try view(child, superview: table))
        case (_, "tableFooterView"): graph.set(table, "UITableFooterView", try view(child, superview: table))
        default: return false
        }
        return true
    }

    /// A table's prototype cells, by reuse identifier, as prototype nibs (`prototypeNibs`) in
    /// its `UITableViewCellPrototypeNibs`, as davidquesada/ibtool, fitted on ibtool's output,
    /// writes them, their outside names in `UITableViewCellPrototypeNibExternalObjects`.
    ///
    /// - Throws: `NIB0801` for two cells with one reuse identifier (one with none is left out:
    ///   `prototypeCells(of:named:)`), and what the cells hold.
    private mutating func prototypes(_ element: XMLElementNode, of table: NibObjectGraph.Ref) throws(ArchiveReadError) {
        let cells = try prototypeCells(of: element, named: "tableViewCell")
        try prototypeNibs(
            cells, owner: table, nibsKey: "UITableViewCellPrototypeNibs",
            externalsKey: "UITableViewCellPrototypeNibExternalObjects")
    }

    /// `UITableView.SeparatorInsetReference` by name.
    static let separatorInsetReferences = ["fromCellEdges": 0, "fromAutomaticInsets": 1]

    /// A `<tableView>`'s attributes as `-[UITableView encodeWithCoder:]` writes them (published
    /// decompilations of UIKitCore; WinObjC's `UITableView.mm` and davidquesada/ibtool agree on
    /// the older keys): `UITableViewStyle` always, with `UIStyle` (1 for any style but plain) for
    /// older systems, the separator style (`UISeparatorStyleIOS9AndLater` when not a single line,
    /// the only key today's decoder reads; `UISeparatorStyle` and `UISeparatorStyleIOS5AndLater`
    /// for older systems), `UISeparatorInsetReference` and `UIInsetsContentViewsToSafeArea`
    /// always, `UIRowHeight`, `UIEstimatedRowHeight`, `UISectionHeaderHeight`,
    /// `UISectionFooterHeight` and the estimated section heights (floats), `UIAllowsSelection`,
    /// `UIAllowsMultipleSelection`, `UIAllowsSelectionDuringEditing`,
    /// `UIAllowsMultipleSelectionDuringEditing`, `UICellLayoutMarginsFollowReadableWidth`,
    /// `UISectionIndexMinimumDisplayRowCount`.
    ///
    /// Its static sections, if it has them, become `staticDataSource` (`staticSections(of:)`).
    ///
    /// - Throws: `NIB0801` for static sections where no table may have them, or a value with no
    ///   archived form.
    mutating func tableAttributes(_ element: XMLElementNode, table: NibObjectGraph.Ref) throws(ArchiveReadError) {
        if let second = element.children.filter({ $0.name == "sections" }).dropFirst().first {
            throw unsupported(second)
        }
        if element.attribute("dataMode", is: "static") {
            staticDataSource = try staticSections(of: element)
        } else if let sections = element.child("sections"), let section = sections.children.first {
            // An empty `<sections/>` is what a table left with prototypes after static content
            // keeps: nothing to archive.
            throw unsupported(section)
        }
        guard let style = Self.tableStyles[element["style"] ?? "plain"] else { throw invalid(element, "style") }
        graph.set(table, "UITableViewStyle", NibObjectGraph.integer(style))
        graph.set(table, "UIStyle", NibObjectGraph.integer(style == 0 ? 0 : 1))
        guard let reference = Self.separatorInsetReferences[element["separatorInsetReference"] ?? "fromCellEdges"]
        else { throw invalid(element, "separatorInsetReference") }
        graph.set(table, "UISeparatorInsetReference", NibObjectGraph.integer(reference))
        guard let separator = Self.separatorStyles[element["separatorStyle"] ?? "default"] else {
            throw invalid(element, "separatorStyle")
        }
        // The encoder writes the keys of older systems for any style but none (an etched line is
        // a plain one off the iPad), and the only one today's decoder reads,
        // `UISeparatorStyleIOS9AndLater`, for any style but the table's own, a single line.
        if separator != 0 {
            graph.set(table, "UISeparatorStyle", NibObjectGraph.integer(1))
            graph.set(table, "UISeparatorStyleIOS5AndLater", NibObjectGraph.integer(separator))
        }
        if separator != 1 { graph.set(table, "UISeparatorStyleIOS9AndLater", NibObjectGraph.integer(separator)) }
        // Interface Builder's `contentViewInsetsToSafeArea` (xibdump maps the key to it).
        graph.set(
            table, "UIInsetsContentViewsToSafeArea", .bool(!element.attribute("contentViewInsetsToSafeArea", is: "NO"))
        )
        setFlags(
            [
                ("allowsMultipleSelectionDuringEditing", "YES", "UIAllowsMultipleSelectionDuringEditing", true),
                ("cellLayoutMarginsFollowReadableWidth", "YES", "UICellLayoutMarginsFollowReadableWidth", true),
            ], of: element, on: table)
        for (attribute, key) in [
            ("rowHeight", "UIRowHeight"), ("estimatedRowHeight", "UIEstimatedRowHeight"),
            ("sectionHeaderHeight", "UISectionHeaderHeight"), ("sectionFooterHeight", "UISectionFooterHeight"),
            ("estimatedSectionHeaderHeight", "UIEstimatedSectionHeaderHeight"),
            ("estimatedSectionFooterHeight", "UIEstimatedSectionFooterHeight"),
        ] {
            if let value = try number(element, attribute) { graph.set(table, key, .float(Float(value))) }
        }
        if element.attribute("allowsSelection", is: "NO") {
            graph.set(table, "UIAllowsSelection", NibObjectGraph.integer(0))
        }
        if element.attribute("allowsMultipleSelection", is: "YES") {
            graph.set(table, "UIAllowsMultipleSelection", NibObjectGraph.integer(1))
        }
        setFlags(
            [("allowsSelectionDuringEditing", "YES", "UIAllowsSelectionDuringEditing", true)], of: element, on: table)
        if let count = element["sectionIndexMinimumDisplayRowCount"] {
            guard let value = Int(count) else { throw invalid(element, "sectionIndexMinimumDisplayRowCount") }
            if value != 0 { graph.set(table, "UISectionIndexMinimumDisplayRowCount", NibObjectGraph.integer(value)) }
        }
    }

    /// A `<tableViewCell>`'s attributes as the keys `UITableViewCell` decodes (WinObjC's
    /// `UITableViewCell.mm`; davidquesada/ibtool): `UIReuseIdentifier`, `UITableViewCellStyle`,
    /// `UISelectionStyle`, `UIAccessoryType`, `UIEditingAccessoryType`, `UIIndentationWidth`,
    /// `UIIndentationLevel`, `UIShowsReorderControl`, `UITableCellBackgroundColorSet` with a
    /// background colour (`-[UITableViewCell encodeWithCoder:]`, published decompilations), and
    /// its built-in labels and image view (`UITextLabel`, `UIDetailTextLabel`, `UIImageView`),
    /// each left out at UIKit's default. `hidesAccessoryWhenEditing` is not archived: the
    /// encoder has no key for it, so ibtool's output has none either.
    ///
    /// - Throws: `NIB0801` for a value with no archived form.
    mutating func cellAttributes(_ element: XMLElementNode, cell: NibObjectGraph.Ref) throws(ArchiveReadError) {
        if let reuse = element["reuseIdentifier"] { graph.set(cell, "UIReuseIdentifier", graph.string(reuse)) }
        // `-[UITableViewCell initWithCoder:]` forgets that its background colour was set unless
        // this says so; the encoder writes it for a colour set on the cell.
        if element.children.contains(where: { $0.name == "color" && $0["key"] == "backgroundColor" }) {
            graph.set(cell, "UITableCellBackgroundColorSet", .bool(true))
        }
        setFlags([("showsReorderControl", "YES", "UIShowsReorderControl", true)], of: element, on: cell)
        try setNumbered([("style", "UITableViewCellStyle", Self.cellStyles)], of: element, on: cell)
        try setNumbered(
            [("selectionStyle", "UISelectionStyle", Self.selectionStyles)], of: element, on: cell, absent: 3)
        try setNumbered(
            [
                ("accessoryType", "UIAccessoryType", Self.accessoryTypes),
                ("editingAccessoryType", "UIEditingAccessoryType", Self.accessoryTypes),
            ], of: element, on: cell)
        if let width = try number(element, "indentationWidth"), width != 10 {
            graph.set(cell, "UIIndentationWidth", .float(Float(width)))
        }
        if let level = element["indentationLevel"], let value = Int(level), value != 0 {
            graph.set(cell, "UIIndentationLevel", NibObjectGraph.integer(value))
        }
        for (attribute, key) in [
            ("textLabel", "UITextLabel"), ("detailTextLabel", "UIDetailTextLabel"), ("imageView", "UIImageView"),
        ] {
            guard let id = element[attribute] else { continue }
            pendingReferences.append(.init(object: cell, key: key, id: id, element: element))
        }
    }
}
