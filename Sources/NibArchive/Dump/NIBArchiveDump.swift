import Foundation

/// The text `nibc dump --raw` prints for a compiled nib: its header and tables as stored
/// (classes with their fallbacks, keys, and each object with its typed values), nothing
/// interpreted. Object references print as `@index (Class)`.
///
/// ```
/// NIBArchive format 1, coder 10: 3 objects, 4 keys, 5 values, 2 classes
/// classes:
///   0 NSObject
/// ...
/// ```
public struct NIBArchiveDump: Sendable {
    /// The most bytes of a data value printed in hexadecimal; the rest are counted.
    public var maxDataBytes: Int

    /// Creates a dump printing at most `maxDataBytes` of each data value.
    public init(maxDataBytes: Int = 64) {
        self.maxDataBytes = maxDataBytes
    }

    /// The archive's tables as text, one entry a line.
    ///
    /// - Complexity: O(n) in the size of the archive.
    public func text(_ archive: NIBArchive) -> String {
        // A keyed-archive nib has no NIBArchive header; its tables say so with format 0.
        let header =
            archive.formatVersion == 0
            ? "NSKeyedArchiver archive, version \(archive.coderVersion) (as NIBArchive tables)"
            : "NIBArchive format \(archive.formatVersion), coder \(archive.coderVersion)"
        var lines = [
            header + ": \(archive.objects.count) objects, \(archive.keys.count) keys, "
                + "\(archive.values.count) values, \(archive.classes.count) classes"
        ]
        lines.append("classes:")
        for (index, entry) in archive.classes.enumerated() {
            let fallbacks = entry.fallbacks.map { archive.classes[$0].name }
            lines.append(
                "  \(index) \(entry.name)"
                    + (fallbacks.isEmpty ? "" : " (falls back to \(fallbacks.joined(separator: ", ")))"))
        }
        lines.append("keys:")
        for (index, key) in archive.keys.enumerated() { lines.append("  \(index) \(key)") }
        lines.append("objects:")
        for (index, object) in archive.objects.enumerated() {
            lines.append(
                "  @\(index) \(archive.className(of: object)) (values \(object.values.lowerBound)..<\(object.values.upperBound))"
            )
            for value in archive.values(of: object) {
                lines.append("    \(archive.key(of: value)) = \(describe(value.payload, in: archive))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(_ payload: NIBArchive.Payload, in archive: NIBArchive) -> String {
        switch payload {
        case .int8(let value): "int8 \(value)"
        case .int16(let value): "int16 \(value)"
        case .int32(let value): "int32 \(value)"
        case .int64(let value): "int64 \(value)"
        case .bool(let value): "\(value)"
        case .float(let value): "float \(value)"
        case .double(let value): "double \(value)"
        case .null: "nil"
        case .object(let index):
            "@\(index) (\(archive.objects.indices.contains(index) ? archive.className(of: archive.objects[index]) : "?"))"
        case .data(let bytes): describe(bytes)
        }
    }

    private func describe(_ bytes: Data) -> String {
        if let text = String(data: bytes, encoding: .utf8), !text.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "data \(bytes.count) \"\(escaped)\""
        }
        let shown = bytes.prefix(maxDataBytes).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        return "data \(bytes.count) 0x\(shown)" + (bytes.count > maxDataBytes ? "…" : "")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
