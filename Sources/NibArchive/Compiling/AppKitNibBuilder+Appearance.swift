import Foundation

extension AppKitNibBuilder {
    /// A catalog colour's fallback, as ibtool writes it: the components as the space stores them
    /// (`NSWhite` in the calibrated grey space, `NSRGB` in sRGB) and as Interface Builder shows
    /// them (`NSComponents`).
    struct ColorFallback {
        var stored: String
        var components: String
    }

    /// The system colours whose fallback ibtool writes in the grey space, as measured in the
    /// corpus pairs (`Formats/nibarchive.md`, "Writing"). A system colour in none of these
    /// tables is refused.
    static let systemGrays: [String: ColorFallback] = {
        let black = ColorFallback(stored: "0", components: "0 1")
        let white = ColorFallback(stored: "1", components: "1 1")
        let control = ColorFallback(stored: "0.602715373", components: "0.6666666667 1")
        let half = ColorFallback(stored: "0.4246723652", components: "0.5 1")
        return [
            "controlBackgroundColor": control, "controlColor": control, "selectedTextBackgroundColor": control,
            "controlTextColor": black, "headerTextColor": black, "labelColor": black, "selectedTextColor": black,
            "textColor": black, "headerColor": white, "textBackgroundColor": white, "gridColor": half,
            "tertiaryLabelColor": half,
            "secondaryLabelColor": ColorFallback(stored: "0.2637968361", components: "0.3333333333 1"),
        ]
    }()

    /// The system colours whose fallback ibtool writes in sRGB (`NSRGB` as the space stores
    /// it, `NSComponents` as Interface Builder shows it), and those whose fallback is another
    /// system colour, as measured in `test11_text_view_back`.
    static let systemRGBs: [String: ColorFallback] = [
        "systemBlueColor": ColorFallback(stored: "0 0 0.9981992245", components: "0 0 1 1"),
        "linkColor": ColorFallback(stored: "0 0 0.9981992245", components: "0 0 1 1"),
    ]
    static let systemColorFallbacks = ["textInsertionPointColor": "systemBlueColor"]

    /// `<color>`: an `NSColor`. A catalog colour (`colorSpace="catalog"`) is `NSColorSpace` 6
    /// naming its catalog and colour, with a fallback `NSColor` in the calibrated grey space
    /// (`NSColorSpace` 3) whose `NSCustomColorSpace` carries NibKit's own grey ICC profile
    /// (``ICCProfile``) where ibtool carries Apple's.
    mutating func color(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        if let component = Self.componentSpaces[element["colorSpace"] ?? ""] {
            return try componentColor(element, space: component.space, names: component.names)
        }
        guard element["colorSpace"] == "catalog", let name = element["name"], element["catalog"] == "System" else {
            throw error(
                .unsupportedElement,
                "the colour \(element["name"].map { "'\($0)'" } ?? "") in colour space '\(element["colorSpace"] ?? "")' has no known archived form yet",
                at: element)
        }
        return try systemColor(name, at: element)
    }

