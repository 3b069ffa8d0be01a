import Testing

@testable import ViewCore

/// A coder over a dictionary, which may or may not list its keys.
private final class DictionaryCoder: Coder {
    let values: [(key: String, value: CodingValue)]
    let listsKeys: Bool
    init(_ values: [(key: String, value: CodingValue)], listsKeys: Bool) {
        self.values = values
        self.listsKeys = listsKeys
        super.init()
        enumeratesKeys = listsKeys
    }
    override func forEachKey(_ body: (String) -> Void) { values.forEach { body($0.key) } }
    override func containsValue(forKey key: String) -> Bool { values.contains { $0.key == key } }
    override func decodeValue(forKey key: String) throws -> CodingValue? { values.first { $0.key == key }?.value }
}

private final class Recorder {
    var applied: [Int] = []
}

@Suite("ArchivedProperties")
struct ArchivedPropertiesTests {
    /// 130 keys, in table order.
    private static let table = ArchivedProperties<Recorder>(
        (0..<130).map { slot in
            .value("key\(slot)", Int.self) { recorder, value in recorder.applied.append(value) }
        })

    @Test(arguments: [true, false])
    func onlyThePresentKeysAreAppliedInTableOrder(listsKeys: Bool) throws {
        let slots = [129, 0, 64, 63, 127, 128, 65]
        let coder = DictionaryCoder(slots.map { ("key\($0)", .integer($0)) }, listsKeys: listsKeys)
        let recorder = Recorder()
        try Self.table.decode(into: recorder, from: coder)
        #expect(recorder.applied == [0, 63, 64, 65, 127, 128, 129], "table order, not file order")
    }

    @Test func unknownKeysAreIgnoredAndAnEmptyObjectAppliesNothing() throws {
        let recorder = Recorder()
        try Self.table.decode(into: recorder, from: DictionaryCoder([("other", .integer(1))], listsKeys: true))
        #expect(recorder.applied.isEmpty)
    }

    @Test func aValueOfTheWrongTypeIsAnError() {
        let coder = DictionaryCoder([("key3", .string("three"))], listsKeys: true)
        #expect(throws: CodingError.self) { try Self.table.decode(into: Recorder(), from: coder) }
    }

    @Test(arguments: [true, false])
    func keysMatchByTheirBytes(listsKeys: Bool) throws {
        // A decomposed "é" is canonically equal to the precomposed one of the table's key, but
        // archives tell keys apart by their bytes.
        let table = ArchivedProperties<Recorder>([.value("caf\u{E9}", Int.self) { $0.applied.append($1) }])
        let recorder = Recorder()
        try table.decode(into: recorder, from: DictionaryCoder([("cafe\u{301}", .integer(1))], listsKeys: listsKeys))
        try table.decode(into: recorder, from: DictionaryCoder([("caf\u{E9}", .integer(2))], listsKeys: listsKeys))
        #expect(recorder.applied == (listsKeys ? [2] : [1, 2]), "containsValue(forKey:) is the coder's own rule")
    }
}
