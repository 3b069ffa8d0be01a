import ViewCore

/// A placeholder held where an object owns what it holds (`NIB0514`, an error): a view's
/// `subviews`, a controller's `view`, or any key its class decodes as an owned object, and an
/// Xcode `<placeholder>` written inside another object (the Xcode reader reads it as a
/// reference to that placeholder where it stands).
///
/// A placeholder (File's Owner, the First Responder, an external object) is supplied by the
/// caller at load time and belongs to the caller: the loader would add the owner as a
/// subview of a view of the file, taking it from wherever it lives, or a controller would own
/// the caller's object. References that do not own (a delegate, a constraint's items, which
/// `ConstraintCheck` reports) and connections may name placeholders freely.
///
/// The owning keys come from the class (`ArchivedKeys.owningKeys(readBy:)`); for a class the
/// registry does not know (or without a registry) only `subviews` counts, which every view
/// owns.
///
/// - Complexity: O(r) in the number of references, plus one probe per class holding a
///   placeholder.
public struct PlaceholderOwnershipCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    /// An error for each placeholder held under an owning key.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        let index = context.index
        var owningKeysByClass: [ObjectIdentifier: Set<String>] = [:]
        var found: [ArchiveDiagnostic] = []
        for reference in index.references {
            guard index.nodeByID[reference.id] == nil, let placeholder = index.placeholder(reference.id) else {
                continue
            }
            let owning: Set<String>
            if let type = holderClass(reference.holder, in: context) {
                owning =
                    owningKeysByClass[ObjectIdentifier(type)]
                    ?? Set(ArchivedKeys.owningKeys(readBy: type))
                owningKeysByClass[ObjectIdentifier(type)] = owning
            } else {
                owning = ["subviews"]
            }
            guard owning.contains(reference.key) else { continue }
            let holder = index.nodes[reference.holder].object
            // An Xcode placeholder written inside its holder is declared there: point at it
            // rather than at the collection holding it.
            let declaredInside =
                (placeholder.location.line, placeholder.location.column)
                > (holder.location.line, holder.location.column)
            found.append(
                context.diagnostic(
                    .placeholderOwned,
                    "\(quoted: reference.key) of \(quoted: holder.id) (\(cut: holder.className)) holds the placeholder \(quoted: reference.id) (\(Self.describe(placeholder.kind))), "
                        + "which the caller supplies at load time and no object of the file can own; "
                        + "connect it with an outlet or a reference that does not own",
                    at: declaredInside ? placeholder.location : reference.location, objectID: holder.id,
                    keyPathOf: reference.holder, key: reference.key, index: reference.index))
        }
        return found
    }

    /// The registered class of the object at `position`, or of its base class.
    private func holderClass(_ position: Int, in context: ValidationContext) -> (any Archivable.Type)? {
        if let type = context.registeredClass(of: position) { return type }
        let object = context.index.nodes[position].object
        return object.baseClassName.flatMap { context.registry?.lookup($0, module: nil) }
    }

    static func describe(_ kind: ArchivePlaceholder.Kind) -> String {
        switch kind {
        case .owner: "File's Owner"
        case .firstResponder: "the First Responder"
        case .external(let name): "the external object \(quoted: name)"
        }
    }
}

extension ArchiveDiagnostic.Code {
    /// A placeholder held under a key that owns its objects (`PlaceholderOwnershipCheck`).
    public static let placeholderOwned = Self(rawValue: "NIB0514")
}
