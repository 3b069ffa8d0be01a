import Foundation

/// Reads the bytes of a `NIBArchive` (a compiled nib, iOS 6 and later, macOS from Xcode 13)
/// into its raw tables, checking every count, offset and index against the data before using
/// it. `Formats/nibarchive.md` describes the format.
///
/// A hostile file is one located error (the byte offset is the diagnostic's column minus one,
/// and is in the message), never a crash, and never an allocation larger than the file
/// justifies: each table's count is checked against the bytes its entries need at least.
public struct NIBArchiveDecoder: Sendable {
    /// The bytes every file starts with.
    public static let magic: [UInt8] = Array("NIBArchive".utf8)
    /// The header's size: the magic, then ten 32-bit little-endian integers.
    public static let headerSize = 50

    /// The limits to enforce (`maxBytes`, `maxObjects`, `maxStringLength`).
    public var limits: ReaderLimits

    /// Creates a decoder enforcing `limits`.
    public init(limits: ReaderLimits = .default) {
        self.limits = limits
    }

    /// Whether `data` starts with `NIBArchive`.
    ///
    /// - Complexity: O(1).
    public static func recognizes(_ data: Data) -> Bool {
        data.prefix(magic.count).elementsEqual(magic)
    }

    /// Decodes `data`.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The file's name or path, for diagnostics.
    /// - Throws: `ArchiveReadError` with one diagnostic, at the byte offset of the problem:
    ///   `NIB0106` for bytes missing (a truncated header or table), `NIB0115` for a count or
    ///   offset past the end, an index out of range, an unknown value type, a length that
    ///   overflows; `NIB0201` for a format version other than 1; `NIB0108`, `NIB0109`,
    ///   `NIB0110` for the limits.
    /// - Complexity: O(n) in the size of the file.
    public func decode(_ data: Data, file: String? = nil) throws(ArchiveReadError) -> NIBArchive {
        var cursor = NIBArchiveBytes([UInt8](data), file: file)
        guard data.count <= limits.maxBytes else {
            throw cursor.error(
                .fileTooLarge, "the input is \(data.count) bytes, more than the limit of \(limits.maxBytes)", at: 0)
        }
        try cursor.require(Self.headerSize, for: "the NIBArchive header")
        guard try cursor.slice(Self.magic.count, for: "the header").elementsEqual(Self.magic) else {
            throw cursor.error(.malformedCompiledNib, "the file does not start with 'NIBArchive'", at: 0)
        }
        var header: [Int] = []
        for _ in 0..<10 { header.append(Int(try cursor.littleEndian(4, for: "the header"))) }
        guard header[0] == 1 else {
            throw cursor.error(.unsupportedVersion, "NIBArchive format version \(header[0]) is not 1", at: 10)
        }
        var archive = NIBArchive(formatVersion: UInt32(header[0]), coderVersion: UInt32(header[1]))
        let tables = TableHeader(header)
        try check(tables.objects, minimumEntrySize: 3, name: "object", headerOffset: 18, in: cursor)
        try check(tables.keys, minimumEntrySize: 1, name: "key", headerOffset: 26, in: cursor)
        try check(tables.values, minimumEntrySize: 2, name: "value", headerOffset: 34, in: cursor)
        try check(tables.classes, minimumEntrySize: 2, name: "class name", headerOffset: 42, in: cursor)
        guard tables.objects.count <= limits.maxObjects else {
            throw cursor.error(
                .tooManyObjects,
                "the archive holds \(tables.objects.count) objects, more than the limit of \(limits.maxObjects)",
                at: 18)
        }
        archive.keys = try readKeys(tables.keys, cursor: &cursor)
        archive.classes = try readClasses(tables.classes, cursor: &cursor)
        archive.values = try readValues(tables.values, keyCount: archive.keys.count, cursor: &cursor)
        archive.objects = try readObjects(
            tables.objects, classCount: archive.classes.count, valueCount: archive.values.count, cursor: &cursor)
        for value in archive.values {
            if case .object(let index) = value.payload, index >= archive.objects.count {
                throw cursor.error(
                    .malformedCompiledNib,
                    "value refers to object \(index), but the archive has \(archive.objects.count) objects",
                    at: value.offset)
            }
        }
        return archive
    }

