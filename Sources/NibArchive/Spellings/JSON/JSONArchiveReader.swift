import Foundation

/// Reads the JSON spelling of an archive (`Formats/json.md`) into an `ArchiveDocument`.
///
/// Uses its own parser (`JSONParser`) rather than Foundation's. Measured on a 10,101-object,
/// 10.5 MB archive (release build), `JSONSerialization` alone took about 310 ms (30 µs per
/// object, building nothing of ours; the toolchain notes give 141 ms, 14 µs per object, for
/// `JSONDecoder` into structs), and neither keeps member order, which is the entries' order,
/// nor tells the integer `3` from the real `3.0`, nor says where a value stands. This reader
/// builds the whole document in about 20 ms (2 µs per object, freeing it included:
/// `nibkit-bench --profile-phases`) and keeps all three.
///
/// ```swift
/// let document = try JSONArchiveReader().read(data, file: "Main.json")
/// ```
public struct JSONArchiveReader: Sendable {
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
    ///   every structure error found (`NIB02xx`), each with its line and column; among them
    ///   (`NIB0206`) every name, id, key or other text XML spells as an attribute that holds a
    ///   character XML cannot carry (`XMLTextScan`): only string values may.
    /// - Complexity: O(n) in the size of `data`.
    public func read(_ data: Data, file: String? = nil) throws -> ArchiveDocument {
        try limits.withCheckedBytes(of: data, file: file) { bytes, count in
            var parser = JSONParser(bytes: bytes, count: count, limits: limits, file: file)
            let tape = try parser.parse()
            var decoder = JSONDocumentDecoder(bytes: bytes, limits: limits, file: file)
            let document =
                (try? tape.withRoot(bytes: bytes) { root throws(JSONDocumentDecoder.Stop) in try decoder.document(root)
                }) ?? nil
            if !decoder.diagnostics.isEmpty { throw ArchiveReadError(diagnostics: decoder.diagnostics) }
            guard let document else {
                throw ArchiveReadError(
                    ArchiveDiagnostic(
                        code: .unexpectedElement, message: "the input holds no archive", file: file, line: 1, column: 1)
                )
            }
            if tape.holdsTextXMLCannotCarry {
                // XML could not carry it: the file would not convert without loss.
                let found = XMLTextScan.diagnostics(in: document, file: file)
                if !found.isEmpty { throw ArchiveReadError(diagnostics: found) }
            }
            return document
        }
    }
}
