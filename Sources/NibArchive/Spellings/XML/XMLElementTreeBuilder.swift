import Foundation

/// Builds an `XMLElementTree` from the events of `XMLPushParser`, refusing a `DOCTYPE`, any
/// encoding but UTF-8, and input beyond `ReaderLimits`.
final class XMLElementTreeBuilder: XMLEventHandler {
    private let limits: ReaderLimits
    private let file: String?
    // The tree is built on one thread, one callback at a time, and no access to the properties
    // below marked `@exclusivity(unchecked)` overlaps another. With the runtime's exclusivity
    // checks on them, one load of the reference .xib takes 1.722G instructions instead of
    // 1.473G, and one load of the corpus 875M instead of 790M (callgrind, `nibkit-bench
    // --profile-xcode` / `--profile-xcode-corpus`).
    @exclusivity(unchecked) private var elements: [XMLElementTree.Element] = []
    @exclusivity(unchecked) private var attributes: [XMLElementTree.Attribute] = []
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    /// The open elements, innermost last, by index in `elements`.
    @exclusivity(unchecked) private var stack: [Int] = []
    @exclusivity(unchecked) private var fatal: ArchiveDiagnostic?
    /// Whether `fatal` is set, asked on every event: `fatal == nil` copied the whole optional
    /// diagnostic each time (one load of the reference .xib: 1.99G -> 1.965G instructions,
    /// callgrind).
    @exclusivity(unchecked) private var failed = false
    /// Element and attribute names by their identity (which libxml2 keeps for the whole
    /// parse), each to its index in `names`: most names come back on every element.
    @exclusivity(unchecked) private var nameIndex: [UnsafeRawPointer: UInt32] = [:]
    @exclusivity(unchecked) private var names: [String] = []
    @exclusivity(unchecked) private var parser: XMLPushParser?
    @exclusivity(unchecked) private var lines: LineCounter
    /// Per open element, its text so far: it goes into `bytes` at the element's end, after its
    /// children's. The arrays above the open depth are empty and keep their capacity.
    @exclusivity(unchecked) private var texts: [[UInt8]] = []
    /// Per open element, its whitespace-only character data not yet in its text: added when
    /// other text follows, or at its end when it has no child elements or has text. Not keeping
    /// indentation as text: 2.175G -> 2.128G instructions for one load of the reference .xib
    /// (callgrind).
    @exclusivity(unchecked) private var whitespace: [[UInt8]] = []
    private let base: UnsafePointer<UInt8>
    private let count: Int

    init(limits: ReaderLimits, file: String?, base: UnsafePointer<UInt8>, count: Int) {
        self.limits = limits
        self.file = file
        self.base = base
        self.count = count
        lines = LineCounter(base: base, count: count)
    }

    /// Parses the input to the end and returns the tree.
    func run() throws(ArchiveReadError) -> XMLElementTree {
        guard let parser = XMLPushParser(handler: self, file: file) else {
            throw ArchiveReadError(
                ArchiveDiagnostic(code: .malformedXML, message: "libxml2 could not create a parser", file: file))
        }
        self.parser = parser
        defer { self.parser = nil }
        if let tag = parser.parse(
            UnsafeBufferPointer(start: base, count: count), maxAttributes: limits.maxAttributes, shouldStop: { failed })
        {
            throw ArchiveReadError(limits.tooManyAttributes(at: lines.location(at: tag), file: file))
        }
        if let fatal { throw ArchiveReadError(fatal) }
        guard !elements.isEmpty else {
            throw ArchiveReadError(
                ArchiveDiagnostic(
                    code: .unexpectedEnd, message: "the input holds no element",
                    file: file, line: 1, column: 1))
        }
        // libxml2 reports an element left open as an error; should one stay open anyway, it
        // ends with the document, so that walking its children ends too.
        for open in stack { elements[open].end = UInt32(elements.count) }
        return XMLElementTree(elements: elements, attributes: attributes, bytes: bytes, names: names)
    }

    // MARK: Events

    func startElement(_ name: XMLName, isNamespaced: Bool, attributes list: XMLAttributeList, offset: Int) {
        guard !failed else { return }
        let location = lines.location(at: lines.tagStart(before: offset))
        if elements.isEmpty, parser?.isTranscoding == true {
            return stop(
                .malformedXML, "interface files must be UTF-8; this file declares another encoding", at: location)
        }
        if stack.count >= limits.maxDepth {
            return stop(.tooDeep, "elements nest deeper than the limit of \(limits.maxDepth)", at: location)
        }
        let firstAttribute = attributes.count
        for index in 0..<list.count {
            guard let attributeName = list.name(at: index), let value = list.value(at: index) else { continue }
            if value.count > limits.maxStringLength {
                attributes.removeSubrange(firstAttribute...)
                return stop(
                    .stringTooLong,
                    "attribute value of \(value.count) bytes is longer than the limit of \(limits.maxStringLength)",
                    at: location)
            }
            let start = bytes.count
            XMLAttributes.appendUnescaped(value, to: &bytes)
            attributes.append(
                XMLElementTree.Attribute(
                    name: nameID(attributeName), valueStart: UInt32(start), valueCount: UInt32(bytes.count - start)))
        }
        stack.append(elements.count)
        elements.append(
            XMLElementTree.Element(
                name: nameID(name), firstAttribute: UInt32(firstAttribute),
                attributeCount: UInt32(attributes.count - firstAttribute), end: 0, textStart: 0, textCount: 0,
                location: location))
        if whitespace.count < stack.count {
            whitespace.append([])
            texts.append([])
        }
    }

    private func nameID(_ name: XMLName) -> UInt32 {
        if let known = nameIndex[name.identity] { return known }
        let id = UInt32(names.count)
        names.append(name.text)
        nameIndex[name.identity] = id
        return id
    }

    func endElement(offset: Int) {
        guard !failed, let element = stack.last else { return }
        let depth = stack.count - 1
        if !whitespace[depth].isEmpty {
            let hasChildren = elements.count > element + 1
            if !hasChildren || !texts[depth].isEmpty { texts[depth].append(contentsOf: whitespace[depth]) }
            whitespace[depth].removeAll(keepingCapacity: true)
        }
        if !texts[depth].isEmpty {
            elements[element].textStart = UInt32(bytes.count)
            elements[element].textCount = UInt32(texts[depth].count)
            bytes.append(contentsOf: texts[depth])
            texts[depth].removeAll(keepingCapacity: true)
        }
        elements[element].end = UInt32(elements.count)
        stack.removeLast()
    }

    func characters(_ text: UnsafeBufferPointer<UInt8>, offset: Int) {
        guard !failed, let element = stack.last else { return }
        let depth = stack.count - 1
        let length = texts[depth].count + whitespace[depth].count + text.count
        if length > limits.maxStringLength {
            return stop(
                .stringTooLong, "text of \(length) bytes is longer than the limit of \(limits.maxStringLength)",
                at: elements[element].location)
        }
        if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            whitespace[depth].append(contentsOf: text)
            return
        }
        if !whitespace[depth].isEmpty {
            texts[depth].append(contentsOf: whitespace[depth])
            whitespace[depth].removeAll(keepingCapacity: true)
        }
        texts[depth].append(contentsOf: text)
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
            let open = stack.last.map { " inside <\(cut: names[Int(elements[$0].name)])>" } ?? ""
            found = ArchiveDiagnostic(
                code: .unexpectedEnd, message: "unexpected end of input\(open)", file: file,
                line: end.line, column: end.column)
        }
        failed = true
        fatal = found
        if canStop { parser?.stop() }
    }
}
