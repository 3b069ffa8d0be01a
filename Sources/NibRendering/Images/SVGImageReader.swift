import Foundation
import ViewCore

/// An SVG icon as a `VectorImage`: the subset icon exporters (Sketch, Figma, Illustrator, SF
/// Symbols' export) write.
///
/// Drawn: `<svg>` with `width`, `height`, `viewBox` and `preserveAspectRatio`; `<g>` and nested
/// `<svg>` with `transform`; `<path>`, `<rect>` (with `rx`/`ry`), `<circle>`, `<ellipse>`,
/// `<line>`, `<polyline>`, `<polygon>`; `<use>` of an element by id; `fill`, `stroke`,
/// `stroke-width`, `stroke-linecap`, `stroke-linejoin`, `stroke-miterlimit`,
/// `stroke-dasharray`, `stroke-dashoffset`, `fill-rule`, `opacity`, `fill-opacity`,
/// `stroke-opacity`, `display`, `visibility`, as attributes or in `style=""`. A gradient paint
/// is drawn in its first stop's colour. A `<style>` sheet's class rules (`.cls-1 { fill: #fff }`,
/// as Illustrator writes) apply to the elements of that class. Not drawn: text, embedded
/// images, masks, filters, clip paths (`ignored` names them).
struct SVGImageReader {
    /// The image.
    private(set) var image: VectorImage
    /// What the file has that is not drawn (`text`, `image`, `mask`), sorted.
    private(set) var ignored: [String] = []

    private let document: SVGDocument
    /// The declarations of each class of the `<style>` sheets, by class name.
    private let classes: [String: String]
    private var skipped: Set<String> = []
    /// Path elements added so far, and elements visited (a `<use>` of a group of `<use>`s
    /// multiplies visits: the count bounds the work whatever the file does).
    private var elements = 0
    private var visits = 0

    /// The most elements visited, `<use>` copies included.
    static let maximumVisits = 1_000_000

