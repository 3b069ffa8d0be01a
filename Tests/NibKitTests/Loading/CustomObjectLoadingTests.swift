import Foundation
import NibKit
import TestSupport
import Testing

/// An owner with an outlet to the file's plain object.
private final class HelperOwner {
    @Outlet var helper: CustomObject?
    @Outlet var label: Label?
}

/// A registered object of the app's own, which wants `awakeFromNib()`.
final class AwakingHelper: CustomObject {
    var awoke = false
    override func awakeFromNib() { awoke = true }
}

/// Interface Builder's plain Object (`<customObject>` without a class) is an `NSObject` in UIKit
/// and AppKit: it loads as a `CustomObject`, with no fallback option, no error and no warning;
/// one with the app's class loads as that class, or as a `CustomObject` standing in for it.
@Suite struct CustomObjectLoadingTests {
    static func xib(_ object: String, macOS: Bool = false) -> Data {
        let type = macOS ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        let runtime = macOS ? "MacOSX.Cocoa" : "iOS.CocoaTouch"
        let owner =
            macOS
            ? #"<customObject id="-2" userLabel="File's Owner">"#
            : #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1">"#
        let ownerEnd = macOS ? "</customObject>" : "</placeholder>"
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="21701" targetRuntime="\(runtime)">
                <objects>
                    \(owner)
                        <connections><outlet property="helper" destination="helper" id="o1"/></connections>
                    \(ownerEnd)
                    \(object)
                </objects>
            </document>
            """.utf8)
    }

    @Test(arguments: [false, true])
    func aPlainObjectLoadsAsACustomObjectWithoutAWarning(macOS: Bool) throws {
        let owner = HelperOwner()
        let warnings = WarningRecorder()
        let nib = try Nib(data: Self.xib(#"<customObject id="helper"/>"#, macOS: macOS), file: "Helper.xib")
        let objects = try nib.instantiate(withOwner: owner, options: Nib.Options(warningHandler: { warnings.add($0) }))
        #expect(objects.count == 1)
        let helper = try #require(objects.first as? CustomObject)
        #expect(type(of: helper) == CustomObject.self)
        #expect(owner.helper === helper)
        #expect(warnings.all.isEmpty, "\(warnings.all)")
        #expect(helper.unarchivedValues.archiveID == "helper")
    }

    @Test func theAppsRegisteredClassIsMadeAndAwakened() throws {
        Nib.register(AwakingHelper.self)
        let owner = HelperOwner()
        let nib = try Nib(
            data: Self.xib(#"<customObject id="helper" customClass="AwakingHelper"/>"#), file: "Helper.xib")
        let helper = try #require(try nib.instantiate(withOwner: owner).first as? AwakingHelper)
        #expect(helper.awoke)
        #expect(owner.helper === helper)
    }

    @Test func anUnregisteredClassIsAnErrorOrACustomObjectStandingInForIt() throws {
        let nib = try Nib(
            data: Self.xib(#"<customObject id="helper" customClass="NoSuchHelper" customModule="App"/>"#),
            file: "Helper.xib")
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiate(withOwner: HelperOwner()) }
        #expect(error.problems.map(\.code) == ["NIB0305"])
        let warnings = WarningRecorder()
        let owner = HelperOwner()
        let objects = try nib.instantiate(
            withOwner: owner,
            options: Nib.Options(fallsBackToKnownBaseClass: true, warningHandler: { warnings.add($0) }))
        let helper = try #require(objects.first as? CustomObject)
        #expect(type(of: helper) == CustomObject.self)
        #expect(owner.helper === helper)
        #expect(warnings.all.map(\.code) == ["NIB0305"])
        #expect(warnings.all.first?.message.contains("loaded as CustomObject") == true)
    }

    @Test func itsOutletsAreTheAppsConcernAStandInsAreSkipped() throws {
        let nib = try Nib(
            data: Self.xib(
                """
                <customObject id="helper" customClass="NoSuchHelper">
                    <connections><outlet property="label" destination="l" id="o2"/></connections>
                </customObject>
                <label text="Hi" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                """), file: "Helper.xib")
        let warnings = WarningRecorder()
        let objects = try nib.instantiate(
            withOwner: HelperOwner(),
            options: Nib.Options(fallsBackToKnownBaseClass: true, warningHandler: { warnings.add($0) }))
        #expect(objects.count == 2)
        #expect(warnings.all.map(\.code) == ["NIB0305", "NIB0411"])
    }
}
