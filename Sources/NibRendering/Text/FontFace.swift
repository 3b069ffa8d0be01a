import Foundation
import ViewCore

/// The free font face that stands in for a `Font` of an interface file: Apple's fonts cannot be
/// shipped, so the system font is drawn with Inter (the closest free design to San Francisco),
/// monospaced families with DejaVu Sans Mono, serif families with DejaVu Serif and other named
/// families with Inter, in the weight and slant the name asks for.
struct FontFace: Hashable, Sendable {
    /// The fontconfig family asked for ("Inter").
    var family: String
    /// The weight on CSS's scale, 100 (thin) to 900 (black); 400 is regular.
    var weight: Int
    /// Whether the face is italic.
    var italic: Bool
    /// The size in points (one point is one pixel at scale 1).
    var size: CGFloat
    /// The space added after each character, in points: San Francisco's tracking for the
    /// system font at its size (`trackingBySize`), 0 for fonts named by name.
    var tracking: CGFloat = 0
    /// What the file named, when it named a font by name (`"HelveticaNeue-Bold"`), for the
    /// substitution report.
    var requested: String?

    /// The family the system font is drawn with.
    static let systemFamily = "Inter"
    /// The family monospaced fonts are drawn with.
    static let monospacedFamily = "DejaVu Sans Mono"
    /// The family serif fonts are drawn with.
    static let serifFamily = "DejaVu Serif"

    /// The face for `font`.
    init(_ font: Font) {
        size = font.pointSize > 0 ? font.pointSize : 17
        weight = Self.cssWeight(font.weight)
        italic = font.kind == .italicSystem
        family = Self.systemFamily
        requested = nil
        if font.kind == .boldSystem { weight = max(weight, 700) }
        if font.kind != .named { tracking = Self.systemTracking(atSize: size) }
        guard font.kind == .named, let name = font.name ?? font.familyName else { return }
        requested = name
        let lower = name.lowercased()
        if Self.monospacedNames.contains(where: lower.contains) {
            family = Self.monospacedFamily
        } else if Self.serifNames.contains(where: lower.contains) {
            family = Self.serifFamily
        }
        // A PostScript name carries its style after the dash: "Avenir-HeavyOblique".
        let style = lower.split(separator: "-").dropFirst().joined()
        if style.contains("italic") || style.contains("oblique") { italic = true }
        for (word, value) in Self.styleWeights where style.contains(word) {
            weight = value
            break
        }
    }

    /// San Francisco's tracking, in points, at `size` points: the system font tightens its
    /// letters at text sizes and loosens them at display sizes (Apple's Human Interface
    /// Guidelines list it by size). Inter has no such table, so Pango is given it as letter
    /// spacing: without it Inter's 17-point labels measured 5% wider than the frames Interface
    /// Builder stored for them (the median over the corpus's one-line labels near their text's
    /// width), 20-point ones 6%.
    static func systemTracking(atSize size: CGFloat) -> CGFloat {
        guard size.isFinite, let first = trackingBySize.first, let last = trackingBySize.last else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        for (below, above) in zip(trackingBySize, trackingBySize.dropFirst()) where size <= above.size {
            let fraction = (size - below.size) / (above.size - below.size)
            return below.tracking + (above.tracking - below.tracking) * fraction
        }
        return 0
    }

    /// San Francisco's tracking by point size, from Apple's Human Interface Guidelines.
    static let trackingBySize: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.1), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.4), (30, 0.4), (32, 0.41),
        (34, 0.4), (36, 0.37), (40, 0.37), (44, 0.36), (48, 0.35), (56, 0.22), (64, 0.16), (72, 0.14), (80, 0),
    ]

    /// The weight on CSS's scale nearest UIKit's numeric weight.
    static func cssWeight(_ weight: Font.Weight) -> Int {
        let table: [(Font.Weight, Int)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
            (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
        ]
        let nearest = table.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }
        return nearest?.1 ?? 400
    }

    private static let monospacedNames = ["mono", "menlo", "courier", "monaco", "consolas"]
    private static let serifNames = ["times", "georgia", "palatino", "baskerville", "didot", "serif"]
    /// Style words of PostScript names, most specific first ("semibold" before "bold").
    private static let styleWeights: [(String, Int)] = [
        ("ultralight", 100), ("extralight", 100), ("thin", 200), ("light", 300), ("medium", 500),
        ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("heavy", 800), ("black", 900),
        ("bold", 700), ("regular", 400), ("roman", 400), ("book", 400),
    ]
}
