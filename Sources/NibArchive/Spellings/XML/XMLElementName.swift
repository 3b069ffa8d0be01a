import ViewCore

/// The elements of the XML spelling that are not values: the document's skeleton.
enum XMLDocumentElement: Int, CaseIterable {
    case archive, placeholders, placeholder, objects, connections, outlet, outletCollection, action

    var text: String { Self.texts[rawValue] }

    // Spelled out, as `FieldName`'s are.
    private static let texts = ["archive", "placeholders", "placeholder", "objects", "connections", "outlet", "outletCollection", "action"]

    /// The element `text` names, if it is one of these.
    init?(text: String) {
        // By bytes: `==` would take a canonically equivalent spelling for the name.
        guard let element = Self.byText[text], element.text.hasSameBytes(as: text) else { return nil }
        self = element
    }

    private static let byText = Dictionary(uniqueKeysWithValues: allCases.map { ($0.text, $0) })
}

/// Any element name we know.
enum XMLElementName {
    case value(ValueKind)
    case document(XMLDocumentElement)

    var text: String {
        switch self {
        case .value(let kind): kind.text
        case .document(let element): element.text
        }
    }

    /// The element `text` names, if we know it.
    init?(_ text: String) {
        if let kind = ValueKind(text: text) {
            self = .value(kind)
        } else if let element = XMLDocumentElement(text: text) {
            self = .document(element)
        } else {
            return nil
        }
    }
}