    /// The four (count, offset) pairs of the header.
    private struct TableHeader {
        let objects: (count: Int, offset: Int)
        let keys: (count: Int, offset: Int)
        let values: (count: Int, offset: Int)
        let classes: (count: Int, offset: Int)

        init(_ header: [Int]) {
            objects = (header[2], header[3])
            keys = (header[4], header[5])
            values = (header[6], header[7])
            classes = (header[8], header[9])
        }
    }

    /// Checks a table's offset and count against the file before any entry is read: every
    /// entry needs at least `minimumEntrySize` bytes, so a count the bytes cannot hold is
    /// refused before anything is allocated for it.
    private func check(
        _ table: (count: Int, offset: Int), minimumEntrySize: Int, name: String, headerOffset: Int,
        in cursor: NIBArchiveBytes
    ) throws(ArchiveReadError) {
        let size = cursor.bytes.count
        guard table.offset <= size else {
            throw cursor.error(
                .malformedCompiledNib,
                "the \(name) table's offset \(table.offset) is past the end of the \(size)-byte file",
                at: headerOffset + 4)
        }
        guard table.count <= (size - table.offset) / minimumEntrySize else {
            throw cursor.error(
                .malformedCompiledNib,
                "the \(name) table's count \(table.count) cannot fit in the \(size - table.offset) bytes after its offset",
                at: headerOffset)
        }
    }

