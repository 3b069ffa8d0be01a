import Foundation
import NibArchive
import TestSupport
import Testing
import ViewCore

/// A `CustomObject` (Interface Builder's plain Object) round-trips through our XML and JSON as
/// itself, with its id and what the file held that it does not read. The random trees of the
/// other round trips never hold one: it is a top-level object, in no view tree.
@Suite struct CustomObjectRoundTripTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <customObject id="helper" flavour="plain">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="title" value="Hi"/>
                    </userDefinedRuntimeAttributes>
                </customObject>
            </objects>
        </document>
        """

    @Test(arguments: ArchiveFormat.allCases)
    func aCustomObjectKeepsItsIDAndWhatItDidNotRead(format: ArchiveFormat) throws {
        let document = try ArchiveDocument(data: Data(Self.xib.utf8), file: "Helper.xib")
        let original = try #require(document.objects.first)
        #expect(!original.entries.isEmpty, "the file holds keys the class does not read")
        let objects = try KeyedUnarchiver(document: document).decodeTopLevelObjects()
        let helper = try #require(objects.first as? CustomObject)
        #expect(type(of: helper) == CustomObject.self)
        let data = KeyedArchiver.archivedDocument(withRootObjects: [helper]).data(format: format)
        let again = try ArchiveDocument(data: data, format: format)
        let copy = try #require(again.objects.first)
        #expect(copy.className == "CustomObject" && copy.module == nil)
        #expect(copy.id == "helper")
        #expect(copy.entries.map(\.key) == original.entries.map(\.key))
        #expect(copy.entries.map(\.value) == original.entries.map(\.value))
        #expect(try unarchiveFirst(CustomObject.self, from: data, format: format) != nil)
    }
}
