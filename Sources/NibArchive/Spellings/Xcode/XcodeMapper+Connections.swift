import ViewCore

extension XcodeMapper {
    /// `<connections>` of the object `source`: outlets, outlet collections and actions become the
    /// document's connections; segues become `StoryboardSegue` objects in the source's
    /// `segues`; Cocoa bindings and anything else are kept verbatim.
    func mapConnections(_ node: XMLElementNode, source: String, into builder: inout XcodeObjectBuilder) {
        for child in node.children {
            switch child.name {
            case "outlet", "outletCollection":
                guard let name = child["property"], let destination = child["destination"] else {
                    invalid(child, "an \(cut: child.name) needs a property and a destination")
                    continue
                }
                connections.append(
                    ArchiveConnection(
                        kind: child.name == "outlet" ? .outlet : .outletCollection, source: source,
                        destination: destination, name: name, location: child.location))
            case "action":
                // iOS names the target `destination`; macOS names it `target`.
                guard let name = child["selector"], let destination = child["destination"] ?? child["target"] else {
                    invalid(child, "an action needs a selector and a destination (or target)")
                    continue
                }
                connections.append(
                    ArchiveConnection(
                        kind: .action, source: source, destination: destination, name: name,
                        event: child["eventType"], location: child.location))
            case "segue":
                builder.append(.object(segue(child)), to: "segues", at: child.location)
            default:
                builder.keepElement(child)
            }
        }
    }

    /// A `<segue destination= kind= identifier=>`: its identifier, kind and destination (a
    /// reference), its other attributes as strings, and nested peek-and-pop segues by key.
    func segue(_ node: XMLElementNode) -> ArchiveObject {
        objectCount += 1
        var builder = XcodeObjectBuilder()
        for (name, text) in node.attributes
        where !["id", "customClass", "customModule", "customModuleProvider", "key"].contains(name) {
            let isReference = name == "destination" || name == "popoverAnchorView"
            builder.set(name, isReference ? .reference(text) : .value(.string(text)), at: node.location)
        }
        for child in node.children {
            if child.name == "segue", let key = child["key"] {
                builder.set(key, .object(segue(child)), at: child.location)
            } else {
                builder.keepElement(child)
            }
        }
        return ArchiveObject(
            className: node["customClass"] ?? "StoryboardSegue", module: node["customModule"], id: id(of: node),
            entries: builder.finish(), location: node.location)
    }

    /// `<userDefinedRuntimeAttributes>`: a dictionary from key path to value, by `type`:
    /// string, localizedString, number, boolean, color, image, nil, point, size, rect, range.
    func runtimeAttributes(_ node: XMLElementNode) -> ArchiveValue {
        var items: [(key: String, value: CodingValue)] = []
        // Where each key path stands in `items`: a key path given again takes the last value,
        // and looking for it among all the others made many attributes cost their square
        // (16,000 of them: 2 s in the fuzzer's build).
        var positions: [String: Int] = [:]
        for attribute in node.children where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else { continue }
            guard let value = runtimeValue(attribute) else {
                invalid(
                    attribute,
                    "the value of runtime attribute \(quoted: keyPath) of type \(quoted: attribute["type"] ?? "?") cannot be read"
                )
                continue
            }
            if let position = positions[keyPath] {
                items[position] = (keyPath, value)
            } else {
                positions[keyPath] = items.count
                items.append((keyPath, value))
            }
        }
        return .dictionary(XcodeObjectBuilder.canonical(items.map { ($0.key, Self.archiveValue($0.value)) }))
    }

    private func runtimeValue(_ node: XMLElementNode) -> CodingValue? {
        let child = node.children.first { $0["key"] == "value" }
        let text = node["value"]
        switch node["type"] {
        case "string", "localizedString":
            if let child, child.name == "string" { return XcodeValues.string(child).map(CodingValue.string) }
            return .string(text ?? "")
        case "number":
            if let child {
                if child.name == "integer", let value = XcodeValues.integer(child["value"]) { return .integer(value) }
                return XcodeValues.number(child["value"]).map(CodingValue.real)
            }
            if let value = XcodeValues.integer(text) { return .integer(value) }
            return XcodeValues.number(text).map(CodingValue.real)
        case "boolean":
            if let child { return XcodeValues.bool(child["value"]).map(CodingValue.bool) }
            return XcodeValues.bool(text).map(CodingValue.bool)
        case "color":
            return child.flatMap(style.color).map(CodingValue.color)
        case "image":
            return (text ?? child?["image"]).map { .image(Image(named: $0)) }
        case "nil":
            return .null
        case "point", "size", "rect":
            return child.flatMap(XcodeValues.geometry)
        case "range":
            guard let child, let location = XcodeValues.integer(child["location"]),
                let length = XcodeValues.integer(child["length"])
            else { return nil }
            return .array([.integer(location), .integer(length)])
        default:
            return nil
        }
    }

    /// A plain value in the document's spelling of collections (`.array` / `.dictionary` of values).
    static func archiveValue(_ value: CodingValue) -> ArchiveValue {
        switch value {
        case .array(let items): .array(items.map(archiveValue))
        case .dictionary(let members):
            .dictionary(XcodeObjectBuilder.canonical(members.map { ($0.key, archiveValue($0.value)) }))
        default: .value(value)
        }
    }
}
