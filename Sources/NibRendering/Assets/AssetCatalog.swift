import Foundation
import ViewCore

/// The named colours and images of an app's asset catalogs (`*.xcassets`), as an interface file
/// refers to them by name: colour sets with their light and dark variants, image sets with the
/// file drawing uses (a vector PDF or SVG, else the largest scale's PNG or JPEG).
///
/// ```swift
/// let assets = AssetCatalog.found(near: URL(fileURLWithPath: "App/Base.lproj/Main.storyboard"))
/// var renderer = ViewRenderer(scale: 2)
/// renderer.assets = assets
/// ```
///
/// Only what drawing needs is read: a colour set's universal and dark (`luminosity`) entries in
/// sRGB, display P3 or grey, an image set's universal files and whether it renders as a template.
/// A catalog that does not read is left out, entry by entry.
public struct AssetCatalog: Sendable {
    /// A colour set's two variants.
    struct ColorPair: Sendable, Equatable {
        var light: RGBA
        var dark: RGBA
    }

    /// The colour sets by name.
    var colors: [String: ColorPair] = [:]
    /// Each image set's file by name.
    var images: [String: ImageFile] = [:]
    /// The catalogs read, for notes.
    public private(set) var catalogs: [URL] = []

    /// The most entries read from one catalog folder tree: a catalog is small (hundreds), and a
    /// folder named `.xcassets` that is not one must not make the renderer walk a disk.
    static let maximumEntries = 20_000

    /// An empty catalog: named colours take their fallbacks, named images are placeholders.
    public init() {}

    /// The catalogs in `folders`, read in order (a name found twice keeps the first).
    public init(folders: [URL]) {
        for folder in folders { read(folder) }
    }

    /// The catalogs beside `file` or above it: every `*.xcassets` folder in the file's folder
    /// and in each of its four nearest ancestors' (where Xcode projects keep them: `App/` beside
    /// `App/Base.lproj/Main.storyboard`), nearest first.
    public static func found(near file: URL) -> AssetCatalog {
        var folders: [URL] = []
        var folder = file.standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<5 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            folders += names.filter { $0.hasSuffix(".xcassets") }.sorted().map { folder.appendingPathComponent($0) }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return AssetCatalog(folders: folders)
    }

    /// Whether the catalog holds nothing.
    public var isEmpty: Bool { colors.isEmpty && images.isEmpty }

    /// Whether an image set named `name` has a file to draw.
    public func hasImage(named name: String) -> Bool { images[name] != nil }

    private mutating func read(_ catalog: URL) {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return }
        catalogs.append(catalog)
        var seen = 0
        while let url = walker.nextObject() as? URL, seen < Self.maximumEntries {
            seen += 1
            let name = url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "colorset":
                walker.skipDescendants()
                if colors[name] == nil, let pair = Self.colorSet(at: url) { colors[name] = pair }
            case "imageset":
                walker.skipDescendants()
                if images[name] == nil, let file = Self.imageSet(at: url) { images[name] = file }
            default:
                break
            }
        }
    }

    /// A colour set's `Contents.json`: the entry without appearances is light, the one whose
    /// `luminosity` is `dark` is dark (light where there is none).
    static func colorSet(at folder: URL) -> ColorPair? {
        guard let entries = contents(of: folder)?["colors"] as? [[String: Any]] else { return nil }
        var light: RGBA?
        var dark: RGBA?
        for entry in entries {
            guard let color = (entry["color"] as? [String: Any]).flatMap(rgba) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            switch luminosity {
            case nil: light = light ?? color
            case "dark"?: dark = dark ?? color
            default: break
            }
        }
        guard let light = light ?? dark else { return nil }
        return ColorPair(light: light, dark: dark ?? light)
    }

    /// An image set's file: a PDF or SVG (drawn at any scale) before a PNG or JPEG, and of
    /// those the largest scale's (`3x` before `2x` before `1x` or none).
    static func imageSet(at folder: URL) -> ImageFile? {
        guard let description = contents(of: folder),
            let entries = description["images"] as? [[String: Any]]
        else { return nil }
        let properties = description["properties"] as? [String: Any]
        let template = properties?["template-rendering-intent"] as? String == "template"
        let files = entries.compactMap { entry -> ImageFile? in
            guard let file = entry["filename"] as? String, !file.contains("/"), entry["appearances"] == nil,
                let format = ImageFile.Format(extension: (file as NSString).pathExtension)
            else { return nil }
            let scale = max(1, min(Int((entry["scale"] as? String ?? "1x").dropLast()) ?? 1, 4))
            return ImageFile(url: folder.appendingPathComponent(file), format: format, scale: scale, template: template)
        }
        return files.max { ($0.format.isVector ? 10 : 0) + $0.scale < ($1.format.isVector ? 10 : 0) + $1.scale }
    }

    private static func contents(of folder: URL) -> [String: Any]? {
        let url = folder.appendingPathComponent("Contents.json")
        // A colour or image set's description is a few hundred bytes.
        guard let data = try? Data(contentsOf: url), data.count < 1 << 20 else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// A `{"color-space", "components": {"red", "green", "blue", "alpha"} | {"white", "alpha"}}`
    /// colour; components are numbers 0...1 as text (`"0.5"`), 0...255 (`"128"`) or hex
    /// (`"0x80"`), as Xcode writes them.
    static func rgba(_ color: [String: Any]) -> RGBA? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            let text = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue
            guard let text = text?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let number = Double(text), number.isFinite, number >= 0 else { return nil }
            // "1" is 1.0 and "1.000" too; integers past 1 count on 0...255.
            return !text.contains(".") && number > 1 ? min(number, 255) / 255 : min(number, 1)
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return RGBA(white * 255, white * 255, white * 255, alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return RGBA(red * 255, green * 255, blue * 255, alpha)
    }
}
