import Foundation
import NibArchive
import Testing

/// An ambiguous layout in a real Xcode file is a warning only where Interface Builder agrees
/// (`ambiguous="YES"` on the view); elsewhere NibKit lacks a layout rule Interface Builder has,
/// and a note says so (issue 35: 45 of the shared corpus's 46 `NIB0517` warnings were of that kind).
@Suite struct XcodeAmbiguityTests {
    /// An iOS xib whose subview `child` has a width, a leading and a top constraint but no
    /// height; `marked` writes Interface Builder's `ambiguous="YES"` on it, `verify` its
    /// `verifyAmbiguity`.
    static func xib(marked: Bool, verify: String? = nil) -> Data {
        let ambiguous = (marked ? #" ambiguous="YES""# : "") + (verify.map { " verifyAmbiguity=\"\($0)\"" } ?? "")
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="child"\(ambiguous)>
                                <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="w1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                            <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
    }

    static func ambiguities(marked: Bool, verify: String? = nil) -> [ArchiveDiagnostic] {
        ArchiveValidator().validate(data: xib(marked: marked, verify: verify), file: "Cell.xib").diagnostics.filter {
            $0.code == .ambiguousLayout
        }
    }

    @Test func theReaderKeepsWhichViewsInterfaceBuilderMarkedAmbiguous() throws {
        let marked = try XcodeDocumentReader().read(Self.xib(marked: true))
        #expect(marked.interfaceBuilderAmbiguity == InterfaceBuilderAmbiguity(ambiguousViewIDs: ["child"]))
        let unmarked = try XcodeDocumentReader().read(Self.xib(marked: false))
        #expect(unmarked.interfaceBuilderAmbiguity == InterfaceBuilderAmbiguity())
        // A design-time fact: the documents are equal, and our own spelling knows nothing of it.
        #expect(marked == unmarked)
        let ours = try ArchiveDocument(data: marked.data(format: .xml))
        #expect(ours.interfaceBuilderAmbiguity == nil)
    }

    @Test func aViewInterfaceBuilderMarksAmbiguousIsAWarningNamingItsConstraints() {
        let found = Self.ambiguities(marked: true)
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.objectID == "child")
        let message = found.first?.message ?? ""
        #expect(message.hasPrefix("the constraints leave height of 'child' (View) undetermined"), "\(message)")
        for id in ["w1", "c1", "c2"] { #expect(message.contains("'\(id)'"), "\(message)") }
    }

    @Test func aViewInterfaceBuilderDoesNotMarkIsANote() {
        let found = Self.ambiguities(marked: false)
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message.contains("a layout rule NibKit lacks") == true)
    }

    /// Interface Builder told to judge the view's ambiguity without its sizes, or not at all,
    /// does not call an undetermined height ambiguous.
    @Test(arguments: ["ignoreSizes", "off"])
    func ambiguityInterfaceBuilderIsToldToIgnoreIsANote(_ verify: String) {
        #expect(Self.ambiguities(marked: true, verify: verify).map(\.severity) == [.note])
    }

    /// Told to ignore a view's sizes, Interface Builder calls it ambiguous only where an edge is
    /// free and its size is not (IBDecodable's StoryboardAttributes: a view pinned at its
    /// bottom and trailing edges, free in size and so in its other edges, is not a warning).
    @Test func ignoringSizesLeavesOnlyEdgesFreeAtAFixedSize() {
        let marks = InterfaceBuilderAmbiguity(ambiguousViewIDs: ["v", "s"], sizesIgnoredViewIDs: ["s"])
        #expect(marks.agrees(id: "v", attributes: ["height"]))
        #expect(!marks.agrees(id: "u", attributes: ["left"]))
        #expect(!marks.agrees(id: "s", attributes: ["height"]))
        #expect(!marks.agrees(id: "s", attributes: ["left", "top", "width", "height"]))
        #expect(marks.agrees(id: "s", attributes: ["left"]))
        #expect(marks.agrees(id: "s", attributes: ["top", "width"]))
    }
}
