import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing

/// The NIBArchive decoder: every value type read as stored, and each of its checks refusing a
/// damaged file with one located error (the byte offset in the message and as column - 1).
@Suite struct NIBArchiveDecoderTests {
    typealias Builder = NIBArchiveBytesBuilder

    func decode(_ bytes: [UInt8]) throws(ArchiveReadError) -> NIBArchive {
        try NIBArchiveDecoder().decode(Data(bytes), file: "t.nib")
    }

    /// The code and byte offset `bytes` fail with, as `NIB0115@18`; nil when they decode.
    func failure(_ bytes: [UInt8]) -> String? {
        do {
            _ = try decode(bytes)
            return nil
        } catch {
            #expect(error.message.hasSuffix("(at byte offset \(error.column - 1))"))
            return "\(error.code.rawValue)@\(error.column - 1)"
        }
    }

    func patched(_ bytes: [UInt8], headerField index: Int, _ value: UInt32) -> [UInt8] {
        var bytes = bytes
        bytes.replaceSubrange(10 + 4 * index..<14 + 4 * index, with: Builder.u32(value))
        return bytes
    }

    @Test func everyValueTypeReadsAsStored() throws {
        let archive = try decode(Builder.sample.build().bytes)
        #expect(archive.formatVersion == 1 && archive.coderVersion == 10)
        #expect(archive.classes.map(\.name) == ["NSObject", "UIView", "NSString"])
        #expect(archive.classes[1].fallbacks == [0])
        #expect(archive.objects.map(\.values) == [0..<1, 1..<11, 11..<12])
        #expect(
            archive.values.map(\.payload) == [
                .object(1), .int8(7), .int16(0x0201), .int32(3), .int64(4), .bool(false), .bool(true), .float(1),
                .double(1), .null, .object(2), .data(Data("hello".utf8)),
            ])
        #expect(archive.values.map(\.payload.typeCode) == [10, 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 8])
    }

    @Test func randomArchivesReadBackAsBuilt() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            var builder = Builder()
            builder.classes = (0..<Int.random(in: 1...4, using: &random)).map { ("C\($0)", []) }
            builder.keys = (0..<Int.random(in: 1...300, using: &random)).map { "key\($0)" }
            let objectCount = Int.random(in: 1...200, using: &random)
            var first = 0
            for _ in 0..<objectCount {
                let count = Int.random(in: 0...3, using: &random)
                builder.objects.append((Int.random(in: 0..<builder.classes.count, using: &random), first, count))
                for _ in 0..<count {
                    let key = Int.random(in: 0..<builder.keys.count, using: &random)
                    builder.values.append(
                        Bool.random(using: &random)
                            ? Builder.reference(
                                key: key, to: UInt32.random(in: 0..<UInt32(objectCount), using: &random))
                            : Builder.data(
                                key: key, String(repeating: "x", count: Int.random(in: 0...200, using: &random))))
                }
                first += count
            }
            let archive = try? decode(builder.build().bytes)
            #expect(archive?.objects.map(\.classIndex) == builder.objects.map(\.classIndex))
            #expect(archive?.values.map(\.keyIndex) == builder.values.map(\.key))
            #expect(archive?.keys == builder.keys)
        }
    }

    @Test func aTruncatedHeaderIsUnexpectedEnd() {
        let bytes = Builder.sample.build().bytes
        for length in 0..<NIBArchiveDecoder.headerSize {
            #expect(failure(Array(bytes.prefix(length)))?.hasPrefix("NIB0106") == true, "header cut at \(length)")
        }
    }

    @Test func everyTruncationFailsWithALocatedError() {
        let bytes = Builder.sample.build().bytes
        for length in 0..<bytes.count {
            let result = failure(Array(bytes.prefix(length)))
            #expect(result != nil, "cut at \(length) read without error")
            #expect((result?.split(separator: "@").last.flatMap { Int($0) } ?? .max) <= length)
        }
    }

    @Test func aCountPastTheEndIsRefusedBeforeAllocating() {
        let bytes = patched(Builder.sample.build().bytes, headerField: 2, .max)
        #expect(failure(bytes) == "NIB0115@\(18)")
        let values = patched(Builder.sample.build().bytes, headerField: 6, 1_000_000)
        #expect(failure(values) == "NIB0115@\(34)")
    }

    @Test func anOffsetPastTheEndIsRefused() {
        let built = Builder.sample.build().bytes
        #expect(failure(patched(built, headerField: 5, UInt32(built.count + 1))) == "NIB0115@\(30)")
        #expect(failure(patched(built, headerField: 9, .max)) == "NIB0115@\(46)")
    }

    @Test func aClassIndexOutOfRangeIsRefused() {
        var builder = Builder.sample
        builder.objects[2].classIndex = 3
        let (bytes, offsets) = builder.build()
        #expect(failure(bytes) == "NIB0115@\(offsets[0] + 6)")
    }

    @Test func aValueRunOutOfRangeIsRefused() {
        var builder = Builder.sample
        builder.objects[2].count = 2
        let (bytes, offsets) = builder.build()
        #expect(failure(bytes) == "NIB0115@\(offsets[0] + 6)")
    }

    @Test func aKeyOrObjectOrFallbackIndexOutOfRangeIsRefused() {
        var builder = Builder.sample
        builder.values[3].key = 5
        #expect(failure(builder.build().bytes)?.hasPrefix("NIB0115") == true)
        builder = Builder.sample
        builder.values[10] = Builder.reference(key: 2, to: 3)
        #expect(failure(builder.build().bytes)?.hasPrefix("NIB0115") == true)
        builder = Builder.sample
        builder.classes[1].fallbacks = [3]
        #expect(failure(builder.build().bytes)?.hasPrefix("NIB0115") == true)
    }

    @Test func anUnknownValueTypeIsRefusedAtItsByte() {
        var builder = Builder.sample
        builder.values[9].type = 11
        let (bytes, offsets) = builder.build()
        let valueOffset = offsets[2] + builder.values[..<9].reduce(0) { $0 + 2 + $1.payload.count }
        #expect(failure(bytes) == "NIB0115@\(valueOffset + 1)")
    }

    @Test func aLengthThatOverflowsIsRefused() {
        var builder = Builder.sample
        // Ten bytes without the end bit: more than 63 bits.
        builder.values[11] = .init(key: 3, type: 8, payload: Array(repeating: 0x7F, count: 10) + [0x81])
        #expect(failure(builder.build().bytes)?.hasPrefix("NIB0115") == true)
        builder.values[11] = .init(key: 3, type: 8, payload: Builder.varint(1 << 40) + [1])
        #expect(failure(builder.build().bytes)?.hasPrefix("NIB0110") == true)
        builder.values[11] = .init(key: 3, type: 8, payload: Builder.varint(1000) + [1])
        #expect(failure(builder.build().bytes)?.hasPrefix("NIB0115") == true)
    }

    @Test func anotherFormatVersionIsRefused() {
        #expect(failure(patched(Builder.sample.build().bytes, headerField: 0, 2)) == "NIB0201@\(10)")
    }

    @Test(
        .enabled(
            if: CompiledCorpus.isAvailable,
            CompiledCorpus.skipReason))
    func everyCorpusNibDecodesWithTheHeadersCounts() throws {
        let files = CompiledCorpus.nibFiles
        #expect(files.count >= 100)
        for url in files {
            let data = try Data(contentsOf: url)
            let archive = try NIBArchiveDecoder().decode(data, file: url.lastPathComponent)
            let header = (0..<4).map { table in
                data.subdata(in: 18 + 8 * table..<22 + 8 * table).enumerated().reduce(0) {
                    $0 | Int($1.1) << (8 * $1.0)
                }
            }
            #expect(
                [archive.objects.count, archive.keys.count, archive.values.count, archive.classes.count] == header,
                "\(url.lastPathComponent)")
            let dump = NIBArchiveDump().text(archive)
            #expect(
                dump.hasPrefix(
                    "NIBArchive format 1, coder \(archive.coderVersion): \(header[0]) objects, \(header[1]) keys, \(header[2]) values, \(header[3]) classes"
                ))
        }
    }
}
