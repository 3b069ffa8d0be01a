internal import CLibXML2
import Foundation

/// RELAX NG validation through libxml2: a parsed schema owned by a `final class` and freed in
/// `deinit`, and one function that validates a document's bytes against it and turns libxml2's
/// errors into ours. No C type leaves the `XML/` folder.
///
/// The schema text is kept alive (`schemaText`) for as long as the parsed schema: libxml2
/// reads the memory buffer lazily and otherwise reports "Document is empty". A schema is
/// parsed once per thread that validates (see `forCurrentThread`), since libxml2 does not
/// promise that a parsed RELAX NG grammar may be shared between threads.
final class LibXML2RelaxNG {
    /// One libxml2 validity error: its line (1-based; 0 when unknown), the element it is about,
    /// and libxml2's message.
    struct Failure {
        let line: Int
        let element: String?
        let message: String
    }

    private let schemaText: ContiguousArray<CChar>
    private let schema: xmlRelaxNGPtr

    /// Parses `text` as a RELAX NG schema; nil when libxml2 cannot.
    init?(schema text: String) {
        _ = XMLPushParser.ensureInitialized
        schemaText = ContiguousArray(text.utf8CString)
        let parsed: xmlRelaxNGPtr? = schemaText.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let context = xmlRelaxNGNewMemParserCtxt(base, Int32(buffer.count - 1))
            else {
                return nil
            }
            defer { xmlRelaxNGFreeParserCtxt(context) }
            xmlRelaxNGSetParserStructuredErrors(context, { _, _ in }, nil)
            return xmlRelaxNGParse(context)
        }
        guard let parsed else { return nil }
        schema = parsed
    }

    deinit {
        xmlRelaxNGFree(schema)
    }

    /// Every validity error of `data` (UTF-8 XML), in document order. A document libxml2 cannot
    /// parse yields no failures: the reader reports its syntax errors.
    func validate(_ data: Data, file: String?) -> [Failure] {
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document: xmlDocPtr? = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count > 0 else { return nil }
            return xmlReadMemory(base.assumingMemoryBound(to: CChar.self), Int32(raw.count), file, nil, options)
        }
        guard let document else { return [] }
        defer { xmlFreeDoc(document) }
        guard let context = xmlRelaxNGNewValidCtxt(schema) else { return [] }
        defer { xmlRelaxNGFreeValidCtxt(context) }
        let collector = Collector()
        let userData = Unmanaged.passUnretained(collector).toOpaque()
        xmlRelaxNGSetValidStructuredErrors(
            context,
            { userData, error in
                guard let userData, let error else { return }
                Unmanaged<Collector>.fromOpaque(userData).takeUnretainedValue().add(error)
            }, userData)
        _ = withExtendedLifetime(collector) { xmlRelaxNGValidateDoc(context, document) }
        return collector.failures
    }

    /// Gathers the errors one validation reports.
    private final class Collector {
        var failures: [Failure] = []

        func add(_ error: xmlErrorPtr) {
            guard error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            var message = error.pointee.message.map { String(cString: $0) } ?? "the document does not match the schema"
            while message.last?.isWhitespace == true { message.removeLast() }
            var element: String?
            var line = Int(error.pointee.line)
            if let raw = error.pointee.node {
                let node = raw.assumingMemoryBound(to: xmlNode.self)
                if node.pointee.type == XML_ELEMENT_NODE, let name = node.pointee.name {
                    element = String(cString: name)
                }
                // Attribute errors come without a line; the element has one.
                if line == 0 { line = max(0, Int(xmlGetLineNo(node))) }
            }
            failures.append(Failure(line: line, element: element, message: message))
        }
    }
}
