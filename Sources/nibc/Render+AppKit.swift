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
            guard let id = view.unarchivedValues.archiveID, let look = look(of: view, isBox: boxes.contains(id))
            else { continue }
            looks[id] = look
        }
        return looks
    }

    private static func look(of view: View, isBox: Bool) -> AppKitLook? {
        if isBox || view.unarchivedValues.originalClassName == "NSBox" {
            // A separator box is a line, without title; AppKit's default title position is
            // above the border, and a box set to show no title shows none.
            if attribute("boxType", of: view) == "separator" { return AppKitLook(kind: .separator) }
            let untitled = attribute("titlePosition", of: view) == "noTitle"
            return AppKitLook(kind: .box, title: untitled ? nil : attribute("title", of: view))
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

    /// The `.xib` attribute `name` of `view`: an entry of its own (a compiled nib's box title)
    /// or one of the verbatim attributes the reader kept for it.
    private static func attribute(_ name: String, of view: View) -> String? {
        let entries = view.unarchivedValues.entries.compactMap { entry -> ArchiveEntry? in
            guard entry.key == name || entry.key == XcodeVerbatim.attributesKey,
                let value = entry.value as? ArchiveValue
            else { return nil }
            return ArchiveEntry(key: entry.key, value: value)
        }
        let object = ArchiveObject(className: "", id: "", entries: entries)
        return LayoutDump.xcodeAttribute(name, of: object)
    }
}
