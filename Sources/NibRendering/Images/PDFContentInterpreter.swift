import Foundation
import ViewCore

/// Runs a page's content stream (ISO 32000-1, 8.2-8.7) into vector image operations: the
/// graphics state (`q` `Q` `cm` `w` `J` `j` `M` `d` `gs`), path construction (`m` `l` `c` `v`
/// `y` `h` `re`), painting (`f` `F` `f*` `S` `s` `B` `B*` `b` `b*` `n`), clipping (`W` `W*`) and
/// colour (`g` `G` `rg` `RG` `k` `K` `cs` `CS` `sc` `scn` `SC` `SCN`, alpha from `gs`'s `ca`
/// and `CA`). Text, images, shadings and patterns are not drawn (`ignored` says which appeared).
struct PDFContentInterpreter {
    /// The drawing so far.
    private(set) var operations: [VectorImage.Operation] = []
    /// What the content had that is not drawn.
    private(set) var ignored: Set<String> = []

    private struct State {
        var transform: CGAffineTransform
        var fill = RGBA(0, 0, 0)
        var stroke = RGBA(0, 0, 0)
        var fillAlpha = 1.0
        var strokeAlpha = 1.0
        var line = VectorImage.Stroke(paint: .color(RGBA(0, 0, 0)), miterLimit: 10)
    }

    private var file: PDFFile
    private let resources: [String: PDFObject]
    private var state: State
    private var saved: [State] = []
    private var path: [VectorImage.Element] = []
    private var clip: Bool?
    private var elements = 0
    private var current = CGPoint.zero

    /// The deepest `q` nesting kept (deeper saves are counted but not recorded).
    static let maximumSaves = 256

    init(file: PDFFile, resources: [String: PDFObject], transform: CGAffineTransform) {
        self.file = file
        self.resources = resources
        state = State(transform: transform)
    }

    /// Interprets `content`.
    ///
    /// - Throws: `ImageDecodingError` at the byte of the content stream where its syntax breaks.
    mutating func run(_ content: [UInt8]) throws(ImageDecodingError) {
        var lexer = PDFLexer(content)
        var operands: [PDFObject] = []
        while let object = try lexer.next() {
            guard case .keyword(let name) = object else {
                // Operands of a broken stream do not pile up without bound.
                if operands.count < 64 { operands.append(object) }
                continue
            }
            if name == "BI" { skipInlineImage(&lexer) }
            execute(name, operands.compactMap(\.number), operands)
            operands.removeAll(keepingCapacity: true)
            guard elements < VectorImage.maximumElements else { break }
        }
        for _ in saved { operations.append(.restore) }
    }

    private mutating func execute(_ name: String, _ n: [Double], _ operands: [PDFObject]) {
        let v = n.map { CGFloat($0) }
        switch (name, v.count) {
        case ("q", _):
            saved.append(state)
            operations.append(.save)
        case ("Q", _):
            guard let previous = saved.popLast() else { return }
            state = previous
            operations.append(.restore)
        case ("cm", 6):
            state.transform = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
                .concatenating(state.transform)
        case ("w", 1): state.line.width = max(0, v[0])
        case ("J", 1): state.line.cap = VectorImage.Stroke.Cap(rawValue: Int(max(0, min(3, n[0])))) ?? .butt
        case ("j", 1): state.line.join = VectorImage.Stroke.Join(rawValue: Int(max(0, min(3, n[0])))) ?? .miter
        case ("M", 1): state.line.miterLimit = max(1, v[0])
        case ("d", _):
            let dashes = operands.first?.array?.compactMap(\.number).map { CGFloat(max(0, $0)) } ?? []
            state.line.dashes = dashes.contains { $0 > 0 } ? (dashes.count % 2 == 1 ? dashes + dashes : dashes) : []
            state.line.dashPhase = v.last ?? 0
        case ("gs", _): graphicsState(operands.first?.name)
        case ("m", 2):
            current = CGPoint(x: v[0], y: v[1])
            add(.move(current))
        case ("l", 2):
            current = CGPoint(x: v[0], y: v[1])
            add(.line(current))
        case ("c", 6):
            add(.curve(CGPoint(x: v[0], y: v[1]), CGPoint(x: v[2], y: v[3]), CGPoint(x: v[4], y: v[5])))
            current = CGPoint(x: v[4], y: v[5])
        case ("v", 4):
            add(.curve(current, CGPoint(x: v[0], y: v[1]), CGPoint(x: v[2], y: v[3])))
            current = CGPoint(x: v[2], y: v[3])
        case ("y", 4):
            add(.curve(CGPoint(x: v[0], y: v[1]), CGPoint(x: v[2], y: v[3]), CGPoint(x: v[2], y: v[3])))
            current = CGPoint(x: v[2], y: v[3])
        case ("h", _): add(.close)
        case ("re", 4):
            let (x, y, w, h) = (v[0], v[1], v[2], v[3])
            add(.move(CGPoint(x: x, y: y)))
            add(.line(CGPoint(x: x + w, y: y)))
            add(.line(CGPoint(x: x + w, y: y + h)))
            add(.line(CGPoint(x: x, y: y + h)))
            add(.close)
            current = CGPoint(x: x, y: y)
        case ("f", _), ("F", _): paint(fill: true, evenOdd: false, stroke: false)
        case ("f*", _): paint(fill: true, evenOdd: true, stroke: false)
        case ("S", _): paint(fill: false, evenOdd: false, stroke: true)
        case ("s", _):
            add(.close)
            paint(fill: false, evenOdd: false, stroke: true)
        case ("B", _): paint(fill: true, evenOdd: false, stroke: true)
        case ("B*", _): paint(fill: true, evenOdd: true, stroke: true)
        case ("b", _):
            add(.close)
            paint(fill: true, evenOdd: false, stroke: true)
        case ("b*", _):
            add(.close)
            paint(fill: true, evenOdd: true, stroke: true)
        case ("n", _): paint(fill: false, evenOdd: false, stroke: false)
        case ("W", _): clip = false
        case ("W*", _): clip = true
        case ("g", 1), ("rg", 3), ("k", 4), ("sc", _), ("scn", _):
            if let color = Self.color(n) {
                state.fill = color
            } else if operands.last?.name != nil {
                pattern(fill: true)
            }
        case ("G", 1), ("RG", 3), ("K", 4), ("SC", _), ("SCN", _):
            if let color = Self.color(n) {
                state.stroke = color
            } else if operands.last?.name != nil {
                pattern(fill: false)
            }
        case ("cs", _): state.fill = RGBA(0, 0, 0)
        case ("CS", _): state.stroke = RGBA(0, 0, 0)
        case ("BT", _), ("Tj", _), ("TJ", _), ("'", _), ("\"", _): ignored.insert("text")
        case ("Do", _), ("BI", _): ignored.insert("images")
        case ("sh", _): ignored.insert("shadings")
        default: break
        }
    }

