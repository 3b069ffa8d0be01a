import Foundation

/// A canvas that writes SVG text: every view a `<g>` with the file's `id`, `data-class` and
/// `data-frame="x y w h"` (its frame in the root's space), shapes as `<rect>`, `<ellipse>` and
/// `<line>`, text as one `<text>` a line. Numbers are written with at most two decimals, so the
/// same tree gives the same bytes.
final class SVGCanvas: Canvas {
    private var body = ""
    private var depth = 1
    /// For each view begun: how many groups it opened (its own and its clips').
    private var open: [Int] = []
    private var clipCount = 0
    private let size: CGSize

    /// An SVG picture of `size` points with `background` behind everything.
    init(size: CGSize, background: RGBA) {
        self.size = size
        line(
            "<rect width=\"\(Self.number(size.width))\" height=\"\(Self.number(size.height))\"\(Self.paint("fill", background))/>"
        )
    }

    func beginView(
        id: String?, className: String, frame: CGRect, origin: CGPoint, alpha: CGFloat, visible: Bool,
        problems: [String]
    ) {
        var attributes = ""
        if let id { attributes += " id=\"\(Self.escape(id))\"" }
        attributes += " data-class=\"\(Self.escape(className))\""
        attributes +=
            " data-frame=\"\([frame.minX, frame.minY, frame.width, frame.height].map(Self.number).joined(separator: " "))\""
        if !problems.isEmpty { attributes += " data-problems=\"\(Self.escape(problems.joined(separator: " ")))\"" }
        if origin != .zero {
            attributes += " transform=\"translate(\(Self.number(origin.x)) \(Self.number(origin.y)))\""
        }
        if alpha < 1, visible { attributes += " opacity=\"\(Self.number(max(0, alpha)))\"" }
        if !visible { attributes += " display=\"none\"" }
        line("<g\(attributes)>")
        depth += 1
        open.append(1)
    }

    func beginGroup(attributes: [(name: String, value: String)], origin: CGPoint) {
        var text = attributes.map { " \($0.name)=\"\(Self.escape($0.value))\"" }.joined()
        if origin != .zero { text += " transform=\"translate(\(Self.number(origin.x)) \(Self.number(origin.y)))\"" }
        line("<g\(text)>")
        depth += 1
        open.append(1)
    }

    func clip(to rect: CGRect, radius: CGFloat) {
        clipCount += 1
        let id = "nibkit-clip-\(clipCount)"
        line("<clipPath id=\"\(id)\">\(Self.element(.rect(rect, radius: radius), attributes: ""))</clipPath>")
        line("<g clip-path=\"url(#\(id))\">")
        depth += 1
        if !open.isEmpty { open[open.count - 1] += 1 }
    }

    func endView() {
        for _ in 0..<(open.popLast() ?? 0) {
            depth -= 1
            line("</g>")
        }
    }

    func fill(_ shape: Shape, _ color: RGBA) {
        guard !color.isClear, !shape.hasNoArea else { return }
        line(Self.element(shape, attributes: Self.paint("fill", color)))
    }

    func stroke(_ shape: Shape, _ color: RGBA, width: CGFloat) {
        guard !color.isClear, width > 0 else { return }
        line(
            Self.element(
                shape,
                attributes: " fill=\"none\"" + Self.paint("stroke", color) + " stroke-width=\"\(Self.number(width))\""))
    }

    func image(_ png: Data, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        line(
            "<image x=\"\(Self.number(rect.minX))\" y=\"\(Self.number(rect.minY))\" width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(png.base64EncodedString())\"/>"
        )
    }

    func photo(_ pixels: PixelImage, jpeg: Data, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        line(
            "<image x=\"\(Self.number(rect.minX))\" y=\"\(Self.number(rect.minY))\" width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\" preserveAspectRatio=\"none\" href=\"data:image/jpeg;base64,\(jpeg.base64EncodedString())\"/>"
        )
    }

