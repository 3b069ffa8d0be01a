import Foundation

extension UIKitNibBuilder {
    /// A `<color>` as the `UIColor` ibtool archives: a named system colour with its resolved
    /// value (from the document's resources, UIKit's for a pre-iOS 13 `cocoaTouchSystemColor`, as
    /// the Xcode reader knows them, or the components Xcode 11 wrote beside the name), an asset
    /// catalog's colour by name with the value the resources give, white (`NSColorSpace` 4) or
    /// RGB (`NSColorSpace` 2) components with their text.
    ///
    /// Calibrated white is converted as the corpus's pair shows ibtool doing: the gray's
    /// gamma 1.8 undone, the sRGB curve applied, rounded to three decimals. A document names a
    /// space either way (`colorSpace="calibratedWhite"`, or `"custom"` with
    /// `customColorSpace="calibratedWhite"`): the same space, written the same.
    mutating func color(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        if let name = element["systemColor"] {
            // Without the resolved value in the resources, Xcode gives the pre-iOS 13 colour.
            let color: NibObjectGraph.Ref
            if let resolved = systemColors[name] {
                color = try self.color(resolved)
            } else if element.has("cocoaTouchSystemColor") {
                color = try cocoaTouchColor(element)
            } else if element.has("red") || element.has("white") {
                // Xcode 11 wrote the resolved value beside the name, with no resources.
                color = try componentColor(element)
            } else {
                throw unsupported(element)
            }
            graph.replace(color, "UISystemColorName", .object(graph.string(name).index))
            return color
        }
        if element.has("cocoaTouchSystemColor") { return try cocoaTouchColor(element) }
        if let name = element["name"], element["catalog"] == nil {
            // An asset catalog's colour: UIKit looks it up in the nib's bundle by name, the value
            // Interface Builder saw its fallback (`-[UIDynamicCatalogColor encodeWithCoder:]`
            // and `-[UIColor initWithCoder:]` as published decompilations show them).
            guard let fallback = systemColors[Self.namedColorPrefix + name] else { throw unsupported(element) }
            let color = try self.color(fallback)
            graph.set(color, "UIDynamicCatalogName", graph.string(name))
            graph.set(color, "UIDynamicCatalogUseNibBundle", .bool(true))
            return color
        }
        return try componentColor(element)
    }

    /// A colour given by its white or RGB components, converted as `color(_:)` says.
    private mutating func componentColor(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        let alpha = try number(element, "alpha") ?? 1
        if let white = try number(element, "white") {
            let value: Double
            switch (element["colorSpace"], element["customColorSpace"]) {
            case ("calibratedWhite", _), ("custom", "calibratedWhite"):
                let linear = pow(white, 1.8)
                let encoded = linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
                value = (encoded * 1000).rounded() / 1000
            case ("custom", "genericGamma22GrayColorSpace"), ("deviceWhite", _): value = white
            default: throw unsupported(element)
            }
            return whiteColor(value, alpha: alpha)
        }
        guard let red = try number(element, "red"), let green = try number(element, "green"),
            let blue = try number(element, "blue")
        else { throw unsupported(element) }
        switch (element["colorSpace"], element["customColorSpace"]) {
        case ("calibratedRGB", _), ("custom", "calibratedRGB"), ("custom", "sRGB"), ("deviceRGB", _): break
        default: throw unsupported(element)
        }
        return rgbColor(red, green, blue, alpha: alpha)
    }

    /// A pre-iOS 13 system colour (`cocoaTouchSystemColor`): UIKit's value, with its name as
    /// `UISystemColorName`, as a named system colour is written.
    private mutating func cocoaTouchColor(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        let name = element["cocoaTouchSystemColor"] ?? ""
        guard let value = XcodeStyleValues.cocoaTouchColors[name] else { throw unsupported(element) }
        let color =
            value.colorSpace == .gray
            ? whiteColor(value.red, alpha: value.alpha)
            : rgbColor(value.red, value.green, value.blue, alpha: value.alpha)
        graph.set(color, "UISystemColorName", graph.string(name))
        return color
    }

    /// A white `UIColor` (`NSColorSpace` 4) with its components and their text.
    mutating func whiteColor(_ value: Double, alpha: Double) -> NibObjectGraph.Ref {
        let color = graph.add("UIColor")
        graph.set(color, "UIColorComponentCount", NibObjectGraph.integer(2))
        graph.set(color, "UIWhite", .float(Float(value)))
        graph.set(color, "UIAlpha", .float(Float(alpha)))
        graph.set(color, "NSWhite", .data(Data(Self.componentText([value], alpha: alpha).utf8)))
        graph.set(color, "NSColorSpace", NibObjectGraph.integer(4))
        return color
    }

    /// An RGB `UIColor` (`NSColorSpace` 2) with its components and their text.
    mutating func rgbColor(_ red: Double, _ green: Double, _ blue: Double, alpha: Double) -> NibObjectGraph.Ref {
        let color = graph.add("UIColor")
        graph.set(color, "UIColorComponentCount", NibObjectGraph.integer(4))
        graph.set(color, "UIRed", .float(Float(red)))
        graph.set(color, "UIGreen", .float(Float(green)))
        graph.set(color, "UIBlue", .float(Float(blue)))
        graph.set(color, "UIAlpha", .float(Float(alpha)))
        graph.set(color, "NSRGB", .data(Data(Self.componentText([red, green, blue], alpha: alpha).utf8)))
        graph.set(color, "NSColorSpace", NibObjectGraph.integer(2))
        return color
    }

    /// Components as `NSColor` writes them: space-separated, shortest form, alpha only when
    /// not 1.
    static func componentText(_ components: [Double], alpha: Double) -> String {
        (alpha == 1 ? components : components + [alpha]).map { value in
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }.joined(separator: " ")
    }
}
