import Foundation
import NibArchive
import NibKit
import NibRendering

/// What makes each macOS control of a laid-out file look as it does: its cell (the `cell` key
/// the file gave it, which no ViewCore class reads), for `ViewRenderer.appKitLooks`.
extension Render {
    /// The look of each control below `roots` that has an AppKit cell (or is an `NSBox`: a
    /// compiled nib names the class, a `.xib`'s boxes are `boxes`, by id), by id.
    static func appKitLooks(below roots: [View], boxes: Set<String> = []) -> [String: AppKitLook] {
        var looks: [String: AppKitLook] = [:]
        var pending = roots
        while let view = pending.popLast() {
            pending += view.subviews + LayoutDump.cells(of: view)
            guard let id = view.unarchivedValues.archiveID else { continue }
            if let table = tableLook(of: view) {
                looks[id] = table
                if let header = reference("headerView", of: view) {
                    looks[header] = AppKitLook(kind: .tableHeader, columns: table.columns)
                }
            } else if let look = look(of: view, isBox: boxes.contains(id)) {
                looks[id] = look
            }
        }
        return looks
    }

    /// A table or outline view's look: its columns with their header titles and widths, its
    /// row height (with AppKit's 2 points between rows) and whether its rows alternate.
    private static func tableLook(of view: View) -> AppKitLook? {
        guard
            let entry = view.unarchivedValues.entries.first(where: { $0.key == "tableColumns" }),
            case .array(let items) = entry.value as? ArchiveValue
        else { return nil }
        let columns = items.compactMap { item -> AppKitLook.Column? in
            guard case .object(let column) = item else { return nil }
            let width = LayoutDump.xcodeAttribute("width", of: column).flatMap(Double.init) ?? 100
            return AppKitLook.Column(title: headerTitle(of: column) ?? "", width: CGFloat(width))
        }
        let rowHeight = LayoutDump.xcodeAttribute("rowHeight", of: view).flatMap(Double.init) ?? 17
        return AppKitLook(
            kind: .table, columns: columns, rowHeight: CGFloat(rowHeight) + 2,
            alternatesRows: LayoutDump.xcodeAttribute("alternatingRowBackgroundColors", of: view) == "YES")
    }

    /// The title of a column's header cell, which the `.xib` reader keeps as the element's text.
    private static func headerTitle(of column: ArchiveObject) -> String? {
        guard let index = column.index(ofKey: XcodeVerbatim.elementsKey) else { return nil }
        let texts: [String] =
            switch column.entries[index].value {
            case .value(.array(let values)): values.compactMap { if case .string(let text) = $0 { text } else { nil } }
            case .array(let values): values.compactMap { if case .value(.string(let text)) = $0 { text } else { nil } }
            default: []
            }
        guard let header = texts.first(where: { $0.hasPrefix("<tableHeaderCell") }),
            let start = header.range(of: " title=\"")
        else { return nil }
        let rest = header[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The id an entry `name` of `view` refers to.
    private static func reference(_ name: String, of view: View) -> String? {
        guard let entry = view.unarchivedValues.entries.first(where: { $0.key == name }),
            case .reference(let id) = entry.value as? ArchiveValue
        else { return nil }
        return id
    }

    private static func look(of view: View, isBox: Bool) -> AppKitLook? {
        if isBox || view.unarchivedValues.originalClassName == "NSBox" {
            // A separator box is a line, without title; AppKit's default title position is
            // above the border, and a box set to show no title shows none.
            if LayoutDump.xcodeAttribute("boxType", of: view) == "separator" { return AppKitLook(kind: .separator) }
            let untitled = LayoutDump.xcodeAttribute("titlePosition", of: view) == "noTitle"
            return AppKitLook(kind: .box, title: untitled ? nil : LayoutDump.xcodeAttribute("title", of: view))
        }
        guard let entry = view.unarchivedValues.entries.first(where: { $0.key == "cell" }),
            case .object(let cell) = entry.value as? ArchiveValue
        else { return nil }
        let attribute = { (name: String) in LayoutDump.xcodeAttribute(name, of: cell) }
        let title = attribute("title")
        switch cell.baseClassName ?? cell.className {
        case "NSButtonCell":
            let isOn = attribute("state") == "on"
            switch attribute("type") {
            case "check"?: return AppKitLook(kind: .checkBox, title: title, isOn: isOn)
            case "radio"?: return AppKitLook(kind: .radioButton, title: title, isOn: isOn)
            default: return AppKitLook(kind: .pushButton, title: title)
            }
        case "NSPopUpButtonCell":
            return AppKitLook(kind: .popUpButton, title: title)
        case "NSTextFieldCell", "NSSecureTextFieldCell", "NSSearchFieldCell", "NSComboBoxCell", "NSTokenFieldCell":
            let field = attribute("editable") == "YES" || attribute("borderStyle") != nil
            return AppKitLook(
                kind: field ? .textField : .label, title: title, placeholder: attribute("placeholderString"))
        default:
            return nil
        }
    }
}
