import Foundation

/// A PDF file's objects, found by scanning for `N G obj` rather than trusting the
/// cross-reference table (exporters and editors leave stale ones), with the objects of object
/// streams (PDF 1.5) and decoded stream data.
struct PDFFile {
    /// A stream object: its dictionary and raw (still encoded) bytes.
    struct Stream {
        var dictionary: [String: PDFObject]
        var data: [UInt8]
    }

    let bytes: [UInt8]
    /// Where each object's value starts (the last definition wins, as incremental updates do).
    private var offsets: [Int: Int] = [:]
    /// Objects found in object streams, decoded once.
    private var compressed: [Int: PDFObject]?

    /// The most bytes a stream decodes to.
    static let maximumDecodedBytes = 64 << 20

    /// Indexes the objects of `bytes`.
    ///
    /// - Throws: `ImageDecodingError` when the bytes do not start like a PDF or hold no object.
    init(_ bytes: [UInt8]) throws(ImageDecodingError) {
        guard bytes.count >= 8, bytes.prefix(1024).firstRange(of: Array("%PDF-".utf8)) != nil else {
            throw ImageDecodingError("PDF", byte: 0, "no %PDF- header")
        }
        self.bytes = bytes
        let obj = Array("obj".utf8)
        var index = 0
        while let range = bytes[index...].firstRange(of: obj) {
            index = range.upperBound
            // Backwards from "obj": white, generation digits, white, object number digits.
            var cursor = range.lowerBound - 1
            func digits() -> Int? {
                let end = cursor
                while cursor >= 0, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39, end - cursor < 10 { cursor -= 1 }
                guard cursor < end else { return nil }
                return Int(String(decoding: bytes[(cursor + 1)...end], as: UTF8.self))
            }
            func white() -> Bool {
                let end = cursor
                while cursor >= 0, PDFLexer.isWhite(bytes[cursor]) { cursor -= 1 }
                return cursor < end
            }
            guard cursor >= 0, white(), digits() != nil, white(), let number = digits() else { continue }
            guard cursor < 0 || PDFLexer.isWhite(bytes[cursor]) || PDFLexer.isDelimiter(bytes[cursor]) else { continue }
            offsets[number] = range.upperBound
        }
        guard !offsets.isEmpty else { throw ImageDecodingError("PDF", byte: bytes.count, "no objects") }
    }

    /// The last `trailer` dictionary (nil in a file with a cross-reference stream instead).
    var trailer: [String: PDFObject]? {
        guard let keyword = bytes.lastRange(of: Array("trailer".utf8)) else { return nil }
        var lexer = PDFLexer(bytes, at: keyword.upperBound)
        return (try? lexer.next())??.dictionary
    }

    /// The object numbers found, in order.
    var objectNumbers: [Int] { offsets.keys.sorted() }

    /// Object `number`: a dictionary, array or other value; a stream's dictionary for a stream.
    mutating func object(_ number: Int) throws(ImageDecodingError) -> PDFObject {
        if let offset = offsets[number] {
            var lexer = PDFLexer(bytes, at: offset)
            return try lexer.next() ?? .null
        }
        if compressed == nil {
            // Empty while they are read, so a reference met while reading them ends there.
            compressed = [:]
            compressed = try objectStreams()
        }
        return compressed?[number] ?? .null
    }

    /// `object` with references followed (a few levels: a reference to a reference is rare).
    mutating func resolve(_ object: PDFObject?) throws(ImageDecodingError) -> PDFObject {
        var current = object ?? .null
        for _ in 0..<8 {
            guard case .reference(let number) = current else { return current }
            current = try self.object(number)
        }
        return .null
    }

    /// Stream object `number`; nil when it is no stream.
    mutating func stream(_ number: Int) throws(ImageDecodingError) -> Stream? {
        guard let offset = offsets[number] else { return nil }
        var lexer = PDFLexer(bytes, at: offset)
        guard case .dictionary(let dictionary)? = try lexer.next() else { return nil }
        lexer.skipWhite()
        guard lexer.regularRun(escapes: false) == "stream" else { return nil }
        var start = lexer.position
        if start < bytes.count, bytes[start] == 13 { start += 1 }
        if start < bytes.count, bytes[start] == 10 { start += 1 }
        let declared = try resolve(dictionary["Length"]).number.map { Int(max(0, min($0, 1e12))) }
        if let declared, start + declared <= bytes.count {
            let after = bytes[(start + declared)...].prefix(20)
            if after.firstRange(of: Array("endstream".utf8)) != nil {
                return Stream(dictionary: dictionary, data: Array(bytes[start..<(start + declared)]))
            }
        }
        // A wrong /Length: the data ends at "endstream".
        guard let end = bytes[start...].firstRange(of: Array("endstream".utf8)) else {
            throw ImageDecodingError("PDF", byte: start, "a stream has no endstream")
        }
        var stop = end.lowerBound
        if stop > start, bytes[stop - 1] == 10 { stop -= 1 }
        if stop > start, bytes[stop - 1] == 13 { stop -= 1 }
        return Stream(dictionary: dictionary, data: Array(bytes[start..<stop]))
    }

    /// A stream's bytes with its filters undone (`FlateDecode` only, as vector exports use).
    ///
    /// - Throws: `ImageDecodingError` for another filter or data that does not inflate.
    mutating func decoded(_ stream: Stream) throws(ImageDecodingError) -> [UInt8] {
        let filter = try resolve(stream.dictionary["Filter"])
        let filters = filter.array ?? (filter == .null ? [] : [filter])
        var data = stream.data
        for filter in filters {
            switch filter.name {
            case "FlateDecode", "Fl": data = try Inflate.zlib(data, limit: Self.maximumDecodedBytes)
            default:
                throw ImageDecodingError("PDF", byte: 0, "a stream's filter \(filter.name ?? "?") is not decoded")
            }
        }
        return data
    }

    /// The objects inside every object stream (`/Type /ObjStm`).
    private mutating func objectStreams() throws(ImageDecodingError) -> [Int: PDFObject] {
        var found: [Int: PDFObject] = [:]
        for number in objectNumbers {
            guard let stream = try? stream(number), stream.dictionary["Type"]?.name == "ObjStm",
                let count = stream.dictionary["N"]?.number, let first = stream.dictionary["First"]?.number,
                count >= 0, first >= 0
            else { continue }
            let data = try decoded(stream)
            var header = PDFLexer(data)
            var pairs: [(Int, Int)] = []
            for _ in 0..<Int(min(count, Double(data.count))) {
                guard let object = try header.next()?.number, let offset = try header.next()?.number else { break }
                // Numbers past any offset in the data are not objects of it.
                guard object < 1e9, offset < Double(data.count) else { break }
                pairs.append((Int(max(0, object)), Int(max(0, offset))))
            }
            for (object, offset) in pairs where found[object] == nil {
                let start = Int(min(first, Double(data.count))) + offset
                guard start >= 0, start < data.count else { continue }
                var lexer = PDFLexer(data, at: start)
                found[object] = try lexer.next() ?? .null
            }
        }
        return found
    }
}
