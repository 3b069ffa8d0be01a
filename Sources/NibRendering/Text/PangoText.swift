import CPango
import Foundation
import ViewCore

/// Pango, wrapped: the only file that imports `CPango`. A `PangoText` owns one laid-out text
/// (its Pango context and layout, freed in `deinit`) and gives its measurements and lines, or
/// draws it on a Cairo context.
///
/// Each text gets its own context from the thread's font map (Pango's Cairo font map is one per
/// thread), so texts may be laid out on several threads at once.
final class PangoText {
    private let context: OpaquePointer
    private let layout: OpaquePointer
    private let description: OpaquePointer
    /// What was laid out.
    let spec: TextSpec

    /// Lays `spec` out.
    init(_ spec: TextSpec) {
        self.spec = spec
        let fontMap = pango_cairo_font_map_get_default()
        let context: OpaquePointer = pango_font_map_create_context(fontMap)
        CairoCanvas.withUnhintedFontOptions { pango_cairo_context_set_font_options(context, $0) }
        self.context = context
        layout = pango_layout_new(context)
        description = pango_font_description_new()
        pango_font_description_set_family(description, spec.face.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(spec.face.weight)))
        pango_font_description_set_style(description, spec.face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Absolute size: one point is one unit of the Cairo context, whatever its resolution.
        pango_font_description_set_absolute_size(description, Double(spec.face.size) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, spec.text, -1)
        if spec.face.tracking != 0, let attributes = pango_attr_list_new() {
            pango_attr_list_insert(
                attributes, pango_attr_letter_spacing_new(Int32((spec.face.tracking * CGFloat(PANGO_SCALE)).rounded())))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        configure()
    }

    deinit {
        pango_font_description_free(description)
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    private func configure() {
        let units = { (value: CGFloat) in Int32(max(0, min(1e6, value)) * CGFloat(PANGO_SCALE)) }
        if let width = spec.width {
            pango_layout_set_width(layout, units(width))
            pango_layout_set_wrap(
                layout, spec.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            switch spec.alignment {
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            case .justified:
                pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
                pango_layout_set_justify(layout, 1)
            case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            }
        }
        let ellipsize: PangoEllipsizeMode
        switch spec.lineBreakMode {
        case .byTruncatingTail: ellipsize = PANGO_ELLIPSIZE_END
        case .byTruncatingHead: ellipsize = PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        case .byWordWrapping, .byCharWrapping, .byClipping: ellipsize = PANGO_ELLIPSIZE_NONE
        }
        // Pango ellipsizes only text with a width; a height limit keeps the lines that fit
        // (a negative height counts lines), as UIKit truncates the last line it shows.
        if spec.width != nil, ellipsize != PANGO_ELLIPSIZE_NONE {
            pango_layout_set_ellipsize(layout, ellipsize)
            if spec.numberOfLines > 0 {
                pango_layout_set_height(layout, -Int32(min(spec.numberOfLines, 100_000)))
            } else if let height = spec.height {
                pango_layout_set_height(layout, units(height))
            }
        } else if spec.width != nil, spec.numberOfLines == 1 {
            // Clipped or wrapped text on one line: no wrapping at all.
            pango_layout_set_width(layout, -1)
        }
    }

    /// The laid-out lines (at most `numberOfLines`) and their measurements.
    func lines() -> TextLines {
        var result: [TextLines.Line] = []
        var width: CGFloat = 0
        var bottom: CGFloat = 0
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        let bytes = Array(spec.text.utf8)
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE)
            let text = Self.shownText(of: line, bytes: bytes)
            result.append(TextLines.Line(text: text, x: CGFloat(logical.x) / CGFloat(PANGO_SCALE), baseline: baseline))
            width = max(width, CGFloat(logical.width) / CGFloat(PANGO_SCALE))
            bottom = CGFloat(logical.y + logical.height) / CGFloat(PANGO_SCALE)
            if spec.numberOfLines > 0, result.count >= spec.numberOfLines { break }
        } while pango_layout_iter_next_line(iterator) != 0
        return TextLines(
            size: CGSize(width: width, height: bottom), lines: result,
            isEllipsized: pango_layout_is_ellipsized(layout) != 0)
    }

    /// The characters a line shows, in logical order: its runs' text, with "…" for the run
    /// Pango put in place of the text it elided (that run's item spans the elided text).
    private static func shownText(of line: UnsafeMutablePointer<PangoLayoutLine>, bytes: [UInt8]) -> String {
        var runs: [(offset: Int, text: String)] = []
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = run.pointee.item
            else { continue }
            let start = max(0, min(bytes.count, Int(item.pointee.offset)))
            let end = max(start, min(bytes.count, start + Int(item.pointee.length)))
            let isEllipsis = Int32(item.pointee.analysis.flags) & Int32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
            runs.append((start, isEllipsis ? "…" : String(decoding: bytes[start..<end], as: UTF8.self)))
        }
        // Runs come in visual order; the SVG's text is logical, its reader reorders it.
        return runs.sorted { $0.offset < $1.offset }.map(\.text).joined()
    }

    /// The family fontconfig gives for the face's (`"DejaVu Sans"` when the face's is missing).
    func resolvedFamily() -> String {
        guard let font = pango_font_map_load_font(pango_cairo_font_map_get_default(), context, description) else {
            return spec.face.family
        }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let described = pango_font_describe(font)
        defer { pango_font_description_free(described) }
        guard let family = pango_font_description_get_family(described) else { return spec.face.family }
        return String(cString: family)
    }

    /// Draws the text with its top-left corner at the Cairo context's current point, in its
    /// current source colour. `cairo` is a `cairo_t *`, passed by the Cairo wrapper.
    func show(on cairo: OpaquePointer) {
        pango_cairo_update_context(cairo, context)
        pango_layout_context_changed(layout)
        pango_cairo_show_layout(cairo, layout)
    }
}
