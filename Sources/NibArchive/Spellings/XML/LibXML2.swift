internal import CLibXML2
import Foundation

/// What an XML push parser reports, in Swift types: the readers of `XML/` and `Xcode/` build
/// their documents from these events and never see libxml2.
///
/// Offsets are byte offsets in the input where libxml2 stands when it reports the event: just
/// past a start tag, an end tag or the reported text. Callbacks arrive on the thread that
/// called `XMLPushParser.parse`, in document order.
protocol XMLEventHandler: AnyObject {
    /// A start tag; `name` has no namespace prefix, `isNamespaced` says whether it had one.
    func startElement(_ name: XMLName, isNamespaced: Bool, attributes: XMLAttributeList, offset: Int)
    /// An end tag (also sent right after the start of an empty element).
    func endElement(offset: Int)
    /// A run of character data (or CDATA), not necessarily all of a text node.
    func characters(_ text: UnsafeBufferPointer<UInt8>, offset: Int)
    /// A DOCTYPE declaration: interface files have none, and readers refuse it.
    func doctype(offset: Int)
    /// An error or warning libxml2 raised. When `canStop` is false (errors raised while
    /// converting encodings, outside the parser's own error path) the handler must not call
    /// `XMLPushParser.stop()`: parsing stops when the current chunk returns instead.
    func error(_ error: XMLParseError, offset: Int, canStop: Bool)
}

/// An element or attribute name as libxml2 reports it: UTF-8 bytes, NUL-terminated, valid
/// during the callback. Names are interned for the whole parse, so equal names have equal
/// `identity`: a reader may remember what it made of a name by its identity.
struct XMLName {
    let start: UnsafePointer<UInt8>

    /// The same for every occurrence of the same name within one parse.
    var identity: UnsafeRawPointer { UnsafeRawPointer(start) }

    /// The name's bytes.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: strlen(start)) }

    /// The name as a `String`.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// The attributes of one start tag, valid during the callback. A value is handed over as libxml2
/// decoded it, except that `&` stays escaped as `&#38;` (entities are never substituted).
struct XMLAttributeList {
    /// libxml2's SAX2 layout: five pointers per attribute (local name, prefix, URI, value
    /// start, value end).
    fileprivate let raw: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    /// The number of attributes.
    let count: Int

    /// The name of attribute `index`, without its prefix.
    func name(at index: Int) -> XMLName? {
        raw?[index * 5].map(XMLName.init(start:))
    }

    /// Whether attribute `index` has a namespace prefix.
    func isNamespaced(at index: Int) -> Bool {
        raw?[index * 5 + 1] != nil
    }

    /// The value bytes of attribute `index`.
    func value(at index: Int) -> UnsafeBufferPointer<UInt8>? {
        guard let raw, let start = raw[index * 5 + 3], let end = raw[index * 5 + 4] else { return nil }
        return UnsafeBufferPointer(start: start, count: end - start)
    }
}

/// What libxml2 said in one error, copied out of its `xmlError`.
struct XMLParseError {
    /// Whether it is an error or worse, not a warning.
    let isError: Bool
    /// Whether the input held no document at all.
    let isEmptyDocument: Bool
    /// Whether it is one of the errors a construct cut off by the end of the input raises
    /// (unfinished tag, attribute, literal, comment, CDATA, declaration...).
    let isTruncation: Bool
    /// libxml2's message on one line, trailing whitespace removed.
    let message: String
}

/// libxml2's SAX2 push parser, fed in chunks, reporting to an `XMLEventHandler`. This file is
/// the only one that imports libxml2; no C type leaves it.
///
/// Options: `XML_PARSE_NONET` only; never `NOENT`, `DTDLOAD` or `HUGE`, so no entity is
/// expanded and nothing is loaded.
final class XMLPushParser {
    /// Chunk size for `xmlParseChunk`: one call with more than ~10 MB fails ("Huge input lookup").
    static let chunkSize = 256 << 10

