import Foundation
import ViewCore

/// Builds an `ArchiveDocument` from the events of `XMLPushParser`: one pass, no tree, locations
/// counted by `LineCounter`. Syntax errors and limits stop the parser at once; structure errors
/// are collected and parsing goes on, skipping the offending element.
final class XMLDocumentBuilder: XMLEventHandler {
    enum FrameKind { case document, archive, placeholders, objects, connections, object, array, dictionary, skip, leaf }

    /// The items of an array or the members of a dictionary being read.
    final class Container {
        var items: [ArchiveValue] = []
        var members: [(key: String, value: ArchiveValue)] = []
    }

    /// One open element.
    struct Frame {
        var kind: FrameKind
        var name: XMLElementName?
        var key: String?
        var location: SourceLocation
        var object: ArchiveObject?
        /// An object's entries so far, handed to `object` when it ends.
        var entries: [ArchiveEntry] = []
        var container: Container?
        /// The keys of an object or dictionary past its sixteenth, told apart by their bytes
        /// (`ByteKey`); fewer are compared one by one.
        var keys: Set<ByteKey>?
        var reportedText = false
    }

    let limits: ReaderLimits
    let file: String?
    let base: UnsafePointer<UInt8>
    let count: Int
    // The state libxml2's callbacks touch is `@exclusivity(unchecked)`: only those callbacks and
    // `run`, one at a time on one thread, reach it. Checking each access was 16% of reading the
    // 10k-view XML file (200M instructions of 1,236M for two reads, callgrind).
    @exclusivity(unchecked) var lines: LineCounter
    /// The parser calling back, while `run` parses.
    var parser: XMLPushParser?
    @exclusivity(unchecked) var frames: [Frame]
    @exclusivity(unchecked) var document = ArchiveDocument()
    var sawArchive = false
    var seenSections: Set<XMLDocumentElement> = []
    var diagnostics: [ArchiveDiagnostic] = []
    var fatal: ArchiveDiagnostic?
    /// Set with `fatal`, or once `maxDiagnostics` are collected.
    @exclusivity(unchecked) var stopped = false
    /// The value element open now, if any: leaves (scalars, geometry, references,
    /// placeholders, connections) get no frame.
    @exclusivity(unchecked) var openLeaf: XMLElementName?
    /// `frames.count` when `openLeaf` opened; frames above it are skipped children.
    @exclusivity(unchecked) var leafFrameCount = 0
    @exclusivity(unchecked) var leafReportedText = false
    /// Where the last run of whitespace between tags ended, if nothing was read since: the
    /// start of the next tag, unless a comment or instruction came first. -1 otherwise.
    @exclusivity(unchecked) var textEnd = -1
    @exclusivity(unchecked) var objectCount = 0
    /// Where each id was first declared.
    @exclusivity(unchecked) var declaredIDs: [String: SourceLocation] = [:]
    /// Per `FieldName`, the index of the attribute that has it in the element being read;
    /// valid where the field's bit is set in its `presentFields`.
    @exclusivity(unchecked) private var fieldSlots = [Int16](repeating: -1, count: FieldName.allCases.count)

    init(base: UnsafePointer<UInt8>, count: Int, limits: ReaderLimits, file: String?) {
        self.base = base
        self.count = count
        self.limits = limits
        self.file = file
        self.lines = LineCounter(base: base, count: count)
        self.frames = [Frame(kind: .document, location: .unknown)]
    }

    /// Parses the whole input and returns the document, or throws every diagnostic found.
    /// libxml2 is fed `chunkSize` bytes at a time.
    func run(chunkSize: Int = XMLPushParser.chunkSize) throws(ArchiveReadError) -> ArchiveDocument {
        guard let parser = XMLPushParser(handler: self, file: file) else {
            throw ArchiveReadError(diagnostic(.malformedXML, "libxml2 could not create a parser", at: .unknown))
        }
        self.parser = parser
        defer { self.parser = nil }
        if let tag = parser.parse(
            UnsafeBufferPointer(start: base, count: count), chunkSize: chunkSize, maxAttributes: limits.maxAttributes,
            shouldStop: { stopped })
        {
            throw ArchiveReadError(
                diagnostics: diagnostics + [limits.tooManyAttributes(at: lines.location(at: tag), file: file)])
        }
        if let fatal { throw ArchiveReadError(diagnostics: diagnostics + [fatal]) }
        if !diagnostics.isEmpty { throw ArchiveReadError(diagnostics: diagnostics) }
        if !sawArchive {
            throw ArchiveReadError(
                diagnostic(
                    .unexpectedElement, "the document has no <archive> element",
                    at: SourceLocation(line: 1, column: 1)))
        }
        return document
    }

    // MARK: Diagnostics

    func diagnostic(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation) -> ArchiveDiagnostic
    {
        ArchiveDiagnostic(code: code, message: message, file: file, line: location.line, column: location.column)
    }

