import Foundation
import ViewCore

/// macOS controls drawn plainly by their `AppKitLook`: enough to recognise each at its size,
/// in 13-point system text, not AppKit's artwork.
extension ViewPainter {
    /// Draws `view` as the AppKit control `look` names.
    func paintAppKit(_ look: AppKitLook, of view: View, in bounds: CGRect) {
        let face = FontFace(.systemFont(ofSize: 13))
        let title = look.title ?? ""
        let text = system("label")
        switch look.kind {
        case .pushButton, .popUpButton:
            let body = bounds.insetBy(dx: min(6, bounds.width / 4), dy: min(4, bounds.height / 4))
            canvas.fill(.rect(body, radius: 5), system("secondarySystemBackground"))
            canvas.stroke(.rect(body, radius: 5), system("separator"), width: 1)
            var spec = TextSpec(text: title, face: face, width: body.width - 8, height: body.height)
            spec.alignment = .center
            var box = body.insetBy(dx: 4, dy: 0)
            if look.kind == .popUpButton {
                box.size.width = max(0, box.width - 16)
                spec.alignment = .left
                spec.width = box.width
                let x = body.maxX - 12
                canvas.stroke(
                    .line(from: CGPoint(x: x - 3, y: body.midY - 1), to: CGPoint(x: x, y: body.midY - 4)), text,
                    width: 1)
                canvas.stroke(
                    .line(from: CGPoint(x: x, y: body.midY - 4), to: CGPoint(x: x + 3, y: body.midY - 1)), text,
                    width: 1)
                canvas.stroke(
                    .line(from: CGPoint(x: x - 3, y: body.midY + 1), to: CGPoint(x: x, y: body.midY + 4)), text,
                    width: 1)
                canvas.stroke(
                    .line(from: CGPoint(x: x, y: body.midY + 4), to: CGPoint(x: x + 3, y: body.midY + 1)), text,
                    width: 1)
            }
            drawText(spec, in: box, text)
        case .checkBox, .radioButton:
            let mark = CGRect(x: 2, y: bounds.midY - 7, width: 14, height: 14)
            canvas.fill(
                look.kind == .checkBox ? .rect(mark, radius: 3) : .ellipse(mark), system("secondarySystemBackground"))
            canvas.stroke(
                look.kind == .checkBox ? .rect(mark, radius: 3) : .ellipse(mark), system("systemGray"), width: 1)
            if look.isOn { paintAppKitMark(look.kind, in: mark) }
            let box = CGRect(x: 22, y: 0, width: max(0, bounds.width - 22), height: bounds.height)
            drawText(TextSpec(text: title, face: face, width: box.width, height: box.height), in: box, text)
        case .textField:
            canvas.fill(.rect(bounds, radius: 0), system("systemBackground"))
            canvas.stroke(.rect(bounds.insetBy(dx: 0.5, dy: 0.5), radius: 0), system("systemGray3"), width: 1)
            let box = bounds.insetBy(dx: 4, dy: 0)
            let shown = title.isEmpty ? look.placeholder ?? "" : title
            drawText(
                TextSpec(text: shown, face: face, width: box.width, height: box.height), in: box,
                title.isEmpty ? system("placeholderText") : text)
        case .label:
            drawText(TextSpec(text: title, face: face, width: bounds.width, height: bounds.height), in: bounds, text)
        case .table:
            paintAppKitTable(look, in: bounds)
        case .tableHeader:
            paintAppKitTableHeader(look, in: bounds)
        case .box:
            // AppKit's default title position: the title above the border, which starts below it.
            let top: CGFloat = title.isEmpty ? 0 : min(16, bounds.height / 2)
            let outline = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top).insetBy(
                dx: 0.5, dy: 0.5)
            canvas.stroke(.rect(outline, radius: 5), system("separator"), width: 1)
            let label = CGRect(x: 4, y: 0, width: max(0, bounds.width - 8), height: top)
            drawText(
                TextSpec(text: title, face: FontFace(.systemFont(ofSize: 11)), width: label.width, height: top),
                in: label, text)
        case .separator:
            // A horizontal separator (wider than high) is a line across; a vertical one, down.
            let line: Shape =
                bounds.width >= bounds.height
                ? .line(from: CGPoint(x: 0, y: bounds.midY), to: CGPoint(x: bounds.maxX, y: bounds.midY))
                : .line(from: CGPoint(x: bounds.midX, y: 0), to: CGPoint(x: bounds.midX, y: bounds.maxY))
            canvas.stroke(line, system("separator"), width: 1)
        }
    }

    /// A check box's tick or a radio button's dot, in the accent colour, for a control that is on.
    private func paintAppKitMark(_ kind: AppKitLook.Kind, in mark: CGRect) {
        let accent = system("systemBlue")
        if kind == .radioButton {
            canvas.fill(.ellipse(mark), accent)
            canvas.fill(.ellipse(mark.insetBy(dx: 4.5, dy: 4.5)), RGBA(255, 255, 255))
            return
        }
        canvas.fill(.rect(mark, radius: 3), accent)
        let white = RGBA(255, 255, 255)
        let corner = CGPoint(x: mark.minX + 5.5, y: mark.maxY - 3.5)
        canvas.stroke(.line(from: CGPoint(x: mark.minX + 3, y: mark.midY), to: corner), white, width: 2)
        canvas.stroke(.line(from: corner, to: CGPoint(x: mark.maxX - 3, y: mark.minY + 3)), white, width: 2)
    }

    /// A table's rows, striped when they alternate, and a line after each column.
    private func paintAppKitTable(_ look: AppKitLook, in bounds: CGRect) {
        if look.alternatesRows, look.rowHeight >= 4 {
            var y = look.rowHeight
            while y < bounds.height {
                let stripe = CGRect(x: 0, y: y, width: bounds.width, height: min(look.rowHeight, bounds.height - y))
                canvas.fill(.rect(stripe, radius: 0), system("secondarySystemBackground"))
                y += 2 * look.rowHeight
            }
        }
        for x in columnEdges(look, in: bounds) {
            canvas.stroke(
                .line(from: CGPoint(x: x, y: 0), to: CGPoint(x: x, y: bounds.height)), system("separator"), width: 1)
        }
    }

    /// A table header: its titles in 11-point text, a line after each column and below all.
    private func paintAppKitTableHeader(_ look: AppKitLook, in bounds: CGRect) {
        canvas.fill(.rect(bounds, radius: 0), system("secondarySystemBackground"))
        let line = system("separator")
        let bottom = bounds.maxY - 0.5
        canvas.stroke(.line(from: CGPoint(x: 0, y: bottom), to: CGPoint(x: bounds.width, y: bottom)), line, width: 1)
        var x: CGFloat = 0
        for column in look.columns where x < bounds.width {
            let width = max(0, min(column.width, bounds.width - x) - 8)
            let box = CGRect(x: x + 4, y: 0, width: width, height: bounds.height)
            let face = FontFace(.systemFont(ofSize: 11))
            drawText(
                TextSpec(text: column.title, face: face, width: box.width, height: box.height), in: box,
                system("secondaryLabel"))
            x += column.width + 3
        }
        for edge in columnEdges(look, in: bounds) {
            canvas.stroke(.line(from: CGPoint(x: edge, y: 3), to: CGPoint(x: edge, y: bounds.maxY - 3)), line, width: 1)
        }
    }

    /// Where each column but the last ends, inside `bounds`; AppKit puts 3 points between
    /// columns (its default intercell spacing), and the line lies in them.
    private func columnEdges(_ look: AppKitLook, in bounds: CGRect) -> [CGFloat] {
        var edges: [CGFloat] = []
        var x: CGFloat = 0
        for column in look.columns.dropLast() {
            x += column.width + 3
            if x < bounds.width { edges.append(x - 1.5) }
        }
        return edges
    }
}
