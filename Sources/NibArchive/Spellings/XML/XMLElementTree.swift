import Foundation

/// One element of a plain XML tree: its name, its attributes in file order, its child elements,
/// its text (the character data directly inside it, joined), and where its start tag's `<`
/// stands (1-based line and column, the column counting UTF-8 bytes).
///
/// The tree is what the Xcode reader maps from: Xcode files are small (the largest seen is
/// 513 KB), so reading them whole first and mapping after keeps the mapping plain Swift.
final class XMLElementNode {
    /// The element's name, without a namespace prefix.
    let name: String
    /// The attributes, in file order, with XML's escapes resolved.
    var attributes: [(name: String, value: String)]
    // `children` and `text` change only while `XMLElementTree` builds the tree; see there.
    /// The child elements, in file order.
    @exclusivity(unchecked) var children: [XMLElementNode] = []
    /// The character data directly inside the element, CDATA included; empty for an element
    /// with child elements and only whitespace between them (indentation).
    @exclusivity(unchecked) var text = ""
    /// Where the start tag's `<` stands.
    let location: SourceLocation

    init(name: String, attributes: [(name: String, value: String)], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    /// The value of the attribute `name`, if the element has one.
    subscript(name: String) -> String? {
        // Lengths first: most names differ in length, which `==` does not check before it
        // compares characters (the mapper asks for `key` and `id` over and over): one load of
        // the reference .xib, 2.065G -> 2.035G instructions (callgrind).
        let length = name.utf8.count
        return attributes.first { $0.name.utf8.count == length && $0.name == name }?.value
    }

    /// The first child element named `name`.
    func child(_ name: String) -> XMLElementNode? {
        let length = name.utf8.count
        return children.first { $0.name.utf8.count == length && $0.name == name }
    }
}

/// Reads XML bytes into an `XMLElementNode` tree from the events of `XMLPushParser`: no DTD (a
/// `DOCTYPE` is refused, `NIB0102`), no network, no entity substitution, UTF-8 only, and
/// `ReaderLimits` enforced (size `NIB0108`, depth `NIB0107`, string length `NIB0110`). Comments
/// and processing instructions are dropped.
final class XMLElementTree: XMLEventHandler {
    private let limits: ReaderLimits
    private let file: String?
    // The tree is built on one thread, one callback at a time, and no access to the properties
    // below marked `@exclusivity(unchecked)` overlaps another. Without the runtime's exclusivity
    // checks on them and on
    // `XMLElementNode`'s `children` and `text`, one load of the reference .xib takes 2.268G
    // instructions, not 2.359G (callgrind).
    @exclusivity(unchecked) private var stack: [XMLElementNode] = []
    @exclusivity(unchecked) private var root: XMLElementNode?
    @exclusivity(unchecked) private var fatal: ArchiveDiagnostic?
    /// Whether `fatal` is set, asked on every event: `fatal == nil` copied the whole optional
    /// diagnostic each time (one load of the reference .xib: 1.99G -> 1.965G instructions,
    /// callgrind).
    @exclusivity(unchecked) private var failed = false
    /// Element and attribute names made into strings once per parse, by their identity (which
    /// libxml2 keeps for the whole parse): most names come back on every element, and some are
    /// too long to be stored inline (one load of the reference .xib: 1.965G -> 1.912G instructions,
    /// callgrind).
    @exclusivity(unchecked) private var names: [UnsafeRawPointer: String] = [:]
    @exclusivity(unchecked) private var parser: XMLPushParser?
    @exclusivity(unchecked) private var lines: LineCounter
    /// Per open element, its whitespace-only character data not yet in its text: added when
    /// other text follows, or at its end when it has no child elements or has text. The arrays
    /// above the open depth are empty and keep their capacity. Not keeping indentation as text:
    /// 2.175G -> 2.128G instructions for one load of the reference .xib (callgrind).
    @exclusivity(unchecked) private var whitespace: [[UInt8]] = []
    private let base: UnsafePointer<UInt8>
    private let count: Int

    private init(limits: ReaderLimits, file: String?, base: UnsafePointer<UInt8>, count: Int) {
        self.limits = limits
        self.file = file
        self.base = base
        self.count = count
        lines = LineCounter(base: base, count: count)
    }

    /// Parses `data` into a tree and returns its root element.
    ///
    /// - Throws: `ArchiveReadError` with one diagnostic: libxml2's syntax error (`NIB0101`,
    ///   `NIB0106`), a `DOCTYPE` (`NIB0102`), or a limit exceeded (`NIB0107`, `NIB0108`, `NIB0110`).
    /// - Complexity: O(n) in the size of the input.
    static func parse(_ data: Data, file: String?, limits: ReaderLimits) throws(ArchiveReadError) -> XMLElementNode {
        do {
            return try limits.withCheckedBytes(of: data, file: file) { base, count in
                let tree = XMLElementTree(limits: limits, file: file, base: base, count: count)
                return try tree.run()
            }
        } catch let error as ArchiveReadError {
            throw error
        } catch {
            throw ArchiveReadError(
                ArchiveDiagnostic(code: .malformedXML, message: "\(error)", file: file, line: 1, column: 1))
        }
    }

