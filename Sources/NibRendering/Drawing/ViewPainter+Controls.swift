import Foundation
import ViewCore

/// The looks of UIKit's standard views, drawn plainly in the default iOS style: enough to
/// recognise each control at its size and state, not a pixel copy of Apple's artwork.
extension ViewPainter {
    /// Draws what `view` shows besides its background and subviews.
    func paintContent(of view: View, in bounds: CGRect) {
        if let id = view.unarchivedValues.archiveID, let look = appKitLooks[id] {
            return paintAppKit(look, of: view, in: bounds)
        }
        if paintBarContent(of: view, in: bounds) { return }
        switch view {
        case let cell as TableViewCell: paintAccessory(of: cell, in: bounds)
        case let label as Label: paintLabel(label, in: bounds)
        case let button as Button: paintButton(button, in: bounds)
        case let field as TextField: paintTextField(field, in: bounds)
        case let textView as TextView: paintTextView(textView, in: bounds)
        case let control as Switch: paintSwitch(control, in: bounds)
        case let slider as Slider: paintSlider(slider, in: bounds)
        case let progress as ProgressView: paintProgress(progress, in: bounds)
        case let segmented as SegmentedControl: paintSegments(segmented, in: bounds)
        case let imageView as ImageView: paintImage(imageView, in: bounds)
        case let pages as PageControl: paintPageDots(pages, in: bounds)
        case is Stepper: paintStepper(in: bounds)
        case is ActivityIndicatorView: paintActivity(in: bounds)
        default: break
        }
    }

    private func paintLabel(_ label: Label, in bounds: CGRect) {
        guard let text = label.text, !text.isEmpty else { return }
        var spec = TextSpec(text: text, face: FontFace(label.font), width: bounds.width, height: bounds.height)
        spec.numberOfLines = label.numberOfLines
        spec.lineBreakMode = label.lineBreakMode
        spec.alignment = label.textAlignment
        let tone = color(label.currentTextColor)
        drawText(spec, in: bounds, label.isEnabled ? tone : tone.fading(0.5))
    }

    private func paintButton(_ button: Button, in bounds: CGRect) {
        let configuration = button.configuration
        let tint = configuration?.baseBackgroundColor.map(color) ?? tint(of: button)
        var foreground = button.titleColor(for: .normal).map(color) ?? tint
        switch configuration?.style {
        case .filled?, .borderedProminent?:
            canvas.fill(.rect(bounds, radius: min(bounds.height / 2, 8)), tint)
            foreground = configuration?.baseForegroundColor.map(color) ?? RGBA(255, 255, 255)
        case .tinted?, .borderedTinted?:
            canvas.fill(.rect(bounds, radius: min(bounds.height / 2, 8)), tint.fading(0.15))
        case .gray?, .bordered?:
            canvas.fill(.rect(bounds, radius: min(bounds.height / 2, 8)), system("systemFill"))
        default: break
        }
        if let base = configuration?.baseForegroundColor { foreground = color(base) }
        let title = configuration?.title ?? button.currentTitle ?? ""
        let image = configuration?.image ?? button.currentImage
        var textBox = bounds
        if let image {
            let side = min(bounds.height, 22, bounds.width)
            let glyph = CGRect(
                x: title.isEmpty ? bounds.midX - side / 2 : max(0, bounds.minX + 4), y: bounds.midY - side / 2,
                width: side, height: side)
            paintButtonImage(image, in: glyph, foreground)
            if !title.isEmpty {
                textBox = CGRect(
                    x: glyph.maxX + 4, y: 0, width: max(0, bounds.width - glyph.maxX - 4), height: bounds.height)
            }
        }
        guard !title.isEmpty else { return }
        var spec = TextSpec(
            text: title, face: FontFace(button.titleLabel?.font ?? Button.defaultTitleFont), width: textBox.width,
            height: textBox.height)
        spec.alignment = .center
        drawText(spec, in: textBox, button.isEnabled ? foreground : foreground.fading(0.35))
    }

