import Foundation
import NibKit

/// What `nibc render --highlight-problems` outlines: the diagnostic codes at each view, by its
/// object id, from the checks `nibc validate` runs (warnings and errors; a finding at a
/// constraint counts at the views it relates) and from the layout the picture shows (the
/// conflicts and ambiguity `nibc dump --layout` lists), each computed where they already are.
struct RenderProblems {
    /// The codes at each view, sorted, by the view's object id.
    private(set) var codes: [String: [String]] = [:]

    /// The problems of `document` (read from `path`) and of its laid-out `roots`.
    init(document: ArchiveDocument, roots: [LayoutDump.Root], path: String, limits: ReaderLimits) {
        var found: [String: Set<String>] = [:]
        var viewIDs: Set<String> = []
        var constraintViews: [String: [String]] = [:]
        var pending = roots.map(\.view)
        while let view = pending.popLast() {
            pending += view.subviews + LayoutDump.cells(of: view)
            if let id = view.unarchivedValues.archiveID { viewIDs.insert(id) }
            for constraint in view.constraints {
                guard let id = constraint.unarchivedValues.archiveID else { continue }
                constraintViews[id] = Self.viewIDs(of: constraint)
            }
        }
        let validator = ArchiveValidator(registry: .nibc(), limits: limits)
        for diagnostic in validator.validate(document, file: InputFile.displayName(path))
        where diagnostic.severity >= .warning {
            guard let id = diagnostic.objectID else { continue }
            let views = viewIDs.contains(id) ? [id] : constraintViews[id] ?? []
            for view in views { found[view, default: []].insert(diagnostic.code.rawValue) }
        }
        // The layout drawn, which may differ from the validator's (text measured, --size).
        let marked = document.interfaceBuilderAmbiguity
        for root in roots {
            for conflict in root.conflicts {
                for view in conflict.constraints.flatMap(Self.viewIDs) {
                    found[view, default: []].insert(ArchiveDiagnostic.Code.unsatisfiableConstraints.rawValue)
                }
            }
            for entry in root.ambiguous {
                guard let id = entry.view.unarchivedValues.archiveID else { continue }
                // In an Xcode file, as `LayoutCheck` judges: only where Interface Builder agrees.
                if let marked, !marked.agrees(id: id, attributes: entry.attributes.map(\.rawValue)) { continue }
                found[id, default: []].insert(ArchiveDiagnostic.Code.ambiguousLayout.rawValue)
            }
            if !root.solverFailures.isEmpty, let id = root.view.unarchivedValues.archiveID {
                found[id, default: []].insert(ArchiveDiagnostic.Code.layoutNotSolved.rawValue)
            }
        }
        codes = found.mapValues { $0.sorted() }
    }

    /// The ids of the views a constraint relates (a guide's owning view for a guide).
    private static func viewIDs(of constraint: LayoutConstraint) -> [String] {
        [constraint.firstItem, constraint.secondItem].compactMap { item in
            let view = item as? View ?? (item as? LayoutGuide)?.owningView
            return view?.unarchivedValues.archiveID
        }
    }
}