    private func run() throws(ArchiveReadError) -> XMLElementNode {
        guard let parser = XMLPushParser(handler: self, file: file) else {
            throw ArchiveReadError(
                ArchiveDiagnostic(code: .malformedXML, message: "libxml2 could not create a parser", file: file))
        }
        self.parser = parser
        defer { self.parser = nil }
        parser.parse(UnsafeBufferPointer(start: base, count: count)) { failed }
        if let fatal { throw ArchiveReadError(fatal) }
        guard let root else {
            throw ArchiveReadError(
                ArchiveDiagnostic(
                    code: .unexpectedEnd, message: "the input holds no element",
                    file: file, line: 1, column: 1))
        }
        return root
    }

    // MARK: Events

    func startElement(_ name: XMLName, isNamespaced: Bool, attributes: XMLAttributeList, offset: Int) {
        guard !failed else { return }
        let location = lines.location(at: lines.tagStart(before: offset))
        if root == nil, parser?.isTranscoding == true {
            return stop(
                .malformedXML, "interface files must be UTF-8; this file declares another encoding", at: location)
        }
        if stack.count >= limits.maxDepth {
            return stop(.tooDeep, "elements nest deeper than the limit of \(limits.maxDepth)", at: location)
        }
        var pairs: [(name: String, value: String)] = []
        pairs.reserveCapacity(attributes.count)
        for index in 0..<attributes.count {
            guard let attributeName = attributes.name(at: index), let value = attributes.value(at: index) else {
                continue
            }
            if value.count > limits.maxStringLength {
                return stop(
                    .stringTooLong,
                    "attribute value of \(value.count) bytes is longer than the limit of \(limits.maxStringLength)",
                    at: location)
            }
            pairs.append((text(of: attributeName), XMLAttributes.string(value)))
        }
        let node = XMLElementNode(name: text(of: name), attributes: pairs, location: location)
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
        if whitespace.count < stack.count { whitespace.append([]) }
    }

    private func text(of name: XMLName) -> String {
        if let known = names[name.identity] { return known }
        let text = name.text
        names[name.identity] = text
        return text
    }

    func endElement(offset: Int) {
        guard !failed, let node = stack.last else { return }
        let depth = stack.count - 1
        if !whitespace[depth].isEmpty {
            if node.children.isEmpty || !node.text.isEmpty { addWhitespace(to: node, depth: depth) }
            whitespace[depth].removeAll(keepingCapacity: true)
        }
        stack.removeLast()
    }

    func characters(_ text: UnsafeBufferPointer<UInt8>, offset: Int) {
        guard !failed, let node = stack.last else { return }
        let depth = stack.count - 1
        let length = node.text.utf8.count + whitespace[depth].count + text.count
        if length > limits.maxStringLength {
            return stop(
                .stringTooLong, "text of \(length) bytes is longer than the limit of \(limits.maxStringLength)",
                at: node.location)
        }
        if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            whitespace[depth].append(contentsOf: text)
            return
        }
        if !whitespace[depth].isEmpty { addWhitespace(to: node, depth: depth) }
        node.text += String(decoding: text, as: UTF8.self)
    }

    private func addWhitespace(to node: XMLElementNode, depth: Int) {
        node.text += String(decoding: whitespace[depth], as: UTF8.self)
        whitespace[depth].removeAll(keepingCapacity: true)
    }

    func doctype(offset: Int) {
        stop(
            .doctypeForbidden, "interface files may not have a DOCTYPE (it could declare entities)",
            at: lines.location(at: lines.tagStart(before: offset)))
    }

    private func stop(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation) {
        guard !failed else { return }
        failed = true
        fatal = ArchiveDiagnostic(
            code: code, message: message, file: file, line: location.line, column: location.column)
        parser?.stop()
    }

    func error(_ error: XMLParseError, offset: Int, canStop: Bool) {
        guard !failed else { return }
        var rest = min(max(offset, 0), count)
        let location = lines.location(at: offset)
        while rest < count, base[rest] == 0x20 || base[rest] == 0x09 || base[rest] == 0x0A || base[rest] == 0x0D {
            rest += 1
        }
        guard var found = error.diagnostic(at: location, inputEnded: rest >= count, file: file) else { return }
        if found.code == .unexpectedEnd {
            let end = lines.location(at: count)
            let open = stack.last.map { " inside <\(cut: $0.name)>" } ?? ""
            found = ArchiveDiagnostic(
                code: .unexpectedEnd, message: "unexpected end of input\(open)", file: file,
                line: end.line, column: end.column)
        }
        failed = true
        fatal = found
        if canStop { parser?.stop() }
    }
}
