import Foundation

extension AppKitNibBuilder {
    /// `<binding>`: an `NSNibBindingConnector` binding `name` of the source to `keyPath` of
    /// the destination, labelled `name: keyPath`, with its options (`NSOptions`, an
    /// `NSDictionary` in document order) and `NSNibBindingConnectorVersion` 2, as Interface
    /// Builder 3 archived it in the old `<archive>` documents (Sparkle's `SUUpdateAlert` in the
    /// legacy corpus). A binding that replaces another (`previousBinding`) names it as
    /// `NSPreviousConnector`.
    mutating func binding(_ element: XMLElementNode, source: NibObjectGraph.Ref, sourceID: String)
        throws(ArchiveReadError)
    {
        guard let name = element["name"], let keyPath = element["keyPath"], let destination = element["destination"]
        else {
            throw error(.unsupportedElement, "a binding without a name, key path or destination", at: element)
        }
        let connector = graph.add("NSNibBindingConnector")
        graph.set(connector, "NSSource", source)
        graph.set(connector, "NSLabel", string("\(name): \(keyPath)"))
        graph.set(connector, "NSBinding", string(name))
        graph.set(connector, "NSKeyPath", string(keyPath))
        for child in element.children {
            guard child.name == "dictionary", child["key"] == "options" else {
                throw error(
                    .unsupportedElement, "<\(child.name)> in a binding has no known archived form yet", at: child)
            }
            graph.set(connector, "NSOptions", graph.collection("NSDictionary", try bindingOptions(child)))
        }
        if let previous = element["previousBinding"] {
            guard let earlier = bindingConnectors[previous] else {
                throw error(
                    .unknownConnectionTarget,
                    "the binding names binding \(previous) as the one it replaces, which comes nowhere before it",
                    at: element)
            }
            graph.set(connector, "NSPreviousConnector", earlier)
        }
        graph.set(connector, "NSNibBindingConnectorVersion", NibObjectGraph.integer(2))
        if let id = element["id"] { bindingConnectors[id] = connector }
        pendingConnections.append(
            .init(
                connector: connector, destination: destination, isOutlet: false, label: name, sourceID: sourceID,
                location: element.location, isBinding: true))
    }

    /// `<userDefaultsController>`: the shared `NSUserDefaultsController` bindings reach the
    /// defaults through (`NSSharedInstance`, `transmission_MainMenu`); one of its own is refused.
    mutating func userDefaultsController(_ element: XMLElementNode, parent: NibObjectGraph.Ref?)
        throws(ArchiveReadError)
    {
        let known: Set<String> = ["id", "userLabel", "representsSharedInstance"]
        guard element.attribute("representsSharedInstance", is: "YES"),
            element.attributes.allSatisfy({ known.contains($0.name) })
        else {
            throw error(
                .unsupportedElement,
                "a user defaults controller other than the shared one has no known archived form yet",
                at: element)
        }
        let object = graph.add("NSUserDefaultsController")
        list(object, element, parent: parent)
        graph.set(object, "NSSharedInstance", .bool(true))
        try children(of: element, object: object)
    }

    /// The keys and values of a binding's options, alternating: strings, and numbers for
    /// `<integer>`, `<real>` and `<bool>`.
    private mutating func bindingOptions(_ dictionary: XMLElementNode) throws(ArchiveReadError)
        -> [NibObjectGraph.Ref]
    {
        var entries: [NibObjectGraph.Ref] = []
        for option in dictionary.children {
            let value: NibObjectGraph.Ref
            switch option.name {
            case "string": value = string(XcodeValues.string(option) ?? "")
            case "integer" where Int(option["value"] ?? "") != nil:
                value = number(NibObjectGraph.integer(Int(option["value"] ?? "") ?? 0))
            case "real" where Double(option["value"] ?? "") != nil:
                value = number(.double(Double(option["value"] ?? "") ?? 0))
            case "bool" where option["value"] == "YES" || option["value"] == "NO":
                value = number(.bool(option["value"] == "YES"))
            default:
                throw error(
                    .unsupportedElement, "the binding option <\(option.name)> has no known archived form yet",
                    at: option)
            }
            entries += [string(option["key"] ?? ""), value]
        }
        return entries
    }
}
