import ViewCore

extension XcodeMapper {
    /// A label's, text field's or text view's `<attributedString key="attributedText">`: the
    /// plain text of its fragments becomes `text`, and the first fragment's `NSFont` and
    /// `NSColor` become `font` and `textColor`, as UIKit's `attributedText` setter updates those
    /// from the style at location 0. The element itself is kept verbatim for the other runs'
    /// styles, which ViewCore does not model (it has no attributed strings).
    func mapAttributedText(_ node: XMLElementNode, into builder: inout XcodeObjectBuilder) {
        var text = ""
        for fragment in node.children where fragment.name == "fragment" {
            if let content = fragment["content"] {
                text += content
            } else if let content = fragment.children.first(where: { $0.name == "string" && $0["key"] == "content" }),
                let string = XcodeValues.string(content)
            {
                text += string
            }
        }
        builder.set("text", .value(.string(text)), at: node.location)
        let first = node.children.first { $0.name == "fragment" }?.children.first { $0.name == "attributes" }
        for attribute in first.map({ Array($0.children) }) ?? [] {
            switch (attribute.name, attribute["key"]) {
            case ("font", "NSFont"):
                if let font = style.font(attribute) { builder.set("font", .value(.font(font)), at: attribute.location) }
            case ("color", "NSColor"):
                if let color = style.color(attribute) {
                    builder.set("textColor", .value(.color(color)), at: attribute.location)
                }
            default:
                break
            }
        }
        builder.keepElement(node)
    }

    /// The elements whose `attributedText` `mapAttributedText(_:into:)` reads.
    static let attributedTextOwners: Set<String> = ["label", "textField", "textView"]
}
