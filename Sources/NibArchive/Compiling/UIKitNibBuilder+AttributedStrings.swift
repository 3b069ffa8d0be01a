import Foundation

extension UIKitNibBuilder {
    /// An `<attributedString>` (a label's `attributedText`, a button state's `attributedTitle`)
    /// as `-[NSAttributedString encodeWithCoder:]` writes it (published decompilations of
    /// Foundation for iOS 26.1): `NSString` always; for a non-empty string `NSAttributes`, the
    /// one dictionary of a string styled throughout, else an array of the distinct dictionaries
    /// in order of first use, with `NSAttributeInfo` holding each run's length (UTF-16) and
    /// dictionary index as varints. Adjacent fragments of equal attributes are one run. Returns
    /// the string and its plain text.
    ///
    /// - Throws: `NIB0801` for a child other than a fragment, or an attribute with no known
    ///   archived form (`attributeValue(_:)`).
    mutating func attributedString(_ element: XMLElementNode) throws(ArchiveReadError)
        -> (object: NibObjectGraph.Ref, text: String)
    {
        if let stray = element.attributes.first(where: { $0.name != "key" }) { throw invalid(element, stray.name) }
        var text = ""
        // Indices by signature, not a search per fragment: a file of many fragments must not
        // take time by their square.
        var signatures: [String: Int] = [:]
        var attributeLists: [XMLElementNode?] = []
        var runs: [(length: Int, index: Int)] = []
        for fragment in element.children {
            guard fragment.name == "fragment" else { throw unsupported(fragment) }
            if let stray = fragment.attributes.first(where: { $0.name != "content" }) {
                throw invalid(fragment, stray.name)
            }
            var content = fragment["content"] ?? ""
            var attributes: XMLElementNode?
            for child in fragment.children {
                switch child.name {
                case "string" where child["key"] == "content": content = XcodeValues.string(child) ?? ""
                case "attributes": attributes = child
                default: throw unsupported(child)
                }
            }
            let signature = attributes.map(Self.signature) ?? ""
            let index = signatures[signature] ?? attributeLists.count
            if index == attributeLists.count {
                signatures[signature] = index
                attributeLists.append(attributes)
            }
            text += content
            let length = content.utf16.count
            guard length > 0 else { continue }
            if let last = runs.last, last.index == index {
                runs[runs.count - 1].length += length
            } else {
                runs.append((length, index))
            }
        }
        // Every fragment's attributes are compiled, an empty fragment's too, so that what has no
        // archived form is refused wherever it stands; a dictionary no run uses is dropped when
        // the graph is archived.
        var compiled: [NibObjectGraph.Ref] = []
        for attributes in attributeLists {
            var items: [NibObjectGraph.Ref] = []
            for attribute in attributes.map({ Array($0.children) }) ?? [] {
                guard let key = attribute["key"] else { throw unsupported(attribute) }
                items += [graph.string(key), try attributeValue(attribute)]
            }
            compiled.append(graph.collection("NSDictionary", items))
        }
        let string = graph.add("NSAttributedString")
        graph.set(string, "NSString", graph.string(text))
        guard !runs.isEmpty else { return (string, text) }
        // Only the dictionaries a run uses, renumbered in order of first use.
        var renumbered: [Int: Int] = [:]
        var dictionaries: [NibObjectGraph.Ref] = []
        for run in runs where renumbered[run.index] == nil {
            renumbered[run.index] = dictionaries.count
            dictionaries.append(compiled[run.index])
        }
        let numbered = runs.map { (length: $0.length, index: renumbered[$0.index] ?? 0) }
        graph.setAttributeRuns(numbered, dictionaries: dictionaries, on: string, mutable: false)
        return (string, text)
    }

    /// What makes two `<attributes>` equal: every element below it, with its name and
    /// attributes, in order.
    private static func signature(_ attributes: XMLElementNode) -> String {
        attributes.children.map { child in
            child.name + "(" + child.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: " ") + ")"
                + "[" + signature(child) + "]"
        }.joined(separator: ";")
    }

    /// One text attribute's value: a colour (`UIColor`), a font (`UIFont`), a number
    /// (`NSNumber`: kerning, underline style, baseline offset, ...) or a paragraph style.
    ///
    /// - Throws: `NIB0801` for anything else (a shadow, a link, ...): its archived form is not
    ///   known.
    private mutating func attributeValue(_ attribute: XMLElementNode) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        switch attribute.name {
        case "color": return try color(attribute)
        case "font": return try attributeFont(attribute)
        case "real":
            guard let value = try number(attribute, "value") else { throw invalid(attribute, "value") }
            return graph.number(.double(value))
        case "integer":
            guard let text = attribute["value"], let value = Int(text) else { throw invalid(attribute, "value") }
            return graph.number(NibObjectGraph.integer(value))
        case "paragraphStyle": return try paragraphStyle(attribute)
        default: throw unsupported(attribute)
        }
    }

    /// A text attribute's `<font>`, which names a face or AppKit's system meta font, as the
    /// `UIFont` a `<fontDescription>` of the same face compiles to.
    ///
    /// - Throws: `NIB0801` for a meta font other than the system font and its bold face, or no
    ///   size.
    private mutating func attributeFont(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        guard let size = try number(element, "size"), size > 0 else { throw invalid(element, "size") }
        if let stray = element.attributes.first(where: { !["key", "size", "name", "metaFont"].contains($0.name) }) {
            throw invalid(element, stray.name)
        }
        if let name = element["name"] {
            if element.has("metaFont") { throw invalid(element, "metaFont") }
            return namedFont(name, size: size)
        }
        switch element["metaFont"] {
        case "system": return systemFont(Self.regularFace, size: size)
        case "systemBold", "boldSystem": return systemFont(Self.boldFace, size: size)
        default: throw invalid(element, "metaFont")
        }
    }
}
