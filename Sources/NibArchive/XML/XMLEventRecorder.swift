import CLibXML2

/// The reading side of `XMLReadPipeline`: runs libxml2 over the input and records its events
/// into `XMLEvents`, doing only what must happen while libxml2's buffers are valid. Whitespace
/// between tags is settled here (it only tells where the next tag starts); everything else is
/// the builder's, on the other thread.
final class XMLEventRecorder {
    private let count: Int
    private let parser: LibXML2PushParser
    /// The records of the chunk being read, which the pipeline holds while libxml2 runs.
    /// Unmanaged and borrowed in the callbacks: a class reference read in each of them cost
    /// an atomic increment and decrement per tag.
    @exclusivity(unchecked) private var target: Unmanaged<XMLEvents>
    var events: XMLEvents {
        get { target.takeUnretainedValue() }
        set { target = .passUnretained(newValue) }
    }
    /// Set at libxml2's first error: later callbacks are not recorded, as the builder would
    /// ignore them.
    private(set) var stopped = false
    /// Where the last run of whitespace between tags ended, if nothing was read since: as
    /// `XMLDocumentBuilder.textEnd`, which the records carry to it.
    private var textEnd = -1
    /// Whether to work out where each start tag is, here rather than on the building thread.
    /// Worth it when that thread also decodes (`DecodingAhead`): it is then the slower of the
    /// two (10k views: reading and decoding ahead took 22-23 ms instead of 24). Otherwise
    /// libxml2's thread is the slower, and the work stays on the other.
    var locatesTags = false
    private var lines: LineCounter

    /// A recorder for `count` bytes, recording into `events` first; nil when libxml2 cannot
    /// make a parser.
    init?(base: UnsafePointer<UInt8>, count: Int, file: String?, events: XMLEvents) {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, localName, _, uri, _, _, attributeCount, _, attributes in
            guard let context, let localName else { return }
            Unmanaged<XMLEventRecorder>.fromOpaque(context)._withUnsafeGuaranteedRef {
                $0.start(localName, uri: uri, attributes: attributes, count: Int(attributeCount))
            }
        }
        handler.endElementNs = { context, _, _, _ in
            guard let context else { return }
            Unmanaged<XMLEventRecorder>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.end() }
        }
        handler.characters = { context, characters, length in
            guard let context, let characters else { return }
            Unmanaged<XMLEventRecorder>.fromOpaque(context)._withUnsafeGuaranteedRef {
                $0.text(characters, count: Int(length))
            }
        }
        handler.cdataBlock = handler.characters
        handler.internalSubset = { context, _, _, _ in
            guard let context else { return }
            Unmanaged<XMLEventRecorder>.fromOpaque(context).takeUnretainedValue().doctype()
        }
        handler.serror = { context, error in
            guard let context, let error else { return }
            Unmanaged<XMLEventRecorder>.fromOpaque(context).takeUnretainedValue().error(error, canStop: true)
        }
        guard let parser = LibXML2PushParser(handler: &handler, userData: nil, file: file) else { return nil }
        self.parser = parser
        self.count = count
        self.lines = LineCounter(base: base, count: count)
        self.target = .passUnretained(events)
        parser.setUserData(Unmanaged.passUnretained(self).toOpaque())
    }

    /// Feeds `bytes` to libxml2, recording into `events`, with this thread's libxml2 error
    /// handler set to record errors raised outside the parser; false once reading must stop.
    func feed(_ bytes: UnsafePointer<UInt8>, count: Int, last: Bool) -> Bool {
        let threadHandler: xmlStructuredErrorFunc = { context, error in
            guard let context, let error else { return }
            Unmanaged<XMLEventRecorder>.fromOpaque(context).takeUnretainedValue().error(error, canStop: false)
        }
        let running = LibXML2PushParser.withThreadErrorHandler(threadHandler, userData: Unmanaged.passUnretained(self).toOpaque()) {
            parser.feed(bytes, count: count, last: last)
        }
        return running && !stopped
    }

    private func start(_ localName: UnsafePointer<xmlChar>, uri: UnsafePointer<xmlChar>?,
                       attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count attributeCount: Int) {
        guard !stopped else { return }
        target._withUnsafeGuaranteedRef { record($0, localName, uri: uri, attributes: attributes, count: attributeCount) }
    }

    private func record(_ events: XMLEvents, _ localName: UnsafePointer<xmlChar>, uri: UnsafePointer<xmlChar>?,
                        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count attributeCount: Int) {
        let window = parser.inputWindow
        // A window means no transcoding (`inputWindow` checks); only without one ask again.
        let transcoding = window == nil && parser.isTranscoding
        let words = events.words
        let record = words.appendUninitialized(7 + attributeCount * 5)
        let offset = parser.offset
        record[0] = XMLEvents.Kind.start.rawValue | (transcoding ? XMLEvents.transcodingFlag : 0) | attributeCount << 32
        record[1] = words.count
        record[2] = offset
        record[3] = textEnd
        if locatesTags {
            let location = lines.tagLocation(endingAt: offset, textEnd: textEnd)
            record[4] = location.line << 32 | location.column
        } else {
            record[4] = -1
        }
        record[5] = Int(bitPattern: localName)
        record[6] = Int(bitPattern: uri)
        textEnd = -1
        guard let attributes else { return }
        for attribute in 0..<attributeCount {
            let from = attributes + attribute * 5
            let to = record + 7 + attribute * 5
            to[0] = Int(bitPattern: from[0])
            to[1] = Int(bitPattern: from[1])
            to[2] = Int(bitPattern: from[2])
            guard let start = from[3], let end = from[4] else {
                (to[3], to[4]) = (XMLEvents.noValue, 0)
                continue
            }
            if let (first, last) = window?.offsets(of: start, to: end), last <= count {
                (to[3], to[4]) = (first, last)
            } else {
                (to[3], to[4]) = (events.copy(start, to: end), max(end - start, 0))
            }
        }
    }

    private func end() {
        textEnd = -1
        guard !stopped else { return }
        target._withUnsafeGuaranteedRef { $0.words.append(XMLEvents.Kind.end.rawValue) }
    }

    private func text(_ characters: UnsafePointer<UInt8>, count: Int) {
        guard let index = XMLDocumentBuilder.firstNonBlank(characters, count: count) else {
            textEnd = parser.offset
            return
        }
        textEnd = -1
        guard !stopped else { return }
        events.words.append(XMLEvents.Kind.text.rawValue)
        events.words.append(parser.offset - count + index)
    }

    private func doctype() {
        guard !stopped else { return }
        events.words.append(XMLEvents.Kind.doctype.rawValue)
        events.words.append(parser.offset)
        events.words.append(textEnd)
        textEnd = -1
    }

    /// Records an error; warnings are dropped, as the builder drops them. `canStop` as in
    /// `XMLDocumentBuilder.libxml2Error`.
    private func error(_ error: xmlErrorPtr, canStop: Bool) {
        guard !stopped else { return }
        let recorded = LibXML2Error(error)
        guard recorded.isError else { return }
        events.words.append(XMLEvents.Kind.error.rawValue | (canStop ? XMLEvents.canStopFlag : 0))
        events.words.append(parser.offset)
        events.words.append(events.errors.count)
        events.errors.append(recorded)
        stopped = true
        if canStop { parser.stop() }
    }
}