    /// Sets up libxml2's process-wide state once, before any thread parses (`xmlInitParser()`).
    static let ensureInitialized: Bool = {
        xmlInitParser()
        return true
    }()

    private let context: xmlParserCtxtPtr
    // The C callbacks find the handler through the context's user data, which points at this
    // parser; `parse` keeps both alive while libxml2 may call back.
    private unowned let handler: any XMLEventHandler

    /// Creates a parser that reports to `handler`; nil when libxml2 cannot make one. `file` is
    /// named in libxml2's own messages only.
    init?(handler: any XMLEventHandler, file: String?) {
        _ = Self.ensureInitialized
        var sax = Self.callbacks()
        guard let context = xmlCreatePushParserCtxt(&sax, nil, nil, 0, file) else { return nil }
        self.context = context
        self.handler = handler
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
    }

    deinit {
        xmlFreeParserCtxt(context)
    }

    /// Parses `bytes` to the end, `chunkSize` bytes at a time, stopping early once the parser
    /// stopped (`stop()` or a fatal error) or `shouldStop` says so between chunks.
    ///
    /// - Parameter maxAttributes: The most attributes a start tag may have; each chunk is
    ///   scanned for a tag with more before libxml2 sees it (see `XMLAttributeCounter`).
    /// - Returns: the offset of the `<` of a start tag with more than `maxAttributes`
    ///   attributes, where parsing stopped; nil otherwise.
    @discardableResult
    func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, chunkSize: Int = XMLPushParser.chunkSize, maxAttributes: Int = .max,
        shouldStop: () -> Bool = { false }
    ) -> Int? {
        // libxml2 hands its callbacks a `void *`: the parser passes itself unretained. Neither
        // holder outlives it: the context is this parser's own (freed in `deinit`), and the
        // error handler is put back before `parse` returns.
        let me = Unmanaged.passUnretained(self).toOpaque()
        context.pointee.userData = me
        let previous = __xmlStructuredError()?.pointee
        let previousContext = __xmlStructuredErrorContext()?.pointee
        // Errors raised without a parser context (encoding conversion) go to this thread's
        // handler instead of stderr; the handler is per thread, so other parses are not affected.
        xmlSetStructuredErrorFunc(me) { userData, error in
            guard let userData, let error else { return }
            let parser = Unmanaged<XMLPushParser>.fromOpaque(userData).takeUnretainedValue()
            parser.handler.error(XMLParseError(error), offset: parser.offset, canStop: false)
        }
        defer { xmlSetStructuredErrorFunc(previousContext, previous) }
        var counter = XMLAttributeCounter(limit: maxAttributes)
        return withExtendedLifetime(self) { () -> Int? in
            var offset = 0
            repeat {
                let size = min(chunkSize, bytes.count - offset)
                if let tag = counter.scan(bytes, upTo: offset + size) { return tag }
                let last = offset + size >= bytes.count
                let status =
                    bytes.baseAddress.map { base in
                        (base + offset).withMemoryRebound(to: CChar.self, capacity: size) { pointer in
                            xmlParseChunk(context, pointer, Int32(size), last ? 1 : 0)
                        }
                    } ?? xmlParseChunk(context, nil, 0, 1)
                offset += size
                if status != 0 || context.pointee.disableSAX != 0 || shouldStop() { break }
            } while offset < bytes.count
            return nil
        }
    }

    /// Stops parsing from inside a callback; no further callbacks arrive.
    func stop() { xmlStopParser(context) }

    /// Whether libxml2 is converting from another encoding than UTF-8 (offsets then count
    /// converted bytes).
    var isTranscoding: Bool {
        context.pointee.input?.pointee.buf?.pointee.encoder != nil
    }

    /// The absolute byte offset the parser has reached in the input.
    private var offset: Int {
        guard let input = context.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else {
            return 0
        }
        return Int(input.pointee.consumed) + (cur - base)
    }

