import Testing
@testable import ViewCore

/// A coder over a dictionary, which may or may not list its keys.
private final class DictionaryCoder: Coder {
    let values: [(key: String, value: CodingValue)]
    let listsKeys: Bool
    init(_ values: [(key: String, value: CodingValue)], listsKeys: Bool) {
        self.values = values
        self.listsKeys = listsKeys
    }
    override var enumeratesKeys: Bool { listsKeys }
    override func forEachKey(_ body: (String) -> Void) { values.forEach { body($0.key) } }
    override func containsValue(forKey key: String) -> Bool { values.contains { $0.key == key } }
    override func decodeValue(forKey key: String) throws -> CodingValue? { values.first { $0.key == key }?.value }
}

/// A coder whose keys carry numbers, as `KeyedUnarchiver`'s do, and which records the
/// position hints it is given and the keys it is asked for.
private final class IdentifiedCoder: Coder {
    let values: [(key: String, id: ArchiveKeyID, value: CodingValue)]
    /// Whether the coder hands out all numbers in one call, as `KeyedUnarchiver` does.
    let numbersAtOnce: Bool
    var hints: [Int] = []
    var asked: [String] = []
    init(_ values: [(key: String, id: ArchiveKeyID, value: CodingValue)], numbersAtOnce: Bool = false) {
        self.values = values
        self.numbersAtOnce = numbersAtOnce
    }
    override var enumeratesKeys: Bool { true }
    override func forEachIdentifiedKey(_ body: (String, ArchiveKeyID) -> Void) { values.forEach { body($0.key, $0.id) } }
    override func keyIDs(into buffer: UnsafeMutableBufferPointer<ArchiveKeyID>) -> Int? {
        guard numbersAtOnce, values.count <= buffer.count else { return nil }
        for (position, value) in values.enumerated() { buffer[position] = value.id }
        return values.count
    }
    override func expectKey(atPosition position: Int) { hints.append(position) }
    override func decodeValue(forKey key: String) throws -> CodingValue? {
        asked.append(key)
        return values.first { $0.key == key }?.value
    }
}

private final class Recorder {
    var applied: [Int] = []
}

@Suite("ArchivedProperties")
struct ArchivedPropertiesTests {
    /// 130 keys, so the table spills past both words of its slot set.
    private static let table = ArchivedProperties<Recorder>((0..<130).map { slot in
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

    @Test(arguments: [false, true])
    func keysAreFoundByTheirNumbersAndEachPropertyIsToldWhereItsKeyStands(numbersAtOnce: Bool) throws {
        let slots = [129, 0, 64]
        let coder = IdentifiedCoder(slots.map { ("key\($0)", ArchiveKeyID.declaring("key\($0)"), .integer($0)) },
                                    numbersAtOnce: numbersAtOnce)
        let recorder = Recorder()
        try Self.table.decode(into: recorder, from: coder)
        #expect(recorder.applied == [0, 64, 129])
        #expect(coder.asked == ["key0", "key64", "key129"])
        #expect(coder.hints == [1, 2, 0], "the file positions of key0, key64 and key129")
    }

    @Test(arguments: [false, true])
    func aNumberDecidesOverTheText(numbersAtOnce: Bool) throws {
        // A number that is none of the table's keys wins over a text that is one; a key
        // without a number is found by its text (when numbers come at once, one such key sends
        // the whole object down the slower path).
        let later = ArchiveKeyID.declaring("archivedPropertiesTests.later")
        let coder = IdentifiedCoder([("key5", later, .integer(5)), ("key6", .unknown, .integer(6)),
                                     ("key7", .declaring("key7"), .integer(7))], numbersAtOnce: numbersAtOnce)
        let recorder = Recorder()
        try Self.table.decode(into: recorder, from: coder)
        #expect(recorder.applied == [6, 7])
    }
}