    /// A colour from its components: grey, RGB or CMYK by their count.
    private static func color(_ n: [Double]) -> RGBA? {
        let c = n.map { max(0, min(1, $0)) * 255 }
        switch c.count {
        case 1: return RGBA(c[0], c[0], c[0])
        case 3: return RGBA(c[0], c[1], c[2])
        case 4:
            let k = 255 - c[3]
            return RGBA((255 - c[0]) * k / 255, (255 - c[1]) * k / 255, (255 - c[2]) * k / 255)
        default: return nil
        }
    }

    /// A pattern paint (a gradient, usually): drawn as a middle grey, and noted.
    private mutating func pattern(fill: Bool) {
        ignored.insert("patterns")
        if fill { state.fill = RGBA(128, 128, 128) } else { state.stroke = RGBA(128, 128, 128) }
    }

    /// `/Name gs`: the named graphics state's line width and alphas.
    private mutating func graphicsState(_ name: String?) {
        guard let name,
            let states = try? file.resolve(resources["ExtGState"]).dictionary,
            let entries = try? file.resolve(states[name]).dictionary
        else { return }
        if let alpha = try? file.resolve(entries["ca"]).number { state.fillAlpha = max(0, min(1, alpha)) }
        if let alpha = try? file.resolve(entries["CA"]).number { state.strokeAlpha = max(0, min(1, alpha)) }
        if let width = try? file.resolve(entries["LW"]).number { state.line.width = CGFloat(max(0, width)) }
        if entries["SMask"].map({ $0 != .name("None") }) == true { ignored.insert("soft masks") }
    }

    private mutating func add(_ element: VectorImage.Element) {
        path.append(element.applying(state.transform))
        elements += 1
    }

    /// Ends the path: fills, strokes, then clips to it when `W` came before.
    private mutating func paint(fill: Bool, evenOdd: Bool, stroke: Bool) {
        defer {
            path.removeAll()
            clip = nil
        }
        guard !path.isEmpty else { return }
        if fill, state.fillAlpha > 0 {
            operations.append(.fill(path, .color(state.fill.fading(state.fillAlpha)), evenOdd: evenOdd))
        }
        if stroke, state.strokeAlpha > 0 {
            var line = state.line
            line.paint = .color(state.stroke.fading(state.strokeAlpha))
            let scale = state.transform.lengthScale
            // A zero width is the thinnest line the device draws.
            line.width = max(line.width * scale, 0.25)
            line.dashes = line.dashes.map { $0 * scale }
            line.dashPhase *= scale
            operations.append(.stroke(path, line))
        }
        if let evenOdd = clip { operations.append(.clip(path, evenOdd: evenOdd)) }
    }

    /// Skips an inline image's data: from `ID` to the `EI` after it.
    private func skipInlineImage(_ lexer: inout PDFLexer) {
        let bytes = lexer.bytes
        guard let id = bytes[lexer.position...].firstRange(of: Array("ID".utf8)) else {
            lexer.position = bytes.count
            return
        }
        var index = id.upperBound
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "E"), bytes[index + 1] == UInt8(ascii: "I"),
                PDFLexer.isWhite(bytes[index - 1]),
                index + 2 == bytes.count || PDFLexer.isWhite(bytes[index + 2])
            {
                lexer.position = index + 2
                return
            }
            index += 1
        }
        lexer.position = bytes.count
    }
}