    private static func parser(_ context: UnsafeMutableRawPointer?) -> XMLPushParser? {
        context.map { Unmanaged<XMLPushParser>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The SAX2 callbacks: each forwards to the handler in Swift types.
    private static func callbacks() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = { context, localName, _, uri, _, _, attributeCount, _, attributes in
            guard let parser = XMLPushParser.parser(context), let localName else { return }
            parser.handler.startElement(
                XMLName(start: localName), isNamespaced: uri != nil,
                attributes: XMLAttributeList(raw: attributes, count: Int(attributeCount)), offset: parser.offset)
        }
        sax.endElementNs = { context, _, _, _ in
            guard let parser = XMLPushParser.parser(context) else { return }
            parser.handler.endElement(offset: parser.offset)
        }
        sax.characters = { context, characters, length in
            guard let parser = XMLPushParser.parser(context), let characters else { return }
            parser.handler.characters(UnsafeBufferPointer(start: characters, count: Int(length)), offset: parser.offset)
        }
        sax.cdataBlock = sax.characters
        sax.internalSubset = { context, _, _, _ in
            guard let parser = XMLPushParser.parser(context) else { return }
            parser.handler.doctype(offset: parser.offset)
        }
        sax.serror = { context, error in
            guard let parser = XMLPushParser.parser(context), let error else { return }
            parser.handler.error(XMLParseError(error), offset: parser.offset, canStop: true)
        }
        return sax
    }
}

extension XMLParseError {
    /// libxml2's errors for a construct cut off by the end of the input (when only whitespace
    /// follows the error): document end, unfinished attribute, literal, comment, PI, CDATA,
    /// XML declaration or tag, and missing space, name, `=`, `>` or `</`.
    private static let truncationCodes: Set<Int32> = Set(
        [
            XML_ERR_DOCUMENT_END, XML_ERR_ATTRIBUTE_NOT_STARTED, XML_ERR_ATTRIBUTE_NOT_FINISHED,
            XML_ERR_LITERAL_NOT_STARTED, XML_ERR_LITERAL_NOT_FINISHED, XML_ERR_COMMENT_NOT_FINISHED,
            XML_ERR_PI_NOT_STARTED, XML_ERR_PI_NOT_FINISHED, XML_ERR_CDATA_NOT_FINISHED, XML_ERR_XMLDECL_NOT_FINISHED,
            XML_ERR_SPACE_REQUIRED, XML_ERR_NAME_REQUIRED, XML_ERR_EQUAL_REQUIRED, XML_ERR_GT_REQUIRED,
            XML_ERR_LTSLASH_REQUIRED, XML_ERR_TAG_NOT_FINISHED,
        ].map { Int32($0.rawValue) })

    /// Copies what `error` says; the one place a libxml2 error becomes ours.
    fileprivate init(_ error: UnsafePointer<xmlError>) {
        isError = error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue
        isEmptyDocument = error.pointee.code == Int32(XML_ERR_DOCUMENT_EMPTY.rawValue)
        isTruncation = Self.truncationCodes.contains(error.pointee.code)
        // Some messages (encoding errors) hold a line break and the offending bytes: one line,
        // so that the diagnostic's code stays on it.
        let text = error.pointee.message.map { String(cString: $0) } ?? "unknown libxml2 error"
        message = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Our diagnostic for this error; nil for a warning. `inputEnded` tells whether only
    /// whitespace follows the place of the error, which makes it a truncated input.
    func diagnostic(at location: SourceLocation, inputEnded: Bool, file: String?) -> ArchiveDiagnostic? {
        guard isError else { return nil }
        let code: ArchiveDiagnostic.Code =
            isEmptyDocument || inputEnded && isTruncation ? .unexpectedEnd : .malformedXML
        return ArchiveDiagnostic(code: code, message: message, file: file, line: location.line, column: location.column)
    }
}
