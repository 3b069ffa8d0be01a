import CLibXML2
import Foundation

/// The only place NibArchive touches libxml2's parser: a push parser context owned by a
/// `final class` and freed in `deinit`, plus `diagnostic(from:)`, the one function that turns
/// a libxml2 error into ours. No C type leaves the `XML/` folder.
final class LibXML2PushParser {
    /// Chunk size for `xmlParseChunk`: one call with more than ~10 MB fails ("Huge input lookup").
    static let chunkSize = 256 << 10

    /// Sets up libxml2's process-wide state once, before any thread parses. Besides
    /// `xmlInitParser()`, this registers RELAX NG's datatype libraries and XML Schema's
    /// built-in types: libxml2 2.9 does both lazily, unguarded, on the first schema parse, and
    /// two threads parsing their first schema at once each built a table, one of them then
    /// refusing the schema ("type library failed to register"). Measured with eight threads
    /// parsing `Formats/archive.rng` at once in 300 fresh processes: 26 of 2,400 parses failed
    /// without this, none with it.
    static let ensureInitialized: Bool = {
        xmlInitParser()
        xmlRelaxNGInitTypes()
        xmlSchemaInitTypes()
        return true
    }()

    let context: xmlParserCtxtPtr

    /// Creates a SAX2 push parser that calls `handler`'s callbacks with `userData`. Options:
    /// `XML_PARSE_NONET` only; never `NOENT`, `DTDLOAD` or `HUGE`.
    init?(handler: inout xmlSAXHandler, userData: UnsafeMutableRawPointer?, file: String?) {
        _ = Self.ensureInitialized
        guard let context = xmlCreatePushParserCtxt(&handler, userData, nil, 0, file) else { return nil }
        self.context = context
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
    }

    deinit {
        xmlFreeParserCtxt(context)
    }

    /// Points the callbacks' context at `userData`, for an owner that makes the parser before
    /// it can hand itself over.
    func setUserData(_ userData: UnsafeMutableRawPointer) {
        context.pointee.userData = userData
    }

    /// Feeds one chunk; `last` ends the document. Returns false once the parser has stopped.
    func feed(_ bytes: UnsafePointer<UInt8>, count: Int, last: Bool) -> Bool {
        let status = bytes.withMemoryRebound(to: CChar.self, capacity: count) { pointer in
            xmlParseChunk(context, pointer, Int32(count), last ? 1 : 0)
        }
        return status == 0 && context.pointee.disableSAX == 0
    }

    /// Runs `body` with this thread's libxml2 structured error handler set to `handler`, then
    /// restores the previous one. Errors libxml2 raises without a parser context (encoding
    /// conversion) go there instead of to stderr; the handler is per thread, so parses on
    /// other threads are not affected.
    static func withThreadErrorHandler<T>(_ handler: xmlStructuredErrorFunc, userData: UnsafeMutableRawPointer,
                                          _ body: () throws -> T) rethrows -> T {
        let previous = __xmlStructuredError()?.pointee
        let previousContext = __xmlStructuredErrorContext()?.pointee
        xmlSetStructuredErrorFunc(userData, handler)
        defer { xmlSetStructuredErrorFunc(previousContext, previous) }
        return try body()
    }

    /// Stops parsing from inside a callback; no further callbacks arrive.
    func stop() { xmlStopParser(context) }

    /// The absolute byte offset the parser has reached in the input.
    var offset: Int {
        guard let input = context.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else { return 0 }
        return Int(input.pointee.consumed) + (cur - base)
    }

    /// Whether libxml2 is converting from another encoding than UTF-8 (our offsets would be off).
    var isTranscoding: Bool {
        context.pointee.input?.pointee.buf?.pointee.encoder != nil
    }

    /// libxml2's errors for a construct cut off by the end of the input (when only whitespace
    /// follows the error): document end, unfinished attribute, literal, comment, PI, CDATA,
    /// XML declaration or tag, and missing space, name, `=`, `>` or `</`.
    private static let truncationCodes: Set<Int> = Set([
        XML_ERR_DOCUMENT_END, XML_ERR_ATTRIBUTE_NOT_STARTED, XML_ERR_ATTRIBUTE_NOT_FINISHED, XML_ERR_LITERAL_NOT_STARTED,
        XML_ERR_LITERAL_NOT_FINISHED, XML_ERR_COMMENT_NOT_FINISHED, XML_ERR_PI_NOT_STARTED, XML_ERR_PI_NOT_FINISHED,
        XML_ERR_CDATA_NOT_FINISHED, XML_ERR_XMLDECL_NOT_FINISHED, XML_ERR_SPACE_REQUIRED, XML_ERR_NAME_REQUIRED,
        XML_ERR_EQUAL_REQUIRED, XML_ERR_GT_REQUIRED, XML_ERR_LTSLASH_REQUIRED, XML_ERR_TAG_NOT_FINISHED,
    ].map { Int($0.rawValue) })

    /// Our diagnostic for a libxml2 error; nil for warnings. `at` is the location of the error.
    static func diagnostic(from error: LibXML2Error, at location: SourceLocation, inputEnded: Bool,
                           file: String?) -> ArchiveDiagnostic? {
        guard error.isError else { return nil }
        if error.code == Int(XML_ERR_DOCUMENT_EMPTY.rawValue) || inputEnded && truncationCodes.contains(error.code) {
            return ArchiveDiagnostic(code: .unexpectedEnd, message: error.message, file: file, line: location.line,
                                     column: location.column)
        }
        return ArchiveDiagnostic(code: .malformedXML, message: error.message, file: file, line: location.line,
                                 column: location.column)
    }

    /// Where libxml2's input buffer lies and how it maps to offsets in the input, for the
    /// callbacks of one event; nil while transcoding, when the buffer holds converted bytes.
    var inputWindow: InputWindow? {
        guard let input = context.pointee.input, let base = input.pointee.base, let end = input.pointee.end,
              !isTranscoding else { return nil }
        return InputWindow(base: base, end: end, consumed: Int(input.pointee.consumed))
    }
}

/// libxml2's input buffer during one callback: a pointer libxml2 passes that lies inside it is
/// a position in the input, `consumed` bytes before `base` having gone already.
struct InputWindow {
    let base: UnsafePointer<UInt8>
    let end: UnsafePointer<UInt8>
    let consumed: Int

    /// The offsets in the input of the bytes `start..<end`, when they lie in the buffer as read
    /// (not in a copy libxml2 made to normalize a value).
    @inline(__always) func offsets(of start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>) -> (Int, Int)? {
        guard start >= base, start <= end, end <= self.end else { return nil }
        return (consumed + (start - base), consumed + (end - base))
    }
}

/// What libxml2 said in one error, copied out of its `xmlError` so that it can be handled
/// later, on another thread.
struct LibXML2Error {
    /// Whether it is an error or worse, not a warning.
    let isError: Bool
    let code: Int
    /// libxml2's message, trailing whitespace removed.
    let message: String

    init(_ error: xmlErrorPtr) {
        isError = error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue
        code = Int(error.pointee.code)
        var message = error.pointee.message.map { String(cString: $0) } ?? "unknown libxml2 error"
        while message.last?.isWhitespace == true { message.removeLast() }
        self.message = message
    }
}
