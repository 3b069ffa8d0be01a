import Foundation
import NibArchive
import Testing
import ViewCore

/// The readers share a colour, font or other style value among the entries that spell it
/// alike. Sharing must never change what is read: near-identical spellings stay apart,
/// equal values spelled differently still read equal, and a repeated value is checked again.
@Suite struct RepeatedValueTests {
    /// A pool small enough to repeat and large enough to push the readers' table past its size,
    /// with neighbours that differ in a single field.
    static let styles: [CodingValue] = (0..<24).flatMap { index -> [CodingValue] in
        let shade = CGFloat(index) / 32
        var named = Color(red: shade, green: 0.5, blue: 0.5, alpha: 1)
        named.systemName = index.isMultiple(of: 3) ? "label" : nil
        return [
            .color(Color(red: shade, green: 0.5, blue: 0.5, alpha: 1)),
            .color(named),
            .color(Color(white: shade, alpha: 1)),
            .font(.systemFont(ofSize: 10 + CGFloat(index % 5))),
            .font(.boldSystemFont(ofSize: 10 + CGFloat(index % 5))),
            .insets(EdgeInsets(top: shade, left: 1, bottom: 1, right: 1)),
            .transform(CGAffineTransform(translationX: shade, y: 1)),
            // Long enough to need a buffer (over 15 bytes), with a neighbour one byte apart and
            // one that XML spells with an escape.
            .string("a text long enough to share \(index % 6)"),
            .string("a text long enough to share \(index % 6)!"),
            .string("Tom & Jerry, long enough \(index % 3)"),
            .string("short \(index % 4)"),
            // Too long to remember: it must not disturb the value whose place it would take.
            .string("a text long enough to share \(index % 6)" + String(repeating: "!", count: 300)),
        ]
    }

    /// A document of one object holding `count` style values drawn from the pool in a
    /// scrambled order, so the same values come back near and far apart.
    static func document(count: Int) -> ArchiveDocument {
        var entries: [ArchiveEntry] = []
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for position in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let style = styles[Int(state >> 33) % styles.count]
            entries.append(ArchiveEntry(key: "k\(position)", value: .value(style)))
        }
        return ArchiveDocument(objects: [ArchiveObject(className: "View", id: "v1", entries: entries)])
    }

    @Test(arguments: ArchiveFormat.allCases)
    func repeatedStylesReadBackExactly(_ format: ArchiveFormat) throws {
        let document = Self.document(count: 600)
        let read = try ArchiveDocument(data: document.data(format: format), format: format)
        #expect(read == document)
    }

    /// Thousands of distinct long strings, each followed by one repeated before: past the
    /// readers' tables' room, and past the bytes they keep, every text still reads back.
    @Test(arguments: ArchiveFormat.allCases)
    func manyDistinctLongStringsReadBackExactly(_ format: ArchiveFormat) throws {
        let entries = (0..<3000).flatMap { index in [
            ArchiveEntry(key: "d\(index)", value: .value(.string("a distinct text long enough to share, number \(index)"))),
            ArchiveEntry(key: "r\(index)", value: .value(.string("a repeated text long enough to share \(index % 7)"))),
        ] }
        let document = ArchiveDocument(objects: [ArchiveObject(className: "View", id: "v1", entries: entries)])
        #expect(try ArchiveDocument(data: document.data(format: format), format: format) == document)
    }

    /// `"\u0073RGB"` is `"sRGB"`, and members may come in any order: both spell one colour.
    @Test func jsonSpellingsOfOneColourReadEqual() throws {
        let text = #"""
            {"version": "1.0", "objects": [{"type": "object", "class": "View", "id": "v1", "values": {
              "a": {"type": "color", "red": 0.2, "green": 0.2, "blue": 0.2, "alpha": 1, "space": "sRGB"},
              "b": {"type": "color", "red": 0.2, "green": 0.2, "blue": 0.2, "alpha": 1, "space": "\u0073RGB"},
              "c": {"type": "color", "alpha": 1, "space": "sRGB", "red": 0.2, "green": 0.2, "blue": 0.2},
              "d": {"type": "color", "red": 0.2, "green": 0.2, "blue": 0.25, "alpha": 1, "space": "sRGB"}
            }}]}
            """#
        let entries = try #require(JSONArchiveReader().read(Data(text.utf8)).objects.first).entries
        let grey = CodingValue.color(Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))
        #expect(entries.map(\.value) == [.value(grey), .value(grey), .value(grey),
                                         .value(.color(Color(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)))])
    }

    /// A value read before is no excuse to skip checking the next one: an unknown field on a
    /// repeat is still reported, where it stands.
    @Test(arguments: ArchiveFormat.allCases)
    func aRepeatWithAnUnknownFieldIsReported(_ format: ArchiveFormat) throws {
        let text = switch format {
        case .xml:
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
                <object class="View" id="v1">
                  <font key="a" kind="system" size="17"/>
                  <font key="b" kind="system" size="17" shade="dark"/>
                </object>
              </objects>
            </archive>
            """
        case .json:
            """
            {"version": "1.0", "objects": [{"type": "object", "class": "View", "id": "v1", "values": {
              "a": {"type": "font", "kind": "system", "size": 17},
              "b": {"type": "font", "kind": "system", "size": 17, "shade": "dark"}
            }}]}
            """
        }
        #expect {
            try ArchiveDocument(data: Data(text.utf8), format: format)
        } throws: { error in
            let diagnostics = (error as? ArchiveReadError)?.diagnostics ?? []
            return diagnostics.count == 1 && diagnostics[0].message.contains("shade") && diagnostics[0].line == (format == .xml ? 6 : 3)
        }
    }
}
