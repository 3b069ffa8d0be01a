/// Xcode content NibKit does not model, kept with the object it belongs to so that nothing in
/// the file is lost: attributes in a dictionary under `XcodeVerbatim.attributesKey`, whole
/// elements as XML text in an array under `XcodeVerbatim.elementsKey`. Both keys start with
/// `xcode.`, which no UIKit property name does, so no class reads them by mistake; the coder
/// keeps them as unread keys and `nibc validate` reports them as warnings (`NIB0512`).
public enum XcodeVerbatim {
    /// The key of an object's unmodelled attributes: a dictionary from attribute name to its text.
    public static let attributesKey = "xcode.attributes"
    /// The key of an object's unmodelled elements: an array of strings, each one element as XML.
    public static let elementsKey = "xcode.elements"

    /// The key of a view's size-class `<variation>`s, each as XML text: kept for the round trip,
    /// not loaded (the base values are), and not reported.
    public static let variationsKey = "xcode.variations"
    /// The key of a view's `placeholder="YES"` constraints, each as XML text: Interface Builder
    /// removes them at build time, so they are kept but not installed, and not reported.
    public static let placeholderConstraintsKey = "xcode.placeholderConstraints"
    /// The key of objects an element holds without a key (rare): an array of objects.
    public static let objectsKey = "xcode.objects"

    /// `node` as XML text on one line: attributes in file order, children nested, text escaped.
    static func text(of node: XMLElementNode) -> String {
        var output = ""
        write(node, into: &output)
        return output
    }

    /// The name of the element a verbatim text holds (`"buttonCell"` for `<buttonCell ...>`).
    public static func elementName(inVerbatim text: String) -> String {
        String(text.dropFirst().prefix { $0 != " " && $0 != ">" && $0 != "/" })
    }

    /// Whether `byte` is one of the characters `escaped` may replace: `&<>"`, line feed, tab,
    /// carriage return.
    private static func mayEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), 0x0A, 0x09, 0x0D: true
        default: false
        }
    }

    private static func write(_ node: XMLElementNode, into output: inout String) {
        output += "<" + node.name
        for attribute in node.attributes {
            output += " " + attribute.name + "=\"" + escaped(attribute.value, quote: true) + "\""
        }
        let text = node.text.allSatisfy(\.isWhitespace) && !node.children.isEmpty ? "" : node.text
        if node.children.isEmpty, text.isEmpty {
            output += "/>"
            return
        }
        output += ">" + escaped(text, quote: false)
        for child in node.children { write(child, into: &output) }
        output += "</" + node.name + ">"
    }

    private static func escaped(_ text: String, quote: Bool) -> String {
        // Bytes first: a character below needs its byte, and most texts have none. Going over
        // the characters of every text took 131M of the 2.75G instructions of two loads of the
        // corpus (callgrind).
        guard text.utf8.contains(where: mayEscape) else { return text }
        guard text.contains(where: { "&<>\"\n\t\r".contains($0) }) else { return text }
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where quote: output += "&quot;"
            case "\n" where quote: output += "&#10;"
            case "\t" where quote: output += "&#9;"
            case "\r": output += "&#13;"
            default: output.append(character)
            }
        }
        return output
    }
}
