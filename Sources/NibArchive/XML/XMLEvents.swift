import CLibXML2

/// The SAX events libxml2 reported for one chunk of input, recorded on the reading thread by
/// `XMLEventRecorder` and replayed into `XMLDocumentBuilder` on the building thread
/// (`XMLReadPipeline`).
///
/// Records are machine words, so a tag costs a few stores and no allocation. What libxml2
/// frees or moves once its callback returns is not kept as a pointer: an attribute value that
/// lies in the input as read becomes its offsets in the input, which the builder reads in
/// place; one libxml2 normalized (a character reference) is copied. Names stay pointers: libxml2
/// interns them in its dictionary, which lives as long as the parser.
///
/// | record | words |
/// |---|---|
/// | start tag | kind, flags and attribute count; next record; offset; text end; location or -1; local name; namespace URI; 5 per attribute |
/// | end tag | kind |
/// | text other than whitespace | kind; offset of its first such byte |
/// | DOCTYPE | kind; offset; text end |
/// | libxml2 error | kind and whether it may stop the parser; offset; index in `errors` |
///
/// A start tag's location (line in the high half, column in the low) is worked out on the
/// reading thread when the building thread has more to do than it (`XMLEventRecorder.locatesTags`).
///
/// An attribute's five words are libxml2's own (local name, prefix, URI, value start, value
/// end), with the value's two as offsets in the input, or for a copy `-1 - index` in `copies`
/// and its length, or `Int.min` for none. On replay they become pointers again, in place.
final class XMLEvents: @unchecked Sendable {
    // @unchecked: records pass between the two threads only through `XMLReadPipeline`'s
    // queue, filled by one thread, then replayed by the other, then returned empty.

    enum Kind: Int {
        case start = 1, end, text, doctype, error
    }

    static let transcodingFlag = 1 << 8
    static let canStopFlag = 1 << 8
    static let noValue = Int.min

    let words = TapeBuffer<Int>(capacity: 16 << 10)
    /// Attribute values libxml2 did not leave in the input, copied.
    let copies = TapeBuffer<UInt8>(capacity: 1 << 10)
    var errors: [LibXML2Error] = []

    /// Empties the records for the next chunk.
    func removeAll() {
        words.removeAll()
        copies.removeAll()
        errors.removeAll(keepingCapacity: true)
    }

    /// Copies the bytes `start..<end` and returns the encoded value start (`-1 - index`).
    func copy(_ start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>) -> Int {
        let index = copies.count
        let count = end - start
        if count > 0 { copies.appendUninitialized(count).update(from: start, count: count) }
        return -1 - index
    }
}

extension XMLDocumentBuilder {
    /// Hands the recorded events to the builder's callbacks, as libxml2 would have, in order.
    func replay(_ events: XMLEvents) {
        let words = events.words.base
        let end = events.words.count
        var index = 0
        while index < end, !stopped {
            let header = words[index]
            switch XMLEvents.Kind(rawValue: header & 0xFF) {
            case .start:
                index = replayStart(words, at: index, copies: events.copies.base)
            case .end:
                endElement()
                index += 1
            case .text:
                unexpectedText(at: words[index + 1])
                index += 2
            case .doctype:
                replayOffset = words[index + 1]
                textEnd = words[index + 2]
                doctype()
                index += 3
            case .error:
                let error = events.errors[words[index + 2]]
                libxml2Error(error, at: words[index + 1], canStop: header & XMLEvents.canStopFlag != 0)
                index += 3
            case nil:
                return
            }
        }
    }

    private func replayStart(_ words: UnsafeMutablePointer<Int>, at index: Int, copies: UnsafeMutablePointer<UInt8>) -> Int {
        let header = words[index]
        let attributeCount = header >> 32
        replayTranscoding = header & XMLEvents.transcodingFlag != 0
        replayOffset = words[index + 2]
        textEnd = words[index + 3]
        guard let localName = UnsafePointer<xmlChar>(bitPattern: words[index + 5]) else { return words[index + 1] }
        let location = words[index + 4]
        if location >= 0 { replayLocation = SourceLocation(line: location >> 32, column: location & 0xFFFF_FFFF) }
        let uri = UnsafePointer<xmlChar>(bitPattern: words[index + 6])
        let attributes = words + index + 7
        for attribute in 0..<attributeCount {
            let value = attributes + attribute * 5 + 3
            let (start, end) = (value[0], value[1])
            if start == XMLEvents.noValue {
                (value[0], value[1]) = (0, 0)
            } else if start >= 0 {
                (value[0], value[1]) = (Int(bitPattern: base + start), Int(bitPattern: base + end))
            } else {
                let copy = copies + (-1 - start)
                (value[0], value[1]) = (Int(bitPattern: copy), Int(bitPattern: copy + end))
            }
        }
        attributes.withMemoryRebound(to: UnsafePointer<xmlChar>?.self, capacity: attributeCount * 5) { raw in
            startElement(localName, uri: uri, attributes: attributeCount > 0 ? raw : nil, attributeCount: attributeCount)
        }
        return words[index + 1]
    }
}
