import Testing

@testable import NibArchive

/// The names files spell are written out beside the enums; each must be its case's name
/// (`class` and `nil` aside, which Swift spells otherwise).
@Suite struct NameTextTests {
    @Test func fieldNamesAreTheirCasesNames() {
        #expect(FieldName.allCases.map(\.text) == FieldName.allCases.map { "\($0)" })
    }

    @Test func valueKindsAreTheirCasesNamesAndNullIsNil() {
        #expect(ValueKind.allCases.map(\.text) == ValueKind.allCases.map { $0 == .null ? "nil" : "\($0)" })
    }

    @Test func documentElementsAreTheirCasesNames() {
        #expect(XMLDocumentElement.allCases.map(\.text) == XMLDocumentElement.allCases.map { "\($0)" })
    }
}
