import ViewCore

/// The elements of the XML spelling that are not values: the document's skeleton.
enum XMLDocumentElement: Int, CaseIterable {
    case archive, placeholders, placeholder, objects, connections, outlet, outletCollection, action

    var text: String { Self.texts[rawValue] }

    // Spelled out, as `FieldName`'s are.
    private static let texts = [
        "archive", "placeholders", "placeholder", "objects", "connections", "outlet", "outletCollection", "action",
    ]

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

    /// The element these UTF-8 bytes name, if we know it. By bytes, as XML compares names.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        guard let index = Self.spellings.index(spelledBy: bytes) else { return nil }
        self = Self.all[index]
    }

    private static let all =
        ValueKind.allCases.map(XMLElementName.value) + XMLDocumentElement.allCases.map(XMLElementName.document)
    private static let spellings = NameSpellings(all.map(\.text))
}
