import Foundation

extension UIKitNibBuilder {
    /// A `<color>` as the `UIColor` ibtool archives: a named system colour with its resolved
    /// value (from the document's resources, UIKit's for a pre-iOS 13 `cocoaTouchSystemColor`, as
    /// the Xcode reader knows them, or the components Xcode 11 wrote beside the name), an asset
    /// catalog's colour by name with the value the resources give, white (`NSColorSpace` 4) or
    /// RGB (`NSColorSpace` 2) components with their text, a Display P3 colour converted to
    /// extended sRGB (`extendedSRGB(fromDisplayP3:)`).
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
        case ("custom", "displayP3"):
            let converted = Self.extendedSRGB(fromDisplayP3: [red, green, blue])
            return rgbColor(converted[0], converted[1], converted[2], alpha: alpha)
        default: throw unsupported(element)
        }
        return rgbColor(red, green, blue, alpha: alpha)
    }

    /// Linear Display P3 to linear sRGB, both with D65 white, from the two spaces' primaries
    /// (the chromatic adaptation ColorSync makes through its D50 connection space cancels out
    /// between two D65 spaces).
    static let displayP3ToSRGB: [[Double]] = [
        [1.2249401763, -0.2249401763, 0],
        [-0.0420569547, 1.0420569547, 0],
        [-0.0196375546, -0.0786360456, 1.0982736001],
    ]

    /// A Display P3 colour's components in extended sRGB, as `-[UIColor encodeWithCoder:]`
    /// writes a colour of another space: it converts to sRGB, and `UIDisplayP3Color` has no
    /// encoder of its own (published decompilations of UIKitCore 26.1), so the archive holds
    /// `UIRed`, `UIGreen`, `UIBlue` beyond 0...1 where P3 is wider. Both spaces use the sRGB
    /// transfer curve, mirrored below zero in the extended space.
    static func extendedSRGB(fromDisplayP3 components: [Double]) -> [Double] {
        func linear(_ value: Double) -> Double {
            let magnitude = abs(value)
            let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return value < 0 ? -result : result
        }
        func encoded(_ value: Double) -> Double {
            let magnitude = abs(value)
            let result = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return value < 0 ? -result : result
        }
        let light = components.map(linear)
        return displayP3ToSRGB.map { row in encoded(zip(row, light).map { $0 * $1 }.reduce(0, +)) }
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
