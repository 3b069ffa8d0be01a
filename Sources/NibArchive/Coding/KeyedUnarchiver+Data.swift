import Foundation
import ViewCore

extension KeyedUnarchiver {
    /// Reads `data` and makes an unarchiver for what it holds, ready for
    /// `decodeTopLevelObjects()`: `NSKeyedUnarchiver(forReadingFrom:)`'s role. The same as
    /// reading the document with `ArchiveDocument(data:format:file:limits:)` and decoding it.
    ///
    /// ```swift
    /// let unarchiver = try KeyedUnarchiver(data: data, file: "Main.xml")
    /// let roots = try unarchiver.decodeTopLevelObjects()
    /// ```
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - format: its spelling; nil tells it from the first byte that is not whitespace.
    ///   - file: the file's name or path, named in diagnostics and errors.
    ///   - limits: the limits reading enforces.
    ///   - placeholders: as for `init(document:file:placeholders:registry:options:objectIndex:)`.
    ///   - registry: as for `init(document:file:placeholders:registry:options:objectIndex:)`.
    ///   - options: as for `init(document:file:placeholders:registry:options:objectIndex:)`.
    /// - Throws: `ArchiveReadError` when the file cannot be read, as `ArchiveDocument(data:)`.
    public convenience init(
        data: Data, format: ArchiveFormat? = nil, file: String? = nil, limits: ReaderLimits = .default,
        placeholders: [String: AnyObject] = [:], registry: ClassRegistry = .shared,
        options: Options = Options()
    ) throws {
        let document = try ArchiveDocument(data: data, format: format, file: file, limits: limits)
        self.init(document: document, file: file, placeholders: placeholders, registry: registry, options: options)
    }
}
