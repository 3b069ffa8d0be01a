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

extension CompiledNibMapper {
    /// The system font's weights by the Core Text usage a `UIFontDescriptor` names them with.
    static let usageWeights: [String: Font.Weight] = [
        "CTFontUltraLightUsage": .ultraLight, "CTFontThinUsage": .thin, "CTFontLightUsage": .light,
        "CTFontRegularUsage": .regular, "CTFontMediumUsage": .medium, "CTFontDemiUsage": .semibold,
        "CTFontBoldUsage": .bold, "CTFontHeavyUsage": .heavy, "CTFontBlackUsage": .black,
    ]

    /// `UIFont` object `index` as the font a `<fontDescription>` reads as (`Formats/nibarchive.md`,
    /// "UIKit labels and fonts"). Its size is `UIFontPointSize` (else `NSSize`). A system font
    /// is known by its descriptor's `NSCTFontUIUsageAttribute`: `CTFontEmphasizedUsage` the
    /// bold system font, `CTFontObliqueUsage` the italic one, `CTFont<Weight>Usage` the system
    /// font at that weight, `UICTFontTextStyle<Style>` that text style; without a descriptor, by `UISystemFont` or a private face name
    /// (`.SFUI-…`, `.AppleSystemUIFont…`), bold when `UIFontTraits` has bit 2. Any other face
    /// is that font by `UIFontName` (else `NSName`). Nil without a finite positive size or a name.
    func uiFont(_ index: Int) -> Font? {
        guard graph.className(index) == "UIFont",
            let size = graph.number(index, "UIFontPointSize") ?? graph.number(index, "NSSize"), size.isFinite,
            size > 0
        else { return nil }
        if let descriptor = graph.reference(index, "UIFontDescriptor"),
            let attributes = graph.reference(descriptor, "UIFontDescriptorAttributes"),
            let usage = dictionaryString(attributes, "NSCTFontUIUsageAttribute")
        {
            switch usage {
            case "CTFontEmphasizedUsage": return Font(kind: .boldSystem, pointSize: size)
            case "CTFontObliqueUsage": return Font(kind: .italicSystem, pointSize: size)
            case _ where usage.hasPrefix("UICTFontTextStyle"):
                let style = XcodeStyleValues.textStyleName(usage)
                return Font(kind: .textStyle, pointSize: size, textStyle: Font.TextStyle(rawValue: style))
            default:
                if let weight = Self.usageWeights[usage] { return Font(kind: .system, pointSize: size, weight: weight) }
            }
        }
        let name = graph.string(index, "UIFontName") ?? graph.string(index, "NSName")
        let privateFace = name.map { $0.hasPrefix(".SFUI") || $0.hasPrefix(".AppleSystemUIFont") } ?? false
        if graph.bool(index, "UISystemFont") == true || privateFace {
            let traits = graph.value(index, "UIFontTraits")?.integer ?? 0
            return Font(kind: traits & 2 != 0 ? .boldSystem : .system, pointSize: size)
        }
        guard let name, !name.isEmpty else { return nil }
        return Font(kind: .named, pointSize: size, name: name)
    }

    /// The string a dictionary object holds under the string key `key`.
    func dictionaryString(_ dictionary: Int, _ key: String) -> String? {
        guard CompiledNibGraph.dictionaryClasses.contains(graph.className(dictionary)),
            let items = graph.items(dictionary), items.count % 2 == 0
        else { return nil }
        for pair in stride(from: 0, to: items.count, by: 2) where graph.string(items[pair]) == key {
            return graph.string(items[pair + 1])
        }
        return nil
    }
}