    /// The system colour `name` (catalog `System`) with its grey fallback; a colour whose
    /// fallback is not known is refused at `element`.
    mutating func systemColor(_ name: String, at element: XMLElementNode) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("NSColor")
        graph.set(object, "NSColorSpace", NibObjectGraph.integer(6))
        graph.set(object, "NSCatalogName", string("System"))
        graph.set(object, "NSColorName", string(name))
        if let other = Self.systemColorFallbacks[name] {
            graph.set(object, "NSColor", try systemColor(other, at: element))
            return object
        }
        let fallback: NibObjectGraph.Ref
        if let rgb = Self.systemRGBs[name] {
            fallback = fallbackColor(rgb, space: 1, key: "NSRGB", colorSpace: srgbColorSpace())
        } else if let gray = Self.systemGrays[name] {
            fallback = fallbackColor(gray, space: 3, key: "NSWhite", colorSpace: grayColorSpace())
        } else {
            throw error(.unsupportedElement, "the system colour '\(name)' has no known archived form yet", at: element)
        }
        graph.set(object, "NSColor", fallback)
        return object
    }

    /// A system colour's fallback `NSColor` in `colorSpace` (`NSColorSpace` `space`, the
    /// components stored under `key`).
    private mutating func fallbackColor(
        _ fallback: ColorFallback, space: Int, key: String, colorSpace: NibObjectGraph.Ref
    ) -> NibObjectGraph.Ref {
        let color = graph.add("NSColor")
        graph.set(color, "NSColorSpace", NibObjectGraph.integer(space))
        graph.set(color, key, .data(Data(fallback.stored.utf8) + [0]))
        graph.set(color, "NSCustomColorSpace", colorSpace)
        graph.set(color, "NSComponents", .data(Data(fallback.components.utf8)))
        graph.set(color, "NSLinearExposure", .data(Data("1".utf8)))
        return color
    }

    /// The colour spaces whose colours are archived as their components: `NSColorSpace` and the
    /// attributes read, in order.
    static let componentSpaces: [String: (space: Int, names: [String])] = [
        "calibratedRGB": (1, ["red", "green", "blue"]), "deviceRGB": (2, ["red", "green", "blue"]),
        "calibratedWhite": (3, ["white"]), "deviceWhite": (4, ["white"]),
    ]

    /// A colour in a calibrated or device space: `NSRGB` or `NSWhite`, the components as text
    /// of ten significant digits, the alpha after them unless it is 1, ending in a NUL.
    private mutating func componentColor(_ element: XMLElementNode, space: Int, names: [String])
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        var components: [Double] = []
        for name in names + ["alpha"] {
            guard let text = element[name], let value = Double(text), value.isFinite else {
                if name == "alpha", element[name] == nil { continue }
                throw error(.unsupportedElement, "the colour's '\(name)' is not a number", at: element)
            }
            components.append(value)
        }
        if components.count > names.count, components.last == 1 { components.removeLast() }
        let text = components.map { String(format: "%.10g", $0) }.joined(separator: " ")
        let object = graph.add("NSColor")
        graph.set(object, "NSColorSpace", NibObjectGraph.integer(space))
        graph.set(object, names.count == 1 ? "NSWhite" : "NSRGB", .data(Data(text.utf8) + [0]))
        return object
    }

    /// The one `NSColorSpace` every grey fallback of the nib shares: `NSID` 9, `NSModel` 0
    /// (grey), `NSICC` the profile.
    mutating func grayColorSpace() -> NibObjectGraph.Ref {
        let space = graySpace ?? profileColorSpace(id: 9, model: 0, profile: ICCProfile.gray)
        graySpace = space
        return space
    }

    /// The one sRGB `NSColorSpace` the nib's blue fallbacks share: `NSID` 7, `NSICC` the
    /// profile (``ICCProfile/sRGB``).
    mutating func srgbColorSpace() -> NibObjectGraph.Ref {
        let space = srgbSpace ?? profileColorSpace(id: 7, model: nil, profile: ICCProfile.sRGB)
        srgbSpace = space
        return space
    }

    /// An `NSColorSpace` of `NSID` `id`, `NSModel` `model` (when ibtool writes one) and
    /// `NSICC` `profile`.
    private mutating func profileColorSpace(id: Int, model: Int?, profile: Data) -> NibObjectGraph.Ref {
        let space = graph.add("NSColorSpace")
        graph.set(space, "NSID", NibObjectGraph.integer(id))
        if let model { graph.set(space, "NSModel", NibObjectGraph.integer(model)) }
        let bytes = graph.add("NSData")
        graph.set(bytes, "NS.bytes", .data(profile))
        graph.set(space, "NSICC", bytes)
        return space
    }

    /// A meta font's archived name, size and `NSfFlags`, as ibtool writes them.
    static let metaFonts: [String: (name: String, size: Double, flags: Int)] = [
        "system": (".AppleSystemUIFont", 13, 1044), "systemBold": (".AppleSystemUIFontBold", 13, 2072),
        "smallSystem": (".AppleSystemUIFont", 11, 3100), "smallSystemBold": (".AppleSystemUIFontBold", 11, 3357),
        "menu": (".AppleSystemUIFont", 13, 1558), "message": (".AppleSystemUIFont", 13, 1558),
        "cellTitle": (".AppleSystemUIFont", 12, 4883), "label": (".AppleSystemUIFont", 10, 2843),
        "controlContent": (".AppleSystemUIFont", 12, 2586), "menuBar": (".AppleSystemUIFont", 14, 4112),
        "miniSystemBold": (".AppleSystemUIFontBold", 9, 3871), "titleBar": (".AppleSystemUIFontBold", 13, 787),
        "user": ("Helvetica", 12, 273), "toolTip": (".AppleSystemUIFont", 11, 2329),
        "palette": (".AppleSystemUIFont", 11, 1815),
    ]

    /// `<font>`: an `NSFont` (`NSName`, `NSSize` as a double, `NSfFlags`), a meta font by its
    /// table entry (a `size` replacing the meta font's), a named font with flags 16.
    mutating func font(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        let size = element["size"].flatMap(Double.init)
        let entry: (name: String, size: Double, flags: Int)
        if let meta = element["metaFont"] {
            guard let known = Self.metaFonts[meta] else {
                throw error(.unsupportedElement, "the meta font '\(meta)' has no known archived form yet", at: element)
            }
            entry = known
        } else if let name = element["name"], let size {
            entry = (name, size, 16)
        } else if element.attribute("usesAppearanceFont", is: "YES"), let system = Self.metaFonts["system"] {
            // The system font, sized by the appearance (`outline_cellview`).
            let object = archivedFont(system.name, size: size ?? system.size, flags: system.flags)
            graph.set(object, "NSFontUsesAppearanceFontSize", .bool(true))
            return object
        } else {
            throw error(.unsupportedElement, "this <font> has no known archived form yet", at: element)
        }
        let style = element["metaFont"].flatMap { Self.metaFontTextStyles[$0] }
        return archivedFont(entry.name, size: size ?? entry.size, flags: entry.flags, textStyle: style)
    }

    /// The text styles of the meta fonts ibtool archives with one (`metafonts_extra`).
    static let metaFontTextStyles = ["titleBar": "UICTFontTextStyleHeadline"]

    /// An `NSFont`; with a `textStyle` (`UICTFontTextStyle…`), its `NSTextStyleDescriptor` (an
    /// `NSFontDescriptor` of the style's size category, usage and size) and `NSHasWidth` false.
    mutating func archivedFont(_ name: String, size: Double, flags: Int, textStyle: String? = nil)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("NSFont")
        graph.set(object, "NSName", string(name))
        graph.set(object, "NSSize", .double(size))
        graph.set(object, "NSfFlags", NibObjectGraph.integer(flags))
        if let textStyle {
            let descriptor = graph.add("NSFontDescriptor")
            let attributes = [
                string("NSCTFontSizeCategoryAttribute"), number(NibObjectGraph.integer(3)),
                string("NSCTFontUIUsageAttribute"), string(textStyle),
                string("NSFontSizeAttribute"), number(.double(size)),
            ]
            graph.set(descriptor, "NSFontDescriptorAttributes", graph.collection("NSDictionary", attributes))
            graph.set(descriptor, "NSFontDescriptorOptions", NibObjectGraph.integer(0x8000_8404))
            graph.set(object, "NSTextStyleDescriptor", descriptor)
            graph.set(object, "NSHasWidth", .bool(false))
        }
        return object
    }
}
