import Foundation

/// Reads the XML spelling of an archive (`Formats/xml.md`) into an `ArchiveDocument`.
///
/// Built on libxml2's SAX2 push parser fed in chunks: no tree is built, element and attribute
/// names are matched by libxml2's interned pointers (bytes on first sight), and only values
/// that are kept become `String`s; each distinct key becomes one `String`, numbered for
/// decoding (`ArchiveKeyID`). Measured on a 10,101-object, 5.3 MB archive (release build,
/// `nibkit-bench --profile-phases`): about 30 ms on one thread, freeing the document included,
/// about twice a bare libxml2 SAX scan of the same bytes (13-15 ms).
///
/// An input of 1 MiB or more is read on two threads when the machine has two processors:
/// libxml2 runs on a thread of its own while the calling thread builds the document from what
/// it reports. The result, diagnostics included, is the same as on one thread; the time is
/// about a quarter shorter while the second processor is free (10k views: 29 ms against
/// 38 ms). `parallelReading` turns it off.
///
/// The input is treated as hostile: no network, no DTD, no entity expansion (any DOCTYPE is
/// refused), and `limits` bound its size, depth, object count and string lengths. Locations are
/// exact at any line count.
///
/// ```swift
/// let document = try XMLArchiveReader().read(data, file: "Main.xml")
/// ```
public struct XMLArchiveReader: Sendable {
    /// The limits enforced while reading.
    public var limits: ReaderLimits
    /// Whether a large input may be parsed on a second thread (the default). Turn it off to
    /// keep all work on the calling thread.
    public var parallelReading: Bool

    /// Creates a reader with the given limits.
    public init(limits: ReaderLimits = .default, parallelReading: Bool = true) {
        self.limits = limits
        self.parallelReading = parallelReading
    }

    /// Reads a document.
    ///
    /// - Parameters:
    ///   - data: The file's bytes, UTF-8.
    ///   - file: The file's name or path, used in diagnostics only.
    /// - Returns: The document, never a partial one.
    /// - Throws: `ArchiveReadError`: the first syntax error or exceeded limit (`NIB01xx`), or
    ///   every structure error found (`NIB02xx`), each with its line and column.
    /// - Complexity: O(n) in the size of `data`.
    public func read(_ data: Data, file: String? = nil) throws -> ArchiveDocument {
        try read(data, file: file, pipelineThreshold: nil)
    }

    /// `read(_:file:)` with the size from which reading takes two threads and the chunk size
    /// libxml2 is fed, which tests set to run every input through both paths. When reading
    /// takes two threads, `decodingAhead` decodes the views each part finished right after
    /// the part is built (`KeyedUnarchiver(data:)`).
    func read(_ data: Data, file: String?, pipelineThreshold: Int? = nil, chunkSize: Int? = nil,
              decodingAhead: DecodingAhead? = nil) throws -> ArchiveDocument {
        try readKeepingIDs(data, file: file, pipelineThreshold: pipelineThreshold, chunkSize: chunkSize,
                           decodingAhead: decodingAhead).document
    }

    /// `read`, with the ids the document declares, by the objects that declare them.
    func readKeepingIDs(_ data: Data, file: String?, pipelineThreshold: Int? = nil, chunkSize: Int? = nil,
                        decodingAhead: DecodingAhead? = nil) throws -> (document: ArchiveDocument, ids: IDTable) {
        let threshold = pipelineThreshold ?? (parallelReading ? ReadingThread.threshold : .max)
        return try limits.withCheckedBytes(of: data, file: file) { bytes, count in
            let builder = XMLDocumentBuilder(base: bytes, count: count, limits: limits, file: file)
            builder.decodingAhead = decodingAhead
            let document = try builder.run(pipelineThreshold: threshold, chunkSize: chunkSize)
            return (document, builder.ids)
        }
    }
}
