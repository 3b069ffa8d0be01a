import Foundation

/// Limits a reader enforces on hostile or runaway input. Every reader (XML, JSON) honours all
/// of them; exceeding one is a syntax-level error (`NIB0107`-`NIB0110`, `NIB0114`) that stops reading.
///
/// The defaults are generous for interface files (the largest real ones are a few MB with
/// nesting below 50) and still stop a malicious file early. Raise them for unusual inputs:
///
/// ```swift
/// var limits = ReaderLimits()
/// limits.maxBytes = 2 << 30
/// let document = try ArchiveDocument(data: data, limits: limits)
/// ```
public struct ReaderLimits: Hashable, Sendable {
    /// The largest input in bytes (default 256 MiB).
    public var maxBytes: Int
    /// The deepest nesting of elements (XML) or arrays and objects (JSON) (default 256).
    public var maxDepth: Int
    /// The most archived objects (`object` elements) in one document (default 500,000). Memory
    /// grows with the objects (a `View` decoded is about 600 bytes): at 1,000,000 labels,
    /// validating took 2.0 GB; the default keeps a file within the limits near 1 GB.
    public var maxObjects: Int
    /// The longest string or attribute value in bytes (default 8 MiB). libxml2 itself stops at
    /// 10,000,000 bytes per attribute value (we never enable `XML_PARSE_HUGE`), so XML cannot
    /// go past that whatever this says.
    public var maxStringLength: Int
    /// The most attributes on one XML element (default 256; Xcode's files have at most about
    /// 20). libxml2 compares each attribute of an element with those before it, so a limit
    /// keeps reading in proportion to the input (`NIB0114`).
    public var maxAttributes: Int
    /// How many structure errors (`NIB02xx`) to collect before giving up (default 100).
    public var maxDiagnostics: Int
    /// How many diagnostics `ArchiveValidator` reports for one file (default 1,000); past
    /// them one closing diagnostic (`NIB0599`) counts the rest. See
    /// `ArchiveDiagnostic.limited(_:total:identical:)`.
    public var maxReportedDiagnostics: Int
    /// How many diagnostics with one code, message and severity `ArchiveValidator` reports
    /// for one file (default 20); a note after the last one counts the rest.
    public var maxIdenticalDiagnostics: Int

    /// The default limits.
    public init(
        maxBytes: Int = 256 << 20, maxDepth: Int = 256, maxObjects: Int = 500_000,
        maxStringLength: Int = 8 << 20, maxDiagnostics: Int = 100, maxReportedDiagnostics: Int = 1_000,
        maxIdenticalDiagnostics: Int = 20, maxAttributes: Int = 256
    ) {
        self.maxAttributes = maxAttributes
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxObjects = maxObjects
        self.maxStringLength = maxStringLength
        self.maxDiagnostics = maxDiagnostics
        self.maxReportedDiagnostics = maxReportedDiagnostics
        self.maxIdenticalDiagnostics = maxIdenticalDiagnostics
    }

    /// The default limits, spelled as a constant.
    public static let `default` = ReaderLimits()
}

extension ReaderLimits {
    /// What a `NIB0108` message adds: the limit's name and the `nibc` option that raises it.
    static let maxBytesHint = "; nibc's --max-bytes raises it (ReaderLimits.maxBytes)"
    /// What a `NIB0109` message adds: the limit's name and the `nibc` option that raises it.
    static let maxObjectsHint = "; nibc's --max-objects raises it (ReaderLimits.maxObjects)"

    /// The error (`NIB0114`) for a start tag with more than `maxAttributes` attributes.
    func tooManyAttributes(at location: SourceLocation, file: String?) -> ArchiveDiagnostic {
        ArchiveDiagnostic(
            code: .tooManyAttributes,
            message: "the element has more attributes than the limit of \(maxAttributes); nibc's --max-attributes "
                + "raises it (ReaderLimits.maxAttributes)",
            file: file, line: location.line, column: location.column)
    }

    /// The error (`NIB0108`) for an input of `count` bytes, naming the limit and the `nibc`
    /// option that raises it; nil when `count` is within `maxBytes`. Callers that know a
    /// file's size before reading it (`stat`) ask first, and read nothing too large.
    public func sizeDiagnostic(forInputOf count: Int, file: String?) -> ArchiveDiagnostic? {
        guard count > maxBytes else { return nil }
        return ArchiveDiagnostic(
            code: .fileTooLarge,
            message: "the input is \(count) bytes, more than the limit of \(maxBytes)" + Self.maxBytesHint,
            file: file, line: 1, column: 1)
    }

    /// Hands `body` the bytes of `data` once they pass the checks every reader makes first: not
    /// larger than `maxBytes` (`NIB0108`), not empty (`NIB0106`).
    func withCheckedBytes<T>(
        of data: Data, file: String?, _ body: (UnsafePointer<UInt8>, Int) throws -> T
    ) throws -> T {
        if let tooLarge = sizeDiagnostic(forInputOf: data.count, file: file) { throw ArchiveReadError(tooLarge) }
        return try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> T in
            guard let base = raw.baseAddress, raw.count > 0 else {
                throw ArchiveReadError(
                    ArchiveDiagnostic(
                        code: .unexpectedEnd, message: "the input is empty", file: file, line: 1, column: 1))
            }
            return try body(base.assumingMemoryBound(to: UInt8.self), raw.count)
        }
    }
}