    /// A button's image in `glyph`: a symbol as image views draw one, in the title's colour; an
    /// image of the asset catalogs fitted to the box; any other as the missing image's placeholder.
    private func paintButtonImage(_ image: Image, in glyph: CGRect, _ foreground: RGBA) {
        if image.isSystemImage { return paintSymbol(image.name, in: glyph, foreground) }
        paintAssetImage(image.name, in: glyph, mode: .scaleAspectFit, tint: foreground)
    }

    private func paintTextField(_ field: TextField, in bounds: CGRect) {
        switch field.borderStyle {
        case .roundedRect:
            canvas.fill(.rect(bounds, radius: 5), system("systemBackground"))
            canvas.stroke(.rect(bounds.insetBy(dx: 0.25, dy: 0.25), radius: 5), system("systemGray4"), width: 0.5)
        case .line, .bezel:
            canvas.stroke(.rect(bounds.insetBy(dx: 0.5, dy: 0.5), radius: 0), system("label"), width: 1)
        case .none: break
        }
        let inset: CGFloat = field.borderStyle == .none ? 0 : 7
        let box = bounds.insetBy(dx: inset, dy: 0)
        let shown = field.text.flatMap { $0.isEmpty ? nil : $0 }
        guard let text = shown ?? field.placeholder, !text.isEmpty else { return }
        var spec = TextSpec(
            text: text, face: FontFace(field.font ?? TextField.defaultFont), width: box.width, height: box.height)
        spec.alignment = field.textAlignment
        let tone = shown == nil ? system("placeholderText") : field.textColor.map(color) ?? system("label")
        drawText(spec, in: box, tone)
    }

    private func paintTextView(_ textView: TextView, in bounds: CGRect) {
        guard let text = textView.text, !text.isEmpty else { return }
        let inset = textView.textContainerInset
        let box = CGRect(
            x: inset.left + 5, y: inset.top, width: max(0, bounds.width - inset.left - inset.right - 10),
            height: max(0, bounds.height - inset.top - inset.bottom))
        var spec = TextSpec(
            text: text, face: FontFace(textView.font ?? .systemFont(ofSize: 12)), width: box.width, height: nil)
        spec.numberOfLines = 0
        spec.lineBreakMode = .byWordWrapping
        spec.alignment = textView.textAlignment
        guard box.width > 0 else { return }
        let pango = PangoText(spec)
        FontSubstitutions.note(pango)
        canvas.text(pango, at: box.origin, textView.textColor.map(color) ?? system("label"))
    }

    private func paintSwitch(_ control: Switch, in bounds: CGRect) {
        let track = CGRect(
            x: 0, y: max(0, (bounds.height - 31) / 2), width: min(51, bounds.width), height: min(31, bounds.height))
        let on = control.onTintColor.map(color) ?? system("systemGreen")
        canvas.fill(.rect(track, radius: track.height / 2), control.isOn ? on : system("systemFill"))
        let side = max(0, track.height - 4)
        let x = control.isOn ? track.maxX - side - 2 : track.minX + 2
        let thumb = CGRect(x: x, y: track.minY + 2, width: side, height: side)
        canvas.fill(.ellipse(thumb), control.thumbTintColor.map(color) ?? RGBA(255, 255, 255))
        canvas.stroke(.ellipse(thumb), RGBA(0, 0, 0, 0.08), width: 0.5)
    }

    private func paintSlider(_ slider: Slider, in bounds: CGRect) {
        let span = slider.maximumValue - slider.minimumValue
        let fraction = CGFloat(span > 0 ? max(0, min(1, (slider.value - slider.minimumValue) / span)) : 0)
        let thumbSide = min(28, bounds.height, bounds.width)
        let usable = max(0, bounds.width - thumbSide)
        let thumbX = usable * fraction
        let track = CGRect(x: 0, y: bounds.midY - 2, width: bounds.width, height: 4)
        canvas.fill(.rect(track, radius: 2), slider.maximumTrackTintColor.map(color) ?? system("systemFill"))
        let filled = CGRect(x: 0, y: track.minY, width: thumbX + thumbSide / 2, height: 4)
        canvas.fill(.rect(filled, radius: 2), slider.minimumTrackTintColor.map(color) ?? tint(of: slider))
        let thumb = CGRect(x: thumbX, y: bounds.midY - thumbSide / 2, width: thumbSide, height: thumbSide)
        canvas.fill(.ellipse(thumb), slider.thumbTintColor.map(color) ?? RGBA(255, 255, 255))
        canvas.stroke(.ellipse(thumb.insetBy(dx: 0.25, dy: 0.25)), RGBA(0, 0, 0, 0.15), width: 0.5)
    }

