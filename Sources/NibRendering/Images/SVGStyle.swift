import Foundation
import ViewCore

/// The presentation properties an SVG element draws with, inherited down the tree (SVG's
/// defaults at the root), from attributes and from a `style=""` declaration list, which wins.
struct SVGStyle {
    var fill = "black"
    var stroke = "none"
    var strokeWidth: CGFloat = 1
    var fillOpacity = 1.0
    var strokeOpacity = 1.0
    /// The product of the element's and its ancestors' `opacity` (not inherited in SVG, but a
    /// group's opacity multiplies its content's: close enough for icons, whose shapes rarely
    /// overlap within a faded group).
    var opacity = 1.0
    var evenOdd = false
    var cap = VectorImage.Stroke.Cap.butt
    var join = VectorImage.Stroke.Join.miter
    var miterLimit: CGFloat = 4
    var dashes: [CGFloat] = []
    var dashOffset: CGFloat = 0
    /// `display="none"` hides the element and its children.
    var displayed = true
    /// `visibility="hidden"` hides the element's own painting.
    var visible = true
    var stopColor = "black"
    var stopOpacity = 1.0

    /// This style with an element's own properties applied.
    func inherited(from attributes: [String: String]) -> SVGStyle {
        var style = self
        style.opacity = opacity
        var properties = attributes
        for declaration in (attributes["style"] ?? "").split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            properties[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        for (name, value) in properties { style.set(name, value) }
        return style
    }

    private mutating func set(_ name: String, _ value: String) {
        let number = { (text: String) -> Double? in
            let trimmed = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let value = Double(trimmed.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
            return text.hasSuffix("%") ? value / 100 : value
        }
        let unit = { (text: String) in number(text).map { max(0, min(1, $0)) } }
        switch name {
        case "fill": fill = value
        case "stroke": stroke = value
        case "stroke-width": strokeWidth = SVGImageReader.length(value).map { max(0, $0) } ?? strokeWidth
        case "fill-opacity": fillOpacity = unit(value) ?? fillOpacity
        case "stroke-opacity": strokeOpacity = unit(value) ?? strokeOpacity
        case "opacity": opacity *= unit(value) ?? 1
        case "fill-rule": evenOdd = value == "evenodd"
        case "stroke-linecap": cap = ["round": .round, "square": .square][value] ?? .butt
        case "stroke-linejoin": join = ["round": .round, "bevel": .bevel][value] ?? .miter
        case "stroke-miterlimit": miterLimit = number(value).map { CGFloat(max(1, $0)) } ?? miterLimit
        case "stroke-dasharray":
            let list = SVGImageReader.numbers(value)
            // An odd list repeats; all zeros or a negative length draws a solid line.
            let valid = !list.isEmpty && list.allSatisfy { $0 >= 0 } && list.contains { $0 > 0 }
            dashes = valid ? (list.count % 2 == 1 ? list + list : list) : []
        case "stroke-dashoffset": dashOffset = SVGImageReader.length(value) ?? 0
        case "display": displayed = value != "none"
        case "visibility":
            visible = value == "visible" || value == "inherit" ? true : value != "hidden" && value != "collapse"
        case "stop-color": stopColor = value
        case "stop-opacity": stopOpacity = unit(value) ?? 1
        default: break
        }
    }
}
