import Foundation

/// Reads the XML spelling of an archive (`Formats/xml.md`) into an `ArchiveDocument`.
///
/// Built on libxml2's SAX2 push parser fed in chunks (`XMLPushParser`): no tree is built, and
/// only values that are kept become `String`s.
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

    /// Creates a reader with the given limits.
    public init(limits: ReaderLimits = .default) {
        self.limits = limits
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
        try read(data, file: file, chunkSize: XMLPushParser.chunkSize)
    }

    /// `read(_:file:)` feeding libxml2 `chunkSize` bytes at a time, which tests make small so
    /// that every construct meets a chunk boundary.
    func read(_ data: Data, file: String?, chunkSize: Int) throws -> ArchiveDocument {
        try limits.withCheckedBytes(of: data, file: file) { bytes, count in
            try XMLDocumentBuilder(base: bytes, count: count, limits: limits, file: file).run(chunkSize: chunkSize)
        }
    }
}
