import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on an iOS view's constraints that Interface Builder keeps uninstalled (their
/// "Installed" box cleared: a `<variation key="default">` that leaves them out, and no size
/// class that puts them back).
@Suite struct UIKitConstraintCompilerTests {
    /// `UIKitDocumentCompilerTests.xib` with its second constraint uninstalled and an outlet to it.
    static let xib = UIKitDocumentCompilerTests.xib.replacingOccurrences(
        of: "</constraints>\n",
        with: """
            </constraints>
            <variation key="default">
                <mask key="constraints">
                    <exclude reference="c-2"/>
                </mask>
            </variation>

            """
    ).replacingOccurrences(
        of: #"<outlet property="picture" destination="img-1" id="out-1"/>"#,
        with: #"<outlet property="picture" destination="img-1" id="out-1"/>"#
            + #"<outlet property="widthConstraint" destination="c-2" id="out-2"/>"#)

    /// The constraints of `nib`, and the view holding them, as UIKit installs them.
    static func installed(_ nib: NIBArchive) -> (all: [Int], installed: [Int]) {
        let all = nib.indices(ofClass: "NSLayoutConstraint")
        let installed = nib.indices(ofClass: "UIClassSwapper").flatMap { view -> [Int] in
            guard case .object(let list)? = nib.value(view, "UIViewAutolayoutConstraints") else { return [] }
            return nib.items(list)
        }
        return (all, installed)
    }

    /// The uninstalled constraint is archived, so that the outlet gets it, but no view holds it;
    /// the other stays installed. The nib reads back into the source's tree with the outlet.
    @Test func anUninstalledConstraintIsArchivedButHeldByNoView() throws {
        let output = try UIKitDocumentCompilerTests.compile(Self.xib)
        let data = try #require(output.files.first).data
        let nib = try NIBArchiveDecoder().decode(data)
        let (all, installed) = Self.installed(nib)
        #expect(all.count == 2)
        #expect(installed.count == 1)
        let uninstalled = try #require(all.first { !installed.contains($0) })
        #expect(nib.value(uninstalled, "NSPriority")?.integer == 750)
        let outlet = nib.indices(ofClass: "UIRuntimeOutletConnection").first {
            nib.string($0, "UILabel") == "widthConstraint"
        }
        #expect(outlet.map { nib.value($0, "UIDestination") } == .object(uninstalled))
        let read = try CompiledNibReader().read(data, file: "Test.nib")
        let source = try XcodeDocumentReader().read(Data(Self.xib.utf8), file: "Test.xib")
        let differences = InterfaceTreeSummary(read).differences(from: InterfaceTreeSummary(source))
        #expect(differences.onlyHere.isEmpty && differences.onlyThere.isEmpty, "\(differences)")
    }

    /// A variation of a size class, one that includes a constraint or masks anything but
    /// constraints, or one that leaves out what is none of its view's constraints: refused at
    /// its line, as before.
    @Test func otherVariationsAreRefusedAtTheirLine() {
        for (old, new, marker) in [
            (#"<variation key="default">"#, #"<variation key="widthClass=compact">"#, "<variation"),
            (#"<exclude reference="c-2"/>"#, #"<include reference="c-2"/>"#, "<include"),
            (#"<mask key="constraints">"#, #"<mask key="subviews">"#, "<mask"),
            (#"<exclude reference="c-2"/>"#, #"<exclude reference="img-1"/>"#, #"id="root-1""#),
        ] {
            expectRefusal(of: Self.xib.replacingOccurrences(of: old, with: new), atLineHolding: marker) {
                text throws(ArchiveReadError) in
                _ = try UIKitDocumentCompilerTests.compile(text)
            }
        }
    }
}
