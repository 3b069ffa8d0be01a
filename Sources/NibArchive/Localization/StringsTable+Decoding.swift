import Foundation
import ViewCore

extension StringsTable {
    /// Reads a table: UTF-16 after a byte order mark (either byte order), UTF-8 (with or without
    /// a byte order mark), or a binary property list dictionary of strings.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The file's name or path, for diagnostics.
    ///   - limits: `maxBytes` bounds the input (`NIB0108`).
    /// - Throws: `ArchiveReadError` with one diagnostic at its line and column: bytes invalid in
    ///   the encoding (`NIB0703`), a syntax error (`NIB0701`), a bad escape (`NIB0702`), an input
    ///   over the limit (`NIB0108`).
    /// - Complexity: O(n) in the size of the input.
    public init(data: Data, file: String? = nil, limits: ReaderLimits = .default) throws(ArchiveReadError) {
        if data.count > limits.maxBytes {
            throw ArchiveReadError(
                ArchiveDiagnostic(
                    code: .fileTooLarge,
                    message: "the table is \(data.count) bytes, more than the limit of \(limits.maxBytes)",
                    file: file, line: 1, column: 1))
        }
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist00".utf8)) {
            self = try Self.propertyList(data, file: file)
            return
        }
        let (scalars, encoding) = try StringsTextDecoder(bytes: bytes, file: file).decode()
        var parser = StringsTableParser(scalars: scalars, file: file)
        self.init(entries: try parser.parse(), encoding: encoding)
    }

    /// A binary property list's dictionary, its keys in byte order (a dictionary has no order).
    private static func propertyList(_ data: Data, file: String?) throws(ArchiveReadError) -> StringsTable {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ArchiveReadError(
                ArchiveDiagnostic(
                    code: .invalidStringsEncoding, message: "the binary property list cannot be read: \(error)",
                    file: file, line: 1, column: 1))
        }
        guard let dictionary = object as? [String: Any] else {
            throw ArchiveReadError(
                ArchiveDiagnostic(
                    code: .invalidStringsEncoding, message: "the binary property list is not a dictionary",
                    file: file, line: 1, column: 1))
        }
        var entries: [Entry] = []
        for key in dictionary.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let value = dictionary[key] as? String else {
                throw ArchiveReadError(
                    ArchiveDiagnostic(
                        code: .invalidStringsEncoding,
                        message: "the binary property list's value for '\(DiagnosticText.quoted(key))' is not a string",
                        file: file, line: 1, column: 1))
            }
            entries.append(Entry(key: key, value: value))
        }
        return StringsTable(entries: entries, encoding: .binaryPropertyList)
    }
}

/// Turns a table's bytes into Unicode scalars, finding the encoding from a byte order mark, and
/// says where the first invalid byte stands.
struct StringsTextDecoder {
    let bytes: [UInt8]
    let file: String?

    /// The scalars and the encoding they were read in.
    func decode() throws(ArchiveReadError) -> ([Unicode.Scalar], StringsEncoding) {
        if bytes.starts(with: [0xFF, 0xFE]) { return (try utf16(bigEndian: false), .utf16) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (try utf16(bigEndian: true), .utf16) }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count - start)
        var decoder = UTF8()
        var iterator = bytes[start...].makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return (scalars, .utf8)
            case .error:
                throw invalid(after: scalars, "the table is not valid UTF-8 (and has no UTF-16 byte order mark)")
            }
        }
    }

    private func utf16(bigEndian: Bool) throws(ArchiveReadError) -> [Unicode.Scalar] {
        if bytes.count % 2 != 0 {
            let scalars = (try? utf16Units(bigEndian: bigEndian, count: bytes.count - 1)) ?? []
            throw invalid(after: scalars, "the UTF-16 table ends in the middle of a code unit (an odd number of bytes)")
        }
        return try utf16Units(bigEndian: bigEndian, count: bytes.count)
    }

    private func utf16Units(bigEndian: Bool, count: Int) throws(ArchiveReadError) -> [Unicode.Scalar] {
        var units: [UInt16] = []
        units.reserveCapacity(count / 2)
        var index = 2
        while index + 1 < count {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var decoder = UTF16()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error: throw invalid(after: scalars, "the table is not valid UTF-16 (an unpaired surrogate)")
            }
        }
    }

    /// An encoding error placed just after the scalars decoded before it.
    private func invalid(after scalars: [Unicode.Scalar], _ message: String) -> ArchiveReadError {
        var location = StringsCursor(scalars: scalars)
        while location.index < scalars.count { location.advance() }
        return ArchiveReadError(
            ArchiveDiagnostic(
                code: .invalidStringsEncoding, message: message, file: file, line: location.line,
                column: location.column))
    }
}
