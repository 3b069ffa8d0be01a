import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing

/// Hostile input: valid archives cut, spliced and sprinkled with stray bytes must be read or
/// refused with an `ArchiveReadError`, never crash, hang or throw anything else.
@Suite struct ArchiveMutationTests {
    static let mutations = zip(
        ArchiveGenerators.document(maxObjects: 3, maxDepth: 2), Gen.int(in: 0...Int.max), Gen.int(in: 0...5))

    static func mutate(_ data: Data, seed: Int, kind: Int) -> Data {
        var bytes = [UInt8](data)
        guard !bytes.isEmpty else { return data }
        var state = UInt64(truncatingIfNeeded: seed) | 1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        let stray: [UInt8] = [
            0x00, 0x22, 0x26, 0x3C, 0x3E, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0xFF, 0xC3, 0x0A, 0x65, 0x2D,
        ]
        for _ in 0...next(4) {
            let at = next(bytes.count)
            switch kind {
            case 0: bytes.removeSubrange(at...)  // truncate
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + 1 + next(40)))
            case 2: bytes.insert(stray[next(stray.count)], at: at)
            case 3: bytes[at] = stray[next(stray.count)]
            case 4:
                let end = min(bytes.count, at + next(200))
                bytes.insert(contentsOf: bytes[at..<end], at: next(bytes.count))
            default: bytes[at] ^= UInt8(truncatingIfNeeded: 1 << next(8))
            }
            if bytes.isEmpty { break }
        }
        return Data(bytes)
    }

    @Test(arguments: ArchiveFormat.allCases)
    func mutatedArchivesAreReadOrRefused(_ format: ArchiveFormat) async {
        await propertyCheck(count: 400, input: Self.mutations) { document, seed, kind in
            let mutated = Self.mutate(document.data(format: format), seed: seed, kind: kind)
            do {
                // Read from bytes that end at an inaccessible page: reading past them crashes.
                let read = try withGuardedBytes([UInt8](mutated)) { try ArchiveDocument(data: $0, format: format) }
                // Whatever was read writes out in canonical form, which reads back to itself.
                // (Not to `read`: a mutated dictionary may be unsorted, which canonical form sorts.)
                let canonical = read.data(format: format)
                #expect(try ArchiveDocument(data: canonical, format: format).data(format: format) == canonical)
            } catch let error as ArchiveReadError {
                #expect(!error.diagnostics.isEmpty)
                #expect(error.everyDiagnosticIsLocated)
            } catch {
                Issue.record("unexpected error type: \(error)")
            }
        }
    }
}
