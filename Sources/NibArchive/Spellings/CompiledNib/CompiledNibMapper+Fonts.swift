import Foundation
import ViewCore

extension CompiledNibMapper {
    /// An AppKit object's font (a cell's `NSSupport`, a tab view's `NSFont`) as its `font`,
    /// the value the Xcode reader makes of a `<font key="font">`.
    func mapAppKitFont(_ index: Int, into entries: inout CompiledNibEntries) {
        for key in ["NSSupport", "NSFont"] {
            guard let font = graph.reference(index, key), graph.className(font) == "NSFont",
                let value = appKitFont(font)
            else { continue }
            entries.set("font", .font(value))
            entries.consume(key)
            return
        }
    }

    /// `NSFont` object `index`: its `NSName` and `NSSize`. AppKit's system font is archived by
    /// its private names (`.AppleSystemUIFont`, `.AppleSystemUIFontBold`), read as the system
    /// and bold system fonts a `.xib`'s meta fonts are; any other name is that font. Nil
    /// without a name or a finite positive size.
    func appKitFont(_ index: Int) -> Font? {
        guard let name = graph.string(index, "NSName"), let size = graph.number(index, "NSSize"), size.isFinite,
            size > 0
        else { return nil }
        switch name {
        case ".AppleSystemUIFont": return Font(kind: .system, pointSize: size)
        case ".AppleSystemUIFontBold": return Font(kind: .boldSystem, pointSize: size)
        default: return Font(kind: .named, pointSize: size, name: name)
        }
    }
}
