import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing

/// `NIBArchiveEncoder` against `NIBArchiveDecoder`: random tables come back as written, and
/// every real nib of the compiled corpus is written back byte for byte.
@Suite struct NIBArchiveEncoderTests {
    @Test func randomTablesRoundTripThroughTheDecoder() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
            let archive = RandomNIBArchive.make(seed: UInt64(seed))
            let bytes = NIBArchiveEncoder().encode(archive)
            let read = try NIBArchiveDecoder().decode(bytes)
            #expect(RandomNIBArchive.withoutOffsets(read) == archive, "seed \(seed)")
            #expect(NIBArchiveEncoder().encode(read) == bytes, "seed \(seed)")
        }
    }

    @Test func integersKeepTheirWidth() throws {
        let payloads: [NIBArchive.Payload] = [.int8(1), .int16(1), .int32(1), .int64(1), .int64(-1), .int32(-1)]
        let archive = NIBArchive(
            objects: [.init(classIndex: 0, values: 0..<payloads.count)], keys: ["k"],
            values: payloads.map { .init(keyIndex: 0, payload: $0) }, classes: [.init(name: "NSObject")])
        let bytes = NIBArchiveEncoder().encode(archive)
        // Header 50, one object of 3 varint bytes, one key of 2 bytes, then the values.
        let values = [UInt8](bytes[55...])
        #expect(values.prefix(3) == [0x80, 0, 1])
        #expect(values[3..<7] == [0x80, 1, 1, 0])
        #expect(values[7..<13] == [0x80, 2, 1, 0, 0, 0])
        #expect(values[13..<23] == [0x80, 3, 1, 0, 0, 0, 0, 0, 0, 0])
        #expect(values[23..<33] == [0x80, 3, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        #expect(try NIBArchiveDecoder().decode(bytes).values.map(\.payload) == payloads)
    }

    @Test func writesTheBuildersLayout() {
        let built = NIBArchiveBytesBuilder.sample.build().bytes
        guard let archive = try? NIBArchiveDecoder().decode(Data(built)) else {
            Issue.record("the sample does not decode")
            return
        }
        #expect([UInt8](NIBArchiveEncoder().encode(archive)) == built)
    }

    @Test(.enabled(if: CompiledCorpus.isAvailable, CompiledCorpus.skipReason))
    func rewritesEveryCorpusNibByteForByte() throws {
        let files = CompiledCorpus.nibFiles
        #expect(files.count >= 90)
        for url in files {
            let data = try Data(contentsOf: url)
            let archive = try NIBArchiveDecoder().decode(data, file: url.lastPathComponent)
            #expect(NIBArchiveEncoder().encode(archive) == data, "\(url.lastPathComponent)")
        }
    }
}
