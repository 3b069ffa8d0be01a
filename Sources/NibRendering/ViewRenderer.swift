import Foundation
import ViewCore

/// Draws a laid-out view tree as PNG or SVG, in UIKit's light or dark appearance.
///
/// Lay the tree out first (with `PangoTextMeasuring`, so text sizes match what is drawn), then
/// render it; the picture covers the root's frame size.
///
/// ```swift
/// View.withTextMeasuring(PangoTextMeasuring()) { root.layoutIfNeeded() }
/// let renderer = ViewRenderer(scale: 2, appearance: .dark)
/// try renderer.pngData(of: root).write(to: URL(fileURLWithPath: "Login.png"))
/// try renderer.svg(of: root).write(toFile: "Login.svg", atomically: true, encoding: .utf8)
/// ```
///
/// In the SVG, every view is a `<g>` whose `id` is the file's object id (when it has one), with
/// `data-class` (its ViewCore class) and `data-frame="x y w h"` (its frame in the root's
/// coordinates), so any shape maps back to the object it draws. The same tree gives the same
/// bytes, in both formats.
public struct ViewRenderer: Sendable {
    /// Pixels per point in a PNG (1, 2 or 3 like a device's screen); the SVG is in points.
    public var scale: CGFloat
    /// The appearance system colours take.
    public var appearance: Appearance
    /// Diagnostic codes (`NIB0516`, …) by the file's object id: each view with an entry is
    /// outlined in red, and its SVG group lists the codes in `data-problems="NIB0516 NIB0517"`.
    public var problems: [String: [String]] = [:]
    /// The asset catalogs named colours and images are taken from (`AssetCatalog.found(near:)`);
    /// empty by default: named colours take their fallbacks, named images are placeholders.
    public var assets = AssetCatalog()
    /// How the macOS controls of a file look, by object id (see `AppKitLook`); empty for an
    /// iOS file.
    public var appKitLooks: [String: AppKitLook] = [:]

    /// Creates a renderer at `scale` pixels per point in `appearance`.
    public init(scale: CGFloat = 2, appearance: Appearance = .light) {
        self.scale = scale
        self.appearance = appearance
    }

    /// The tree of `root` as a PNG image: `root`'s frame size times `scale` pixels, on the
    /// appearance's `systemBackground`.
    ///
    /// - Throws: `RenderingError.imageTooLarge` for an empty picture or one past 32,767 pixels
    ///   a side or 64 megapixels; `RenderingError.cairo` when Cairo fails.
    public func pngData(of root: View) throws(RenderingError) -> Data {
        guard scale.isFinite, scale > 0 else { throw .imageTooLarge(width: 0, height: 0) }
        let canvas = try CairoCanvas(size: root.frame.size, scale: scale)
        canvas.paintBackground(RGBA(Color(systemName: "systemBackground", fallback: .white), in: appearance))
        ViewPainter(
            canvas: canvas, appearance: appearance, problems: problems, assets: assets, appKitLooks: appKitLooks
        ).paint(root)
        return try canvas.pngData()
    }

    /// The tree of `root` as an SVG document of `root`'s frame size in points.
    public func svg(of root: View) -> String {
        let background = RGBA(Color(systemName: "systemBackground", fallback: .white), in: appearance)
        let canvas = SVGCanvas(size: root.frame.size, background: background)
        ViewPainter(
            canvas: canvas, appearance: appearance, problems: problems, assets: assets, appKitLooks: appKitLooks
        ).paint(root)
        return canvas.document
    }

    /// The whole storyboard `storyboard` as one PNG image: its scenes at their canvas places on
    /// Interface Builder's grey, segues as arrows. A canvas too large for `scale` (past 32,767
    /// pixels a side or 64 megapixels) is drawn at the largest scale that fits.
    ///
    /// - Throws: `RenderingError.imageTooLarge` for a canvas without scenes;
    ///   `RenderingError.cairo` when Cairo fails.
    public func pngData(of storyboard: StoryboardCanvas) throws(RenderingError) -> Data {
        let extent = CanvasPainter.extent(of: storyboard)
        guard scale.isFinite, scale > 0, extent.width >= 1, extent.height >= 1 else {
            throw .imageTooLarge(width: 0, height: 0)
        }
        let side = CGFloat(CairoCanvas.maximumSide - 1)
        let fitting = min(
            scale, side / extent.width, side / extent.height,
            (CGFloat(CairoCanvas.maximumPixels) / (extent.width * extent.height)).squareRoot() * 0.99)
        let canvas = try CairoCanvas(size: extent.size, scale: fitting)
        canvas.paintBackground(CanvasPainter.background(in: appearance))
        CanvasPainter(
            canvas: canvas, appearance: appearance, problems: problems, assets: assets, appKitLooks: appKitLooks
        ).paint(storyboard)
        return try canvas.pngData()
    }

    /// The whole storyboard `storyboard` as one SVG document in points (see
    /// `pngData(of:)-(StoryboardCanvas)`): each scene a `<g data-scene="ID" data-title="…">`
    /// holding its views' groups (their frames in the scene's coordinates), each segue a
    /// `<g data-segue="FROM TO" data-kind="show">`.
    public func svg(of storyboard: StoryboardCanvas) -> String {
        let extent = CanvasPainter.extent(of: storyboard)
        let canvas = SVGCanvas(size: extent.size, background: CanvasPainter.background(in: appearance))
        CanvasPainter(
            canvas: canvas, appearance: appearance, problems: problems, assets: assets, appKitLooks: appKitLooks
        ).paint(storyboard)
        return canvas.document
    }
}