    func vector(_ image: VectorImage, in rect: CGRect, tint: RGBA, template: Bool) {
        guard rect.width > 0, rect.height > 0, image.size.width > 0, image.size.height > 0 else { return }
        let scale = (x: rect.width / image.size.width, y: rect.height / image.size.height)
        // Image coordinates keep four decimals: an icon's 24-unit box drawn at 100 points
        // would show two-decimal steps.
        let transform =
            "translate(\(Self.number(rect.minX)) \(Self.number(rect.minY))) scale(\(Self.decimal(scale.x)) \(Self.decimal(scale.y)))"
        line("<g transform=\"\(transform)\">")
        depth += 1
        var groups = [0]
        for operation in image.operations {
            switch operation {
            case .save:
                groups.append(0)
            case .restore:
                guard groups.count > 1 else { continue }
                closeGroups(groups.removeLast())
            case .clip(let elements, let evenOdd):
                clipCount += 1
                let id = "nibkit-clip-\(clipCount)"
                let rule = evenOdd ? " clip-rule=\"evenodd\"" : ""
                line("<clipPath id=\"\(id)\"><path d=\"\(Self.pathData(elements))\"\(rule)/></clipPath>")
                line("<g clip-path=\"url(#\(id))\">")
                depth += 1
                groups[groups.count - 1] += 1
            case .fill(let elements, let paint, let evenOdd):
                let color = VectorImage.color(of: paint, tint: tint, template: template)
                let rule = evenOdd ? " fill-rule=\"evenodd\"" : ""
                line("<path d=\"\(Self.pathData(elements))\"\(Self.paint("fill", color))\(rule)/>")
            case .stroke(let elements, let stroke):
                let color = VectorImage.color(of: stroke.paint, tint: tint, template: template)
                var attributes = " fill=\"none\"" + Self.paint("stroke", color)
                attributes += " stroke-width=\"\(Self.decimal(stroke.width))\""
                if stroke.cap != .butt {
                    attributes += " stroke-linecap=\"\(stroke.cap == .round ? "round" : "square")\""
                }
                if stroke.join != .miter {
                    attributes += " stroke-linejoin=\"\(stroke.join == .round ? "round" : "bevel")\""
                }
                if !stroke.dashes.isEmpty {
                    attributes += " stroke-dasharray=\"\(stroke.dashes.map(Self.decimal).joined(separator: " "))\""
                }
                line("<path d=\"\(Self.pathData(elements))\"\(attributes)/>")
            }
        }
        for count in groups { closeGroups(count) }
        closeGroups(1)
    }

    private func closeGroups(_ count: Int) {
        for _ in 0..<count {
            depth -= 1
            line("</g>")
        }
    }

    /// Path elements as an SVG `d` attribute, absolute commands.
    private static func pathData(_ elements: [VectorImage.Element]) -> String {
        var text = ""
        let point = { (p: CGPoint) in "\(decimal(p.x)) \(decimal(p.y))" }
        for element in elements {
            if !text.isEmpty { text += " " }
            switch element {
            case .move(let p): text += "M" + point(p)
            case .line(let p): text += "L" + point(p)
            case .curve(let c1, let c2, let end): text += "C" + point(c1) + " " + point(c2) + " " + point(end)
            case .close: text += "Z"
            }
        }
        return text
    }

    /// A number with at most four decimals and no trailing zeros.
    private static func decimal(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.4f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    func text(_ text: PangoText, at origin: CGPoint, _ color: RGBA) {
        guard !color.isClear else { return }
        let face = text.spec.face
        var style = " font-family=\"\(Self.escape(face.family))\" font-size=\"\(Self.number(face.size))\""
        if face.weight != 400 { style += " font-weight=\"\(face.weight)\"" }
        if face.italic { style += " font-style=\"italic\"" }
        if face.tracking != 0 { style += " letter-spacing=\"\(Self.number(face.tracking))\"" }
        for entry in text.lines().lines {
            let content = entry.text.trimmingCharacters(in: .newlines)
            let x = Self.number(origin.x + entry.x)
            let y = Self.number(origin.y + entry.baseline)
            line(
                "<text x=\"\(x)\" y=\"\(y)\" xml:space=\"preserve\"\(style)\(Self.paint("fill", color))>\(Self.escape(content))</text>"
            )
        }
    }

    /// The finished document.
    var document: String {
        let width = Self.number(size.width)
        let height = Self.number(size.height)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">

            """ + body + "</svg>\n"
    }

    private func line(_ text: String) {
        body += String(repeating: "  ", count: depth) + text + "\n"
    }

    private static func element(_ shape: Shape, attributes: String) -> String {
        switch shape {
        case .rect(let rect, let radius):
            let r = max(0, min(radius, min(rect.width, rect.height) / 2))
            let corner = r > 0 ? " rx=\"\(number(r))\"" : ""
            return
                "<rect x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(max(0, rect.width)))\" height=\"\(number(max(0, rect.height)))\"\(corner)\(attributes)/>"
        case .ellipse(let rect):
            return
                "<ellipse cx=\"\(number(rect.midX))\" cy=\"\(number(rect.midY))\" rx=\"\(number(max(0, rect.width / 2)))\" ry=\"\(number(max(0, rect.height / 2)))\"\(attributes)/>"
        case .line(let from, let to):
            return
                "<line x1=\"\(number(from.x))\" y1=\"\(number(from.y))\" x2=\"\(number(to.x))\" y2=\"\(number(to.y))\"\(attributes)/>"
        case .polygon(let points):
            let list = points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
            return "<polygon points=\"\(list)\"\(attributes)/>"
        }
    }

    private static func paint(_ attribute: String, _ color: RGBA) -> String {
        let channel = { (value: Double) in String(Int((value * 255).rounded())) }
        var text = " \(attribute)=\"rgb(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)))\""
        if color.alpha < 1 { text += " \(attribute)-opacity=\"\(number(CGFloat(color.alpha)))\"" }
        return text
    }

    /// A number with at most two decimals and no trailing zeros (`12`, `12.5`, `-0.33`).
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default:
                // XML 1.0 has no control characters but tab, line feed and carriage return.
                if let scalar = character.unicodeScalars.first, scalar.value < 0x20, character != "\t" {
                    result += " "
                } else {
                    result.append(character)
                }
            }
        }
        return result
    }
}
