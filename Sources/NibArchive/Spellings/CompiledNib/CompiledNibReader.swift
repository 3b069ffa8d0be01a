import Foundation

/// Reads a compiled nib, the `NIBArchive` `ibtool --compile` writes (or the keyed archive older
/// nibs are), into an `ArchiveDocument`
/// with the classes and keys the Xcode reader gives its source, so that it validates, converts,
/// dumps and loads as the `.xib` does. `Formats/nibarchive.md` describes the format and the
/// mapping.
///
/// ```swift
/// let document = try CompiledNibReader().read(data, file: "View.nib")
/// ```
public struct CompiledNibReader: Sendable {
    /// The limits to enforce on the input.
    public var limits: ReaderLimits

    /// Creates a reader enforcing `limits`.
    public init(limits: ReaderLimits = .default) {
        self.limits = limits
    }

    /// Reads a compiled nib's bytes.
    ///
    /// - Throws: `ArchiveReadError`: the decoder's errors (see `NIBArchiveDecoder.decode` and
    ///   `KeyedNibArchiveDecoder.decode`), and
    ///   `NIB0203` for a root object that is neither UIKit's nor AppKit's, `NIB0107` for
    ///   objects nested deeper than `limits.maxDepth`.
    /// - Complexity: O(n) in the size of the file.
    public func read(_ data: Data, file: String? = nil) throws(ArchiveReadError) -> ArchiveDocument {
        try read(data, file: file, idPrefix: "")
    }

    /// Reads a compiled nib's bytes, every id of its objects starting with `idPrefix`; `nesting`
    /// counts the prototype cells' nibs it is archived in.
    func read(_ data: Data, file: String?, idPrefix: String, nesting: Int = 0) throws(ArchiveReadError)
        -> ArchiveDocument
    {
        let archive = try self.archive(data, file: file)
        let mapper = CompiledNibMapper(archive: archive, file: file, limits: limits)
        mapper.idPrefix = idPrefix
        mapper.nibNesting = nesting
        return try mapper.map()
    }

    /// The raw tables of a compiled nib: a `NIBArchive`'s as stored, a keyed-archive nib's as
    /// `KeyedNibArchiveDecoder` builds them.
    ///
    /// - Throws: `ArchiveReadError`: the decoder's errors (`NIBArchiveDecoder.decode`,
    ///   `KeyedNibArchiveDecoder.decode`).
    /// - Complexity: O(n) in the size of the file.
    public func archive(_ data: Data, file: String? = nil) throws(ArchiveReadError) -> NIBArchive {
        KeyedNibArchiveDecoder.recognizes(data)
            ? try KeyedNibArchiveDecoder(limits: limits).decode(data, file: file)
            : try NIBArchiveDecoder(limits: limits).decode(data, file: file)
    }

    /// Whether `data` is a compiled nib this reader reads: it starts with `NIBArchive`, or with
    /// `bplist00` (a keyed-archive nib, read by `KeyedNibArchiveDecoder`).
    ///
    /// - Complexity: O(1).
    public static func recognizes(_ data: Data) -> Bool {
        NIBArchiveDecoder.recognizes(data) || KeyedNibArchiveDecoder.recognizes(data)
    }
}
