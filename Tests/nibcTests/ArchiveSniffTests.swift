import Foundation
import TestSupport
import Testing

@testable import nibc

/// `nibc validate` tells archives from other JSON in a folder by one scan of the bytes.
@Suite struct ArchiveSniffTests {
    @Test func theSniffTellsArchivesFromOtherJSON() {
        let cases: [(String, Bool)] = [
            (#"{"name": "app", "dependencies": {"version": "1"}}"#, false),
            (#"{"name": "a\"version\"", "x": [1, {"objects": 2}]}"#, false),
            (#"{"objects": []}"#, true),
            (#"  {"a": {}, "version": "1.0"}"#, true),
            ("\u{FEFF}{\"version\": \"1.0\"}", true),
            (#"[1, 2]"#, false),
            (#""text""#, false),
            (#"{"name": "#, true),
            ("not json", true),
            ("", true),
        ]
        for (text, expected) in cases {
            #expect(ArchiveSniff.looksLikeArchive(Data(text.utf8)) == expected, "\(text)")
        }
    }

    /// The sniff is one pass: 10 times the members cost about 10 times the work. Times are
    /// compared, not bounded, with a wide margin (a quadratic scan would give 100).
    @Test func theSniffIsLinear() {
        func input(_ members: Int) -> Data {
            let body = (0..<members).map { #""k\#($0)": [{"a": "b\\"c"}, 1, true]"# }.joined(separator: ",")
            return Data("{\(body)}".utf8)
        }
        let small = input(20_000), large = input(200_000)
        #expect(!ArchiveSniff.looksLikeArchive(large))
        let ratio = Scaling.timeRatio(
            small: { _ = ArchiveSniff.looksLikeArchive(small) }, large: { _ = ArchiveSniff.looksLikeArchive(large) })
        #expect(ratio < 30, "10 times the input took \(ratio) times as long")
    }
}
