/// Finds the localizable strings of an Xcode element tree (`XcodeStringRules`), in ibtool's order.
///
/// It reads the element tree, not the `ArchiveDocument` the mapper makes: the table's keys and
/// comments are Interface Builder's (element names, `<state key="normal">`, `<segments>`,
/// `userComments`), which the document maps onto coder keys and NibKit's classes, and applying a
/// translation replaces text in the tree before it is mapped, so every reader of the document
/// sees the translated file.
struct XcodeStringsExporter {
    let macOS: Bool
    private(set) var strings: [XcodeLocalizableString] = []

    init(root: XMLElementNode) {
        let type = root["type"] ?? ""
        macOS = type.contains(".Cocoa.") || root["targetRuntime"]?.hasPrefix("MacOSX") == true
    }

    /// Every localizable string under `root`, sorted.
    static func strings(of root: XMLElementNode) -> [XcodeLocalizableString] {
        var exporter = XcodeStringsExporter(root: root)
        exporter.visit(root)
        return exporter.strings.sorted(by: XcodeLocalizableString.precedes)
    }

    /// Visits `element` and its descendants, iteratively (the reader bounds depth, and a loop
    /// keeps the stack flat whatever the limit).
    private mutating func visit(_ root: XMLElementNode) {
        var pending = [root]
        while let element = pending.popLast() {
            if let id = element["id"] { export(element, id: id) }
            pending.append(contentsOf: element.children.reversed())
        }
    }

    private mutating func export(_ element: XMLElementNode, id: String) {
        let properties = (macOS ? XcodeStringRules.appKit : XcodeStringRules.uikit)[element.name] ?? []
        var found: [(String, String, XcodeLocalizableString.Origin)] = []
        for property in properties {
            switch property.source {
            case .attribute(let name):
                if let (value, origin) = text(of: element, name) { found.append((property.name, value, origin)) }
            case .keyedChild(let name, let key, let attribute):
                if let child = element.children.first(where: { $0.name == name && $0.attribute("key", is: key) }),
                    let (value, origin) = text(of: child, attribute)
                {
                    found.append((property.name, value, origin))
                }
            case .list(let container, let item, let attribute):
                guard let list = element.child(container) else { continue }
                for (position, child) in list.children.filter({ $0.name == item }).enumerated() {
                    let text = attribute.isEmpty ? textContent(of: child) : self.text(of: child, attribute)
                    if let (value, origin) = text { found.append(("\(property.name)[\(position)]", value, origin)) }
                }
            case .stateTitles:
                for state in element.children where state.name == "state" {
                    guard let key = state["key"], XcodeStringRules.buttonStates.contains(key),
                        let (value, origin) = text(of: state, "title")
                    else { continue }
                    found.append((key + "Title", value, origin))
                }
            }
        }
        found += generalProperties(of: element)
        guard !found.isEmpty else { return }
        let className = XcodeStringRules.className(of: element.name, macOS: macOS)
        let note = self.note(of: element)
        for (property, value, origin) in found {
            strings.append(
                XcodeLocalizableString(
                    objectID: id, property: property, className: className, value: value, note: note, origin: origin))
        }
    }

    /// What any object may have: a tool tip (AppKit), accessibility texts, runtime attributes
    /// marked localized.
    private func generalProperties(of element: XMLElementNode) -> [(String, String, XcodeLocalizableString.Origin)] {
        var found: [(String, String, XcodeLocalizableString.Origin)] = []
        if macOS, let (value, origin) = text(of: element, "toolTip") {
            found.append(("ibShadowedToolTip", value, origin))
        }
        if let accessibility = element.child("accessibility") {
            let names =
                macOS
                ? [("description", "ibExternalAccessibilityDescription"), ("help", "ibExternalAccessibilityHelp")]
                : [("label", "accessibilityLabel"), ("hint", "accessibilityHint")]
            for (attribute, property) in names {
                if let (value, origin) = text(of: accessibility, attribute) { found.append((property, value, origin)) }
            }
        }
        if let attributes = element.child("userDefinedRuntimeAttributes") {
            let localized = attributes.children.filter {
                $0.name == "userDefinedRuntimeAttribute"
                    && ($0.attribute("localized", is: "YES") || $0.attribute("type", is: "localizedString"))
            }
            for (position, attribute) in localized.enumerated() {
                if let (value, origin) = text(of: attribute, "value") {
                    found.append(
                        ("ibExternalUserDefinedRuntimeAttributesLocalizableStrings[\(position)]", value, origin))
                }
            }
        }
        return found
    }

    /// The text of `name`: the element's attribute, or the text of its `<string key="name">` child.
    private func text(of element: XMLElementNode, _ name: String) -> (String, XcodeLocalizableString.Origin)? {
        let tree = element.tree
        let record = tree.elements[element.index]
        let first = Int(record.firstAttribute)
        for position in first..<first + Int(record.attributeCount)
        where tree.names[Int(tree.attributes[position].name)] == name {
            let attribute = tree.attributes[position]
            return (
                tree.string(attribute.valueStart, attribute.valueCount),
                XcodeLocalizableString.Origin(element: element.index, attribute: position)
            )
        }
        if let child = element.children.first(where: { $0.name == "string" && $0.attribute("key", is: name) }) {
            return textContent(of: child)
        }
        return nil
    }

    /// An element's own text.
    private func textContent(of element: XMLElementNode) -> (String, XcodeLocalizableString.Origin)? {
        (element.text, XcodeLocalizableString.Origin(element: element.index, attribute: nil))
    }

    /// The object's comment for localizers: its `userComments`, plain or attributed.
    private func note(of element: XMLElementNode) -> String? {
        for child in element.children where child.attribute("key", is: "userComments") {
            if child.name == "string" { return child.text }
            if child.name == "attributedString" {
                return child.children.filter { $0.name == "fragment" }.map { $0["content"] ?? $0.text }.joined()
            }
        }
        return nil
    }
}
