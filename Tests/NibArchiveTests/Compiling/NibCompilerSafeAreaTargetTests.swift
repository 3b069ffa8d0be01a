import Foundation
import NibArchive
import TestSupport
import Testing

/// Below iOS 11 a nib that names a safe-area guide compiles to a `.nib` folder: the nib of iOS
/// 11 and later as `objects-11.0+.nib`, and `runtime.nib`, where each constraint on the guide
/// names what stands in for it on those systems (`SafeAreaStandIn`): a storyboard controller's
/// top and bottom layout guides for its view's top and bottom, the view itself otherwise.
@Suite struct NibCompilerSafeAreaTargetTests {
    static func compile(_ text: String, file: String, target: String?) throws(ArchiveReadError) -> NibCompiler.Output {
        try NibCompiler(options: .init(minimumDeploymentTarget: target)).compile(Data(text.utf8), file: file)
    }

    /// `UIKitDocumentCompilerTests.xib` with a safe-area guide and an image view 8 points below
    /// its top.
    static let xib = UIKitDocumentCompilerTests.xib
        .replacingOccurrences(of: "<constraints>", with: #"<viewLayoutGuide key="safeArea" id="sa-1"/><constraints>"#)
        .replacingOccurrences(
            of: "</constraints>",
            with:
                #"<constraint firstItem="img-1" firstAttribute="top" secondItem="sa-1" secondAttribute="top" constant="8" id="c-3"/></constraints>"#
        )

    @Test func aXibBelowIOS11GetsARuntimeNibWhereTheViewStandsInForItsGuide() throws {
        let modern = try Self.compile(Self.xib, file: "t.xib", target: nil)
        for target in ["10.3", "9.0", "8"] {
            let folder = try Self.compile(Self.xib, file: "t.xib", target: target)
            #expect(folder.files.map(\.path) == ["objects-11.0+.nib", "runtime.nib"], "\(target)")
            #expect(folder.files.first?.data == modern.files.first?.data, "iOS 11 and later load today's nib")
            #expect(try Self.compile(Self.xib, file: "t.xib", target: target) == folder, "the same bytes again")
        }
        let folder = try Self.compile(Self.xib, file: "t.xib", target: "10.0")
        let runtime = try NIBArchiveDecoder().decode(try #require(folder.files.last).data)
        #expect(runtime.indices(ofClass: "UILayoutGuide").isEmpty, "no safe-area guide before iOS 11")
        let top = try #require(Self.constraint(in: runtime, constant: 8))
        let leading = try #require(Self.constraint(in: runtime, constant: 10))
        #expect(runtime.value(top, "NSSecondItem") == runtime.value(leading, "NSSecondItem"), "the root view")
        #expect(runtime.value(top, "NSSecondAttribute") == .int8(3))
        let modernArchive = try NIBArchiveDecoder().decode(try #require(modern.files.first).data)
        #expect(modernArchive.indices(ofClass: "UILayoutGuide").count == 1)
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="16" y="28" width="288" height="428"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="8" id="t"/>
                                    <constraint firstItem="sa" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="4" id="b"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="16" id="l"/>
                                    <constraint firstItem="sa" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="17" id="r"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="sa"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A controller's view lies between its top and bottom layout guides before iOS 11: the
    /// runtime nib has both (`_UILayoutGuide`s as a document of that time holds them) and its
    /// constraints name the top guide's bottom and the bottom guide's top, and the view at the
    /// sides. The controller's own nib and `Info.plist` are the same for every target.
    @Test func aStoryboardBelowIOS11PutsItsControllersLayoutGuidesInTheRuntimeNib() throws {
        let modern = try Self.compile(Self.storyboard, file: "t.storyboard", target: nil)
        let folder = try Self.compile(Self.storyboard, file: "t.storyboard", target: "9.0")
        let view = "vc-view-root.nib"
        #expect(modern.files.map(\.path) == ["Info.plist", "UIViewController-vc.nib", view])
        #expect(
            folder.files.map(\.path) == [
                "Info.plist", "UIViewController-vc.nib", "\(view)/objects-11.0+.nib", "\(view)/runtime.nib",
            ])
        #expect(Array(folder.files.prefix(3).map(\.data)) == modern.files.map(\.data))
        let runtime = try NIBArchiveDecoder().decode(try #require(folder.files.last).data)
        let guides = runtime.indices(ofClass: "_UILayoutGuide")
        #expect(
            guides.map { runtime.string($0, "_UILayoutGuideIdentifier") } == [
                "_UIViewControllerTop", "_UIViewControllerBottom",
            ])
        let top = try #require(Self.constraint(in: runtime, constant: 8))
        #expect(runtime.value(top, "NSSecondItem") == .object(guides[0]))
        #expect(runtime.value(top, "NSSecondAttribute") == .int8(4))
        let bottom = try #require(Self.constraint(in: runtime, constant: 4))
        #expect(runtime.value(bottom, "NSFirstItem") == .object(guides[1]))
        #expect(runtime.value(bottom, "NSFirstAttribute") == .int8(3))
        let leading = try #require(Self.constraint(in: runtime, constant: 16))
        let trailing = try #require(Self.constraint(in: runtime, constant: 17))
        let root = runtime.value(leading, "NSSecondItem")
        #expect(root != nil && runtime.value(trailing, "NSFirstItem") == root)
        #expect(runtime.indices(ofClass: "UILayoutGuide").isEmpty)
        let read = try CompiledNibReader().read(try #require(folder.files.last).data, file: "runtime.nib")
        #expect(read.objects.isEmpty == false)
    }

    /// The area's vertical centre or height between two layout guides has no single stand-in:
    /// refused at its line, naming the way out.
    @Test func aSafeAreasHeightInAControllersViewIsRefusedBelowIOS11() throws {
        let source = Self.storyboard.replacingOccurrences(
            of: #"firstItem="sa" firstAttribute="bottom""#, with: #"firstItem="sa" firstAttribute="centerY""#)
        #expect(throws: Never.self) { try Self.compile(source, file: "t.storyboard", target: "11.0") }
        let line = source.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(#"firstAttribute="centerY""#) }.map { $0 + 1 }
        do {
            _ = try Self.compile(source, file: "t.storyboard", target: "10.0")
            Issue.record("a safe area's centre compiled below iOS 11")
        } catch {
            #expect(error.code == .unsupportedElement)
            #expect(error.message.contains("centerY of a controller's safe area"), "\(error.message)")
            #expect(error.diagnostics.first?.line == line)
        }
    }

    /// The one `NSLayoutConstraint` whose constant is `constant`.
    static func constraint(in archive: NIBArchive, constant: Double) -> Int? {
        archive.indices(ofClass: "NSLayoutConstraint").first { archive.value($0, "NSConstant") == .double(constant) }
    }
}
