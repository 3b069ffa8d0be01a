import ViewCore

/// Names, ids, keys and other attribute text holding a character XML 1.0 cannot carry (a C0
/// control other than tab, line feed and carriage return, U+FFFE, U+FFFF): `NIB0206`.
///
/// XML writes `string` values holding such characters as base64, but everything else is an
/// attribute, where the XML writer can only put U+FFFD: the document would not convert between
/// the spellings without loss. The JSON reader refuses such text in files; this check catches
/// documents made in code (a dictionary key with a control character, say) before they are
/// written or loaded.
public struct XMLTextCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    /// An error for each piece of text XML cannot carry.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        guard !Self.allTextIsXMLText(in: context) else { return [] }
        var found: [ArchiveDiagnostic] = []
        func check(_ text: String?, _ what: @autoclosure () -> String, at location: SourceLocation,
                   objectID: String? = nil, keyPath: @autoclosure () -> String? = nil) {
            guard let text, let scalar = XMLText.firstScalarXMLCannotHold(in: text) else { return }
            found.append(context.diagnostic(
                .invalidValue, "\(what()) \"\(XMLText.visible(text))\" holds \(XMLText.codePoint(scalar)), which XML cannot carry; only string values may hold it",
                at: location, objectID: objectID, keyPath: keyPath()))
        }
        for placeholder in context.document.placeholders {
            check(placeholder.id, "the id", at: placeholder.location)
            check(placeholder.className, "the class of placeholder '\(placeholder.id)'", at: placeholder.location)
            if case .external(let identifier) = placeholder.kind {
                check(identifier, "the identifier of placeholder '\(placeholder.id)'", at: placeholder.location)
            }
        }
        for (position, node) in context.index.nodes.enumerated() {
            let object = node.object
            check(object.id, "the id", at: object.location, keyPath: context.index.keyPath(of: position))
            check(object.className, "the class of '\(object.id)'", at: object.location, objectID: object.id)
            check(object.module, "the module of '\(object.id)'", at: object.location, objectID: object.id)
            for entry in object.entries {
                let keyPath = { context.index.keyPath(of: position, key: entry.key) }
                check(entry.key, "the key", at: entry.location, objectID: object.id, keyPath: keyPath())
                Self.forEachText(in: entry.value) { text, what in
                    check(text, what(), at: entry.location, objectID: object.id, keyPath: keyPath())
                }
            }
        }
        for connection in context.document.connections {
            check(connection.source, "the source of an \(connection.kind.rawValue)", at: connection.location)
            check(connection.destination, "the destination of an \(connection.kind.rawValue)", at: connection.location)
            check(connection.name, "the name of an \(connection.kind.rawValue)", at: connection.location)
            check(connection.event, "the event of an \(connection.kind.rawValue)", at: connection.location)
        }
        return found
    }

    /// Whether every text the check looks at is one XML can carry, as nearly all are: a scan
    /// that words no message and keeps no entry in a closure. Wording them up front (a key path
    /// and a name per entry) made this check cost more than reading the document. It walks the
    /// same places as `findings` on purpose: one walk for both, handing each text's place over
    /// as a closure, measured three to twenty times dearer, as those closures copied the entries.
    private static func allTextIsXMLText(in context: ValidationContext) -> Bool {
        var clean = true
        func scan(_ text: String?) {
            if clean, let text, !XMLText.canHold(text) { clean = false }
        }
        for placeholder in context.document.placeholders {
            scan(placeholder.id)
            scan(placeholder.className)
            if case .external(let identifier) = placeholder.kind { scan(identifier) }
        }
        for node in context.index.nodes {
            let object = node.object
            scan(object.id)
            scan(object.className)
            scan(object.module)
            for entry in object.entries {
                scan(entry.key)
                forEachText(in: entry.value) { text, _ in scan(text) }
            }
            if !clean { return false }
        }
        for connection in context.document.connections {
            scan(connection.source)
            scan(connection.destination)
            scan(connection.name)
            scan(connection.event)
        }
        return clean
    }

    /// Calls `body` with each text an entry's value puts in XML attributes, and how to name it
    /// in a message: references, dictionary keys and the text fields of values (a font's name),
    /// nested ones included; owned objects aside, as they are checked on their own.
    static func forEachText(in value: ArchiveValue, _ body: (String, () -> String) -> Void) {
        switch value {
        case .object: break
        case .reference(let id): body(id, { "the reference" })
        case .array(let items): for item in items { forEachText(in: item, body) }
        case .dictionary(let members):
            for member in members {
                body(member.key, { "the dictionary key" })
                forEachText(in: member.value, body)
            }
        case .value(let plain): forEachText(in: plain, body)
        }
    }

    static func forEachText(in value: CodingValue, _ body: (String, () -> String) -> Void) {
        switch value {
        case .string, .data: break  // strings are written as base64 when they must be; data always is
        case .array(let items): for item in items { forEachText(in: item, body) }
        case .dictionary(let members):
            for key in members.keys.sorted(by: { $0.precedesByBytes($1) }) {
                body(key, { "the dictionary key" })
                if let member = members[key] { forEachText(in: member, body) }
            }
        default:
            let kind = ValueFields.kind(of: value)?.text ?? "value"
            ValueFields.forEachField(of: value) { name, field in
                if case .string(let text) = field { body(text, { "the \(name.text) of a \(kind)" }) }
            }
        }
    }
}
