import Foundation

extension UIKitNibBuilder {
    /// `UITableView.Style`, `UITableViewCell.SeparatorStyle` (as the pair of keys ibtool writes:
    /// the one older systems read, then the one iOS 5 and later read), `UITableViewCell.CellStyle`,
    /// `.SelectionStyle` and `.AccessoryType`, by the names a document gives them.
    static let tableStyles = ["plain": 0, "grouped": 1, "insetGrouped": 2]
    static let separatorStyles: [String: (Int, Int)?] = [
        "default": (1, 1), "singleLine": (1, 1), "none": nil, "singleLineEtched": (1, 2),
    ]
    static let cellStyles = [
        "IBUITableViewCellStyleDefault": 0, "IBUITableViewCellStyleValue1": 1, "IBUITableViewCellStyleValue2": 2,
        "IBUITableViewCellStyleSubtitle": 3,
    ]
    static let selectionStyles = ["none": 0, "blue": 1, "gray": 2, "default": 3]
    static let accessoryTypes = [
        "none": 0, "disclosureIndicator": 1, "detailDisclosureButton": 2, "checkmark": 3, "detailButton": 4,
    ]

    /// Compiles a `<tableView>`'s own children: its prototype cells and its header and footer
    /// views; false for a child no table has (static sections, separator colours and insets have
    /// no known archived form yet).
    mutating func tableChild(_ child: XMLElementNode, of table: NibObjectGraph.Ref) throws(ArchiveReadError) -> Bool {
        switch (child.name, child["key"] ?? "") {
        case ("prototypes", _): try prototypes(child, of: table)
        case (_, "tableHeaderView"): graph.set(table, "UITableHeaderView", try view(child, superview: table))
        case (_, "tableFooterView"): graph.set(table, "UITableFooterView", try view(child, superview: table))
        default: return false
        }
        return true
    }

    /// A table's prototype cells: each compiled into a nib of its own, archived in the table's
    /// `UITableViewCellPrototypeNibs` by reuse identifier as a `UINib` (`archiveData`, and
    /// `captureEnclosingNIBBundleOnDecode`), as davidquesada/ibtool, fitted on ibtool's output,
    /// writes it. What a cell names outside its nib is an `UpstreamPlaceholder-N` there, which
    /// the table's `UITableViewCellPrototypeNibExternalObjects` maps (`resolvePrototypeExternals()`).
    ///
    /// - Throws: `NIB0801` for a cell with no reuse identifier (no table could dequeue it) or
    ///   two with one, and what the cells hold.
    private mutating func prototypes(_ element: XMLElementNode, of table: NibObjectGraph.Ref) throws(ArchiveReadError) {
        var pairs: [NibObjectGraph.Ref] = []
        var seen: Set<String> = []
        for cellElement in element.children {
            guard cellElement.name == "tableViewCell", let reuse = cellElement["reuseIdentifier"], !reuse.isEmpty,
                seen.insert(reuse).inserted
            else {
                throw error(
                    .unsupportedElement,
                    "<\(cellElement.name)> is no prototype cell with a reuse identifier of its own, so no table could "
                        + "dequeue it", at: cellElement)
            }
            var nib = UIKitNibBuilder(file: file, module: module, systemColors: systemColors)
            nib.externals = []
            let cell = try nib.view(cellElement, superview: nil)
            nib.topLevel = [cell]
            let archive = try nib.finish()
            for external in nib.externals ?? [] {
                prototypeExternals.append(
                    .init(
                        table: table, reuseIdentifier: reuse,
                        name: nib.graph.string(ofProxy: external.proxy) ?? "", id: external.id, element: cellElement))
            }
            let prototype = graph.add("UINib")
            graph.set(prototype, "captureEnclosingNIBBundleOnDecode", .bool(true))
            graph.set(prototype, "archiveData", .data(NIBArchiveEncoder().encode(archive)))
            pairs += [graph.string(reuse), prototype]
        }
        if !pairs.isEmpty { graph.set(table, "UITableViewCellPrototypeNibs", graph.collection("NSDictionary", pairs)) }
    }

    /// Fills each table's `UITableViewCellPrototypeNibExternalObjects`: by reuse identifier, the
    /// names of a cell nib's placeholders and the objects of this nib they stand for (a segue's
    /// trigger, or an object outside this nib too when it is itself a prototype's).
    ///
    /// - Throws: `NIB0802` for an object the document does not hold.
    mutating func resolvePrototypeExternals() throws(ArchiveReadError) {
        var tables: [(table: NibObjectGraph.Ref, cells: [(reuse: String, pairs: [NibObjectGraph.Ref])])] = []
        for external in prototypeExternals {
            let target: NibObjectGraph.Ref?
            if external.id.hasPrefix("segue:") {
                target = segueTriggers[String(external.id.dropFirst(6))]
            } else {
                target = objectsByID[external.id]
            }
            guard let target = target ?? (externals != nil ? self.external(external.id) : nil) else {
                throw error(
                    .unknownConnectionTarget,
                    "a prototype cell names object \(external.id), which the document does not hold",
                    at: external.element)
            }
            let pair = [graph.string(external.name), target]
            if let t = tables.firstIndex(where: { $0.table == external.table }) {
                if let c = tables[t].cells.firstIndex(where: { $0.reuse == external.reuseIdentifier }) {
                    tables[t].cells[c].pairs += pair
                } else {
                    tables[t].cells.append((external.reuseIdentifier, pair))
                }
            } else {
                tables.append((external.table, [(external.reuseIdentifier, pair)]))
            }
        }
        for (table, cells) in tables {
            var pairs: [NibObjectGraph.Ref] = []
            for (reuse, names) in cells { pairs += [graph.string(reuse), graph.collection("NSDictionary", names)] }
            graph.set(table, "UITableViewCellPrototypeNibExternalObjects", graph.collection("NSDictionary", pairs))
        }
        prototypeExternals = []
    }

