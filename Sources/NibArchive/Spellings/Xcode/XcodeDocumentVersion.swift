import Foundation

/// The `version` of an Xcode `<document>` root (`3.0` in every file Xcode 5 to 26 writes), and
/// the warning for one newer than NibKit knows: such a file is read as a `3.0` one, as our
/// formats read a newer minor version (`NIB0508`), and what the newer version changed may be
/// kept verbatim or missed.
struct XcodeDocumentVersion: Equatable {
    /// The newest version NibKit reads.
    static let newest = XcodeDocumentVersion(major: 3, minor: 0)

    var major: Int
    var minor: Int

    /// The warning for the `version` of the `<document>` root of `data` when it is newer than
    /// `newest`, placed at the attribute; nil for a known version, a version that is not
    /// `MAJOR.MINOR`, or no `<document>` root in the first 4 KiB.
    ///
    /// - Complexity: O(1): looks at the first 4 KiB at most.
    static func warning(in data: Data, file: String?) -> ArchiveDiagnostic? {
        let head = Array(data.prefix(4096))
        guard let tag = rootTag(in: head), let (text, offset) = versionAttribute(in: head, tag: tag),
            let version = XcodeDocumentVersion(text), version.isNewer(than: newest)
        else { return nil }
        let before = head[..<offset]
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return ArchiveDiagnostic(
            code: .newerMinorVersion,
            message: "Xcode document version \(text) is newer than \(newest.major).\(newest.minor), the newest "
                + "NibKit knows; it is read as \(newest.major).\(newest.minor), and what the newer version "
                + "changed may be kept verbatim or missed",
            file: file, line: line, column: offset - lineStart + 1, severity: .warning)
    }

    init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Reads `MAJOR.MINOR`; nil for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]), major >= 0, minor >= 0 else {
            return nil
        }
        self.init(major: major, minor: minor)
    }

    func isNewer(than other: XcodeDocumentVersion) -> Bool {
        (major, minor) > (other.major, other.minor)
    }

    /// The byte range of the root's start tag when the root is `<document`, after the XML
    /// declaration and any comments (as `XcodeDocumentReader.recognizes(_:)` finds it).
    private static func rootTag(in bytes: [UInt8]) -> Range<Int>? {
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let rest = bytes[open...]
            if rest.starts(with: "<?".utf8) || rest.starts(with: "<!--".utf8) {
                let closing = Array((rest.starts(with: "<?".utf8) ? "?>" : "-->").utf8)
                guard let close = firstRange(of: closing, in: bytes, from: open + 2) else { return nil }
                index = close
                continue
            }
            guard rest.starts(with: "<document".utf8) else { return nil }
            let end = bytes[open...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
            return open..<end
        }
        return nil
    }

    /// The value of the `version` attribute in `tag`, and the offset of the attribute's name.
    private static func versionAttribute(in bytes: [UInt8], tag: Range<Int>) -> (String, Int)? {
        var index = tag.lowerBound
        var quote: UInt8?
        while index < tag.upperBound {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if [0x20, 0x09, 0x0A, 0x0D].contains(byte), bytes[(index + 1)...].starts(with: "version=".utf8) {
                let valueStart = index + 1 + "version=".utf8.count
                guard valueStart < tag.upperBound else { return nil }
                let delimiter = bytes[valueStart]
                guard delimiter == UInt8(ascii: "\"") || delimiter == UInt8(ascii: "'"),
                    let valueEnd = bytes[(valueStart + 1)..<tag.upperBound].firstIndex(of: delimiter)
                else { return nil }
                return (String(decoding: bytes[(valueStart + 1)..<valueEnd], as: UTF8.self), index + 1)
            }
            index += 1
        }
        return nil
    }

    /// The index just past the first `needle` in `bytes` at or after `start`.
    private static func firstRange(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index + needle.count }
            index += 1
        }
        return nil
    }
}
