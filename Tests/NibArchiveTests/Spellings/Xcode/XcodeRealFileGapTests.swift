import Foundation
import NibArchive
import TestSupport
import Testing

/// What real files showed the Xcode reader missing (issue 35): a matrix's cells, a modelled
/// number out of its range, a document version newer than NibKit knows.
@Suite struct XcodeRealFileGapTests {
    /// A macOS matrix as Interface Builder writes it: the cells in `<cells><column>`, one of
    /// them named by the owner's outlet.
    static let matrix = """
        <customObject id="-2" userLabel="File's Owner" customClass="Preferences"/>
        <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                <matrix verticalHuggingPriority="750" allowsEmptySelection="NO" id="m1">
                    <rect key="frame" x="20" y="20" width="100" height="38"/>
                    <size key="cellSize" width="100" height="18"/>
                    <buttonCell key="prototype" type="radio" title="Radio" imagePosition="left" id="proto">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                    <cells>
                        <column>
                            <buttonCell type="radio" title="One" imagePosition="left" state="on" tag="1" id="c1">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                            <buttonCell type="radio" title="Two" imagePosition="left" tag="2" id="c2">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </column>
                    </cells>
                </matrix>
            </subviews>
        </customView>
        """

    @Test func aMatrixsCellsAreObjectsConnectionsCanName() throws {
        let owner =
            #"<customObject id="-2" userLabel="File's Owner" customClass="Preferences">"#
            + #"<connections><outlet property="secondCell" destination="c2" id="o1"/></connections></customObject>"#
        let text = XcodeTestDocuments.xib(
            Self.matrix.replacingOccurrences(
                of: #"<customObject id="-2" userLabel="File's Owner" customClass="Preferences"/>"#, with: owner),
            macOS: true)
        let result = ArchiveValidator().validate(data: Data(text.utf8), file: "Matrix.xib")
        #expect(result.errorCount == 0, "\(result.diagnostics.map(\.description))")
        let document = try #require(result.document)
        var ids: [String] = []
        document.forEachObject { ids.append($0.id) }
        #expect(ids.contains("c1") && ids.contains("c2"))
        let matrix = try #require(
            document.objects.last?["subviews"].flatMap { value -> ArchiveObject? in
                if case .array(let items) = value { return items.first?.object }
                return nil
            })
        guard case .array(let cells)? = matrix["cells"] else {
            Issue.record("the matrix has no cells: \(matrix.entries.map(\.key))")
            return
        }
        #expect(cells.compactMap(\.object?.id) == ["c1", "c2"])
        let verbatim: [ArchiveValue]
        if case .array(let items)? = matrix[XcodeVerbatim.elementsKey] { verbatim = items } else { verbatim = [] }
        #expect(
            !verbatim.contains { if case .value(.string(let text)) = $0 { text.hasPrefix("<cells") } else { false } })
    }

    /// A modelled integer past 64 bits is an error at its element, as in our XML; one within
    /// them reads.
    @Test(arguments: ["99999999999999999999999999", "-9223372036854775809", "18446744073709551616"])
    func aTagOutOfRangeIsAnErrorWithItsLocation(_ tag: String) {
        let text = XcodeTestDocuments.xib("\n        <view id=\"v1\" tag=\"\(tag)\"/>")
        do {
            _ = try XcodeDocumentReader().read(Data(text.utf8), file: "Test.xib")
            Issue.record("tag \(tag) was read")
        } catch {
            let diagnostic = error.diagnostics.first
            #expect(error.diagnostics.count == 1)
            #expect(diagnostic?.code == .invalidValue)
            #expect(diagnostic?.message.contains("'tag'") == true && diagnostic?.message.contains(tag) == true)
            #expect(diagnostic?.line == 5 && diagnostic?.column == 9, "\(String(describing: diagnostic))")
        }
        let largest = XcodeTestDocuments.xib(#"<view id="v1" tag="9223372036854775807"/>"#)
        #expect((try? XcodeTestDocuments.read(largest))?.objects.first?["tag"] == .value(.integer(Int.max)))
    }

    /// A document version newer than 3.0 reads, with one warning at the attribute (`NIB0508`,
    /// as our formats' newer minor version); 3.0 and an unreadable version give none.
    @Test(arguments: [("99.0", true), ("3.1", true), ("4.0", true), ("3.0", false), ("2.0", false), ("x", false)])
    func aNewerDocumentVersionIsAWarning(_ version: String, warns: Bool) throws {
        let text = XcodeTestDocuments.xib(#"<view id="v1"/>"#).replacingOccurrences(
            of: #"version="3.0""#, with: #"version="\#(version)""#)
        let result = ArchiveValidator().validate(data: Data(text.utf8), file: "New.xib")
        #expect(result.document != nil)
        #expect(result.errorCount == 0)
        let found = result.diagnostics.filter { $0.code == .newerMinorVersion }
        #expect(found.count == (warns ? 1 : 0), "\(result.diagnostics.map(\.description))")
        if let warning = found.first {
            #expect(warning.severity == .warning)
            #expect(warning.message.contains(version) && warning.message.contains("3.0"))
            // `<document type="..." version=`: line 2, after the type.
            #expect(warning.line == 2 && warning.column == 61, "\(warning)")
        }
    }
}
