import Foundation
import ViewCore

/// Draws a laid-out view tree on a canvas, each view in its frame (the frames nest as
/// `nibc dump --layout` prints them; bounds origins and transforms are not applied), back to
/// front: background, layer border, content (the control's look), then subviews and cells,
/// clipped when `clipsToBounds` is set. Hidden views and views at zero alpha draw nothing (their
/// SVG groups stay, hidden).
struct ViewPainter {
    /// The canvas drawn on.
    let canvas: any Canvas
    /// The appearance system colours take.
    let appearance: Appearance
    /// The diagnostic codes found at views, by the file's object id: those views are outlined
    /// in red, and their SVG groups carry the codes (`data-problems`).
    var problems: [String: [String]] = [:]
    /// The named colours and images of the app's asset catalogs.
    var assets = AssetCatalog()
    /// macOS controls' looks by object id.
    var appKitLooks: [String: AppKitLook] = [:]

    /// Draws `root` with its top-left corner at the canvas's origin.
    func paint(_ root: View) {
        paint(root, origin: .zero, rootOrigin: .zero, container: nil, shown: true)
    }

    /// `shown`: whether the superview is drawn; the views of a hidden one keep their groups
    /// but draw nothing.
    private func paint(_ view: View, origin: CGPoint, rootOrigin: CGPoint, container: View?, shown: Bool) {
        let frame = view.frame
        let visible = shown && !view.isHidden && view.alpha > 0
        let inRoot = CGRect(
            x: rootOrigin.x + origin.x, y: rootOrigin.y + origin.y, width: frame.width, height: frame.height)
        let codes = view.unarchivedValues.archiveID.flatMap { problems[$0] } ?? []
        canvas.beginView(
            id: view.unarchivedValues.archiveID, className: String(describing: type(of: view)), frame: inRoot,
            origin: origin, alpha: min(1, view.alpha), visible: visible, problems: codes)
        defer { canvas.endView() }
        let bounds = CGRect(origin: .zero, size: frame.size)
        guard visible else {
            for subview in view.subviews {
                paint(subview, origin: subview.frame.origin, rootOrigin: inRoot.origin, container: nil, shown: false)
            }
            for cell in Self.cells(of: view) {
                paint(cell, origin: cell.frame.origin, rootOrigin: inRoot.origin, container: view, shown: false)
            }
            return
        }
        let layer = view.layer
        let radius = max(0, layer.cornerRadius)
        // A view without area draws nothing of its own, as in UIKit; its subviews still show.
        if !bounds.isEmpty {
            paintShadow(of: view, in: bounds, radius: radius)
            if let background = view.backgroundColor ?? defaultBackground(of: view, in: container) {
                canvas.fill(.rect(bounds, radius: radius), color(background))
            }
            paintContent(of: view, in: bounds)
        }
        if view.clipsToBounds { canvas.clip(to: bounds, radius: radius) }
        for subview in view.subviews {
            paint(subview, origin: subview.frame.origin, rootOrigin: inRoot.origin, container: nil, shown: true)
        }
        if let table = view as? TableView { paintSectionBackgrounds(of: table) }
        for cell in Self.cells(of: view) {
            paint(cell, origin: cell.frame.origin, rootOrigin: inRoot.origin, container: view, shown: true)
        }
        if let table = view as? TableView {
            paintSeparators(of: table)
            paintSectionTitles(of: table)
        }
        if layer.borderWidth > 0, let border = layer.borderColor {
            let inset = layer.borderWidth / 2
            canvas.stroke(
                .rect(bounds.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset)), color(border),
                width: layer.borderWidth)
        }
        if !codes.isEmpty { outline(bounds) }
    }

    /// The red outline of a view with problems, inside its bounds so a clipping superview
    /// keeps it.
    private func outline(_ bounds: CGRect) {
        // A view too small to hold the line (an ambiguous view is often 0 x 0) gets it around.
        let box = bounds.width > 2 && bounds.height > 2 ? bounds.insetBy(dx: 1, dy: 1) : bounds.insetBy(dx: -2, dy: -2)
        canvas.stroke(.rect(box, radius: 0), RGBA(255, 59, 48), width: 2)
    }

    /// The cells a table or collection view holds apart from its subviews (prototypes, static
    /// rows), drawn after its subviews, as `nibc dump --layout` lists them.
    static func cells(of view: View) -> [View] {
        if let table = view as? TableView { return table.prototypeCells + table.staticSections.flatMap(\.cells) }
        if let collection = view as? CollectionView { return collection.prototypeCells }
        return []
    }

    /// The background UIKit gives a view whose file sets none (`container`: a cell's table).
    private func defaultBackground(of view: View, in container: View?) -> Color? {
        switch view {
        case let table as TableView:
            return table.style == .plain
                ? Color(systemName: "systemBackground", fallback: .white)
                : Color(systemName: "systemGroupedBackground", fallback: .white)
        case is TableViewCell:
            // A cell of a grouped table has the grouped cells' background; an inset grouped
            // section's rows stand on their section's rounded background instead.
            if let table = container as? TableView, table.style != .plain {
                if table.style == .insetGrouped, Self.isSectionRow(view, in: table) { return nil }
                return Color(systemName: "secondarySystemGroupedBackground", fallback: .white)
            }
            return nil
        case is NavigationBar, is TabBar, is Toolbar:
            return Color(systemName: "systemGray6", fallback: .white)
        default: return nil
        }
    }

    /// `value` in the painter's appearance: a named colour the catalogs hold takes its variant
    /// for the appearance, else its fallback.
    func color(_ value: Color) -> RGBA {
        if let name = value.assetName, let pair = assets.colors[name] {
            return appearance == .dark ? pair.dark : pair.light
        }
        return RGBA(value, in: appearance)
    }

    /// The view's tint in the painter's appearance.
    func tint(of view: View) -> RGBA {
        view.tintColor.map(color) ?? RGBA(Color.systemBlue, in: appearance)
    }

    /// A system colour by UIKit name in the painter's appearance.
    func system(_ name: String) -> RGBA {
        RGBA(Color(systemName: name, fallback: .gray), in: appearance)
    }

    /// Lays `text` out and draws it in `box`, centred vertically as UIKit's labels and
    /// controls centre their text.
    func drawText(_ spec: TextSpec, in box: CGRect, _ color: RGBA) {
        guard !spec.text.isEmpty, box.width > 0 else { return }
        let text = PangoText(spec)
        FontSubstitutions.note(text)
        let height = text.lines().size.height
        canvas.text(text, at: CGPoint(x: box.minX, y: box.minY + (box.height - height) / 2), color)
    }
}
