import ViewCore

/// Classes the registry does not know (`NIB0305`), one diagnostic per class and file, at its
/// first object, with how many objects name it:
/// - an app's own class over an element whose class NibKit knows (Xcode's `customClass`, which
///   the file gives a base, `ArchiveObject.baseClassName`) loads as that base, as the file
///   intends: a note (an error when validation is strict);
/// - in an Xcode file, a class with no base NibKit knows (WatchKit's interface objects, an
///   AppKit view or a UIKit object ViewCore has no counterpart for, an app's class over one):
///   NibKit's gap, not a fault of the file, which Interface Builder wrote: a note
///   (`isNotModelledNote(_:)`; an error when validation is strict);
/// - any other class: a warning, since `nibc` cannot see the classes an app registers and the
///   loader can fall back to a base class; an error when validation is strict.
///
/// The storyboard's own objects (`StoryboardSegue`, `StoryboardReference`, `StoryboardExit`),
/// which the `Storyboard` loader reads rather than decodes, are known. Suggests a registered
/// name that is close ("did you mean 'Button'?"), for the first `maxSuggestedNames` distinct
/// names of a file, so the work stays proportional to the file. Does nothing without a registry.
///
/// - Complexity: O(n) in the number of objects, plus one suggestion per distinct name.
public struct ClassCheck: ArchiveCheck {
    /// How many distinct unknown names get a "did you mean" suggestion in one file.
    static let maxSuggestedNames = 32

    /// The classes of a storyboard's own objects, which the `Storyboard` loader reads (the Xcode
    /// reader's names for `<segue>`, `<viewControllerPlaceholder>` and `<exit>`).
    public static let storyboardClassNames: Set<String> = ["StoryboardSegue", "StoryboardReference", "StoryboardExit"]

    /// What the note of a class NibKit does not model in an Xcode file ends its message with.
    static let notModelledSuffix =
        "; NibKit does not model it yet: it loads as a plain View that keeps what the file says"

    /// Whether `diagnostic` is the note of a class NibKit does not model in an Xcode file, which
    /// `nibc validate` sums up with the other content NibKit does not model.
    public static func isNotModelledNote(_ diagnostic: ArchiveDiagnostic) -> Bool {
        diagnostic.code == .unknownClass && diagnostic.severity == .note
            && diagnostic.message.hasSuffix(notModelledSuffix)
    }

    /// Creates the check; it has no settings.
    public init() {}

    /// One warning or note (an error when strict) per unknown class; none without a registry.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        guard let registry = context.registry else { return [] }
        // Per qualified name: its first object's position, how many objects, and the base it
        // loads as when the file gives a known one.
        var first: [String: (position: Int, count: Int, base: String?)] = [:]
        var order: [String] = []
        for (position, node) in context.index.nodes.enumerated() where context.registeredClass(of: position) == nil {
            let object = node.object
            if object.module == nil, Self.storyboardClassNames.contains(object.className) { continue }
            let name = object.module.map { $0 + "." + object.className } ?? object.className
            if let index = first.index(forKey: name) {
                first.values[index].count += 1
                continue
            }
            let base = object.baseClassName.flatMap { registry.lookup($0, module: nil) == nil ? nil : $0 }
            first[name] = (position, 1, base)
            order.append(name)
        }
        var known: [String]?
        var suggested = 0
        // The notes first: a note just after a warning of the same code would read as that
        // warning's (`ArchiveDiagnostic.startsGroup`).
        let notesFirst =
            context.isXcode ? order : order.filter { first[$0]?.base != nil } + order.filter { first[$0]?.base == nil }
        return notesFirst.compactMap { name in
            guard let (position, count, base) = first[name] else { return nil }
            let object = context.index.nodes[position].object
            let times = count > 1 ? " (\(count) objects)" : ""
            var message = "class '" + DiagnosticText.quoted(name) + "' is not registered" + times
            let severity: ArchiveDiagnostic.Severity
            if let base {
                message += "; it loads as its base class '" + DiagnosticText.quoted(base) + "', as the file says"
                severity = context.strict ? .error : .note
            } else if context.isXcode {
                message += Self.notModelledSuffix
                severity = context.strict ? .error : .note
            } else {
                // One suggestion per distinct name, and only for the first few: each compares
                // the name with every registered one.
                if suggested < Self.maxSuggestedNames {
                    suggested += 1
                    let names = known ?? registry.registeredNames
                    known = names
                    message += context.suggestion(for: object.className, in: names)
                }
                severity = context.strict ? .error : .warning
            }
            return context.diagnostic(
                .unknownClass, message, at: object.location, severity: severity, objectID: object.id,
                keyPathOf: position)
        }
    }
}
