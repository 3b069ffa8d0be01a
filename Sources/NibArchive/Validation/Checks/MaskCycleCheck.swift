/// A view whose `mask` is the view itself or one of the objects it sits in (`NIB0511`, an error).
///
/// A view holds its mask strongly, as UIKit's does, and an object holds what is nested in it:
/// such a mask makes a cycle of strong references, and the loaded tree could never be freed. A
/// tree that can never be freed is not one NibKit hands out. A mask elsewhere (a sibling, a
/// descendant, a view of its own) holds nothing back and passes.
public struct MaskCycleCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    /// An error for each mask that is its view or an owner of it.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        var found: [ArchiveDiagnostic] = []
        for (reference, target) in context.index.masksContainingTheirViews {
            let view = context.index.nodes[reference.holder].object
            let mask = context.index.nodes[target].object
            let cycle =
                target == reference.holder
                ? "is the view itself: it holds itself and is never freed"
                : "is \(quoted: mask.id) (\(cut: mask.className)), which contains it: each holds the other and neither is ever freed"
            found.append(
                context.diagnostic(
                    .maskCycle, "the mask of \(quoted: view.id) \(cycle); use a view outside its hierarchy as the mask",
                    at: reference.location, objectID: view.id,
                    keyPath: context.index.keyPath(of: reference.holder, key: reference.key)))
        }
        return found
    }
}

extension ArchiveIndex {
    /// The `mask` references that name their own view or an object it sits in, with the node
    /// each names.
    var masksContainingTheirViews: [(reference: Reference, target: Int)] {
        references.compactMap { reference in
            guard reference.key == "mask", reference.index == nil, let target = nodeByID[reference.id],
                isAncestorOrSelf(target, of: reference.holder)
            else { return nil }
            return (reference, target)
        }
    }
}
