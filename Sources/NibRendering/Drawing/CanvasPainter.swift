import Foundation
import ViewCore

/// Draws a `StoryboardCanvas`: the canvas background, each scene (its title, its background and
/// its view, or a placeholder box) in a group at its place, then the segues' arrows on top.
/// In the SVG a scene's group carries `data-scene` (its controller's id) and `data-title`, a
/// segue's `data-segue="from to"` and `data-kind`; the views inside keep their own groups,
/// their frames in their scene's coordinates.
struct CanvasPainter {
    let canvas: any Canvas
    let appearance: Appearance
    var problems: [String: [String]] = [:]
    var assets = AssetCatalog()
    var appKitLooks: [String: AppKitLook] = [:]

    /// The size of the picture of `storyboard` and where its origin lies on the canvas.
    static func extent(of storyboard: StoryboardCanvas) -> CGRect {
        let rects = storyboard.sceneRects
        guard var union = rects.first else { return .zero }
        for rect in rects.dropFirst() { union = union.union(rect) }
        let margin = StoryboardCanvas.margin
        return CGRect(
            x: union.minX - margin, y: union.minY - margin - StoryboardCanvas.titleHeight,
            width: union.width + 2 * margin, height: union.height + 2 * margin + StoryboardCanvas.titleHeight)
    }

    /// The canvas's background colour: Interface Builder's grey behind the scenes.
    static func background(in appearance: Appearance) -> RGBA {
        appearance == .dark ? RGBA(30, 30, 32) : RGBA(229, 229, 234)
    }

    func paint(_ storyboard: StoryboardCanvas) {
        let extent = Self.extent(of: storyboard)
        let rects = storyboard.sceneRects.map { $0.offsetBy(dx: -extent.minX, dy: -extent.minY) }
        let painter = ViewPainter(
            canvas: canvas, appearance: appearance, problems: problems, assets: assets, appKitLooks: appKitLooks)
        let titleColor = painter.system("secondaryLabel")
        for (scene, rect) in zip(storyboard.scenes, rects) {
            canvas.beginGroup(attributes: [("data-scene", scene.id), ("data-title", scene.title)], origin: rect.origin)
            let bounds = CGRect(origin: .zero, size: rect.size)
            let title = TextSpec(
                text: scene.title, face: FontFace(Font.systemFont(ofSize: 15, weight: .semibold)),
                width: rect.width)
            painter.drawText(
                title, in: CGRect(x: 0, y: -StoryboardCanvas.titleHeight, width: rect.width, height: 24), titleColor)
            if let view = scene.view, view.frame.width >= 1, view.frame.height >= 1 {
                // Interface Builder shows a scene's view within the scene: what lies outside
                // would cover the title or the scenes around.
                canvas.clip(to: bounds, radius: 0)
                canvas.fill(.rect(bounds, radius: 0), painter.system("systemBackground"))
                painter.paint(view)
            } else {
                canvas.fill(.rect(bounds, radius: 0), painter.system("secondarySystemBackground"))
                var name = TextSpec(
                    text: scene.title, face: FontFace(Font.systemFont(ofSize: 17)), width: rect.width)
                name.alignment = .center
                painter.drawText(name, in: bounds, titleColor)
            }
            canvas.stroke(.rect(bounds.insetBy(dx: 0.5, dy: 0.5), radius: 0), painter.system("separator"), width: 1)
            canvas.endView()
        }
        var index: [String: Int] = [:]
        for (position, scene) in storyboard.scenes.enumerated() where index[scene.id] == nil {
            index[scene.id] = position
        }
        let arrowColor = painter.system("systemGray")
        for segue in storyboard.segues {
            guard let from = index[segue.from], let to = index[segue.to], from != to else { continue }
            canvas.beginGroup(
                attributes: [("data-segue", "\(segue.from) \(segue.to)"), ("data-kind", segue.kind)], origin: .zero)
            arrow(from: rects[from], to: rects[to], arrowColor)
            canvas.endView()
        }
    }

    /// A line between the facing edges of two scenes, with a head at `target`'s edge.
    private func arrow(from source: CGRect, to target: CGRect, _ color: RGBA) {
        let start = Self.exit(of: source, toward: CGPoint(x: target.midX, y: target.midY))
        let end = Self.exit(of: target, toward: CGPoint(x: source.midX, y: source.midY))
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1 else { return }
        let (ux, uy) = (dx / length, dy / length)
        let head: CGFloat = 12
        let base = CGPoint(x: end.x - ux * head, y: end.y - uy * head)
        canvas.stroke(.line(from: start, to: base), color, width: 2)
        canvas.fill(
            .polygon([
                end, CGPoint(x: base.x - uy * head / 2, y: base.y + ux * head / 2),
                CGPoint(x: base.x + uy * head / 2, y: base.y - ux * head / 2),
            ]), color)
    }

    /// Where the line from `rect`'s centre toward `point` leaves `rect`.
    static func exit(of rect: CGRect, toward point: CGPoint) -> CGPoint {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let dx = point.x - center.x
        let dy = point.y - center.y
        guard dx != 0 || dy != 0 else { return center }
        let sx = dx == 0 ? CGFloat.infinity : (rect.width / 2) / abs(dx)
        let sy = dy == 0 ? CGFloat.infinity : (rect.height / 2) / abs(dy)
        let s = min(sx, sy, 1)
        return CGPoint(x: center.x + dx * s, y: center.y + dy * s)
    }
}
