import Foundation
import ViewCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG file's elements as a tree, read with Foundation's `XMLParser` (no external entities,
/// no network), with the limits a small icon never reaches.
struct SVGDocument {
    /// One element: its local name (no namespace prefix), attributes and children.
    struct Node {
        var name: String
        var attributes: [String: String]
        var children: [Node] = []
        /// The text of a `<style>` element (other elements' text is not kept).
        var text = ""
    }

    /// The root `<svg>` element.
    let root: Node
    /// The elements with an `id`, for `<use>` and gradients.
    let byID: [String: Node]

    /// The most elements and the deepest nesting a file may have.
    static let maximumElements = 200_000
    static let maximumDepth = 128
    /// The largest SVG file read, in bytes.
    static let maximumBytes = 32 << 20

    /// Parses `data`.
    ///
    /// - Throws: `ImageDecodingError` with the line and column of the XML error, or when the
    ///   root is not `<svg>` or a limit is passed.
    init(_ data: Data) throws(ImageDecodingError) {
        guard data.count <= Self.maximumBytes else {
            throw ImageDecodingError("SVG", line: 1, column: 1, "larger than \(Self.maximumBytes >> 20) MB")
        }
        // Foundation's XMLParser stops the process on a name that is not UTF-8: check first.
        if let bad = Self.firstInvalidUTF8(data) {
            throw ImageDecodingError("SVG", line: bad.line, column: bad.column, "the file is not UTF-8 text")
        }
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let parsed = parser.parse()
        if let problem = builder.problem {
            throw ImageDecodingError("SVG", line: parser.lineNumber, column: parser.columnNumber, problem)
        }
        guard parsed, let root = builder.root else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "not an XML document"
            throw ImageDecodingError(
                "SVG", line: max(1, parser.lineNumber), column: max(1, parser.columnNumber), reason)
        }
        guard root.name == "svg" else {
            throw ImageDecodingError("SVG", line: 1, column: 1, "the root element is <\(root.name)>, not <svg>")
        }
        self.root = root
        var ids: [String: Node] = [:]
        var pending = [root]
        while let node = pending.popLast() {
            if let id = node.attributes["id"], ids[id] == nil { ids[id] = node }
            pending += node.children
        }
        byID = ids
    }

    /// The line and column (in bytes, 1-based) of the first byte that is not UTF-8, or a NUL;
    /// nil for valid text.
    static func firstInvalidUTF8(_ data: Data) -> (line: Int, column: Int)? {
        var (line, lineStart, index) = (1, 0, 0)
        let bytes = [UInt8](data)
        while index < bytes.count {
            let byte = bytes[index]
            // The sequence's length from its lead byte (0: not a lead byte).
            let length = [1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 2, 3, 4][Int(byte >> 4)]
            let valid =
                byte != 0 && length > 0 && index + length <= bytes.count
                && bytes[(index + 1)..<(index + length)].allSatisfy { $0 >> 6 == 0b10 }
                && String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil
            guard valid else { return (line, index - lineStart + 1) }
            if byte == 10 { (line, lineStart) = (line + 1, index + 1) }
            index += length
        }
        return nil
    }

    /// Builds the tree from the parser's events.
    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [Node] = []
        var root: Node?
        var count = 0
        var problem: String?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            count += 1
            if count > SVGDocument.maximumElements || stack.count >= SVGDocument.maximumDepth {
                problem =
                    count > SVGDocument.maximumElements
                    ? "more than \(SVGDocument.maximumElements) elements"
                    : "elements nested more than \(SVGDocument.maximumDepth) deep"
                parser.abortParsing()
                return
            }
            var local: [String: String] = [:]
            for (key, value) in attributes { local[Self.localName(key)] = local[Self.localName(key)] ?? value }
            stack.append(Node(name: Self.localName(elementName), attributes: local))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard stack.last?.name == "style" else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            guard stack.last?.name == "style" else { return }
            stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            guard let node = stack.popLast() else { return }
            if stack.isEmpty {
                root = root ?? node
            } else {
                stack[stack.count - 1].children.append(node)
            }
        }

        /// `xlink:href` is `href`, `svg:path` is `path`.
        static func localName(_ name: String) -> String {
            name.split(separator: ":").last.map(String.init) ?? name
        }
    }
}
