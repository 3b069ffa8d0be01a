import Foundation

extension UIKitNibBuilder {
    /// `<userDefinedRuntimeAttributes>` of `object`: each a `UINibKeyValuePair` (`UIObject`,
    /// `UIKeyPath`, `UIValue`) in the root's `UINibKeyValuePairsKey`, which UIKit applies as the
    /// nib loads (`-[UINibKeyValuePair initWithCoder:]` as published decompilations show it).
    /// Values: a string as an `NSString`, a number or Boolean as an `NSNumber`, a colour, an
    /// image by name, nil.
    ///
    /// - Throws: `NIB0801` for a localized string, a geometry (point, size, rect, range) or a
    ///   value that cannot be read: their archived form is not known.
    mutating func runtimeAttributes(_ element: XMLElementNode, of object: NibObjectGraph.Ref) throws(ArchiveReadError) {
        for attribute in element.children {
            guard attribute.name == "userDefinedRuntimeAttribute", let keyPath = attribute["keyPath"] else {
                throw unsupported(attribute)
            }
            let child = attribute.children.first { $0["key"] == "value" }
            let value: NIBArchive.Payload
            switch attribute["type"] {
            case "string": value = .object(graph.string(attribute["value"] ?? "").index)
            case "number":
                let text = child?["value"] ?? attribute["value"] ?? ""
                if child?.name != "real", let integer = Int(text) {
                    value = .object(graph.number(NibObjectGraph.integer(integer)).index)
                } else if let real = Double(text), real.isFinite {
                    value = .object(graph.number(.double(real)).index)
                } else {
                    throw invalid(attribute, "value")
                }
            case "boolean":
                let text = child?["value"] ?? attribute["value"]
                guard text == "YES" || text == "NO" else { throw invalid(attribute, "value") }
                value = .object(graph.number(.bool(text == "YES")).index)
            case "color":
                guard let child, child.name == "color" else { throw invalid(attribute, "type") }
                value = .object(try color(child).index)
            case "image":
                guard let name = attribute["value"] ?? child?["image"] else { throw invalid(attribute, "value") }
                value = .object(try imagePlaceholder(name, of: child ?? attribute).index)
            case "nil": value = .null
            default: throw invalid(attribute, "type")
            }
            let pair = graph.add("UINibKeyValuePair")
            graph.set(pair, "UIObject", object)
            graph.set(pair, "UIKeyPath", graph.string(keyPath))
            graph.set(pair, "UIValue", value)
            keyValuePairs.append(pair)
        }
    }
}
