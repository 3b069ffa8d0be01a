import BenchLibXML2
import Foundation

/// A bare libxml2 SAX2 scan that builds nothing: the floor any XML loader built on libxml2
/// can reach, which the benchmarks measure our reader against on the same bytes.
enum XMLBaselineScan {
    /// Parses `data` with a SAX2 push parser fed 256 KiB at a time, with `XML_PARSE_NONET` as
    /// `XMLArchiveReader` does, counting start tags; nil when the document is not well formed.
    static func elementCount(in data: Data) -> Int? {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, _, _, _, _, _, _, _, _ in
            context?.assumingMemoryBound(to: Int.self).pointee += 1
        }
        var count = 0
        let wellFormed = withUnsafeMutablePointer(to: &count) { counter -> Bool in
            guard let parser = xmlCreatePushParserCtxt(&handler, counter, nil, 0, nil) else { return false }
            defer { xmlFreeParserCtxt(parser) }
            xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue))
            return data.withUnsafeBytes { raw -> Bool in
                guard let base = raw.bindMemory(to: CChar.self).baseAddress else { return false }
                var offset = 0
                repeat {
                    let length = min(256 << 10, raw.count - offset)
                    let last = offset + length == raw.count
                    guard xmlParseChunk(parser, base + offset, Int32(length), last ? 1 : 0) == 0 else { return false }
                    offset += length
                } while offset < raw.count
                return true
            }
        }
        return wellFormed ? count : nil
    }
}