    /// A `<tableView>`'s attributes as the keys `UITableView` decodes (WinObjC's
    /// `UITableView.mm`; a real nib's values in davidquesada/ibtool's notes): `UIStyle`,
    /// `UISeparatorStyle` with `UISeparatorStyleIOS5AndLater`, `UIRowHeight`,
    /// `UISectionHeaderHeight`, `UISectionFooterHeight` (floats), `UIAllowsSelection`,
    /// `UIAllowsMultipleSelection`.
    ///
    /// - Throws: `NIB0801` for static sections, an estimated row height, or a value with no
    ///   archived form.
    mutating func tableAttributes(_ element: XMLElementNode, table: NibObjectGraph.Ref) throws(ArchiveReadError) {
        if element.attribute("dataMode", is: "static") { throw invalid(element, "dataMode") }
        if let estimate = element["estimatedRowHeight"], estimate != "-1" {
            throw invalid(element, "estimatedRowHeight")
        }
        if element.has("allowsSelectionDuringEditing") { throw invalid(element, "allowsSelectionDuringEditing") }
        if let name = element["style"] {
            guard let style = Self.tableStyles[name] else { throw invalid(element, "style") }
            if style != 0 { graph.set(table, "UIStyle", NibObjectGraph.integer(style)) }
        }
        guard let separator = Self.separatorStyles[element["separatorStyle"] ?? "default"] else {
            throw invalid(element, "separatorStyle")
        }
        if let (old, current) = separator {
            graph.set(table, "UISeparatorStyle", NibObjectGraph.integer(old))
            graph.set(table, "UISeparatorStyleIOS5AndLater", NibObjectGraph.integer(current))
        }
        for (attribute, key) in [
            ("rowHeight", "UIRowHeight"), ("sectionHeaderHeight", "UISectionHeaderHeight"),
            ("sectionFooterHeight", "UISectionFooterHeight"),
        ] {
            if let value = try number(element, attribute) { graph.set(table, key, .float(Float(value))) }
        }
        if element.attribute("allowsSelection", is: "NO") {
            graph.set(table, "UIAllowsSelection", NibObjectGraph.integer(0))
        }
        if element.attribute("allowsMultipleSelection", is: "YES") {
            graph.set(table, "UIAllowsMultipleSelection", NibObjectGraph.integer(1))
        }
    }

    /// A `<tableViewCell>`'s attributes as the keys `UITableViewCell` decodes (WinObjC's
    /// `UITableViewCell.mm`; davidquesada/ibtool): `UIReuseIdentifier`, `UITableViewCellStyle`,
    /// `UISelectionStyle`, `UIAccessoryType`, `UIEditingAccessoryType`, `UIIndentationWidth`,
    /// `UIIndentationLevel`, and its built-in labels and image view (`UITextLabel`,
    /// `UIDetailTextLabel`, `UIImageView`), each left out at UIKit's default.
    ///
    /// - Throws: `NIB0801` for a value with no archived form.
    mutating func cellAttributes(_ element: XMLElementNode, cell: NibObjectGraph.Ref) throws(ArchiveReadError) {
        if let reuse = element["reuseIdentifier"] { graph.set(cell, "UIReuseIdentifier", graph.string(reuse)) }
        for (attribute, key, values, fallback) in [
            ("style", "UITableViewCellStyle", Self.cellStyles, 0),
            ("selectionStyle", "UISelectionStyle", Self.selectionStyles, 3),
            ("accessoryType", "UIAccessoryType", Self.accessoryTypes, 0),
            ("editingAccessoryType", "UIEditingAccessoryType", Self.accessoryTypes, 0),
        ] {
            guard let name = element[attribute] else { continue }
            guard let value = values[name] else { throw invalid(element, attribute) }
            if value != fallback { graph.set(cell, key, NibObjectGraph.integer(value)) }
        }
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

extension NibObjectGraph {
    /// The identifier a `UIProxyObject` stands for.
    func string(ofProxy proxy: Ref) -> String? {
        guard case .object(let string)? = value(proxy, "UIProxiedObjectIdentifier"),
            case .data(let bytes)? = value(Ref(index: string), "NS.bytes")
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
