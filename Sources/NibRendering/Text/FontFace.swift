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
