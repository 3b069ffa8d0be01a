import Foundation
import ViewCore

/// The object tree of a document for people (`nibc dump`) and scripts (`nibc dump --format
/// json`), read from the document alone: no class is created, so any file dumps.
///
/// Text has one object a line, indented by ownership: class, id, frame, then the values that
/// are in the file (archives leave defaults out, so these are the ones that differ from them):
///
/// ```
/// View id=v1 frame=(0 0 320 480) alpha=0.5 tag=7
///   Button id=b1 [subviews] frame=(16 16 100 44)
/// connections:
///   outlet owner.view -> v1
/// 2 views, 0 constraints, 1 outlet, 0 actions
/// ```
///
/// JSON is `{"objects": [{"class", "id", "frame": [x, y, w, h], "children": [...], ...}],
/// "connections": [...], "summary": {"views", "constraints", "outlets", "actions"}}`, where
/// `id` is the id in the file.
public struct ArchiveDump: Sendable {
    /// Consulted to count views and constraints of registered classes (or base classes); objects
    /// with a `frame` count as views whatever their class.
    public var registry: ClassRegistry?

    /// Creates a dumper consulting `registry`, the shared registry by default.
    public init(registry: ClassRegistry? = .shared) {
        self.registry = registry
    }

    /// How many objects of each kind the document holds.
    public struct Summary: Sendable, Equatable {
        /// The counts, each 0 by default.
        public var views = 0, constraints = 0, outlets = 0, actions = 0
    }

    /// Counts views, constraints, outlets (and outlet collections) and actions.
    public func summary(of document: ArchiveDocument) -> Summary {
        var summary = Summary()
        for node in ArchiveIndex(document).nodes {
            if isConstraint(node.object) {
                summary.constraints += 1
            } else if isView(node.object) {
                summary.views += 1
            }
        }
        for connection in document.connections {
            if connection.kind == .action { summary.actions += 1 } else { summary.outlets += 1 }
        }
        return summary
    }

    /// Whether `object` is a view: it has a frame, or its class (else the base class it falls
    /// back to, as a custom class of an Xcode file does) is a registered view class. A view the
    /// file gives no frame (a navigation controller's bar, a view its constraints place) is a
    /// view all the same; an object no registry knows and without a frame (a WatchKit interface
    /// object, an AppKit cell) is not.
    func isView(_ object: ArchiveObject) -> Bool {
        if object["frame"] != nil { return true }
        return registeredClass(of: object).map { $0 is View.Type } ?? false
    }

    func isConstraint(_ object: ArchiveObject) -> Bool {
        if let type = registeredClass(of: object) { return type is LayoutConstraint.Type }
        return object.className == "LayoutConstraint"
    }

    private func registeredClass(of object: ArchiveObject) -> (any Archivable.Type)? {
        guard let registry else { return nil }
        return registry.lookup(object.className, module: object.module)
            ?? object.baseClassName.flatMap { registry.lookup($0, module: nil) }
    }

    // MARK: Text

    /// The tree as text, ending with a newline.
    public func text(_ document: ArchiveDocument) -> String {
        var output = ""
        for object in document.objects { text(object, via: nil, depth: 0, into: &output) }
        if !document.placeholders.isEmpty {
            output += "placeholders:\n"
            for placeholder in document.placeholders {
                output += "  \(placeholder.id) \(Self.kindText(placeholder.kind))"
                if let className = placeholder.className { output += " class=\(className)" }
                output += "\n"
            }
        }
        if !document.connections.isEmpty {
            output += "connections:\n"
            for connection in document.connections {
                output +=
                    "  \(connection.kind.rawValue) \(connection.source).\(connection.name) -> \(connection.destination)"
                if let event = connection.event { output += " [\(event)]" }
                output += "\n"
            }
        }
        let summary = summary(of: document)
        output +=
            "\(Self.count(summary.views, "view")), \(Self.count(summary.constraints, "constraint")), "
            + "\(Self.count(summary.outlets, "outlet")), \(Self.count(summary.actions, "action"))\n"
        return output
    }

    private func text(_ object: ArchiveObject, via key: String?, depth: Int, into output: inout String) {
        output += String(repeating: "  ", count: depth)
        output += object.module.map { "\($0).\(object.className)" } ?? object.className
        output += " id=\(object.id)"
        if let key, key != "subviews" { output += " [\(key)]" }
        if case .value(.rect(let frame))? = object["frame"] {
            output +=
                " frame=(\(Self.number(frame.origin.x)) \(Self.number(frame.origin.y)) "
                + "\(Self.number(frame.size.width)) \(Self.number(frame.size.height)))"
        }
        for entry in object.entries where entry.key != "frame" && !Self.holdsObjects(entry.value) {
            output += " \(entry.key)=\(Self.valueText(entry.value))"
        }
        output += "\n"
        for (key, child) in children(of: object) { text(child, via: key, depth: depth + 1, into: &output) }
    }

    /// The objects `object` owns, with the key holding each, in file order.
    func children(of object: ArchiveObject) -> [(String, ArchiveObject)] {
        var result: [(String, ArchiveObject)] = []
        func collect(_ value: ArchiveValue, key: String) {
            switch value {
            case .object(let child): result.append((key, child))
            case .array(let items): items.forEach { collect($0, key: key) }
            case .dictionary(let members): members.forEach { collect($0.value, key: key) }
            case .value, .reference: break
            }
        }
        for entry in object.entries { collect(entry.value, key: entry.key) }
        return result
    }

    static func holdsObjects(_ value: ArchiveValue) -> Bool {
        switch value {
        case .object: true
        case .value, .reference: false
        case .array(let items): items.contains(where: holdsObjects)
        case .dictionary(let members): members.contains { holdsObjects($0.value) }
        }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private static func kindText(_ kind: ArchivePlaceholder.Kind) -> String {
        switch kind {
        case .owner: "owner"
        case .firstResponder: "firstResponder"
        case .external(let identifier): "external(\(identifier))"
        }
    }
}