    private func paintProgress(_ progress: ProgressView, in bounds: CGRect) {
        let height = min(4, bounds.height)
        let track = CGRect(x: 0, y: bounds.midY - height / 2, width: bounds.width, height: height)
        canvas.fill(.rect(track, radius: height / 2), progress.trackTintColor.map(color) ?? system("systemFill"))
        let fraction = CGFloat(max(0, min(1, progress.progress.isFinite ? progress.progress : 0)))
        var done = track
        done.size.width *= fraction
        canvas.fill(.rect(done, radius: height / 2), progress.progressTintColor.map(color) ?? tint(of: progress))
    }

    private func paintSegments(_ control: SegmentedControl, in bounds: CGRect) {
        canvas.fill(.rect(bounds, radius: 8), system("tertiarySystemFill"))
        let count = control.numberOfSegments
        guard count > 0 else { return }
        let width = bounds.width / CGFloat(count)
        for index in 0..<count {
            let segment = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
            if index == control.selectedSegmentIndex {
                let selected = control.selectedSegmentTintColor.map(color)
                canvas.fill(
                    .rect(segment.insetBy(dx: 2, dy: 2), radius: 7),
                    selected ?? (appearance == .dark ? RGBA(99, 99, 102) : RGBA(255, 255, 255)))
            } else if index > 0, index - 1 != control.selectedSegmentIndex {
                canvas.stroke(
                    .line(
                        from: CGPoint(x: segment.minX, y: 7), to: CGPoint(x: segment.minX, y: max(7, bounds.height - 7))
                    ),
                    system("separator"), width: 1)
            }
            guard let title = control.titleForSegment(at: index), !title.isEmpty else { continue }
            let weight: Font.Weight = index == control.selectedSegmentIndex ? .semibold : .regular
            var spec = TextSpec(
                text: title, face: FontFace(.systemFont(ofSize: 13, weight: weight)), width: max(0, width - 8),
                height: bounds.height)
            spec.alignment = .center
            drawText(spec, in: segment.insetBy(dx: 4, dy: 0), system("label"))
        }
    }

    /// An image view's image: an SF Symbol as a neutral glyph in the tint (its name in the SVG's
    /// `data-symbol`), an image of the asset catalogs placed by the content mode (a template
    /// image or an SVG's `currentColor` in the tint), any other as a placeholder (recorded in
    /// `MissingImages`, with why its file did not decode).
    private func paintImage(_ imageView: ImageView, in bounds: CGRect) {
        guard let image = imageView.currentImage, bounds.width > 0, bounds.height > 0 else { return }
        if image.isSystemImage {
            return paintSymbol(image.name, in: bounds, imageView.tintColor.map(color) ?? system("label"))
        }
        paintAssetImage(image.name, in: bounds, mode: imageView.contentMode, tint: tint(of: imageView))
    }

    /// The asset catalogs' image `name` placed in `bounds` by `mode`, a template image's shapes
    /// and an SVG's `currentColor` in `tint`; the placeholder when no catalog has it or its
    /// file does not decode (recorded in `MissingImages`, with why).
    private func paintAssetImage(_ name: String, in bounds: CGRect, mode: View.ContentMode, tint: RGBA) {
        guard let file = assets.images[name] else {
            MissingImages.record(name)
            return paintImagePlaceholder(in: bounds)
        }
        do {
            let decoded = try AssetImage.load(file)
            let rect = ImagePlacement.rect(of: decoded.size, in: bounds, mode: mode)
            canvas.draw(decoded, in: rect, tint: tint, template: file.template)
        } catch {
            MissingImages.record(name, reason: error.description)
            paintImagePlaceholder(in: bounds)
        }
    }

