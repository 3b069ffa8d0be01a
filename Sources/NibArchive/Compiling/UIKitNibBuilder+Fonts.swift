import Foundation

extension UIKitNibBuilder {
    /// A system font's archived form: the face `UIFont` names, the usage its descriptor asks
    /// Core Text for (with the override a bold system font adds), and its `UIFontTraits` bits
    /// (1 italic, 2 bold). `Formats/nibarchive.md`, "UIKit labels and fonts", says where each
    /// row comes from.
    struct SystemFace {
        var face: String
        var usage: String
        var override: String?
        var traits: Int
    }

    /// The system font's faces by weight name (`type="system" weight="..."`).
    static let systemWeights: [String: SystemFace] = [
        "ultraLight": SystemFace(face: ".SFUI-Ultralight", usage: "CTFontUltraLightUsage", traits: 0),
        "thin": SystemFace(face: ".SFUI-Thin", usage: "CTFontThinUsage", traits: 0),
        "light": SystemFace(face: ".SFUI-Light", usage: "CTFontLightUsage", traits: 0),
        "regular": regularFace,
        "medium": SystemFace(face: ".SFUI-Medium", usage: "CTFontMediumUsage", traits: 0),
        "semibold": SystemFace(face: ".SFUI-Semibold", usage: "CTFontDemiUsage", traits: 2),
        "bold": SystemFace(face: ".SFUI-Bold", usage: "CTFontBoldUsage", traits: 2),
        "heavy": SystemFace(face: ".SFUI-Heavy", usage: "CTFontHeavyUsage", traits: 2),
        "black": SystemFace(face: ".SFUI-Black", usage: "CTFontBlackUsage", traits: 2),
    ]
    /// `type="boldSystem"` and `type="italicSystem"`: `boldSystemFont(ofSize:)` and
    /// `italicSystemFont(ofSize:)`.
    static let systemKinds: [String: SystemFace] = [
        "boldSystem": boldFace,
        "italicSystem": SystemFace(face: ".SFUI-RegularItalic", usage: "CTFontObliqueUsage", traits: 1),
    ]
    /// `systemFont(ofSize:)` and `boldSystemFont(ofSize:)`.
    static let regularFace = SystemFace(face: ".SFUI-Regular", usage: "CTFontRegularUsage", traits: 0)
    static let boldFace = SystemFace(
        face: ".SFUI-Bold", usage: "CTFontEmphasizedUsage", override: "CTFontBoldUsage", traits: 2)
    /// `UIFontDescriptorOptions` of a system font's descriptor and of a named font's.
    static let systemDescriptorOptions = 0x8000_8404
    static let namedDescriptorOptions = 0x8000_0000

    /// A `<fontDescription>` as the `UIFont` UIKit archives: its face name, a `UIFontDescriptor`
    /// (a system font by its usage, a named font by its name, both with the size), the point
    /// size, traits and whether it is the system font, and `NSName` / `NSSize` as `NSFont` has them.
    ///
    /// - Throws: `NIB0801` for a text style (its archived form is not known), an unknown type
    ///   or weight, or a font without a size.
    mutating func font(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        if let style = element["style"] { return try textStyleFont(element, style: style) }
        guard let size = try number(element, "pointSize"), size > 0 else { throw invalid(element, "pointSize") }
        if let name = element["name"] { return namedFont(name, size: size) }
        let face: SystemFace?
        switch element["type"] ?? "" {
        case "system": face = Self.systemWeights[element["weight"] ?? "regular"]
        case let kind where !element.has("weight"): face = Self.systemKinds[kind]
        default: face = nil
        }
        guard let face else {
            throw invalid(element, element.has("weight") ? "weight" : "type")
        }
        return systemFont(face, size: size)
    }

    /// The `UIFont` of the face named `name` at `size`.
    mutating func namedFont(_ name: String, size: Double) -> NibObjectGraph.Ref {
        archivedFont(
            face: name, descriptor: [("NSFontNameAttribute", graph.string(name))], size: size,
            options: Self.namedDescriptorOptions, traits: Self.traits(ofFaceNamed: name), system: false,
            mutable: false)
    }

