import Foundation
import NibArchive
import TestSupport
import Testing

/// The entries the Xcode reader builds for one object: a key set twice is held once, with its
/// last value in its first place, whatever the object's size; and the work grows in proportion
/// to the keys, lists and values a file gives one object, not with their square.
@Suite struct XcodeObjectBuilderTests {
    /// One view holding `count` values under distinct keys of one length, then `k0000000` again.
    static func view(keys count: Int) -> String {
        var text = "<view id=\"v\">"
        for index in 0..<count { text += "<real key=\"k\(key(index))\" value=\"\(index)\"/>\n" }
        return text + "<real key=\"k0000000\" value=\"-1\"/></view>"
    }

    /// One view holding `count` keyed lists of one view each, as a collection element Xcode
    /// does not name writes them.
    static func view(lists count: Int) -> String {
        var text = "<view id=\"v\">"
        for index in 0..<count { text += "<items key=\"k\(key(index))\"><view/></items>\n" }
        return text + "</view>"
    }

    static func key(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }

    /// The document `text` holds, nil when it does not read.
    static func read(_ text: String) -> ArchiveDocument? {
        try? XcodeTestDocuments.read(text)
    }

    @Test(arguments: [3, 16, 17, 40])
    func aKeySetTwiceKeepsItsLastValueInItsFirstPlace(keys count: Int) throws {
        let view = try XcodeTestDocuments.object(Self.view(keys: count))
        let keys = view.entries.map(\.key).filter { $0.hasPrefix("k") }
        #expect(keys == (0..<count).map { "k" + Self.key($0) })
        #expect(view["k0000000"] == .value(.real(-1)))
        #expect(view["k" + Self.key(count - 1)] == .value(.real(Double(count - 1))))
    }

    @Test func aListTakesTheKeyOfAValueSetEarlier() throws {
        let view = try XcodeTestDocuments.object(
            (Self.view(keys: 20).dropLast("</view>".count)) + "<items key=\"k0000003\"><view/></items></view>")
        #expect(view.entries.filter { $0.key == "k0000003" }.count == 1)
        #expect(view["k0000003"]?.items.count == 1)
        #expect(view.index(ofKey: "k0000003") == view.index(ofKey: "k0000002").map { $0 + 1 })
    }

    /// What the builder adds after the values the file set (a button's per-state titles, the
    /// attributes kept verbatim) takes the place of a value the file set under the same key:
    /// the object holds each key once, and its conversion to XML reads back (`NIB0208` before).
    @Test(arguments: [
        #"<button id="b"><string key="titles">x</string><state key="normal" title="a"/></button>"#,
        #"<view id="v" unknownAttribute="1"><string key="xcode.attributes">x</string></view>"#,
        #"<view id="v"><string key="xcode.elements">x</string><unknownElement/></view>"#,
    ])
    func keysAddedLastTakeThePlaceOfTheFilesOwn(objects: String) throws {
        let document = try XcodeTestDocuments.read(XcodeTestDocuments.xib(objects))
        #expect(XcodeTestDocuments.keysHeldTwice(in: document) == [])
        #expect(throws: Never.self) { try ArchiveDocument(data: document.data(format: .xml), format: .xml) }
    }

    /// 10 times the keys, or the lists, on one view take about 10 times as long: each key was
    /// looked for among all the others, the same length, one by one (1,000 keys here: 115 times
    /// as long, not 10), and each list looked for a value of its key among the lists added
    /// before it (45 times as long).
    @Test(arguments: ["keys", "lists"])
    func entriesOnOneObjectCostInProportion(of kind: String) {
        let view = { (count: Int) in kind == "keys" ? Self.view(keys: count) : Self.view(lists: count) }
        let small = XcodeTestDocuments.xib(view(1_000))
        let large = XcodeTestDocuments.xib(view(10_000))
        #expect(Self.read(small) != nil && Self.read(large) != nil)
        let ratio = Scaling.timeRatio(
            rounds: 2, small: { _ = try? XcodeTestDocuments.read(small) },
            large: { _ = try? XcodeTestDocuments.read(large) })
        #expect(ratio < 30, "10 times the \(kind) took \(ratio) times as long")
    }
}
