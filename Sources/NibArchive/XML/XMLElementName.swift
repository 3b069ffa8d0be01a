import ViewCore

/// The elements of the XML spelling that are not values: the document's skeleton.
enum XMLDocumentElement: Int, CaseIterable {
    case archive, placeholders, placeholder, objects, connections, outlet, outletCollection, action

    var text: String { Self.texts[rawValue] }

    // Spelled out, as `FieldName`'s are.
    private static let texts = ["archive", "placeholders", "placeholder", "objects", "connections", "outlet", "outletCollection", "action"]

    static let table = NameLookup<XMLDocumentElement>(XMLDocumentElement.allCases.map { ($0.text, $0) })
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

    /// Interns a name from bytes.
    static func lookup(_ start: UnsafePointer<UInt8>, count: Int) -> XMLElementName? {
        if let kind = ValueKind.table.lookup(start, count: count) { return .value(kind) }
        if let element = XMLDocumentElement.table.lookup(start, count: count) { return .document(element) }
        return nil
    }
}
