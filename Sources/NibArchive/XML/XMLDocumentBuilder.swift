import CLibXML2
import Foundation
import ViewCore

/// Builds an `ArchiveDocument` from libxml2 SAX2 events: one pass, no tree, no `String` for a
/// name, locations counted by `LineCounter`. Syntax errors and limits stop the parser at once;
/// structure errors are collected and parsing goes on, skipping the offending element.
final class XMLDocumentBuilder {
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
        var keyID: ArchiveKeyID = .unknown
        var location: SourceLocation
        var object: ArchiveObject?
        /// An object's entries so far, handed to `object` when it ends: appending here, in
        /// place, spares retaining and releasing the object for every value read.
        var entries: [ArchiveEntry] = []
        var container: Container?
        var keys: Set<ByteKey>?
        var reportedText = false
        /// With `decodingAhead`: an array whose items decoding will certainly reach.
        var decodedForSure = false
        /// With `decodingAhead`: an object that decoding will certainly reach, whose class
        /// `DecodingAhead` qualifies, which also decodes every item of its `"subviews"`.
        var decodesSubviews = false
    }

    let limits: ReaderLimits
    let file: String?
    let base: UnsafePointer<UInt8>
    let count: Int
    @exclusivity(unchecked) var lines: LineCounter
    /// The parser calling back, when events arrive straight from libxml2; nil when they are
    /// replayed from a reading thread's records (`XMLReadPipeline`).
    @exclusivity(unchecked) var parser: LibXML2PushParser?
    /// For replayed events: where libxml2 stood at the event, and whether it was transcoding.
    @exclusivity(unchecked) var replayOffset = 0
    @exclusivity(unchecked) var replayTranscoding = false
    /// For a replayed start tag: its location, which the reading thread worked out.
    @exclusivity(unchecked) var replayLocation: SourceLocation?
    /// For replayed events: asks the reading thread to stop.
    var halt: XMLReadPipeline.Halt?
    /// When reading on two threads: told of each object that decoding will certainly reach,
    /// as it ends, to decode it while it is fresh in memory (`KeyedUnarchiver(data:)`).
    var decodingAhead: DecodingAhead?
    @exclusivity(unchecked) var frames: [Frame]
    @exclusivity(unchecked) var document = ArchiveDocument()
    var sawArchive = false
    var seenSections: Set<XMLDocumentElement> = []
    @exclusivity(unchecked) var diagnostics: [ArchiveDiagnostic] = []
    @exclusivity(unchecked) var fatal: ArchiveDiagnostic?
    /// Set with `fatal`: a cheap test for the callbacks.
    @exclusivity(unchecked) var stopped = false
    /// The value element open now, if any: leaves (scalars, geometry, references,
    /// placeholders, connections) get no frame, which saves a push and a pop per element.
    @exclusivity(unchecked) var openLeaf: XMLElementName?
    /// `frames.count` when `openLeaf` opened; frames above it are skipped children.
    @exclusivity(unchecked) var leafFrameCount = 0
    @exclusivity(unchecked) var leafReportedText = false
    /// Where the last run of whitespace between tags ended, if nothing was read since: the
    /// start of the next tag, unless a comment or instruction came first. -1 otherwise.
    @exclusivity(unchecked) var textEnd = -1
    @exclusivity(unchecked) var objectCount = 0
    @exclusivity(unchecked) var ids: IDTable
    /// The keys read so far, each made into a `String` once.
    @exclusivity(unchecked) var keys = KeyInterner()
    /// The colours, fonts and other style values read last, shared when they repeat.
    @exclusivity(unchecked) var repeatedValues = RepeatedValues()
    /// Per `FieldName`, the index of the attribute that has it (valid where the field's bit
    /// is set in the element's `presentFields`), so an attribute is found in O(1).
    private let fieldSlots: UnsafeMutablePointer<Int16>
    private let attributeNames = PointerCache()
    private let elementNames = PointerCache()

    init(base: UnsafePointer<UInt8>, count: Int, limits: ReaderLimits, file: String?) {
        self.base = base
        self.count = count
        self.limits = limits
        self.file = file
        self.lines = LineCounter(base: base, count: count)
        self.frames = [Frame(kind: .document, location: .unknown)]
        self.frames.reserveCapacity(64)
        self.fieldSlots = .allocate(capacity: FieldName.allCases.count)
        self.fieldSlots.initialize(repeating: -1, count: FieldName.allCases.count)
        self.ids = IDTable(capacity: min(count / 512, 1 << 20))
    }

    deinit { fieldSlots.deallocate() }

    /// The offset in the input libxml2 has reached at the current event.
    var eventOffset: Int { parser?.offset ?? replayOffset }

    /// Whether libxml2 converts the input from another encoding than UTF-8.
    var isTranscoding: Bool { parser?.isTranscoding ?? replayTranscoding }

    /// Parses the whole input and returns the document, or throws every diagnostic found.
    /// Inputs of `pipelineThreshold` bytes or more are parsed on a second thread while this
    /// one builds the document from what it records (`XMLReadPipeline`); the result is the same.
    /// libxml2 is fed `chunkSize` bytes at a time, by default the chunk size of the path taken.
    /// When no second thread can be started (`startThread`), reading stays on this one.
    func run(pipelineThreshold: Int = ReadingThread.threshold, chunkSize: Int? = nil,
             startThread: (XMLReadPipeline) -> ReadingThread? = XMLReadPipeline.startReading)
        throws(ArchiveReadError) -> ArchiveDocument {
        if count >= pipelineThreshold,
           try XMLReadPipeline(builder: self, chunkSize: chunkSize ?? XMLReadPipeline.chunkSize).run(startThread: startThread) {
            return try finish()
        }
        // On one thread, decoding views between chunks measured slower than decoding them
        // after: the second thread's handing over is what leaves them fresh.
        decodingAhead = nil
        let chunkSize = chunkSize ?? LibXML2PushParser.chunkSize
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        // The three callbacks below run for every tag and every run of text; they borrow the
        // builder (which `run` keeps alive) rather than retain and release it each time.
        handler.startElementNs = { context, localName, _, uri, _, _, attributeCount, _, attributes in
            guard let context, let localName else { return }
            Unmanaged<XMLDocumentBuilder>.fromOpaque(context)._withUnsafeGuaranteedRef {
                $0.startElement(localName, uri: uri, attributes: attributes, attributeCount: Int(attributeCount))
            }
        }
        handler.endElementNs = { context, _, _, _ in
            guard let context else { return }
            Unmanaged<XMLDocumentBuilder>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.endElement() }
        }
        handler.characters = { context, characters, length in
            guard let context, let characters else { return }
            Unmanaged<XMLDocumentBuilder>.fromOpaque(context)._withUnsafeGuaranteedRef {
                $0.text(characters, count: Int(length))
            }
        }
        handler.cdataBlock = handler.characters
        handler.internalSubset = { context, _, _, _ in
            guard let context else { return }
            Unmanaged<XMLDocumentBuilder>.fromOpaque(context).takeUnretainedValue().doctype()
        }
        handler.serror = { context, error in
            guard let context, let error else { return }
            Unmanaged<XMLDocumentBuilder>.fromOpaque(context).takeUnretainedValue().libxml2Error(error)
        }
        let userData = Unmanaged.passUnretained(self).toOpaque()
        guard let parser = LibXML2PushParser(handler: &handler, userData: userData, file: file) else {
            throw ArchiveReadError(diagnostic(.malformedXML, "libxml2 could not create a parser", at: .unknown))
        }
        self.parser = parser
        defer { self.parser = nil }
        let threadHandler: xmlStructuredErrorFunc = { context, error in
            guard let context, let error else { return }
            Unmanaged<XMLDocumentBuilder>.fromOpaque(context).takeUnretainedValue().libxml2Error(error, canStop: false)
        }
        LibXML2PushParser.withThreadErrorHandler(threadHandler, userData: userData) {
            var offset = 0
            repeat {
                let size = min(chunkSize, count - offset)
                let last = offset + size >= count
                let running = parser.feed(base + offset, count: size, last: last)
                offset += size
                if !running || stopped { break }
            } while offset < count
        }
        return try finish()
    }

    func finish() throws(ArchiveReadError) -> ArchiveDocument {
        reportDuplicateIDs()
        if let fatal { throw ArchiveReadError(diagnostics: diagnostics + [fatal]) }
        if !diagnostics.isEmpty { throw ArchiveReadError(diagnostics: diagnostics) }
        if !sawArchive {
            throw ArchiveReadError(diagnostic(.unexpectedElement, "the document has no <archive> element", at: SourceLocation(line: 1, column: 1)))
        }
        document.readObjectCount = objectCount
        return document
    }

    // MARK: Diagnostics

    func diagnostic(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation) -> ArchiveDiagnostic {
        ArchiveDiagnostic(code: code, message: message, file: file, line: location.line, column: location.column)
    }

    /// Records a structure error, after any id declared twice before it, so that diagnostics
    /// stay in file order; stops once `maxDiagnostics` are collected.
    func report(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation) {
        reportDuplicateIDs()
        if !stopped { record(diagnostic(code, message, at: location)) }
    }

    private func record(_ found: ArchiveDiagnostic) {
        diagnostics.append(found)
        if diagnostics.count >= limits.maxDiagnostics {
            stopped = true
            parser?.stop()
            halt?.request()
        }
    }

    /// Reports the ids declared since the last check that were declared before.
    private func reportDuplicateIDs() {
        for duplicate in ids.checkDeclared() where !stopped {
            record(diagnostic(.duplicateID, duplicate.message, at: duplicate.location))
        }
    }

    /// Records the error that ends reading and stops the parser.
    func stop(_ code: ArchiveDiagnostic.Code, _ message: String, at location: SourceLocation) {
        reportDuplicateIDs()
        if !stopped { fatal = diagnostic(code, message, at: location) }
        stopped = true
        parser?.stop()
        halt?.request()
    }

    /// The location of the tag libxml2 has just read (`LineCounter.tagLocation`); for a
    /// replayed tag, where the reading thread found it.
    func currentTagLocation() -> SourceLocation {
        let after = textEnd
        textEnd = -1
        if let replayLocation {
            self.replayLocation = nil
            return replayLocation
        }
        return lines.tagLocation(endingAt: eventOffset, textEnd: after)
    }

    /// The element `localName` names, through the pointer cache.
    func elementName(_ localName: UnsafePointer<UInt8>) -> XMLElementName? {
        let code = elementNames.value(for: localName) {
            switch XMLElementName.lookup(localName, count: strlen(localName)) {
            case .value(let kind): Int16(kind.rawValue)
            case .document(let element): Int16(100 + element.rawValue)
            case nil: -1
            }
        }
        if code >= 100 { return XMLDocumentElement(rawValue: Int(code) - 100).map(XMLElementName.document) }
        return code >= 0 ? ValueKind(rawValue: Int(code)).map(XMLElementName.value) : nil
    }

    // MARK: Callbacks other than elements

    func doctype() {
        stop(.doctypeForbidden, "archives may not have a DOCTYPE (it could declare entities)", at: currentTagLocation())
    }

    /// Records libxml2's error. `canStop` is false for errors raised outside the parser's
    /// own error path (encoding conversion): halting the parser there leaves libxml2 working
    /// on a freed input, so reading stops when the current chunk returns instead.
    private func libxml2Error(_ error: xmlErrorPtr, canStop: Bool = true) {
        guard !stopped else { return }
        libxml2Error(LibXML2Error(error), at: eventOffset, canStop: canStop)
    }

    /// Records `error`, which libxml2 raised at `offset`.
    func libxml2Error(_ error: LibXML2Error, at offset: Int, canStop: Bool = true) {
        guard !stopped else { return }
        var location = lines.location(at: offset)
        var rest = min(max(offset, 0), count)
        while rest < count, base[rest] == 0x20 || base[rest] == 0x09 || base[rest] == 0x0A || base[rest] == 0x0D { rest += 1 }
        let inputEnded = rest >= count
        guard var found = LibXML2PushParser.diagnostic(from: error, at: location, inputEnded: inputEnded, file: file) else { return }
        if found.code == .unexpectedEnd {
            // libxml2 words a truncated document variously ("Extra content at the end of the
            // document", "Premature end of data"); say what is open instead, at the end.
            location = lines.location(at: count)
            let open = frames.last?.name.map { " inside <\($0.text)>" } ?? ""
            found = diagnostic(.unexpectedEnd, "unexpected end of input\(open)", at: location)
        }
        reportDuplicateIDs()
        if !stopped { fatal = found }
        stopped = true
        if canStop { parser?.stop() }
    }

    private func text(_ characters: UnsafePointer<UInt8>, count: Int) {
        // Nearly every call is the indentation between two tags: settle that first, before
        // looking at any state.
        guard let index = Self.firstNonBlank(characters, count: count) else {
            textEnd = eventOffset
            return
        }
        unexpectedText(at: eventOffset - count + index)
    }

    /// The index of the first byte of `characters` that is not XML whitespace; nil when all are.
    @inline(__always)
    static func firstNonBlank(_ characters: UnsafePointer<UInt8>, count: Int) -> Int? {
        @inline(__always) func isBlank(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
        }
        // Indentation is a line break, then spaces: take the spaces eight at a time.
        var index = 0
        while index < count, characters[index] == 0x0A || characters[index] == 0x0D { index += 1 }
        let raw = UnsafeRawPointer(characters)
        while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x2020_2020_2020_2020 {
            index += 8
        }
        while index < count, isBlank(characters[index]) { index += 1 }
        return index == count ? nil : index
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

    /// Interns the attribute names and the key of one element, with the key's number, and
    /// enforces the string length limit.
    func attributes(_ raw: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count attributeCount: Int,
                    location: SourceLocation) -> (XMLAttributes, key: String?, keyID: ArchiveKeyID)? {
        var present: UInt64 = 0
        var unknown: String?
        var key: String?
        var keyID = ArchiveKeyID.unknown
        for index in 0..<attributeCount {
            guard let raw, let name = raw[index * 5], let start = raw[index * 5 + 3], let end = raw[index * 5 + 4] else { continue }
            if end - start > limits.maxStringLength {
                stop(.stringTooLong, "attribute value of \(end - start) bytes is longer than the limit of \(limits.maxStringLength)", at: location)
                return nil
            }
            let interned = attributeNames.value(for: name) { Int16(FieldName.table.lookup(name, count: strlen(name))?.rawValue ?? -1) }
            let field = raw[index * 5 + 1] == nil && interned >= 0 ? FieldName(rawValue: Int(interned)) : nil
            if let field {
                if field == .key {
                    if memchr(start, 0x26, end - start) == nil {
                        (key, keyID) = keys.key(start, count: end - start)
                    } else {
                        key = XMLAttributes.string(start, count: end - start)
                    }
                } else {
                    fieldSlots[field.rawValue] = Int16(index)
                    present |= field.bit
                }
            } else if unknown == nil {
                unknown = String(cString: name)
            }
        }
        let attributes = XMLAttributes(raw: raw, slots: fieldSlots, presentFields: present, unknownField: unknown)
        return (attributes, key, keyID)
    }
}