    /// Reads an SVG file.
    ///
    /// - Throws: `ImageDecodingError` for a file that is not XML, not SVG, or has no size.
    init(_ data: Data) throws(ImageDecodingError) {
        document = try SVGDocument(data)
        classes = Self.classRules(document)
        let root = document.root.attributes
        let viewBox = (root["viewBox"]).map(Self.numbers) ?? []
        let box = viewBox.count == 4 && viewBox[2] > 0 && viewBox[3] > 0 ? viewBox : nil
        let width = root["width"].flatMap(Self.length) ?? box?[2]
        let height = root["height"].flatMap(Self.length) ?? box?[3]
        guard let width, let height, width > 0, height > 0, width <= VectorImage.maximumSide,
            height <= VectorImage.maximumSide
        else {
            throw ImageDecodingError(
                "SVG", line: 1, column: 1, "the <svg> element has no usable width, height or viewBox")
        }
        image = VectorImage(size: CGSize(width: width, height: height))
        var transform = CGAffineTransform.identity
        if let box {
            var sx = width / box[2]
            var sy = height / box[3]
            var (dx, dy) = (CGFloat(0), CGFloat(0))
            if root["preserveAspectRatio"]?.hasPrefix("none") != true {
                let scale = root["preserveAspectRatio"]?.contains("slice") == true ? max(sx, sy) : min(sx, sy)
                (sx, sy) = (scale, scale)
                let align = root["preserveAspectRatio"] ?? "xMidYMid"
                let spareX = width - box[2] * scale
                let spareY = height - box[3] * scale
                dx = align.contains("xMin") ? 0 : align.contains("xMax") ? spareX : spareX / 2
                dy = align.contains("YMin") ? 0 : align.contains("YMax") ? spareY : spareY / 2
            }
            transform = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: dx - box[0] * sx, ty: dy - box[1] * sy)
        }
        draw(children: document.root.children, SVGStyle().inherited(from: root), transform, depth: 0)
        ignored = skipped.sorted()
    }

    private mutating func draw(
        children: [SVGDocument.Node], _ style: SVGStyle, _ transform: CGAffineTransform, depth: Int
    ) {
        for child in children { draw(child, style, transform, depth: depth + 1) }
    }

    private mutating func draw(_ node: SVGDocument.Node, _ parent: SVGStyle, _ outer: CGAffineTransform, depth: Int) {
        visits += 1
        guard depth < SVGDocument.maximumDepth, elements < VectorImage.maximumElements, visits <= Self.maximumVisits
        else { return }
        let style = parent.inherited(from: attributes(of: node))
        guard style.displayed else { return }
        var transform = outer
        if let text = node.attributes["transform"] {
            transform = SVGTransform.parse(text).concatenating(outer)
        }
        switch node.name {
        case "g", "svg", "a", "switch":
            draw(children: node.children, style, transform, depth: depth)
        case "use":
            guard let reference = node.attributes["href"], reference.hasPrefix("#"),
                let target = document.byID[String(reference.dropFirst())]
            else { return }
            let x = node.attributes["x"].flatMap(Self.length) ?? 0
            let y = node.attributes["y"].flatMap(Self.length) ?? 0
            let moved = CGAffineTransform(translationX: x, y: y).concatenating(transform)
            // A <use> inside what it refers to stops at the depth limit.
            draw(
                target.name == "symbol"
                    ? SVGDocument.Node(name: "g", attributes: target.attributes, children: target.children) : target,
                style, moved, depth: depth + 8)
        case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
            let path = SVGShapes.path(of: node).map { $0.applying(transform) }
            elements += path.count
            paint(path, style, scale: transform.lengthScale, open: node.name == "line" || node.name == "polyline")
        case "defs", "symbol", "title", "desc", "metadata", "linearGradient", "radialGradient", "clipPath", "style":
            break
        default:
            skipped.insert(node.name)
        }
    }

    /// The node's attributes, its classes' declarations put before its own `style` (which
    /// wins over them, as they win over presentation attributes).
    private func attributes(of node: SVGDocument.Node) -> [String: String] {
        guard let names = node.attributes["class"] else { return node.attributes }
        let rules = names.split(separator: " ").compactMap { classes[String($0)] }
        guard !rules.isEmpty else { return node.attributes }
        var attributes = node.attributes
        attributes["style"] = (rules + [node.attributes["style"] ?? ""]).joined(separator: ";")
        return attributes
    }

    /// The class rules of every `<style>` element: `.a, .b { fill: red }`; rules with other
    /// selectors are skipped.
    private static func classRules(_ document: SVGDocument) -> [String: String] {
        var rules: [String: String] = [:]
        var pending = [document.root]
        while let node = pending.popLast() {
            pending += node.children
            guard node.name == "style" else { continue }
            for rule in node.text.split(separator: "}") {
                let parts = rule.split(separator: "{", maxSplits: 1)
                guard parts.count == 2 else { continue }
                for selector in parts[0].split(separator: ",") {
                    let name = selector.trimmingCharacters(in: .whitespacesAndNewlines)
                    guard name.hasPrefix("."), !name.dropFirst().contains(where: { " .#:[>".contains($0) }) else {
                        continue
                    }
                    rules[String(name.dropFirst()), default: ""] += parts[1] + ";"
                }
            }
        }
        return rules
    }

    private mutating func paint(_ path: [VectorImage.Element], _ style: SVGStyle, scale: CGFloat, open: Bool) {
        guard !path.isEmpty, style.visible else { return }
        if !open, let fill = paint(style.fill, opacity: style.opacity * style.fillOpacity) {
            image.operations.append(.fill(path, fill, evenOdd: style.evenOdd))
        }
        if let stroke = paint(style.stroke, opacity: style.opacity * style.strokeOpacity), style.strokeWidth > 0 {
            var line = VectorImage.Stroke(paint: stroke)
            line.width = style.strokeWidth * scale
            line.cap = style.cap
            line.join = style.join
            line.miterLimit = style.miterLimit
            line.dashes = style.dashes.map { $0 * scale }
            line.dashPhase = style.dashOffset * scale
            image.operations.append(.stroke(path, line))
        }
    }

    /// A paint value as drawn: nil for `none` and for what does not parse (as SVG renderers do).
    private mutating func paint(_ text: String, opacity: Double) -> VectorImage.Paint? {
        var value = text.trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("url(") {
            // A gradient: its first stop's colour.
            let id = value.dropFirst(4).prefix { $0 != ")" }.trimmingCharacters(in: .init(charactersIn: "#'\" "))
            guard let stop = document.byID[id]?.children.first(where: { $0.name == "stop" }) else { return nil }
            skipped.insert("gradients (drawn in one colour)")
            let stopStyle = SVGStyle().inherited(from: stop.attributes)
            value = stopStyle.stopColor
            return Self.paint(value, opacity: opacity * stopStyle.stopOpacity)
        }
        return Self.paint(value, opacity: opacity)
    }

    private static func paint(_ value: String, opacity: Double) -> VectorImage.Paint? {
        switch SVGColor.parse(value) {
        case .color(let color)?: return color.alpha * opacity > 0 ? .color(color.fading(opacity)) : nil
        case .current?: return .tint(opacity: opacity)
        case .none?, nil: return nil
        }
    }

    /// A length in user units: a number with an optional unit, which is dropped (a `32pt` or
    /// `32px` icon is 32 points in a view, as a PDF's 32-unit page is); nil for a percentage.
    static func length(_ text: String) -> CGFloat? {
        var value = text.trimmingCharacters(in: .whitespaces)
        guard !value.hasSuffix("%") else { return nil }
        while let last = value.last, last.isLetter { value.removeLast() }
        guard let number = Double(value), number.isFinite else { return nil }
        return CGFloat(number)
    }

    /// The numbers of a list (`0 0 24 24`, `1,2 3,4`).
    static func numbers(_ text: String) -> [CGFloat] {
        var scanner = SVGNumbers(text)
        var result: [CGFloat] = []
        while let number = scanner.next() { result.append(number) }
        return result
    }
}
