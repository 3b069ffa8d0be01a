import Foundation
import ViewCore

/// Bars (navigation bars with large titles and bar button items, tab bars, toolbars, search
/// bars), visual effect views, layer shadows, and the views that show content NibKit cannot
/// have (maps, web pages, 3D scenes) as labelled placeholders.
extension ViewPainter {
    /// Draws `view`'s bar or placeholder content; false when it is none of them.
    func paintBarContent(of view: View, in bounds: CGRect) -> Bool {
        switch view {
        case let bar as NavigationBar: paintNavigationBar(bar, in: bounds)
        case let bar as TabBar: paintTabBar(bar, in: bounds)
        case let bar as Toolbar: paintToolbar(bar, in: bounds)
        case let bar as SearchBar: paintSearchBar(bar, in: bounds)
        case is VisualEffectView: canvas.fill(.rect(bounds, radius: max(0, view.layer.cornerRadius)), material)
        case is MapView: paintPlaceholder("Map", in: bounds)
        case is WebView: paintPlaceholder("Web View", in: bounds)
        default:
            // SceneKit's, SpriteKit's and ARKit's views load as their base class, keeping the name.
            let name = view.unarchivedValues.originalClassName ?? ""
            guard Self.sceneClasses.contains(name) else { return false }
            paintPlaceholder(name, in: bounds)
        }
        return true
    }

    static let sceneClasses: Set<String> = ["SCNView", "SKView", "ARSCNView", "ARSKView", "ARView", "MTKView"]

    /// A blur's stand-in: the thin material's grey, half transparent.
    private var material: RGBA { system("systemGray5").fading(0.8) }

    /// A layer's shadow (`shadowOpacity` above 0): the view's shape, offset, in a few rings
    /// fading out over the blur radius (Cairo has no blur; the rings stand in for one).
    func paintShadow(of view: View, in bounds: CGRect, radius: CGFloat) {
        let layer = view.layer
        guard layer.shadowOpacity > 0, let shadow = layer.shadowColor, bounds.width > 0, bounds.height > 0 else {
            return
        }
        let tone = color(shadow)
        let opacity = Double(min(1, layer.shadowOpacity))
        let blur = max(0, min(layer.shadowRadius, 50))
        let rings = blur > 0 ? 4 : 1
        // Core Animation's offset is in the layer's space, y down on iOS.
        let base = bounds.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
        for ring in 0..<rings {
            let spread = blur * CGFloat(rings - ring) / CGFloat(rings) - blur / 2
            canvas.fill(
                .rect(base.insetBy(dx: -spread, dy: -spread), radius: max(0, radius + spread)),
                tone.fading(opacity / Double(rings)))
        }
    }

