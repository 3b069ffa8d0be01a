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
        var found: [ArchiveDiagnostic] = []
        func check(_ text: String?, _ what: @autoclosure () -> String, at location: SourceLocation,
                   objectID: String? = nil, keyPath: @autoclosure () -> String? = nil) {
            guard let text, let scalar = XMLText.firstScalarXMLCannotHold(in: text) else { return }
            found.append(context.diagnostic(
                .invalidValue, "\(what()) \"\(XMLText.visible(text))\" holds \(XMLText.codePoint(scalar)), \(XMLText.onlyStringValues)",
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
                var texts: [(what: String, text: String)] = [("the key", entry.key)]
                Self.collectTexts(in: entry.value, into: &texts)
                for (what, text) in texts {
                    check(text, what, at: entry.location, objectID: object.id,
                          keyPath: context.index.keyPath(of: position, key: entry.key))
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

    /// The text an entry's value puts in XML attributes: references, dictionary keys and the
    /// text fields of values (a font's name), nested ones included; owned objects aside, as
    /// they are checked on their own.
    static func collectTexts(in value: ArchiveValue, into texts: inout [(what: String, text: String)]) {
        switch value {
        case .object: break
        case .reference(let id): texts.append(("the reference", id))
        case .array(let items): for item in items { collectTexts(in: item, into: &texts) }
        case .dictionary(let members):
            for member in members {
                texts.append(("the dictionary key", member.key))
                collectTexts(in: member.value, into: &texts)
            }
        case .value(let plain): collectTexts(in: plain, into: &texts)
        }
    }

    static func collectTexts(in value: CodingValue, into texts: inout [(what: String, text: String)]) {
        switch value {
        case .string: break  // written as base64 when it must be
        case .array(let items): for item in items { collectTexts(in: item, into: &texts) }
        case .dictionary(let members):
            for key in members.keys.sorted(by: { $0.precedesByBytes($1) }) {
                texts.append(("the dictionary key", key))
                if let member = members[key] { collectTexts(in: member, into: &texts) }
            }
        default:
            var fields: [(name: FieldName, text: String)] = []
            let kind = ValueFields.forEachField(of: value) { name, field in
                if case .string(let text) = field { fields.append((name, text)) }
            }
            for (name, text) in fields { texts.append(("the \(name.text) of a \(kind?.text ?? "value")", text)) }
        }
    }
}
