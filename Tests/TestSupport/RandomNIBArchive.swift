import Foundation
import NibArchive

/// Random well-formed `NIBArchive` tables for property tests of the encoder and of
/// `NibArchiveComparison`: every index in range, every object's values one run, every value
/// type and integer width, fallback classes, empty and non-ASCII names.
public enum RandomNIBArchive {
    /// An archive made from `seed`, with up to `maxObjects` objects (at least one).
    public static func make(seed: UInt64, maxObjects: Int = 12) -> NIBArchive {
        var rng = SplitMix64(seed: seed)
        let names = ["NSObject", "NSView", "NSString", "", "NSArray", "ÜView", "_UILayoutGuide"]
        let keyNames = ["NSFrame", "UINibEncoderEmptyKey", "NS.bytes", "", "ключ", "NSvFlags", "NSInlinedValue"]
        var archive = NIBArchive(coderVersion: UInt32.random(in: 9...10, using: &rng))
        let classCount = Int.random(in: 1...names.count, using: &rng)
        for index in 0..<classCount {
            let fallbacks = (0..<Int.random(in: 0...2, using: &rng)).map { _ in
                Int.random(in: 0..<classCount, using: &rng)
            }
            archive.classes.append(.init(name: names[index], fallbacks: fallbacks))
        }
        archive.keys = Array(keyNames.prefix(Int.random(in: 1...keyNames.count, using: &rng)))
        let objectCount = Int.random(in: 1...max(1, maxObjects), using: &rng)
        for _ in 0..<objectCount {
            let first = archive.values.count
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                archive.values.append(
                    .init(
                        keyIndex: Int.random(in: 0..<archive.keys.count, using: &rng),
                        payload: payload(objectCount: objectCount, rng: &rng)))
            }
            archive.objects.append(
                .init(classIndex: Int.random(in: 0..<classCount, using: &rng), values: first..<archive.values.count))
        }
        return archive
    }

    /// A random payload of any of the eleven types; references stay below `objectCount`.
    public static func payload(objectCount: Int, rng: inout SplitMix64) -> NIBArchive.Payload {
        switch Int.random(in: 0...10, using: &rng) {
        case 0: .int8(Int8.random(in: .min ... .max, using: &rng))
        case 1: .int16(Int16.random(in: .min ... .max, using: &rng))
        case 2: .int32(Int32.random(in: .min ... .max, using: &rng))
        case 3: .int64(Int64.random(in: .min ... .max, using: &rng))
        case 4: .bool(false)
        case 5: .bool(true)
        case 6: .float(Float(bitPattern: UInt32.random(in: 0...0x7F7F_FFFF, using: &rng)))
        case 7: .double(Double.random(in: -1e9...1e9, using: &rng))
        case 8:
            .data(Data((0..<Int.random(in: 0...200, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }))
        case 9: .null
        default: .object(Int.random(in: 0..<objectCount, using: &rng))
        }
    }

    /// `archive` with every entry's `offset` set to 0, to compare tables whatever their place.
    public static func withoutOffsets(_ archive: NIBArchive) -> NIBArchive {
        var copy = archive
        copy.objects = copy.objects.map { .init(classIndex: $0.classIndex, values: $0.values) }
        copy.values = copy.values.map { .init(keyIndex: $0.keyIndex, payload: $0.payload) }
        return copy
    }
}