    /// The `UIFont` of the system font's `face` at `size`.
    mutating func systemFont(_ face: SystemFace, size: Double) -> NibObjectGraph.Ref {
        var descriptor = [("NSCTFontUIUsageAttribute", graph.string(face.usage))]
        if let override = face.override {
            descriptor.append(("NSCTFontUIUsageOverrideAttribute", graph.string(override)))
        }
        return archivedFont(
            face: face.face, descriptor: descriptor, size: size, options: Self.systemDescriptorOptions,
            traits: face.traits, system: true, mutable: face.override != nil)
    }

    /// A text-style font (`style="UICTFontTextStyleBody"`): the system face at the style's size
    /// (its `pointSize`, else the size at the default content size), and a descriptor naming the
    /// style as its usage with no size, which `-[UIFont initWithCoder:]` (published
    /// decompilations) turns into `preferredFontDescriptorWithTextStyle:`, so the font follows
    /// the user's text size. Not checked against ibtool's output.
    ///
    /// - Throws: `NIB0801` for a style UIKit does not have.
    private mutating func textStyleFont(_ element: XMLElementNode, style: String) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let name = XcodeStyleValues.textStyleName(style)
        guard let standard = XcodeStyleValues.textStyleSizes[name] else { throw invalid(element, "style") }
        let size = try number(element, "pointSize") ?? standard
        let bold = name == "headline"
        return archivedFont(
            face: bold ? ".SFUI-Semibold" : ".SFUI-Regular",
            descriptor: [("NSCTFontUIUsageAttribute", graph.string(style))],
            size: size, withDescriptorSize: false, options: Self.systemDescriptorOptions, traits: bold ? 2 : 0,
            system: true, mutable: false)
    }

    /// A `UIFont` of `face` at `size` with a `UIFontDescriptor` of `descriptor` (and the size,
    /// unless `withDescriptorSize` is false) and `options`.
    private mutating func archivedFont(
        face faceName: String, descriptor: [(String, NibObjectGraph.Ref)], size: Double,
        withDescriptorSize: Bool = true,
        options: Int, traits: Int, system: Bool, mutable: Bool
    ) -> NibObjectGraph.Ref {
        var entries = descriptor
        if withDescriptorSize {
            let sizeNumber = graph.add("NSNumber")
            graph.set(sizeNumber, "NS.dblval", .double(size))
            entries.append(("NSFontSizeAttribute", sizeNumber))
        }
        var items: [NibObjectGraph.Ref] = []
        for (key, value) in entries { items += [graph.string(key), value] }
        let attributes = graph.collection(mutable ? "NSMutableDictionary" : "NSDictionary", items)
        let fontDescriptor = graph.add("UIFontDescriptor")
        graph.set(fontDescriptor, "UIFontDescriptorAttributes", attributes)
        graph.set(fontDescriptor, "UIFontDescriptorOptions", NibObjectGraph.integer(options))
        let font = graph.add("UIFont")
        let name = graph.string(faceName)
        graph.set(font, "UIFontName", name)
        graph.set(font, "UIFontDescriptor", fontDescriptor)
        graph.set(font, "UIFontPointSize", .double(size))
        graph.set(font, "UIFontTextStyleForScaling", .null)
        graph.set(font, "UIFontPointSizeForScaling", .double(0))
        graph.set(font, "UIFontMaximumPointSizeAfterScaling", .double(0))
        graph.set(font, "UIFontTraits", NibObjectGraph.integer(traits))
        graph.set(font, "UISystemFont", .bool(system))
        graph.set(font, "NSName", name)
        graph.set(font, "NSSize", .double(size))
        return font
    }
    /// The `UIFontTraits` bits of a face by its name (ibtool asks the installed font, which
    /// this compiler does not have): bold for a bold, semibold, heavy or black face, italic
    /// for an italic or oblique one.
    static func traits(ofFaceNamed name: String) -> Int {
        let lowered = name.lowercased()
        var traits = 0
        if ["bold", "heavy", "black"].contains(where: lowered.contains) { traits |= 2 }
        if ["italic", "oblique"].contains(where: lowered.contains) { traits |= 1 }
        return traits
    }
}
