import Foundation
import NibArchive

/// What the iOS compile tests compare between a source document and what its compiled output
/// reads back as, one sorted line per item (ids differ between the two): every object reached
/// from the top level through views, controllers' views, bars, navigation items, bar button
/// items, prototype cells and static sections, by its path of classes
/// (`/NavigationController.navigationBar/NavigationBar`), with its frame and text (and a
/// section's titles); the segues by the classes of their holder and destination; the
/// connections by kind, name and the classes at both ends.
public struct InterfaceTreeSummary: Equatable, CustomStringConvertible {
    /// The lines, sorted.
    public private(set) var lines: [String] = []

    /// The keys under which an object holds one object the summary follows.
    static let objectKeys = [
        "view", "navigationBar", "navigationItem", "backBarButtonItem", "titleView", "customView", "contentView",
        "tableHeaderView", "tableFooterView", "tabBar", "tabBarItem",
    ]
    /// The keys under which an object holds a list of objects the summary follows.
    static let listKeys = [
        "subviews", "leftBarButtonItems", "rightBarButtonItems", "prototypeCells", "staticSections", "cells",
    ]

    /// The summary of `document`, without the connections and objects at `leftOut` (the line
    /// and column of each the compiler left out with a warning).
    public init(_ document: ArchiveDocument, leftOut: Set<[Int]> = []) {
        let index = document.objectIndex()
        var kinds: [String: String] = [:]
        for placeholder in document.placeholders {
            kinds[placeholder.id] =
                switch placeholder.kind {
                case .owner: "owner"
                case .firstResponder: "firstResponder"
                case .external(let name): "external:\(name)"
                }
        }
        func name(_ id: String) -> String { kinds[id] ?? index[id].map(\.className) ?? "?" }
        func visit(_ node: ArchiveObject, path: String) {
            guard !leftOut.contains([node.location.line, node.location.column]) else { return }
            let here = path + "/" + node.className
            lines.append("object \(here)")
            if case .value(.rect(let frame))? = node["frame"] {
                let numbers = [frame.minX, frame.minY, frame.width, frame.height]
                lines.append("frame \(here) " + numbers.map { String(format: "%.1f", $0) }.joined(separator: ","))
            }
            for key in ["text", "title", "headerTitle", "footerTitle"] {
                if case .value(.string(let text))? = node[key], !text.isEmpty { lines.append("\(key) \(here) \(text)") }
            }
            // A storyboard reference's navigation item has no archived form: the compiler leaves
            // out an empty one and refuses any other, so a document that compiles holds no other.
            for key in Self.objectKeys where !(node.className == "StoryboardReference" && key == "navigationItem") {
                if case .object(let child)? = node[key] { visit(child, path: here + "." + key) }
            }
            for key in Self.listKeys {
                guard case .array(let items)? = node[key] else { continue }
                for case .object(let child) in items { visit(child, path: here + "." + key) }
            }
            if case .array(let segues)? = node["segues"] {
                for case .object(let segue) in segues {
                    var line = "segue \(here)"
                    for key in ["kind", "identifier", "relationship", "unwindAction"] {
                        if case .value(.string(let text))? = segue[key] { line += " \(key)=\(text)" }
                    }
                    if case .reference(let id)? = segue["destination"] { line += " -> \(name(id))" }
                    lines.append(line)
                }
            }
        }
        // Constraints are not followed anywhere: one a compiled nib holds in no view (uninstalled,
        // named by an outlet) is read back at the top level, where its source keeps it in its view.
        let named = Set(document.connections.map(\.destination))
        for object in document.objects where !(object.className == "LayoutConstraint" && named.contains(object.id)) {
            visit(object, path: "")
        }
        lines += document.connections.filter { !leftOut.contains([$0.location.line, $0.location.column]) }.map {
            "\($0.kind) \($0.name) \(name($0.source)) -> \(name($0.destination))"
        }
        lines.sort()
    }

    /// The lines, one per row.
    public var description: String { lines.joined(separator: "\n") }

    /// The lines only this summary has, then those only `other` has.
    public func differences(from other: InterfaceTreeSummary) -> (onlyHere: [String], onlyThere: [String]) {
        var here = lines
        var there = other.lines
        for line in lines {
            if let found = there.firstIndex(of: line), let mine = here.firstIndex(of: line) {
                there.remove(at: found)
                here.remove(at: mine)
            }
        }
        return (here, there)
    }
}
