import Foundation
import ViewCore

/// Reads Xcode's value elements (`<rect>`, `<color>`, `<fontDescription>`, `<inset>`, ...) and
/// attribute texts (`YES`, numbers, multipliers) into `CodingValue`s. Every function returns nil
/// for a value it cannot read; the mapper then keeps the element verbatim.
enum XcodeValues {
    /// `YES` / `NO`; nil for anything else.
    static func bool(_ text: String?) -> Bool? {
        switch text {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// A finite number written in decimal; nil for anything else.
    static func number(_ text: String?) -> Double? {
        guard var text else { return nil }
        // The readers' parser first, for the plain decimals Xcode writes; `Double(_:)` for the
        // other spellings it accepts (`.5`, `+1`). Both round correctly. 2.245G -> 2.175G
        // instructions for one load of the reference .xib (callgrind).
        if case .value(let value) = text.withUTF8({ NumberText.parseDouble($0) }) { return value }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A whole number; nil for anything else.
    static func integer(_ text: String?) -> Int? {
        text.flatMap { Int($0) }
    }

    /// A constraint multiplier: a decimal (`0.5`), a ratio `a:b` or a fraction `a/b`.
    static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = number(String(parts[0])), let b = number(String(parts[1])), b != 0 else {
                return nil
            }
            return a / b
        }
        return number(text)
    }

    /// The number of the attribute `name` of `node`; nil when it is absent or not a number.
    static func number(_ node: XMLElementNode, _ name: String) -> Double? {
        // Straight from the value's bytes; a string only for the spellings that parser leaves
        // to `Double(_:)`.
        if case .value(let value) = node.decimal(name) { return value }
        return number(node[name])
    }

    /// The numbers of the attributes `names` of `node`; nil when one is absent or not a number.
    static func numbers(_ node: XMLElementNode, _ names: String...) -> [Double]? {
        var values: [Double] = []
        // Grown one by one, a rect's four numbers took three allocations, not one: one load of
        // the reference .xib, 1.789G -> 1.768G instructions (callgrind).
        values.reserveCapacity(names.count)
        for name in names {
            guard let value = number(node, name) else { return nil }
            values.append(value)
        }
        return values
    }

    /// `<rect x y width height>`.
    static func rect(_ node: XMLElementNode) -> CGRect? {
        // Four lookups, no array: every view has a frame.
        guard let x = number(node, "x"), let y = number(node, "y"), let width = number(node, "width"),
            let height = number(node, "height")
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Xcode 8's `<frame key="frameInset" minX minY width height>`: the frame, its origin given
    /// as the distances from the superview's top left (0 when absent). Nil for one given by
    /// its distances from the far edges (`maxX`, `maxY`), which need the superview's size, and
    /// for one with a value that is no number.
    static func frameInset(_ node: XMLElementNode) -> CGRect? {
        guard node.name == "frame", node["key"] == "frameInset", !node.has("maxX"), !node.has("maxY"),
            let width = number(node, "width"), let height = number(node, "height")
        else { return nil }
        let origin = ["minX", "minY"].map { node.has($0) ? number(node, $0) : 0 }
        guard let x = origin[0], let y = origin[1] else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// `<point x y>`, `<size width height>`, `<inset minX minY maxX maxY>`, `<edgeInsets>`,
    /// `<directionalEdgeInsets>`, `<rect>`: the geometry value the element holds.
    static func geometry(_ node: XMLElementNode) -> CodingValue? {
        switch node.name {
        case "rect": return rect(node).map(CodingValue.rect)
        case "point": return numbers(node, "x", "y").map { .point(CGPoint(x: $0[0], y: $0[1])) }
        case "size": return numbers(node, "width", "height").map { .size(CGSize(width: $0[0], height: $0[1])) }
        case "inset":
            return numbers(node, "minX", "minY", "maxX", "maxY").map {
                .insets(EdgeInsets(top: $0[1], left: $0[0], bottom: $0[3], right: $0[2]))
            }
        case "edgeInsets":
            return numbers(node, "top", "left", "bottom", "right").map {
                .insets(EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]))
            }
        case "directionalEdgeInsets":
            return numbers(node, "top", "leading", "bottom", "trailing").map {
                .directionalInsets(DirectionalEdgeInsets(top: $0[0], leading: $0[1], bottom: $0[2], trailing: $0[3]))
            }
        case "offsetWrapper":
            // A `UIOffset` (a tab bar item's `titlePositionAdjustment`), which ViewCore keeps as a size.
            return numbers(node, "horizontal", "vertical").map { .size(CGSize(width: $0[0], height: $0[1])) }
        default: return nil
        }
    }

    /// The text of a `<string>` element, decoded from base64 when it says `base64-UTF8="YES"`.
    static func string(_ node: XMLElementNode) -> String? {
        guard bool(node["base64-UTF8"]) == true else { return node.text }
        return base64UTF8(node.text)
    }

    /// Base64 (whitespace allowed) holding UTF-8 text; nil when it is not.
    static func base64UTF8(_ text: String) -> String? {
        // Xcode leaves out the padding (`CA` for U+0008).
        var compact = text.filter { !$0.isWhitespace }
        if compact.count % 4 != 0 { compact += String(repeating: "=", count: 4 - compact.count % 4) }
        guard let data = Data(base64Encoded: compact) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// `<autoresizingMask>`'s flags as our mask names. AppKit's y axis points up, so on macOS
    /// `flexibleMinY` is the bottom margin and `flexibleMaxY` the top one; on iOS the reverse.
    static func autoresizingMask(_ node: XMLElementNode, yAxisUp: Bool) -> CodingValue {
        var text = ""
        for flag in yAxisUp ? appKitMaskFlags : uiKitMaskFlags where node.attribute(flag.attribute, is: "YES") {
            if !text.isEmpty { text += " " }
            text += flag.name
        }
        return .string(text)
    }

    /// Our mask names in our order, each with the attribute that sets it. One pass, no set: the
    /// set and the filters made one load of the reference .xib 2.456G instructions, not 2.555G.
    /// Made once, not per mask: 1.479G -> 1.473G instructions; the corpus, 790.3M -> 789.7M
    /// (callgrind).
    private static let uiKitMaskFlags = maskFlags(yAxisUp: false)
    private static let appKitMaskFlags = maskFlags(yAxisUp: true)

    private static func maskFlags(yAxisUp: Bool) -> [(name: String, attribute: String)] {
        [
            ("flexibleLeftMargin", "flexibleMinX"), ("flexibleWidth", "widthSizable"),
            ("flexibleRightMargin", "flexibleMaxX"),
            ("flexibleTopMargin", yAxisUp ? "flexibleMaxY" : "flexibleMinY"),
            ("flexibleHeight", "heightSizable"),
            ("flexibleBottomMargin", yAxisUp ? "flexibleMinY" : "flexibleMaxY"),
        ]
    }

    /// `<extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>`: a view
    /// controller's `RectEdge` names, the edges set to `YES` (none written: no edge).
    static func rectEdge(_ node: XMLElementNode) -> CodingValue {
        .string(["top", "left", "bottom", "right"].filter { node.attribute($0, is: "YES") }.joined(separator: " "))
    }

    /// `<accessibilityTraits>` / `<accessibility><accessibilityTraits>` flags as our names.
    static func accessibilityTraits(_ node: XMLElementNode) -> CodingValue {
        let names = node.attributes.filter { bool($0.value) == true }.map(\.name)
        return .string(accessibilityTraitNames.filter(names.contains).joined(separator: " "))
    }

    /// The accessibility traits the model keeps, in the order it writes them.
    static let accessibilityTraitNames = ["button", "link", "image", "selected", "staticText", "header", "notEnabled"]
}
