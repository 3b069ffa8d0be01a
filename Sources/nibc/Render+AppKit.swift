import Foundation
import NibKit
import NibRendering

/// What makes each macOS control of a laid-out file look as it does: its cell (the `cell` key
/// the file gave it, which no ViewCore class reads), for `ViewRenderer.appKitLooks`.
extension Render {
    /// The look of each control below `roots` that has an AppKit cell (or is an `NSBox`), by id.
    static func appKitLooks(below roots: [View]) -> [String: AppKitLook] {
        var looks: [String: AppKitLook] = [:]
        var pending = roots
        while let view = pending.popLast() {
            pending += view.subviews + LayoutDump.cells(of: view)
            guard let id = view.unarchivedValues.archiveID, let look = look(of: view) else { continue }
            looks[id] = look
        }
        return looks
    }

    private static func look(of view: View) -> AppKitLook? {
        if view.unarchivedValues.originalClassName == "NSBox" {
            // The box's title stays with its verbatim attributes: the outline is drawn untitled.
            return AppKitLook(kind: .box)
        }
        guard let entry = view.unarchivedValues.entries.first(where: { $0.key == "cell" }),
            case .object(let cell) = entry.value as? ArchiveValue
        else { return nil }
        let attribute = { (name: String) in LayoutDump.xcodeAttribute(name, of: cell) }
        let title = attribute("title")
        switch cell.baseClassName ?? cell.className {
        case "NSButtonCell":
            switch attribute("type") {
            case "check"?: return AppKitLook(kind: .checkBox, title: title)
            case "radio"?: return AppKitLook(kind: .radioButton, title: title)
            default: return AppKitLook(kind: .pushButton, title: title)
            }
        case "NSPopUpButtonCell":
            return AppKitLook(kind: .popUpButton, title: title)
        case "NSTextFieldCell", "NSSecureTextFieldCell", "NSSearchFieldCell", "NSComboBoxCell", "NSTokenFieldCell":
            let field = attribute("editable") == "YES" || attribute("borderStyle") != nil
            return AppKitLook(kind: field ? .textField : .label, title: title)
        default:
            return nil
        }
    }
}
