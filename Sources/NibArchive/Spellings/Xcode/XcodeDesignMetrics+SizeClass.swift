import Foundation

extension XcodeDesignMetrics {
    /// The ids of the constraints that the `<variation>`s leave out at the size class of a device
    /// (`widthClass` and `heightClass`: "compact" or "regular"), as Interface Builder lays the
    /// device out: the `default` variation's `<exclude>`s, then those of each variation whose
    /// traits the device has (one trait before both), each taking back what it `<include>`s.
    ///
    /// Only constraint masks are applied; a variation's other values (a constant, a stack
    /// view's axis) are kept verbatim by the reader and not simulated.
    ///
    /// - Complexity: O(n) in the elements below `root`.
    static func constraintsLeftOut(below root: XMLElementNode, widthClass: String, heightClass: String) -> Set<String> {
        var variations: [(traits: Int, exclude: [String], include: [String])] = []
        var pending = [root]
        while let node = pending.popLast() {
            pending += node.children
            guard node.name == "variation", let key = node["key"],
                let traits = matchedTraits(key, widthClass: widthClass, heightClass: heightClass)
            else { continue }
            var exclude: [String] = []
            var include: [String] = []
            for mask in node.children where mask.name == "mask" && mask["key"] == "constraints" {
                for entry in mask.children {
                    guard let id = entry["reference"] else { continue }
                    if entry.name == "exclude" {
                        exclude.append(id)
                    } else if entry.name == "include" {
                        include.append(id)
                    }
                }
            }
            if !exclude.isEmpty || !include.isEmpty { variations.append((traits, exclude, include)) }
        }
        var leftOut: Set<String> = []
        // Stable: variations naming as many traits keep their file order (they name other
        // constraints, or Interface Builder would have written one variation).
        for variation in variations.enumerated().sorted(by: {
            ($0.element.traits, $0.offset) < ($1.element.traits, $1.offset)
        }) {
            leftOut.formUnion(variation.element.exclude)
            leftOut.subtract(variation.element.include)
        }
        return leftOut
    }

    /// How many traits the variation `key` names (0 for `default`) when the device has them
    /// all; nil when it names one the device lacks, or one not understood.
    private static func matchedTraits(_ key: String, widthClass: String, heightClass: String) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for trait in key.split(separator: "-") {
            let parts = trait.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            switch parts[0] {
            case "widthClass" where parts[1] == widthClass, "heightClass" where parts[1] == heightClass:
                count += 1
            default:
                return nil
            }
        }
        return count
    }
}
