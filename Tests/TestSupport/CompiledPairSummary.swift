import Foundation
import NibArchive

/// What the macOS pair test compares between a `.xib` and the nib compiled from it, each part
/// as a sorted list of lines (ids differ between the two, and ibtool orders top-level objects
/// and constraints its own way): the view trees (class, depth, frame, text), the constraints
/// (attributes, relation, constant, multiplier, priority, by the classes of their items) and
/// the connections (kind, name, the classes at both ends).
public struct CompiledPairSummary: Equatable {
    /// The classes part, one line per item, sorted.
    public var classes: [String] = []
    /// The structure part, one line per item, sorted.
    public var structure: [String] = []
    /// The frames part, one line per item, sorted.
    public var frames: [String] = []
    /// The texts part, one line per item, sorted.
    public var texts: [String] = []
    /// The constraints part, one line per item, sorted.
    public var constraints: [String] = []
    /// The connections part, one line per item, sorted.
    public var connections: [String] = []
    /// The fonts part, one line per item, sorted.
    public var fonts: [String] = []

    /// The classes that Interface Builder's `.xib` holds but a compiled nib has no object for,
    /// and the reverse: compared apart from the rest (see the test).
    /// The summary of `document`.
    public init(_ document: ArchiveDocument) {
        let index = document.objectIndex()
        var placeholderClasses: [String: String] = [:]
        for placeholder in document.placeholders {
            placeholderClasses[placeholder.id] =
                switch placeholder.kind {
                case .owner: "owner"
                case .firstResponder: "firstResponder"
                case .external(let name): "external:\(name)"
                }
        }
        func name(_ id: String) -> String { placeholderClasses[id] ?? index[id].map(Self.className) ?? "?" }
        func visit(_ node: ArchiveObject, path: String, depth: Int) {
            let here = path + "/" + Self.className(node)
            classes.append(Self.className(node))
            structure.append(here)
            if case .value(.rect(let frame))? = node["frame"], (node.baseClassName ?? node.className) != "Window" {
                frames.append("\(here) \(Self.rounded(frame))")
            }
            for key in ["text", "title"] {
                if case .value(.string(let text))? = node[key], !text.isEmpty { texts.append("\(here) \(key)=\(text)") }
            }
            if case .object(let cell)? = node["cell"] {
                if case .value(.string(let text))? = cell["title"], !text.isEmpty {
                    texts.append("\(here) cell=\(text)")
                }
                if case .value(.font(let font))? = cell["font"] { fonts.append("\(here) cell \(font)") }
            }
            if case .value(.font(let font))? = node["font"] { fonts.append("\(here) \(font)") }
            if case .array(let items)? = node["constraints"] {
                for case .object(let constraint) in items {
                    constraints.append(Self.describe(constraint, name: name))
                }
            }
            if case .array(let items)? = node["subviews"] {
                for case .object(let child) in items { visit(child, path: here, depth: depth + 1) }
            }
            // A tab view item's view, as AppKit shows the selected one: under its tab view.
            if case .array(let items)? = node["tabViewItems"] {
                for case .object(let item) in items {
                    if case .object(let view)? = item["view"] { visit(view, path: here, depth: depth + 1) }
                }
            }
        }
        for object in document.objects where object["frame"] != nil || object["subviews"] != nil {
            visit(object, path: "", depth: 0)
        }
        connections = document.connections.map { "\($0.kind) \($0.name) \(name($0.source)) -> \(name($0.destination))" }
        for keyPath in [
            \CompiledPairSummary.classes, \.structure, \.frames, \.texts, \.constraints, \.connections, \.fonts,
        ] {
            self[keyPath: keyPath].sort()
        }
    }

    static func className(_ node: ArchiveObject) -> String {
        node.module.map { "\($0).\(node.className)" } ?? node.className
    }

    static func rounded(_ rect: CGRect) -> String {
        [rect.minX, rect.minY, rect.width, rect.height].map { String(format: "%.0f", $0) }.joined(separator: ",")
    }

    static func describe(_ constraint: ArchiveObject, name: (String) -> String) -> String {
        func text(_ key: String) -> String {
            switch constraint[key] {
            case .value(.string(let text))?: text
            case .value(.real(let number))?: String(format: "%g", number)
            case .value(.integer(let number))?: "\(number)"
            case .value(.bool(let flag))?: "\(flag)"
            case .reference(let id)?: name(id)
            default: "-"
            }
        }
        return [
            "firstItem", "firstItemGuide", "firstAttribute", "relation", "secondItem", "secondItemGuide",
            "secondAttribute", "multiplier", "constant", "priority", "symbolic",
        ].map(text).joined(separator: " ")
    }

    /// The parts that differ, by name, each with the lines only one side has.
    public func differences(from other: CompiledPairSummary) -> [String: (onlyHere: [String], onlyThere: [String])] {
        var result: [String: (onlyHere: [String], onlyThere: [String])] = [:]
        let parts: [(String, KeyPath<CompiledPairSummary, [String]>)] = [
            ("classes", \.classes), ("structure", \.structure), ("frames", \.frames), ("texts", \.texts),
            ("constraints", \.constraints), ("connections", \.connections), ("fonts", \.fonts),
        ]
        for (name, keyPath) in parts where self[keyPath: keyPath] != other[keyPath: keyPath] {
            var here = self[keyPath: keyPath]
            var there = other[keyPath: keyPath]
            for line in self[keyPath: keyPath] {
                if let found = there.firstIndex(of: line), let mine = here.firstIndex(of: line) {
                    there.remove(at: found)
                    here.remove(at: mine)
                }
            }
            result[name] = (here, there)
        }
        return result
    }
}
