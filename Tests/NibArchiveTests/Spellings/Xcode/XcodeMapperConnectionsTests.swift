import Foundation
import NibArchive
import TestSupport
import Testing

/// An object's `<userDefinedRuntimeAttributes>` as the Xcode reader maps them: a dictionary
/// from key path to value, a key path given twice holding its last value, read in time that
/// grows in proportion to the attributes.
@Suite struct XcodeMapperConnectionsTests {
    /// One view with `count` boolean runtime attributes of distinct key paths of one length,
    /// then the first key path again, set to NO.
    static func view(runtimeAttributes count: Int) -> String {
        var text = "<view id=\"v\"><userDefinedRuntimeAttributes>"
        for index in 0..<count { text += attribute(keyPath(index), "YES") }
        return text + attribute(keyPath(0), "NO") + "</userDefinedRuntimeAttributes></view>"
    }

    static func attribute(_ keyPath: String, _ value: String) -> String {
        "<userDefinedRuntimeAttribute type=\"boolean\" keyPath=\"\(keyPath)\" value=\"\(value)\"/>\n"
    }

    static func keyPath(_ index: Int) -> String {
        let digits = String(index)
        return "k" + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }

    @Test(arguments: [1, 2, 30])
    func aKeyPathGivenTwiceHoldsItsLastValue(attributes count: Int) throws {
        let view = try XcodeTestDocuments.object(Self.view(runtimeAttributes: count))
        guard case .dictionary(let members)? = view["userDefinedRuntimeAttributes"] else {
            Issue.record("no runtime attributes in \(view.entries.map(\.key))")
            return
        }
        #expect(members.map(\.key) == (0..<count).map(Self.keyPath))
        #expect(members.first?.value == .value(.bool(false)))
        #expect(members.dropFirst().allSatisfy { $0.value == .value(.bool(true)) })
    }

    /// 10 times the runtime attributes take about 10 times as long: a key path was looked for
    /// among all the others before it was added (1,000 here: far more than 30 times as long).
    @Test func runtimeAttributesCostInProportion() {
        let small = XcodeTestDocuments.xib(Self.view(runtimeAttributes: 1_000))
        let large = XcodeTestDocuments.xib(Self.view(runtimeAttributes: 10_000))
        #expect((try? XcodeTestDocuments.read(small)) != nil && (try? XcodeTestDocuments.read(large)) != nil)
        let ratio = Scaling.timeRatio(
            rounds: 2, small: { _ = try? XcodeTestDocuments.read(small) },
            large: { _ = try? XcodeTestDocuments.read(large) })
        #expect(ratio < 30, "10 times the runtime attributes took \(ratio) times as long")
    }
}
