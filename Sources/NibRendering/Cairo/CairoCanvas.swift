import CCairo
import Foundation

/// Cairo, wrapped: the only file that imports `CCairo`. A canvas over a Cairo ARGB image
/// surface (owned, freed in `deinit`) that writes itself as PNG.
final class CairoCanvas: Canvas {
    private let surface: OpaquePointer
    private let context: OpaquePointer
    /// For each view begun: whether it pushed a group for its alpha.
    private var groups: [Bool] = []

    /// A transparent image of `size` points at `scale` pixels per point (each side at least one
    /// pixel, at most `maximumPixels` pixels in all).
    init(size: CGSize, scale: CGFloat) throws(RenderingError) {
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide,
            width * height <= Self.maximumPixels
        else { throw .imageTooLarge(width: width, height: height) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw .cairo("cannot create a \(width) x \(height) image") }
        self.surface = surface
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw .cairo("cannot create a drawing context")
        }
        self.context = context
        cairo_scale(context, Double(scale), Double(scale))
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The largest side, in pixels, Cairo's image surface takes.
    static let maximumSide = 32_767
    /// The most pixels in one picture: 64 megapixels (256 MB of memory).
    static let maximumPixels = 64 << 20

    func beginView(
        id: String?, className: String, frame: CGRect, origin: CGPoint, alpha: CGFloat, visible: Bool,
        problems: [String]
    ) {
        if !visible || hiddenDepth > 0 { hiddenDepth += 1 }
        cairo_save(context)
        cairo_translate(context, Double(origin.x), Double(origin.y))
        let pushes = alpha < 1 && hiddenDepth == 0
        if pushes { cairo_push_group(context) }
        groups.append(pushes)
        alphas.append(alpha)
    }

    func beginGroup(attributes: [(name: String, value: String)], origin: CGPoint) {
        beginView(id: nil, className: "", frame: .zero, origin: origin, alpha: 1, visible: true, problems: [])
    }

    private var alphas: [CGFloat] = []
    /// How many of the views begun are hidden or inside a hidden one: they draw nothing.
    private var hiddenDepth = 0

    func clip(to rect: CGRect, radius: CGFloat) {
        path(.rect(rect, radius: radius))
        cairo_clip(context)
    }

