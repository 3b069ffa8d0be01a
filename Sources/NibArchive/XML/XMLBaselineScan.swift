import CLibXML2
import Foundation

/// A bare libxml2 SAX2 scan that builds nothing: the floor any XML loader built on libxml2
/// can reach, which the benchmarks measure our reader against on the same bytes. Not API.
@_spi(Benchmarks)
public enum XMLBaselineScan {
    /// Parses `data` with the same push parser and options as `XMLArchiveReader`, counting
    /// start tags; nil when the document is not well formed.
    public static func elementCount(in data: Data) -> Int? {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, _, _, _, _, _, _, _, _ in
            context?.assumingMemoryBound(to: Int.self).pointee += 1
        }
        var count = 0
        let wellFormed = withUnsafeMutablePointer(to: &count) { counter -> Bool in
            guard let parser = LibXML2PushParser(handler: &handler, userData: UnsafeMutableRawPointer(counter), file: nil)
            else { return false }
            return data.withUnsafeBytes { raw -> Bool in
                guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return false }
                var offset = 0
                repeat {
                    let length = min(LibXML2PushParser.chunkSize, raw.count - offset)
                    let last = offset + length == raw.count
                    guard parser.feed(base + offset, count: length, last: last) else { return false }
                    offset += length
                } while offset < raw.count
                return true
            }
        }
        return wellFormed ? count : nil
    }
}
