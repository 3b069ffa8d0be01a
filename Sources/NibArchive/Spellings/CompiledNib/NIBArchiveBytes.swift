import Foundation

/// A cursor over a compiled nib's bytes: every read checks that the bytes are there and
/// throws a located error (`NIB0106`, or `NIB0115` for a variable-length integer that
/// overflows) instead of reading past the end.
struct NIBArchiveBytes {
    /// The file's bytes.
    let bytes: [UInt8]
    /// The file's name, for diagnostics.
    let file: String?
    /// The next byte to read.
    var offset: Int

    /// A cursor at the start of `bytes`.
    init(_ bytes: [UInt8], file: String?) {
        self.bytes = bytes
        self.file = file
        self.offset = 0
    }

    /// How many bytes are left after `offset`.
    var remaining: Int { bytes.count - offset }

    /// An error at byte `offset` (`column` is the offset plus one, `line` is 1).
    func error(_ code: ArchiveDiagnostic.Code, _ message: String, at offset: Int) -> ArchiveReadError {
        ArchiveReadError(
            ArchiveDiagnostic(
                code: code, message: "\(message) (at byte offset \(offset))", file: file, line: 1, column: offset + 1))
    }

    /// Checks that `count` bytes are left, naming `what` is being read when they are not.
    func require(_ count: Int, for what: String) throws(ArchiveReadError) {
        guard count <= remaining else {
            throw error(
                .unexpectedEnd, "the file ends inside \(what): \(count) bytes needed, \(max(remaining, 0)) left",
                at: offset)
        }
    }

    /// Reads one byte.
    mutating func byte(for what: String) throws(ArchiveReadError) -> UInt8 {
        try require(1, for: what)
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Reads `count` bytes as a little-endian unsigned integer (`count` is at most 8).
    mutating func littleEndian(_ count: Int, for what: String) throws(ArchiveReadError) -> UInt64 {
        try require(count, for: what)
        var value: UInt64 = 0
        for index in 0..<count { value |= UInt64(bytes[offset + index]) << (8 * index) }
        offset += count
        return value
    }

    /// Reads a variable-length integer: seven bits a byte, least significant first, the high
    /// bit set on the last byte. More than 63 bits is an error (`NIB0115`).
    mutating func varint(for what: String) throws(ArchiveReadError) -> Int {
        let start = offset
        var value = 0
        var shift = 0
        while true {
            let byte = try self.byte(for: what)
            let bits = Int(byte & 0x7F)
            guard shift < 63, shift == 0 || bits >> (63 - shift) == 0 else {
                throw error(
                    .malformedCompiledNib, "the variable-length integer of \(what) overflows 63 bits", at: start)
            }
            value |= bits << shift
            if byte & 0x80 != 0 { return value }
            shift += 7
        }
    }

    /// Reads `count` bytes.
    mutating func slice(_ count: Int, for what: String) throws(ArchiveReadError) -> ArraySlice<UInt8> {
        try require(count, for: what)
        defer { offset += count }
        return bytes[offset..<offset + count]
    }
}
