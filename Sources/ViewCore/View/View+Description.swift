import Foundation

extension View {
    /// One line describing the view: its class, frame and the properties that differ from
    /// their defaults (`Label frame=(16 16; 288 24) tag=3 hidden`).
    public var summary: String {
        var parts = [
            "\(type(of: self))",
            "frame=(\(View.format(frame.minX)) \(View.format(frame.minY)); \(View.format(frame.width)) \(View.format(frame.height)))",
        ]
        if tag != 0 { parts.append("tag=\(tag)") }
        if isHidden { parts.append("hidden") }
        if alpha != 1 { parts.append("alpha=\(View.format(alpha))") }
        if !transform.isIdentity { parts.append("transform=\(transform)") }
        if let backgroundColor { parts.append("background=\(backgroundColor)") }
        if let restorationIdentifier { parts.append("restorationIdentifier=\(restorationIdentifier)") }
        if !constraints.isEmpty { parts.append("constraints=\(constraints.count)") }
        return parts.joined(separator: " ")
    }

    /// The subtree, one `summary` per line, indented two spaces per level (UIKit's debugging
    /// `recursiveDescription`).
    public func recursiveDescription() -> String {
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + view.summary)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    static func format(_ value: CGFloat) -> String {
        let double = Double(value)
        return double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : String(double)
    }
}
