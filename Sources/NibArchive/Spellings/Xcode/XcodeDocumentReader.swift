import Foundation

/// Reads Xcode's interface files, `.xib` and `.storyboard` (the `<document>` format of Xcode 5
/// and later, for iOS, tvOS, watchOS and macOS), into an `ArchiveDocument`, so that they
/// validate, convert and load like our own archives. `Formats/xcode.md` is the mapping table.
///
/// ```swift
/// let document = try XcodeDocumentReader().read(data, file: "Main.storyboard")
/// ```
///
/// Element names map to classes (`label` -> `Label`, `customClass` over it), `key` attributes
/// to coder keys, attributes to typed values, ids are kept as written, `<connections>` become
/// the document's connections, and every object and value keeps its line and column in the
/// file. What NibKit does not model is kept verbatim with its object (see `XcodeVerbatim`) and
/// reported as a warning by `nibc validate`, never an error. The legacy `<archive>` format of
/// Xcode 3 is refused with one error (`NIB0113`) saying how to upgrade it.
public struct XcodeDocumentReader: Sendable {
    /// The limits to enforce on the input.
    public var limits: ReaderLimits

    /// Creates a reader enforcing `limits`.
    public init(limits: ReaderLimits = .default) {
        self.limits = limits
    }

    /// Reads a `.xib` or `.storyboard` file's bytes.
    ///
    /// - Parameters:
    ///   - data: The file's bytes, UTF-8.
    ///   - file: The file's name or path, for diagnostics.
    /// - Throws: `ArchiveReadError`: XML syntax and limits (`NIB01xx`), the legacy format
    ///   (`NIB0113`), a root other than `<document>` (`NIB0203`), values that cannot be read
    ///   where one is required (`NIB0206`).
    /// - Complexity: O(n) in the size of the file.
    public func read(_ data: Data, file: String? = nil) throws(ArchiveReadError) -> ArchiveDocument {
        let root = try XMLElementTree.parse(data, file: file, limits: limits)
        return try XcodeMapper(file: file, limits: limits).map(root)
    }

    /// Reads a `.xib` or `.storyboard` file's bytes, and the metrics Interface Builder laid it
    /// out under (see `XcodeDesignMetrics`), from one parse. The document is the one Interface
    /// Builder's canvas lays out: its placeholder constraints (removed when the file is built)
    /// are installed.
    ///
    /// - Throws: as `read(_:file:)`.
    /// - Complexity: O(n) in the size of the file.
    public func readWithDesignMetrics(_ data: Data, file: String? = nil) throws(ArchiveReadError)
        -> (document: ArchiveDocument, design: XcodeDesignMetrics)
    {
        let root = try XMLElementTree.parse(data, file: file, limits: limits)
        let document = try XcodeMapper(file: file, limits: limits, installsPlaceholderConstraints: true).map(root)
        return (document, XcodeDesignMetrics.metrics(of: root))
    }

    /// Whether `data` looks like an Xcode interface file: its root element, after the XML
    /// declaration and any comments, is `<document` or a legacy `<archive type="com.apple.InterfaceBuilder…`.
    ///
    /// - Complexity: O(1): looks at the first 4 KiB at most.
    public static func recognizes(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        var rest = head[...]
        while let open = rest.firstIndex(of: "<") {
            let tag = rest[open...]
            if tag.hasPrefix("<?") || tag.hasPrefix("<!--") {
                guard let close = tag.range(of: tag.hasPrefix("<?") ? "?>" : "-->") else { return false }
                rest = tag[close.upperBound...]
                continue
            }
            if tag.hasPrefix("<document") { return true }
            if tag.hasPrefix("<archive") {
                let end = tag.firstIndex(of: ">") ?? tag.endIndex
                return tag[..<end].contains("com.apple.InterfaceBuilder")
            }
            return false
        }
        return false
    }
}
