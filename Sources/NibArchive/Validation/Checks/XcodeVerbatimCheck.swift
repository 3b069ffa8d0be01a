/// Xcode content NibKit does not model (`NIB0512`, a warning): the elements and attributes the
/// Xcode reader kept verbatim with their objects (`XcodeVerbatim`). One warning per element or
/// attribute name, at the first object holding it, with how many times the file has it, so a
/// large AppKit file gets a short list rather than one line per cell.
///
/// - Complexity: O(n) in the number of entries.
public struct XcodeVerbatimCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    /// One warning per name of unmodelled element or attribute.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        var order: [String] = []
        var seen: [String: (count: Int, position: Int)] = [:]
        func note(_ what: String, at position: Int) {
            if let earlier = seen[what] {
                seen[what] = (earlier.count + 1, earlier.position)
            } else {
                seen[what] = (1, position)
                order.append(what)
            }
        }
        for (position, node) in context.index.nodes.enumerated() {
            for entry in node.object.entries {
                switch (entry.key, entry.value) {
                case (XcodeVerbatim.elementsKey, .array(let items)):
                    for case .value(.string(let text)) in items {
                        note("element <\(cut: XcodeVerbatim.elementName(inVerbatim: text))>", at: position)
                    }
                case (XcodeVerbatim.attributesKey, .dictionary(let members)):
                    for member in members {
                        note("attribute \(quoted: member.key) of a \(cut: node.object.className)", at: position)
                    }
                default:
                    break
                }
            }
        }
        return order.compactMap { what in
            guard let (count, position) = seen[what] else { return nil }
            let object = context.index.nodes[position].object
            let times = count == 1 ? "" : " (\(count) times in the file; the first is here)"
            return context.diagnostic(
                .notModelled,
                "\(what) is not modelled by NibKit; it is kept verbatim with \(quoted: object.id) (\(cut: object.className))\(times)",
                at: object.location, severity: .warning, objectID: object.id,
                keyPath: context.index.keyPath(of: position))
        }
    }
}

extension ArchiveDiagnostic.Code {
    /// Xcode content NibKit does not model, kept verbatim with its object (a warning).
    public static let notModelled = Self(rawValue: "NIB0512")
}
