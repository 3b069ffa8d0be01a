import ViewCore

extension XcodeMapper {
    /// Xcode's constraint attributes that UIKit names otherwise.
    private static let attributeNames = ["baseline": "lastBaseline"]

    /// `<constraints>` of the view `owner`: each constraint a `LayoutConstraint` object in the
    /// view's `constraints`, except `placeholder="YES"` ones, kept verbatim and not installed
    /// (unless `installsPlaceholderConstraints`).
    func mapConstraints(_ node: XMLElementNode, owner: String, into builder: inout XcodeObjectBuilder) {
        for child in node.children {
            guard child.name == "constraint" else {
                builder.keepElement(child)
                continue
            }
            if XcodeValues.bool(child["placeholder"]) == true, !installsPlaceholderConstraints {
                builder.append(
                    .value(.string(XcodeVerbatim.text(of: child))), to: XcodeVerbatim.placeholderConstraintsKey,
                    at: child.location)
                continue
            }
            if let constraint = mapConstraint(child, owner: owner) {
                builder.append(.object(constraint), to: "constraints", at: node.location)
            }
        }
    }

    /// The attributes of `<constraint>` that `mapConstraint` reads (or drops, `placeholder`),
    /// made once: one load of the corpus, 1.029G -> 1.014G instructions with the set no longer
    /// built per constraint (callgrind, `SWIFT_DETERMINISTIC_HASHING=1`).
    private static let constraintAttributes: Set<String> = [
        "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier",
        "constant", "priority", "identifier", "symbolic", "id", "placeholder",
    ]

    /// One `<constraint>`: an omitted `firstItem` is the view holding it; an omitted
    /// `secondItem` makes a constant-only constraint; a built-in guide becomes its view plus its
    /// kind (`firstItemGuide="safeArea"`, `"contentLayout"`, `"frameLayout"`, `"keyboard"`); multipliers may be
    /// `a:b`, `a/b` or decimal.
    func mapConstraint(_ node: XMLElementNode, owner: String) -> ArchiveObject? {
        objectCount += 1
        let location = node.location
        var builder = XcodeObjectBuilder()
        guard let first = attribute(node["firstAttribute"], of: node, "firstAttribute") else { return nil }
        item(node["firstItem"] ?? owner, key: "firstItem", at: location, into: &builder)
        builder.set("firstAttribute", .value(.string(first)), at: location)
        if let relation = node["relation"], relation != "equal" {
            guard LayoutConstraint.Relation(rawValue: relation) != nil else {
                invalid(node, "unknown relation \(quoted: relation)")
                return nil
            }
            builder.set("relation", .value(.string(relation)), at: location)
        }
        if let second = node["secondItem"] {
            item(second, key: "secondItem", at: location, into: &builder)
        }
        if let secondText = node["secondAttribute"] {
            guard let second = attribute(secondText, of: node, "secondAttribute") else { return nil }
            builder.set("secondAttribute", .value(.string(second)), at: location)
        }
        if let text = node["multiplier"] {
            guard let multiplier = XcodeValues.multiplier(text) else {
                invalid(node, "multiplier \(quoted: text) is not a number, a:b or a/b")
                return nil
            }
            if multiplier != 1 { builder.set("multiplier", .value(.real(multiplier)), at: location) }
        }
        for (name, key) in [("constant", "constant"), ("priority", "priority")] {
            guard let text = node[name] else { continue }
            guard let value = XcodeValues.number(text) else {
                invalid(node, "\(name) \(quoted: text) is not a number")
                return nil
            }
            builder.set(key, .value(.real(value)), at: location)
        }
        if let identifier = node["identifier"] { builder.set("identifier", .value(.string(identifier)), at: location) }
        if let symbolic = XcodeValues.bool(node["symbolic"]) {
            builder.set("symbolic", .value(.bool(symbolic)), at: location)
        }
        for (name, text) in node.attributes
        where !Self.constraintAttributes.contains(name) && !XcodeAttributeTable.designTime.contains(name) {
            builder.keepAttribute(name, text, at: location)
        }
        for child in node.children { builder.keepElement(child) }
        return ArchiveObject(
            className: "LayoutConstraint", id: id(of: node), entries: builder.finish(), location: location)
    }

    /// A constraint item: a reference, or for a safe-area guide its view and `…Guide`.
    private func item(_ id: String, key: String, at location: SourceLocation, into builder: inout XcodeObjectBuilder) {
        if let guide = builtInGuides[id] {
            builder.set(key, .reference(guide.view), at: location)
            builder.set(key + "Guide", .value(.string(guide.kind)), at: location)
        } else {
            builder.set(key, .reference(id), at: location)
        }
    }

    /// A constraint attribute in UIKit's spelling; nil (and an error) for one UIKit has not.
    private func attribute(_ text: String?, of node: XMLElementNode, _ name: String) -> String? {
        guard let text else {
            invalid(node, "a constraint needs a \(name)")
            return nil
        }
        let attribute = Self.attributeNames[text] ?? text
        guard LayoutConstraint.Attribute(rawValue: attribute) != nil else {
            invalid(node, "unknown constraint attribute \(quoted: text)")
            return nil
        }
        return attribute
    }
}
