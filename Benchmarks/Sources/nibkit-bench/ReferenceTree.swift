import Foundation
import NibKit

/// The benchmark input, shaped like `../shared/bench/`'s reference file: one root view holding
/// `containers` containers of `labels` labels each; every label has a frame, an autoresizing
/// mask, text, a font and a colour; each container pins its first label with two constraints.
struct ReferenceTree {
    let containers: Int
    let labels: Int

    var viewCount: Int { 1 + containers + containers * labels }

    static let width: CGFloat = 414
    static let rowHeight: CGFloat = 24
    static let textColor = Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
    static let font = Font.systemFont(ofSize: 17)

    /// Builds the tree in code with `View(frame:)` and property setters: the floor for any loader.
    func build() -> View {
        let root = View(
            frame: CGRect(x: 0, y: 0, width: Self.width, height: CGFloat(containers * labels) * Self.rowHeight))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .systemBackground
        for c in 0..<containers {
            let container = View(
                frame: CGRect(
                    x: 0, y: CGFloat(c * labels) * Self.rowHeight, width: Self.width,
                    height: CGFloat(labels) * Self.rowHeight))
            container.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
            container.backgroundColor = .systemBackground
            for l in 0..<labels {
                let label = Label(frame: CGRect(x: 16, y: CGFloat(l) * Self.rowHeight, width: 382, height: 21))
                label.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
                label.text = "Label \(c).\(l)"
                label.font = Self.font
                label.textColor = Self.textColor
                label.contentMode = .left
                container.addSubview(label)
            }
            root.addSubview(container)
            if let first = container.subviews.first {
                container.addConstraints([
                    first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                    first.topAnchor.constraint(equalTo: container.topAnchor),
                ])
            }
        }
        return root
    }
}