    private func string(_ bytes: ArraySlice<UInt8>, at offset: Int, cursor: NIBArchiveBytes) throws(ArchiveReadError)
        -> String
    {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw cursor.error(.invalidUTF8, "a name is not valid UTF-8", at: offset)
        }
        return text
    }

    private func length(for what: String, cursor: inout NIBArchiveBytes) throws(ArchiveReadError) -> Int {
        let start = cursor.offset
        let length = try cursor.varint(for: what)
        guard length <= limits.maxStringLength else {
            throw cursor.error(
                .stringTooLong, "\(what) of \(length) bytes is longer than the limit of \(limits.maxStringLength)",
                at: start)
        }
        guard length <= cursor.remaining else {
            throw cursor.error(
                .malformedCompiledNib, "the length \(length) of \(what) runs past the end of the file", at: start)
        }
        return length
    }

    private func readKeys(_ table: (count: Int, offset: Int), cursor: inout NIBArchiveBytes) throws(ArchiveReadError)
        -> [String]
    {
        cursor.offset = table.offset
        var keys: [String] = []
        keys.reserveCapacity(table.count)
        for _ in 0..<table.count {
            let count = try length(for: "a key", cursor: &cursor)
            let start = cursor.offset
            keys.append(try string(try cursor.slice(count, for: "a key"), at: start, cursor: cursor))
        }
        return keys
    }

    private func readClasses(_ table: (count: Int, offset: Int), cursor: inout NIBArchiveBytes)
        throws(ArchiveReadError) -> [NIBArchive.ClassName]
    {
        cursor.offset = table.offset
        var classes: [NIBArchive.ClassName] = []
        classes.reserveCapacity(table.count)
        for _ in 0..<table.count {
            let count = try length(for: "a class name", cursor: &cursor)
            let fallbackStart = cursor.offset
            let fallbackCount = try cursor.varint(for: "a class name's fallback count")
            guard fallbackCount <= cursor.remaining / 4 else {
                throw cursor.error(
                    .malformedCompiledNib, "\(fallbackCount) fallback classes cannot fit in the rest of the file",
                    at: fallbackStart)
            }
            var fallbacks: [Int] = []
            for _ in 0..<fallbackCount {
                let start = cursor.offset
                let index = Int(Int32(truncatingIfNeeded: try cursor.littleEndian(4, for: "a fallback class")))
                guard index >= 0, index < table.count else {
                    throw cursor.error(
                        .malformedCompiledNib,
                        "fallback class index \(index) is out of range (the archive has \(table.count) classes)",
                        at: start)
                }
                fallbacks.append(index)
            }
            let start = cursor.offset
            var name = try cursor.slice(count, for: "a class name")
            if name.last == 0 { name = name.dropLast() }
            classes.append(.init(name: try string(name, at: start, cursor: cursor), fallbacks: fallbacks))
        }
        return classes
    }

    private func readValues(_ table: (count: Int, offset: Int), keyCount: Int, cursor: inout NIBArchiveBytes)
        throws(ArchiveReadError) -> [NIBArchive.Value]
    {
        cursor.offset = table.offset
        var values: [NIBArchive.Value] = []
        values.reserveCapacity(table.count)
        for _ in 0..<table.count {
            let start = cursor.offset
            let key = try cursor.varint(for: "a value's key index")
            guard key < keyCount else {
                throw cursor.error(
                    .malformedCompiledNib, "key index \(key) is out of range (the archive has \(keyCount) keys)",
                    at: start)
            }
            values.append(.init(keyIndex: key, payload: try payload(cursor: &cursor), offset: start))
        }
        return values
    }

    private func payload(cursor: inout NIBArchiveBytes) throws(ArchiveReadError) -> NIBArchive.Payload {
        let typeOffset = cursor.offset
        let type = try cursor.byte(for: "a value's type")
        switch type {
        case 0: return .int8(Int8(truncatingIfNeeded: try cursor.littleEndian(1, for: "an 8-bit integer")))
        case 1: return .int16(Int16(truncatingIfNeeded: try cursor.littleEndian(2, for: "a 16-bit integer")))
        case 2: return .int32(Int32(truncatingIfNeeded: try cursor.littleEndian(4, for: "a 32-bit integer")))
        case 3: return .int64(Int64(bitPattern: try cursor.littleEndian(8, for: "a 64-bit integer")))
        case 4: return .bool(false)
        case 5: return .bool(true)
        case 6: return .float(Float(bitPattern: UInt32(try cursor.littleEndian(4, for: "a float"))))
        case 7: return .double(Double(bitPattern: try cursor.littleEndian(8, for: "a double")))
        case 8:
            let count = try length(for: "a data value", cursor: &cursor)
            return .data(Data(try cursor.slice(count, for: "a data value")))
        case 9: return .null
        case 10: return .object(Int(try cursor.littleEndian(4, for: "an object reference")))
        default:
            throw cursor.error(.malformedCompiledNib, "unknown value type \(type) (known: 0 to 10)", at: typeOffset)
        }
    }

    private func readObjects(
        _ table: (count: Int, offset: Int), classCount: Int, valueCount: Int, cursor: inout NIBArchiveBytes
    ) throws(ArchiveReadError) -> [NIBArchive.Object] {
        cursor.offset = table.offset
        var objects: [NIBArchive.Object] = []
        objects.reserveCapacity(table.count)
        for _ in 0..<table.count {
            let start = cursor.offset
            let classIndex = try cursor.varint(for: "an object's class index")
            guard classIndex < classCount else {
                throw cursor.error(
                    .malformedCompiledNib,
                    "class index \(classIndex) is out of range (the archive has \(classCount) classes)", at: start)
            }
            let first = try cursor.varint(for: "an object's first value")
            let count = try cursor.varint(for: "an object's value count")
            guard first <= valueCount, count <= valueCount - first else {
                throw cursor.error(
                    .malformedCompiledNib,
                    "the object's values \(first)..<\(first)+\(count) run past the value table's \(valueCount) values",
                    at: start)
            }
            objects.append(.init(classIndex: classIndex, values: first..<first + count, offset: start))
        }
        return objects
    }
}

extension ArchiveDiagnostic.Code {
    /// A compiled nib whose bytes contradict themselves: a table count or offset past the end of
    /// the file, an index out of range, an unknown value type, a length that overflows.
    public static let malformedCompiledNib = Self(rawValue: "NIB0115")
}
