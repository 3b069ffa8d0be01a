import Foundation
import ViewCore

/// Layouts that cannot be solved as drawn: the document is decoded with the registered classes
/// (as `DecodeCheck` decodes it), each top-level view (a view controller's view) is laid out at
/// the size the file stored, and the layout system's findings become warnings:
/// - `NIB0516` for each set of required constraints that cannot all hold, at the constraint
///   the layout broke, listing the others by id;
/// - `NIB0517` once per file when views are left undetermined, at the first such view, naming
///   its free attributes, the constraints placing it and how many other views are free (a free
///   view frees every view placed from it, so the first is usually the cause); in an Xcode file
///   a warning only when Interface Builder marked the view ambiguous too, a note otherwise;
/// - `NIB0518` for each time the solver gave up (its pivot limit) instead of looping, at the
///   top-level view, naming the constraint it was working on.
///
/// Views that size themselves to their content (text, images, controls) are given the size the
/// file stored as their content size (there are no fonts or images to measure), so only the
/// constraints are judged; constraints an Xcode file's `default` size-class
/// variation leaves out are not installed, as Interface Builder does not install them. Does nothing without a registry or when the
/// document does not decode (`DecodeCheck` reports why), and reports at most `maxDiagnostics`.
///
/// - Complexity: one decode and one layout of the document.
public struct LayoutCheck: ArchiveCheck {
    /// The most problems reported.
    public var maxDiagnostics: Int

    /// Creates the check, reporting at most `maxDiagnostics` problems (100 by default).
    public init(maxDiagnostics: Int = 100) {
        self.maxDiagnostics = maxDiagnostics
    }