    func endView() {
        let pushed = groups.popLast() ?? false
        let alpha = alphas.popLast() ?? 1
        if pushed {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, Double(max(0, alpha)))
        }
        cairo_restore(context)
        if hiddenDepth > 0 { hiddenDepth -= 1 }
    }

    func fill(_ shape: Shape, _ color: RGBA) {
        guard !color.isClear, !shape.hasNoArea, hiddenDepth == 0 else { return }
        setColor(color)
        path(shape)
        cairo_fill(context)
    }

    func stroke(_ shape: Shape, _ color: RGBA, width: CGFloat) {
        guard !color.isClear, width > 0, hiddenDepth == 0 else { return }
        setColor(color)
        path(shape)
        cairo_set_line_width(context, Double(width))
        cairo_stroke(context)
    }

    func text(_ text: PangoText, at origin: CGPoint, _ color: RGBA) {
        guard !color.isClear, hiddenDepth == 0 else { return }
        setColor(color)
        cairo_move_to(context, Double(origin.x), Double(origin.y))
        text.show(on: context)
        cairo_new_path(context)
    }

    func image(_ png: Data, in rect: CGRect) {
        guard hiddenDepth == 0, rect.width > 0, rect.height > 0, let image = Self.surface(fromPNG: png) else { return }
        defer { cairo_surface_destroy(image) }
        let width = Double(cairo_image_surface_get_width(image))
        let height = Double(cairo_image_surface_get_height(image))
        guard width > 0, height > 0 else { return }
        cairo_save(context)
        cairo_translate(context, Double(rect.minX), Double(rect.minY))
        cairo_scale(context, Double(rect.width) / width, Double(rect.height) / height)
        cairo_set_source_surface(context, image, 0, 0)
        cairo_paint(context)
        cairo_restore(context)
    }

    func vector(_ image: VectorImage, in rect: CGRect, tint: RGBA, template: Bool) {
        guard hiddenDepth == 0, rect.width > 0, rect.height > 0, image.size.width > 0, image.size.height > 0 else {
            return
        }
        cairo_save(context)
        cairo_translate(context, Double(rect.minX), Double(rect.minY))
        cairo_scale(context, Double(rect.width / image.size.width), Double(rect.height / image.size.height))
        var saved = 0
        for operation in image.operations {
            switch operation {
            case .save:
                cairo_save(context)
                saved += 1
            case .restore:
                guard saved > 0 else { continue }
                cairo_restore(context)
                saved -= 1
            case .clip(let elements, let evenOdd):
                path(elements)
                cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(context)
            case .fill(let elements, let paint, let evenOdd):
                setColor(VectorImage.color(of: paint, tint: tint, template: template))
                path(elements)
                cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(context)
            case .stroke(let elements, let stroke):
                guard stroke.width.isFinite, stroke.width < 1e6 else { continue }
                setColor(VectorImage.color(of: stroke.paint, tint: tint, template: template))
                path(elements)
                cairo_set_line_width(context, Double(stroke.width))
                cairo_set_line_cap(context, cairo_line_cap_t(UInt32(stroke.cap.rawValue)))
                cairo_set_line_join(context, cairo_line_join_t(UInt32(stroke.join.rawValue)))
                cairo_set_miter_limit(context, Double(stroke.miterLimit))
                // Dashes Cairo refuses (negative, all zero) would put the whole context in an
                // error state: such a line is drawn solid.
                let dashes = stroke.dashes.map(Double.init)
                let valid = dashes.allSatisfy { $0 >= 0 && $0 < 1e6 } && dashes.contains { $0 > 0 }
                if valid, stroke.dashPhase.isFinite {
                    cairo_set_dash(context, dashes, Int32(dashes.count), Double(stroke.dashPhase))
                } else {
                    cairo_set_dash(context, nil, 0, 0)
                }
                cairo_stroke(context)
            }
        }
        for _ in 0..<saved { cairo_restore(context) }
        // The fill rule, line style and dashes were set inside this save: restored with it.
        cairo_restore(context)
    }

    func photo(_ pixels: PixelImage, jpeg: Data, in rect: CGRect) {
        guard hiddenDepth == 0, rect.width > 0, rect.height > 0, pixels.width > 0, pixels.height > 0,
            pixels.rgb.count == pixels.width * pixels.height * 3,
            let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(pixels.width), Int32(pixels.height))
        else { return }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let base = cairo_image_surface_get_data(image) else {
            return
        }
        cairo_surface_flush(image)
        let stride = Int(cairo_image_surface_get_stride(image))
        for y in 0..<pixels.height {
            // Native-endian xRGB, 32 bits a pixel, as Cairo keeps RGB24.
            let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixels.width {
                let index = (y * pixels.width + x) * 3
                row[x] =
                    0xFF00_0000 | UInt32(pixels.rgb[index]) << 16 | UInt32(pixels.rgb[index + 1]) << 8
                    | UInt32(pixels.rgb[index + 2])
            }
        }
        cairo_surface_mark_dirty(image)
        cairo_save(context)
        cairo_translate(context, Double(rect.minX), Double(rect.minY))
        cairo_scale(context, Double(rect.width) / Double(pixels.width), Double(rect.height) / Double(pixels.height))
        cairo_set_source_surface(context, image, 0, 0)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Fills the whole image with `color`, below anything drawn later.
    func paintBackground(_ color: RGBA) {
        setColor(color)
        cairo_paint(context)
    }

    /// The picture as PNG bytes.
    func pngData() throws(RenderingError) -> Data {
        cairo_surface_flush(surface)
        // Cairo's callback is a C function, which captures nothing: the sink travels as the
        // context pointer Cairo hands back, unretained, and lives until its data is read below.
        let sink = PNGSink()
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return withExtendedLifetime(sink) { sink.data }
    }

    /// Calls `body` with Cairo font options (a `cairo_font_options_t *`) that turn hinting off,
    /// so text measures in fractional points the same on every machine and at every scale
    /// (hinted metrics made a 17-point Inter line 22 points high instead of 20.6).
    static func withUnhintedFontOptions(_ body: (OpaquePointer) -> Void) {
        guard let options = cairo_font_options_create() else { return }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        body(options)
    }

    /// The size and pixels of the PNG image `data`.
    static func decodePNG(_ data: Data) throws(RenderingError) -> (Int, Int, [PNGImage.Pixel]) {
        guard let image = surface(fromPNG: data) else { throw .cairo("not a PNG image Cairo reads") }
        defer { cairo_surface_destroy(image) }
        guard
            cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32
                || cairo_image_surface_get_format(image) == CAIRO_FORMAT_RGB24,
            let base = cairo_image_surface_get_data(image)
        else { throw .cairo("not a PNG image Cairo reads") }
        let opaque = cairo_image_surface_get_format(image) == CAIRO_FORMAT_RGB24
        let width = Int(cairo_image_surface_get_width(image))
        let height = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        var pixels: [PNGImage.Pixel] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                // Native-endian premultiplied ARGB, as Cairo keeps it.
                let value = row[x]
                let alpha = opaque ? 255 : UInt32(value >> 24)
                let un = { (channel: UInt32) -> UInt8 in
                    alpha == 0 ? 0 : UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
                }
                pixels.append(
                    PNGImage.Pixel(
                        red: un((value >> 16) & 0xFF), green: un((value >> 8) & 0xFF), blue: un(value & 0xFF),
                        alpha: UInt8(alpha)))
            }
        }
        return (width, height, pixels)
    }

    /// A Cairo image surface (a `cairo_surface_t *` the caller destroys) decoded from PNG
    /// bytes; nil when Cairo cannot read them.
    private static func surface(fromPNG data: Data) -> OpaquePointer? {
        // As in pngData(): the source travels as Cairo's context pointer, alive until the call
        // ends. A copy, so its offsets count from 0 even when `data` is a slice.
        let source = PNGSource(Data(data))
        let image = cairo_image_surface_create_from_png_stream(
            { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
                let count = Int(length)
                guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
                source.data.copyBytes(to: bytes, from: source.offset..<(source.offset + count))
                source.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())
        withExtendedLifetime(source) {}
        guard let image else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(image)
            return nil
        }
        return image
    }

    /// Where Cairo's PNG reader takes its bytes from.
    private final class PNGSource {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    /// Where Cairo's PNG writer appends its bytes.
    private final class PNGSink {
        var data = Data()
    }

    private func setColor(_ color: RGBA) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    private func path(_ elements: [VectorImage.Element]) {
        cairo_new_path(context)
        for element in elements where element.isDrawable {
            switch element {
            case .move(let point): cairo_move_to(context, Double(point.x), Double(point.y))
            case .line(let point): cairo_line_to(context, Double(point.x), Double(point.y))
            case .curve(let c1, let c2, let end):
                cairo_curve_to(
                    context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
            case .close: cairo_close_path(context)
            }
        }
    }

    private func path(_ shape: Shape) {
        cairo_new_path(context)
        switch shape {
        case .rect(let rect, let radius):
            let r = Double(max(0, min(radius, min(rect.width, rect.height) / 2)))
            let (x, y, w, h) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            guard r > 0 else {
                cairo_rectangle(context, x, y, w, h)
                return
            }
            cairo_new_sub_path(context)
            cairo_arc(context, x + w - r, y + r, r, -Double.pi / 2, 0)
            cairo_arc(context, x + w - r, y + h - r, r, 0, Double.pi / 2)
            cairo_arc(context, x + r, y + h - r, r, Double.pi / 2, Double.pi)
            cairo_arc(context, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(context)
        case .ellipse(let rect):
            guard rect.width > 0, rect.height > 0 else { return }
            cairo_save(context)
            cairo_translate(context, Double(rect.midX), Double(rect.midY))
            cairo_scale(context, Double(rect.width / 2), Double(rect.height / 2))
            cairo_arc(context, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(context)
        case .line(let from, let to):
            cairo_move_to(context, Double(from.x), Double(from.y))
            cairo_line_to(context, Double(to.x), Double(to.y))
        case .polygon(let points):
            guard let first = points.first else { return }
            cairo_move_to(context, Double(first.x), Double(first.y))
            for point in points.dropFirst() { cairo_line_to(context, Double(point.x), Double(point.y)) }
            cairo_close_path(context)
        }
    }
}
