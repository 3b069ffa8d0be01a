import Foundation

/// The two spellings of an archive: XML and JSON. Both hold the same information and convert
/// into each other without loss; see `Formats/README.md`.
public enum ArchiveFormat: String, Sendable, Hashable, CaseIterable {
    /// `<archive version="1.0">...`, read with libxml2.
    case xml
    /// `{"version": "1.0", ...}`.
    case json

    /// The format of `data`, told by its first byte that is not whitespace (or a UTF-8 byte
    /// order mark): `<` is XML, `{` is JSON. Nil for anything else, including empty data.
    ///
    /// - Complexity: O(n) in the leading whitespace only.
    public init?(sniffing data: Data) {
        var format: ArchiveFormat?
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var index = 0
            if raw.count >= 3, raw[0] == 0xEF, raw[1] == 0xBB, raw[2] == 0xBF { index = 3 }
            while index < raw.count {
                switch raw[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                case UInt8(ascii: "<"): format = .xml; return
                case UInt8(ascii: "{"): format = .json; return
                default: return
                }
            }
        }
        guard let format else { return nil }
        self = format
    }

    /// The format a file extension names (`"xml"`, `"json"`, case-insensitive, with or
    /// without the leading dot); nil for others.
    public init?(pathExtension: String) {
        var ext = pathExtension.lowercased()
        if ext.hasPrefix(".") { ext.removeFirst() }
        switch ext {
        case "xml": self = .xml
        case "json": self = .json
        default: return nil
        }
    }

    /// The format a file path's extension names (`"Main.json"`); nil when it names none.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(pathExtension: String(path[path.index(after: dot)...]))
    }

    /// The usual file extension, without the dot.
    public var pathExtension: String { rawValue }
}