    /// Records a structure error; stops once `maxDiagnostics` are collected.
    func report(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation) {
        guard !stopped else { return }
        diagnostics.append(diagnostic(code, message, at: location))
        if diagnostics.count >= limits.maxDiagnostics {
            stopped = true
            parser?.stop()
        }
    }

    /// Records that `id` is declared at `location`, reporting it when it was declared before.
    func declare(_ id: String, at location: SourceLocation) {
        if let first = declaredIDs[id] {
            report(.duplicateID, "id \(quoted: id) is already used at \(first)", at: location)
        } else {
            declaredIDs[id] = location
        }
    }

    /// Records the error that ends reading and stops the parser.
    func stop(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation) {
        if !stopped { fatal = diagnostic(code, message, at: location) }
        stopped = true
        parser?.stop()
    }

    /// The location of the tag libxml2 has just read, which ends at `offset`.
    func tagLocation(endingAt offset: Int) -> SourceLocation {
        let after = textEnd
        textEnd = -1
        return lines.tagLocation(endingAt: offset, textEnd: after)
    }

    // Names are looked up by their bytes each time. Caching them by the pointer libxml2
    // interns them at cost more, hashing the pointer: reading the 10k-view XML file takes 9M
    // fewer instructions (of 498M) without the two caches.

    /// The element `name` names, if we know it.
    func elementName(_ name: XMLName) -> XMLElementName? {
        XMLElementName(bytes: name.bytes)
    }

    /// The field attribute `name` names, if we know it.
    func fieldName(_ name: XMLName) -> FieldName? {
        FieldName(bytes: name.bytes)
    }

    // MARK: Events other than elements

    func doctype(offset: Int) {
        stop(
            .doctypeForbidden, "archives may not have a DOCTYPE (it could declare entities)",
            at: tagLocation(endingAt: offset))
    }

    /// Records libxml2's error. When `canStop` is false, halting the parser there would leave
    /// libxml2 working on a freed input, so reading stops when the current chunk returns.
    func error(_ error: XMLParseError, offset: Int, canStop: Bool) {
        guard !stopped else { return }
        var location = lines.location(at: offset)
        var rest = min(max(offset, 0), count)
        while rest < count, base[rest] == 0x20 || base[rest] == 0x09 || base[rest] == 0x0A || base[rest] == 0x0D {
            rest += 1
        }
        guard var found = error.diagnostic(at: location, inputEnded: rest >= count, file: file) else { return }
        if found.code == .unexpectedEnd {
            // libxml2 words a truncated document variously ("Extra content at the end of the
            // document", "Premature end of data"); say what is open instead, at the end.
            location = lines.location(at: count)
            let open = frames.last?.name.map { " inside <\(cut: $0.text)>" } ?? ""
            found = diagnostic(.unexpectedEnd, "unexpected end of input\(open)", at: location)
        }
        fatal = found
        stopped = true
        if canStop { parser?.stop() }
    }

    func characters(_ text: UnsafeBufferPointer<UInt8>, offset: Int) {
        guard let index = text.firstIndex(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D) }) else {
            textEnd = offset
            return
        }
        unexpectedText(at: offset - text.count + index)
    }

    /// Reports text other than whitespace, which starts at `offset`, once per element.
    func unexpectedText(at offset: Int) {
        textEnd = -1
        guard !stopped, let top = frames.indices.last, frames[top].kind != .skip else { return }
        let inLeaf = openLeaf != nil
        if inLeaf ? leafReportedText : frames[top].reportedText { return }
        if inLeaf { leafReportedText = true } else { frames[top].reportedText = true }
        let location = lines.location(at: offset)
        let owner = (inLeaf ? openLeaf : frames[top].name).map { "<\($0.text)>" } ?? "the document"
        report(.unexpectedText, "unexpected text in \(owner); archives hold values in attributes", at: location)
    }

    // MARK: Attributes

    /// The fields of one element and its key, with the string length limit enforced.
    func attributes(_ list: XMLAttributeList, location: SourceLocation) -> (XMLAttributes, key: String?)? {
        var present: UInt64 = 0
        var unknown: String?
        var key: String?
        for index in 0..<list.count {
            guard let name = list.name(at: index), let value = list.value(at: index) else { continue }
            if value.count > limits.maxStringLength {
                stop(
                    .stringTooLong,
                    "attribute value of \(value.count) bytes is longer than the limit of \(limits.maxStringLength)",
                    at: location)
                return nil
            }
            guard !list.isNamespaced(at: index), let field = fieldName(name) else {
                if unknown == nil { unknown = name.text }
                continue
            }
            if field == .key {
                key = XMLAttributes.string(value)
            } else {
                fieldSlots[field.rawValue] = Int16(index)
                present |= field.bit
            }
        }
        return (XMLAttributes(list: list, slots: fieldSlots, presentFields: present, unknownField: unknown), key)
    }
}
