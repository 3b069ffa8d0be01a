import ViewCore

/// Xcode content NibKit does not model (`NIB0512`, a note): the elements and attributes the
/// Xcode reader kept verbatim with their objects (`XcodeVerbatim`). NibKit's gap, not a fault of
/// the file, so a note, not a warning (`nibc validate` sums the notes up in one line a file
/// unless `--verbose`). One note per element or attribute name, at the first object holding it,
/// with how many times the file has it, so a large AppKit file gets a short list rather than one
/// line per cell.
///
/// - Complexity: O(n) in the number of entries.
public struct XcodeVerbatimCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    /// One note per name of unmodelled element or attribute.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        var order: [Name] = []
        var seen: [Name: (count: Int, position: Int)] = [:]
        func note(_ what: Name, at position: Int) {
            // Counted in place: one hash for a name seen before.
            if let index = seen.index(forKey: what) {
                seen.values[index].count += 1
            } else {
                seen[what] = (1, position)
                order.append(what)
            }
        }
        for (position, node) in context.index.nodes.enumerated() {
            let entries = node.object.entries
            // The key first: matching on key and value together copied every value of the file.
            for index in entries.indices {
                let key = entries[index].key
                // Both keys start with `xcode.`: one byte tells most keys apart, where comparing
                // every key with both took 13M instructions on the reference .xib (callgrind).
                guard key.utf8.first == UInt8(ascii: "x") else { continue }
                if key == XcodeVerbatim.elementsKey, case .array(let items) = entries[index].value {
                    for case .value(.string(let text)) in items {
                        note(Name(element: XcodeVerbatim.elementName(inVerbatim: text)), at: position)
                    }
                } else if key == XcodeVerbatim.attributesKey, case .dictionary(let members) = entries[index].value {
                    for member in members {
                        note(Name(attribute: member.key, of: node.object.className), at: position)
                    }
                }
            }
        }
        return order.compactMap { what in
            guard let (count, position) = seen[what] else { return nil }
            let object = context.index.nodes[position].object
            // One string with room for the whole message: interpolating grew it piece by piece
            // (11,000 instructions a warning; the check on two loads of the corpus: 69.9M -> 60.6M
            // instructions, callgrind).
            var message = ""
            message.reserveCapacity(192)
            what.append(to: &message)
            message += " is not modelled by NibKit; it is kept verbatim with '"
            message += DiagnosticText.quoted(object.id)
            message += "' ("
            message += DiagnosticText.quoted(object.className)
            message += ")"
            if count != 1 {
                message += " ("
                message += String(count)
                message += " times in the file; the first is here)"
            }
            return context.diagnostic(
                .notModelled, message,
                at: object.location, severity: .note, objectID: object.id,
                keyPathOf: position)
        }
    }

    /// What one warning is about: an element name, or an attribute name with its object's class,
    /// each as the message quotes it (two names the message words alike are one). Worded only for
    /// the warning: wording it for each of the file's verbatim elements and attributes and hashing
    /// the text cost 23M instructions over two loads of the corpus (callgrind).
    private struct Name: Hashable {
        let element: Bool
        let name: String
        let className: String

        init(element: String) {
            self.element = true
            name = DiagnosticText.quoted(element)
            className = ""
        }

        init(attribute: String, of className: String) {
            element = false
            name = DiagnosticText.quoted(attribute)
            self.className = DiagnosticText.quoted(className)
        }

        /// Appends `element <name>` or `attribute 'name' of a className`; `name` and
        /// `className` are cut already (`DiagnosticText.quoted`).
        func append(to text: inout String) {
            if element {
                text += "element <"
                text += name
                text += ">"
            } else {
                text += "attribute '"
                text += name
                text += "' of a "
                text += className
            }
        }
    }
}

extension ArchiveDiagnostic.Code {
    /// Xcode content NibKit does not model, kept verbatim with its object (a note).
    public static let notModelled = Self(rawValue: "NIB0512")
}
