import CLibXML2
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
    /// The child elements, in file order.
    var children: [XMLElementNode] = []
    /// The character data directly inside the element, CDATA included.
    var text = ""
    /// Where the start tag's `<` stands.
    let location: SourceLocation

    init(name: String, attributes: [(name: String, value: String)], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    /// The value of the attribute `name`, if the element has one.
    subscript(name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The first child element named `name`.
    func child(_ name: String) -> XMLElementNode? {
        children.first { $0.name == name }
    }
}

/// Reads XML bytes into an `XMLElementNode` tree with libxml2's SAX2 push parser: no DTD (a
/// `DOCTYPE` is refused, `NIB0102`), no network, no entity substitution, and `ReaderLimits`
/// enforced (size `NIB0108`, depth `NIB0107`, string length `NIB0110`). Comments and processing
/// instructions are dropped. Every libxml2 call of the tree reader is in this file.
final class XMLElementTree {
    private let limits: ReaderLimits
    private let file: String?
    private var stack: [XMLElementNode] = []
    private var root: XMLElementNode?
    private var fatal: ArchiveDiagnostic?
    private var parser: LibXML2PushParser?
    private var lines: LineCounter
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
                return try tree.run(base: base, count: count)
            }
        } catch let error as ArchiveReadError {
            throw error
        } catch {
            throw ArchiveReadError(
                ArchiveDiagnostic(code: .malformedXML, message: "\(error)", file: file, line: 1, column: 1))
        }
    }

    private func run(base: UnsafePointer<UInt8>, count: Int) throws(ArchiveReadError) -> XMLElementNode {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, localName, _, _, _, _, attributeCount, _, attributes in
            guard let context, let localName else { return }
            Unmanaged<XMLElementTree>.fromOpaque(context).takeUnretainedValue()
                .start(localName, attributes: attributes, count: Int(attributeCount))
        }
        handler.endElementNs = { context, _, _, _ in
            guard let context else { return }
            Unmanaged<XMLElementTree>.fromOpaque(context).takeUnretainedValue().end()
        }
        handler.characters = { context, characters, length in
            guard let context, let characters else { return }
            Unmanaged<XMLElementTree>.fromOpaque(context).takeUnretainedValue().characters(
                characters, count: Int(length))
        }
        handler.cdataBlock = handler.characters
        handler.internalSubset = { context, _, _, _ in
            guard let context else { return }
            let tree = Unmanaged<XMLElementTree>.fromOpaque(context).takeUnretainedValue()
            tree.stop(
                .doctypeForbidden, "interface files may not have a DOCTYPE (it could declare entities)",
                at: tree.tagLocation())
        }
        handler.serror = { context, error in
            guard let context, let error else { return }
            Unmanaged<XMLElementTree>.fromOpaque(context).takeUnretainedValue().libxml2Error(LibXML2Error(error))
        }
        let userData = Unmanaged.passUnretained(self).toOpaque()
        guard let parser = LibXML2PushParser(handler: &handler, userData: userData, file: file) else {
            throw ArchiveReadError(
                ArchiveDiagnostic(code: .malformedXML, message: "libxml2 could not create a parser", file: file))
        }
        self.parser = parser
        defer { self.parser = nil }
        let threadHandler: xmlStructuredErrorFunc = { context, error in
            guard let context, let error else { return }
            Unmanaged<XMLElementTree>.fromOpaque(context).takeUnretainedValue().libxml2Error(
                LibXML2Error(error), canStop: false)
        }
        withExtendedLifetime(self) {
            LibXML2PushParser.withThreadErrorHandler(threadHandler, userData: userData) {
                var offset = 0
                repeat {
                    let size = min(LibXML2PushParser.chunkSize, count - offset)
                    let last = offset + size >= count
                    let running = parser.feed(base + offset, count: size, last: last)
                    offset += size
                    if !running || fatal != nil { break }
                } while offset < count
            }
        }
        if let fatal { throw ArchiveReadError(fatal) }
        guard let root else {
            throw ArchiveReadError(
                ArchiveDiagnostic(
                    code: .unexpectedEnd, message: "the input holds no element",
                    file: file, line: 1, column: 1))
        }
        return root
    }

    // MARK: Callbacks

    private func start(
        _ localName: UnsafePointer<xmlChar>, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int
    ) {
        guard fatal == nil else { return }
        let location = tagLocation()
        if stack.count >= limits.maxDepth {
            return stop(.tooDeep, "elements nest deeper than the limit of \(limits.maxDepth)", at: location)
        }
        var pairs: [(name: String, value: String)] = []
        pairs.reserveCapacity(count)
        for index in 0..<count {
            guard let attributes, let name = attributes[index * 5], let start = attributes[index * 5 + 3],
                let end = attributes[index * 5 + 4]
            else { continue }
            if end - start > limits.maxStringLength {
                return stop(
                    .stringTooLong,
                    "attribute value of \(end - start) bytes is longer than the limit of \(limits.maxStringLength)",
                    at: location)
            }
            pairs.append((String(cString: name), XMLAttributes.string(start, count: end - start)))
        }
        let node = XMLElementNode(name: String(cString: localName), attributes: pairs, location: location)
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
    }

    private func end() {
        guard fatal == nil else { return }
        _ = stack.popLast()
    }

    private func characters(_ characters: UnsafePointer<xmlChar>, count: Int) {
        guard fatal == nil, let node = stack.last else { return }
        if node.text.utf8.count + count > limits.maxStringLength {
            return stop(
                .stringTooLong,
                "text of \(node.text.utf8.count + count) bytes is longer than the limit of \(limits.maxStringLength)",
                at: node.location)
        }
        node.text += String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self)
    }

    /// The location of the tag libxml2 has just read: attribute values cannot hold a literal
    /// `<`, so its `<` is the last one before the parser's position.
    private func tagLocation() -> SourceLocation {
        lines.location(at: lines.tagStart(before: parser?.offset ?? 0))
    }

    private func stop(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation) {
        guard fatal == nil else { return }
        fatal = ArchiveDiagnostic(
            code: code, message: message, file: file, line: location.line, column: location.column)
        parser?.stop()
    }

    private func libxml2Error(_ error: LibXML2Error, canStop: Bool = true) {
        guard fatal == nil else { return }
        let offset = parser?.offset ?? 0
        var rest = min(max(offset, 0), count)
        let location = lines.location(at: offset)
        while rest < count, base[rest] == 0x20 || base[rest] == 0x09 || base[rest] == 0x0A || base[rest] == 0x0D {
            rest += 1
        }
        guard var found = LibXML2PushParser.diagnostic(from: error, at: location, inputEnded: rest >= count, file: file)
        else { return }
        if found.code == .unexpectedEnd {
            let end = lines.location(at: count)
            let open = stack.last.map { " inside <\($0.name)>" } ?? ""
            found = ArchiveDiagnostic(
                code: .unexpectedEnd, message: "unexpected end of input\(open)", file: file,
                line: end.line, column: end.column)
        }
        fatal = found
        if canStop { parser?.stop() }
    }
}