    /// The unsatisfiable and ambiguous layouts of the document's top-level views.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        guard let registry = context.registry else { return [] }
        let unarchiver = KeyedUnarchiver(
            document: context.document, registry: registry, options: .init(fallsBackToKnownBaseClass: true))
        // Masks are let go once the check is done (see `maskedViewIDs`): the fuzzer found two
        // views masking each other leaking here.
        defer {
            for id in context.maskedViewIDs { (unarchiver.object(withID: id) as? View)?.mask = nil }
        }
        let objects: [AnyObject]
        do {
            objects = try LayoutConstraint.withErrorHandler({ _ in }) { try unarchiver.decodeTopLevelObjects() }
        } catch {
            return []
        }
        var found: [ArchiveDiagnostic] = []
        var undetermined: [AmbiguousLayout] = []
        let leftOut = Self.constraintsLeftOutByDefault(in: context.index)
        for root in Self.roots(of: objects) {
            Self.deactivate(leftOut, below: root)
            Self.fixTextSizes(below: root)
            var conflicts: [UnsatisfiableConstraints] = []
            root.unsatisfiableConstraintsHandler = { conflicts.append($0) }
            let gaveUp = Locked<[LayoutConstraintError]>([])
            let report = LayoutConstraint.withErrorHandler({ error in
                if case .solverGaveUp = error.reason { gaveUp.withLock { $0.append(error) } }
            }) {
                root.layoutIfNeeded()
                return root.ambiguousLayoutReport()
            }
            for conflict in conflicts { found.append(diagnostic(for: conflict, in: context)) }
            let rootID = root.unarchivedValues.archiveID
            let rootLocation = rootID.flatMap { context.index.nodeByID[$0] }.map {
                context.index.nodes[$0].object.location
            }
            for error in gaveUp.withLock({ $0 }) {
                found.append(
                    context.diagnostic(
                        .layoutNotSolved, "\(error); the frames reported for this view tree may be wrong",
                        at: rootLocation ?? .unknown, severity: .warning, objectID: rootID))
            }
            undetermined += report
        }
        found += ambiguityFindings(undetermined, in: context)
        return Array(found.prefix(maxDiagnostics))
    }

    /// One view left free leaves free every view placed from it, so one finding per file, at
    /// the first such view, says how many there are; `nibc dump --layout` lists them all.
    ///
    /// In an Xcode file (`ArchiveDocument.interfaceBuilderAmbiguity`), the warning is about the
    /// first view Interface Builder marked ambiguous too (and not only in the sizes it was told
    /// to ignore): where it did not, the
    /// freedom comes from a rule NibKit lacks (a custom view's placeholder size, a stack view's
    /// arrangement, a cell not laid out yet), not from the file, and a note says so. Of the
    /// shared corpus's 46 warnings before this, 45 named views Interface Builder determines.
    private func ambiguityFindings(_ undetermined: [AmbiguousLayout], in context: ValidationContext)
        -> [ArchiveDiagnostic]
    {
        guard let first = undetermined.first else { return [] }
        guard let marked = context.document.interfaceBuilderAmbiguity else {
            return [ambiguity(first, among: undetermined.count, in: context, severity: .warning)]
        }
        let agreed = undetermined.filter { layout in
            layout.view.unarchivedValues.archiveID.map {
                marked.agrees(id: $0, attributes: layout.attributes.map(\.rawValue))
            } == true
        }
        if let view = agreed.first {
            return [ambiguity(view, among: agreed.count, in: context, severity: .warning)]
        }
        return [ambiguity(first, among: undetermined.count, in: context, severity: .note)]
    }

    private func ambiguity(
        _ layout: AmbiguousLayout, among count: Int, in context: ValidationContext,
        severity: ArchiveDiagnostic.Severity
    ) -> ArchiveDiagnostic {
        let id = layout.view.unarchivedValues.archiveID
        let location = id.flatMap { context.index.nodeByID[$0] }.map { context.index.nodes[$0].object.location }
        let attributes = layout.attributes.map(\.rawValue).joined(separator: ", ")
        let others = count - 1
        let more =
            others == 0 ? "" : " (and \(others) more view\(others == 1 ? "" : "s"); nibc dump --layout lists them)"
        let view = "\(quoted: id ?? "?") (\(Self.className(layout.view)))"
        let ids = Self.constraintIDs(placing: layout.view)
        let placed =
            ids.isEmpty
            ? "; no constraint of the file places it"
            : "; the constraints placing it: " + ids.map { "\(quoted: $0)" }.joined(separator: ", ")
        let message =
            severity == .note
            ? "NibKit's layout leaves \(attributes) of \(view) undetermined\(more), but Interface Builder does not mark it ambiguous: a layout rule NibKit lacks, not a fault of the file"
            : "the constraints leave \(attributes) of \(view) undetermined\(more)\(placed); add constraints that fix them"
        return context.diagnostic(
            .ambiguousLayout, message, at: location ?? .unknown, severity: severity, objectID: id)
    }

    /// The ids of the file's constraints on `view`, its own and its ancestors' that name it,
    /// at most `maxNamedConstraints` of them.
    private static func constraintIDs(placing view: View) -> [String] {
        var ids: [String] = []
        var holder: View? = view
        while let current = holder, ids.count < maxNamedConstraints {
            for constraint in current.constraints
            where constraint.isActive && (constraint.firstItem === view || constraint.secondItem === view) {
                guard let id = constraint.unarchivedValues.archiveID else { continue }
                ids.append(id)
                if ids.count == maxNamedConstraints { break }
            }
            holder = current.superview
        }
        return ids
    }

    /// How many constraint ids an ambiguity warning names.
    static let maxNamedConstraints = 8

    private func diagnostic(for conflict: UnsatisfiableConstraints, in context: ValidationContext) -> ArchiveDiagnostic
    {
        let brokenID = conflict.broken?.unarchivedValues.archiveID
        let location = brokenID.flatMap { context.index.nodeByID[$0] }.map { context.index.nodes[$0].object.location }
        let others = conflict.constraints.filter { $0 !== conflict.broken }.map { constraint in
            constraint.unarchivedValues.archiveID.map { "\(quoted: $0)" } ?? constraint.description
        }
        let system = conflict.descriptions.count - conflict.constraints.count
        let extra = system > 0 ? " and \(system) constraint\(system == 1 ? "" : "s") the views make themselves" : ""
        let subject = brokenID.map { "\(quoted: $0)" } ?? conflict.brokenDescription
        // With no other constraint of the file's, the conflict is with the views' own.
        let with = others.isEmpty ? String(extra.dropFirst(" and ".count)) : others.joined(separator: ", ") + extra
        return context.diagnostic(
            .unsatisfiableConstraints,
            "\(subject) cannot hold together with \(with); layout breaks it",
            at: location ?? .unknown, severity: .warning, objectID: brokenID)
    }

    private static func roots(of objects: [AnyObject]) -> [View] {
        objects.compactMap { object in
            if let view = object as? View, view.superview == nil { return view }
            if let controller = object as? ViewController, let view = controller.viewIfLoaded ?? controller.view,
                view.superview == nil
            {
                return view
            }
            return nil
        }
    }

    private static func fixTextSizes(below view: View) {
        if hasContentSize(view) {
            view.intrinsicContentSizeForLayout = view.alignmentRect(forFrame: view.frame).size
        }
        for subview in view.subviews { fixTextSizes(below: subview) }
    }

    /// Whether `view` sizes itself to content NibKit cannot measure: text (no fonts), an image
    /// (the file names it, its size is in the app's assets), a control UIKit or AppKit draws at
    /// its own size. Such a view takes the size the file stored, as Interface Builder measured
    /// it; without it, 5 of the corpus's `NIB0517` warnings named views their content places.
    private static func hasContentSize(_ view: View) -> Bool {
        if view is Label || view is Button || view is TextField || view is SegmentedControl || view is Switch
            || view is Slider || view is Stepper || view is ActivityIndicatorView || view is PageControl
            || view is ProgressView || (view as? TextView)?.isScrollEnabled == false
        {
            return true
        }
        if let imageView = view as? ImageView { return imageView.image != nil }
        // AppKit's controls with no ViewCore class of their own (an image view, a level
        // indicator, a date picker) load as a plain `Control`.
        return type(of: view) == Control.self
    }

    private static func className(_ view: View) -> String {
        view.unarchivedValues.originalClassName ?? String(describing: type(of: view))
    }
}

extension ArchiveDiagnostic.Code {
    /// Required constraints that cannot all hold; the layout breaks one (a warning, `LayoutCheck`).
    public static let unsatisfiableConstraints = Self(rawValue: "NIB0516")
    /// A view whose position or size the constraints leave undetermined (a warning, `LayoutCheck`).
    public static let ambiguousLayout = Self(rawValue: "NIB0517")
    /// The layout solver gave up (its pivot limit) instead of looping (a warning, `LayoutCheck`).
    public static let layoutNotSolved = Self(rawValue: "NIB0518")
}
