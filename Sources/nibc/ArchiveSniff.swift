import Foundation

/// Tells, from a scan of the bytes, whether JSON found in a folder may be an archive, without
/// parsing it: `JSONSerialization` took time growing faster than the file and built every
/// value, to look at two member names.
enum ArchiveSniff {
    /// Whether `data` may be an archive: JSON whose top-level object has a `version` or
    /// `objects` member, or text that is not well-formed JSON (the validator then says why).
    /// `package.json` and the like are not. Member names are compared as written (an escaped
    /// spelling of `version` is taken for another name).
    ///
    /// - Complexity: O(n), one pass over the bytes.
    static func looksLikeArchive(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 0
            // A UTF-8 byte order mark, then white space.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return true }
            switch bytes[index] {
            case UInt8(ascii: "{"): break
            case UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return false
            default:
                // `true`, `false` and `null` are JSON but no archive; other text is malformed.
                let rest = bytes[index...]
                return !["true", "false", "null"].contains { rest.starts(with: $0.utf8) }
            }
            var depth = 0
            var lastString: Range<Int>?
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    let start = index + 1
                    index = start
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    guard index < bytes.count else { return true }
                    lastString = start..<index
                case UInt8(ascii: ":"):
                    if depth == 1, let name = lastString {
                        let text = bytes[name]
                        if text.elementsEqual("version".utf8) || text.elementsEqual("objects".utf8) { return true }
                    }
                    lastString = nil
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    // The top-level object is closed without either member.
                    if depth == 0 { return false }
                default: break
                }
                index += 1
            }
            // The input ends inside the object: not well-formed, so the validator reports it.
            return true
        }
    }
}