    private func paintNavigationBar(_ bar: NavigationBar, in bounds: CGRect) {
        canvas.stroke(
            .line(from: CGPoint(x: 0, y: bounds.maxY - 0.25), to: CGPoint(x: bounds.maxX, y: bounds.maxY - 0.25)),
            system("separator"), width: 0.5)
        let item = bar.topItem
        let tint = tint(of: bar)
        let large = bar.prefersLargeTitles && item?.largeTitleDisplayMode != .never && bounds.height >= 90
        let row = CGRect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, 44))
        var left: CGFloat = 16
        for button in item?.leftBarButtonItems ?? [] { left = paintBarButton(button, at: left, in: row, tint) + 16 }
        var right = bounds.maxX - 16
        for button in item?.rightBarButtonItems ?? [] {
            let width = barButtonWidth(button)
            _ = paintBarButton(button, at: right - width, in: row, tint)
            right -= width + 16
        }
        guard let title = item?.title, !title.isEmpty else { return }
        if large {
            let face = FontFace(.systemFont(ofSize: 34, weight: .bold))
            let box = CGRect(x: 16, y: bounds.maxY - 52, width: bounds.width - 32, height: 41)
            drawText(TextSpec(text: title, face: face, width: box.width, height: box.height), in: box, system("label"))
        } else {
            var spec = TextSpec(
                text: title, face: FontFace(.systemFont(ofSize: 17, weight: .semibold)),
                width: max(0, right - left), height: row.height)
            spec.alignment = .center
            drawText(spec, in: CGRect(x: left, y: 0, width: max(0, right - left), height: row.height), system("label"))
        }
    }

    /// The width a bar button item takes: its title's, or a glyph's 24 points.
    private func barButtonWidth(_ item: BarButtonItem) -> CGFloat {
        if item.width > 0 { return item.width }
        guard let title = Self.title(of: item) else { return 24 }
        return PangoText(TextSpec(text: title, face: FontFace(.systemFont(ofSize: 17)))).lines().size.width
    }

    /// Draws `item` from `x` in `row`; returns where it ends.
    private func paintBarButton(_ item: BarButtonItem, at x: CGFloat, in row: CGRect, _ tint: RGBA) -> CGFloat {
        let tone = item.tintColor.map(color) ?? tint
        let width = barButtonWidth(item)
        if let title = Self.title(of: item) {
            let weight: Font.Weight = item.style == .done || item.systemItem == .done ? .semibold : .regular
            let spec = TextSpec(text: title, face: FontFace(.systemFont(ofSize: 17, weight: weight)), width: width + 1)
            drawText(spec, in: CGRect(x: x, y: row.minY, width: width + 1, height: row.height), tone)
        } else if item.systemItem != .flexibleSpace, item.systemItem != .fixedSpace {
            let glyph = CGRect(x: x, y: row.midY - 12, width: 24, height: 24)
            canvas.stroke(.rect(glyph.insetBy(dx: 3, dy: 3), radius: 5), tone, width: 1.5)
        }
        return x + width
    }

    /// The text a bar button item shows: its title, else a system item's English word.
    private static func title(of item: BarButtonItem) -> String? {
        if let title = item.title, !title.isEmpty { return title }
        switch item.systemItem {
        case .done?: return "Done"
        case .cancel?: return "Cancel"
        case .edit?: return "Edit"
        case .save?: return "Save"
        case .undo?: return "Undo"
        case .redo?: return "Redo"
        case .close?: return "Close"
        default: return nil
        }
    }

    private func paintTabBar(_ bar: TabBar, in bounds: CGRect) {
        canvas.stroke(.line(from: .zero, to: CGPoint(x: bounds.maxX, y: 0)), system("separator"), width: 0.5)
        let items = bar.items ?? []
        guard !items.isEmpty else { return }
        let width = bounds.width / CGFloat(items.count)
        let selected = tint(of: bar)
        let other = bar.unselectedItemTintColor.map(color) ?? system("systemGray")
        for (index, item) in items.enumerated() {
            let tone = item === bar.selectedItem ? selected : other
            let slot = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: min(bounds.height, 49))
            let glyph = CGRect(x: slot.midX - 12, y: slot.minY + 5, width: 24, height: 24)
            canvas.stroke(.rect(glyph.insetBy(dx: 2, dy: 2), radius: 6), tone, width: 1.5)
            guard let title = item.title, !title.isEmpty else { continue }
            var spec = TextSpec(text: title, face: FontFace(.systemFont(ofSize: 10, weight: .medium)), width: width)
            spec.alignment = .center
            drawText(spec, in: CGRect(x: slot.minX, y: slot.minY + 31, width: width, height: 14), tone)
        }
    }

    private func paintToolbar(_ bar: Toolbar, in bounds: CGRect) {
        canvas.stroke(.line(from: .zero, to: CGPoint(x: bounds.maxX, y: 0)), system("separator"), width: 0.5)
        let items = (bar.items ?? []).filter { $0.systemItem != .flexibleSpace }
        guard !items.isEmpty else { return }
        // Spread evenly, as flexible spaces between every item would.
        let total = items.reduce(0) { $0 + barButtonWidth($1) }
        let gap = max(8, (bounds.width - 32 - total) / CGFloat(max(1, items.count - 1)))
        var x: CGFloat = 16
        let row = CGRect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, 44))
        for item in items { x = paintBarButton(item, at: x, in: row, tint(of: bar)) + gap }
    }

    private func paintSearchBar(_ bar: SearchBar, in bounds: CGRect) {
        let field = CGRect(x: 8, y: bounds.midY - 18, width: max(0, bounds.width - 16), height: 36)
        guard field.width > 0, bounds.height >= 36 else { return }
        canvas.fill(.rect(field, radius: 10), system("tertiarySystemFill"))
        let lens = CGRect(x: field.minX + 9, y: field.midY - 7, width: 11, height: 11)
        canvas.stroke(.ellipse(lens), system("secondaryLabel"), width: 1.5)
        canvas.stroke(
            .line(from: CGPoint(x: lens.maxX - 1, y: lens.maxY - 1), to: CGPoint(x: lens.maxX + 4, y: lens.maxY + 4)),
            system("secondaryLabel"), width: 1.5)
        let text = bar.text.flatMap { $0.isEmpty ? nil : $0 }
        guard let shown = text ?? bar.placeholder ?? "Search" as String? else { return }
        let box = CGRect(x: field.minX + 28, y: field.minY, width: max(0, field.width - 36), height: field.height)
        drawText(
            TextSpec(text: shown, face: FontFace(.systemFont(ofSize: 17)), width: box.width, height: box.height),
            in: box,
            text == nil ? system("secondaryLabel") : system("label"))
    }

    /// A view whose content cannot be drawn: a grey box with a cross-hatch border and its kind.
    private func paintPlaceholder(_ name: String, in bounds: CGRect) {
        canvas.fill(.rect(bounds, radius: 0), system("systemGray5"))
        canvas.stroke(.rect(bounds.insetBy(dx: 0.5, dy: 0.5), radius: 0), system("systemGray2"), width: 1)
        var spec = TextSpec(
            text: name, face: FontFace(.systemFont(ofSize: 15, weight: .medium)), width: bounds.width,
            height: bounds.height)
        spec.alignment = .center
        drawText(spec, in: bounds, system("secondaryLabel"))
    }
}