    /// Apple's symbols cannot be shipped: a rounded square with a dot, in the tint, fitted to
    /// the view; the SVG names the symbol.
    private func paintSymbol(_ name: String, in bounds: CGRect, _ tone: RGBA) {
        canvas.beginGroup(attributes: [("data-symbol", name)], origin: .zero)
        defer { canvas.endView() }
        let side = max(2, min(bounds.width, bounds.height) * 0.8)
        let box = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        canvas.stroke(.rect(box.insetBy(dx: 1, dy: 1), radius: side / 4), tone, width: max(1, side / 12))
        canvas.fill(.ellipse(box.insetBy(dx: side * 0.35, dy: side * 0.35)), tone)
    }

    /// An image NibKit cannot load: a light box with a cross, the way design tools mark one.
    private func paintImagePlaceholder(in box: CGRect) {
        let line = system("systemGray3")
        canvas.fill(.rect(box, radius: 0), system("systemGray6"))
        canvas.stroke(.rect(box.insetBy(dx: 0.5, dy: 0.5), radius: 0), line, width: 1)
        canvas.stroke(.line(from: box.origin, to: CGPoint(x: box.maxX, y: box.maxY)), line, width: 1)
        canvas.stroke(
            .line(from: CGPoint(x: box.maxX, y: box.minY), to: CGPoint(x: box.minX, y: box.maxY)), line, width: 1)
    }

    private func paintPageDots(_ control: PageControl, in bounds: CGRect) {
        let count = min(control.numberOfPages, 50)
        guard count > 0, !(control.hidesForSinglePage && count == 1) else { return }
        let spacing: CGFloat = 16
        let start = bounds.midX - spacing * CGFloat(count - 1) / 2
        for index in 0..<count {
            let dot = CGRect(x: start + spacing * CGFloat(index) - 4, y: bounds.midY - 4, width: 8, height: 8)
            let current = index == control.currentPage
            let other = control.pageIndicatorTintColor.map(color) ?? system("tertiaryLabel")
            canvas.fill(
                .ellipse(dot), current ? control.currentPageIndicatorTintColor.map(color) ?? system("label") : other)
        }
    }

    private func paintStepper(in bounds: CGRect) {
        canvas.fill(.rect(bounds, radius: 8), system("tertiarySystemFill"))
        let mid = bounds.midX
        let tone = system("label")
        canvas.stroke(
            .line(from: CGPoint(x: mid, y: 8), to: CGPoint(x: mid, y: max(8, bounds.height - 8))), system("separator"),
            width: 1)
        canvas.stroke(
            .line(from: CGPoint(x: mid / 2 - 6, y: bounds.midY), to: CGPoint(x: mid / 2 + 6, y: bounds.midY)), tone,
            width: 1.5)
        let plus = mid + mid / 2
        canvas.stroke(
            .line(from: CGPoint(x: plus - 6, y: bounds.midY), to: CGPoint(x: plus + 6, y: bounds.midY)), tone,
            width: 1.5)
        canvas.stroke(
            .line(from: CGPoint(x: plus, y: bounds.midY - 6), to: CGPoint(x: plus, y: bounds.midY + 6)), tone,
            width: 1.5)
    }

    private func paintActivity(in bounds: CGRect) {
        let radius = min(bounds.width, bounds.height) / 2
        guard radius > 2 else { return }
        for spoke in 0..<8 {
            let angle = CGFloat(spoke) * .pi / 4
            let inner = CGPoint(
                x: bounds.midX + cos(angle) * radius * 0.45, y: bounds.midY + sin(angle) * radius * 0.45)
            let outer = CGPoint(x: bounds.midX + cos(angle) * radius * 0.9, y: bounds.midY + sin(angle) * radius * 0.9)
            canvas.stroke(
                .line(from: inner, to: outer), system("systemGray").fading(0.3 + 0.08 * Double(spoke)), width: 2)
        }
    }
}
