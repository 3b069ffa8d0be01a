import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on iOS documents: what it writes reads back through the compiled-nib reader
/// into the source's tree; what it cannot compile is refused at its line.
@Suite struct UIKitDocumentCompilerTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner">
                    <connections>
                        <outlet property="picture" destination="img-1" id="out-1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root-1" customClass="Canvas" customModule="Paint">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <imageView contentMode="center" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="img-1">
                            <rect key="frame" x="10" y="20" width="100" height="50"/>
                            <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="img-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="10" id="c-1"/>
                        <constraint firstItem="img-1" firstAttribute="width" relation="greaterThanOrEqual" constant="100" priority="750" id="c-2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    static func compile(_ text: String, module: String? = nil) throws(ArchiveReadError) -> NibCompiler.Output {
        try NibCompiler(options: .init(module: module)).compile(Data(text.utf8), file: "Test.xib")
    }

    @Test func anIOSXibReadsBackIntoItsSourcesTree() throws {
        let output = try Self.compile(Self.xib)
        #expect(output.files.map(\.path) == [""])
        let data = try #require(output.files.first).data
        let read = try CompiledNibReader().read(data, file: "Test.nib")
        let source = try XcodeDocumentReader().read(Data(Self.xib.utf8), file: "Test.xib")
        let differences = CompiledPairSummary(read).differences(from: CompiledPairSummary(source))
        for part in ["classes", "structure", "frames", "constraints", "connections"] {
            #expect(differences[part] == nil, "\(part): \(String(describing: differences[part]))")
        }
    }

    /// A xib's top-level custom object (a data source of the app's own class) is a
    /// `UIClassSwapper` over `UICustomObject` among the top-level objects, its outlets made from
    /// it; the nib reads back with it.
    @Test func aTopLevelCustomObjectIsASwappedUICustomObject() throws {
        let text = Self.xib.replacingOccurrences(
            of: "</objects>",
            with: """
                    <customObject id="source" customClass="PictureSource" customModule="Paint">
                        <connections>
                            <outlet property="picture" destination="img-1" id="out-2"/>
                        </connections>
                    </customObject>
                </objects>
                """)
        let output = try Self.compile(text)
        let nib = try NIBArchiveDecoder().decode(try #require(output.files.first).data)
        let source = try #require(
            nib.indices(ofClass: "UIClassSwapper").first { nib.string($0, "UIOriginalClassName") == "UICustomObject" })
        #expect(nib.string(source, "UIClassName") == "_TtC5Paint13PictureSource")
        guard case .object(let topLevel)? = nib.value(0, "UINibTopLevelObjectsKey") else {
            Issue.record("no top-level objects")
            return
        }
        #expect(nib.items(topLevel).contains(source))
        let outlet = try #require(
            nib.indices(ofClass: "UIRuntimeOutletConnection").first { nib.value($0, "UISource") == .object(source) })
        #expect(nib.string(outlet, "UILabel") == "picture")
        let read = try CompiledNibReader().read(try #require(output.files.first).data, file: "Test.nib")
        let original = try XcodeDocumentReader().read(Data(text.utf8), file: "Test.xib")
        let differences = CompiledPairSummary(read).differences(from: CompiledPairSummary(original))
        for part in ["classes", "connections"] {
            #expect(differences[part] == nil, "\(part): \(String(describing: differences[part]))")
        }
    }

    /// What Interface Builder simulates around a view and the custom fonts it draws with are not
    /// archived, and a colour space named as a custom one is the same space: each change leaves
    /// the same bytes.
    @Test func simulatedMetricsAndCustomSpellingsOfASpaceChangeNothing() throws {
        let plain = try Self.compile(Self.xib)
        let simulated = Self.xib.replacingOccurrences(
            of: "</subviews>",
            with: """
                </subviews>
                <nil key="simulatedStatusBarMetrics"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                """)
        #expect(try Self.compile(simulated) == plain)
        // Nor are the custom fonts Interface Builder draws with.
        let fonts = Self.xib.replacingOccurrences(
            of: "    <objects>",
            with: """
                    <customFonts key="customFonts">
                        <array key="Montserrat-Regular.ttf"><string>Montserrat-Regular</string></array>
                    </customFonts>
                    <objects>
                """)
        #expect(fonts.contains("customFonts"))
        #expect(try Self.compile(fonts) == plain)
        for (named, custom) in [
            (
                #"white="0.5" alpha="1" colorSpace="calibratedWhite""#,
                #"white="0.5" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite""#
            ),
            (
                #"red="1" green="0.5" blue="0.0" alpha="1" colorSpace="calibratedRGB""#,
                #"red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="calibratedRGB""#
            ),
        ] {
            let sRGB = #"red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB""#
            let first = try Self.compile(Self.xib.replacingOccurrences(of: sRGB, with: named))
            #expect(try Self.compile(Self.xib.replacingOccurrences(of: sRGB, with: custom)) == first)
        }
    }

    @Test func theArchiveHasUIKitsRootAndKeys() throws {
        let data = try #require(try Self.compile(Self.xib).files.first).data
        let archive = try NIBArchiveDecoder().decode(data)
        let keys = Set(archive.keys)
        for key in [
            "UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibConnectionsKey", "UINibVisibleWindowsKey", "UIBounds",
            "UICenter", "UISubviews", "UIViewAutolayoutConstraints", "UIClassName", "UIOriginalClassName", "NSConstant",
            "NSPriority", "NSRelation", "UIImage", "UIDestination",
        ] {
            #expect(keys.contains(key), "\(key)")
        }
        let classes = Set(archive.classes.map(\.name))
        #expect(
            classes.isSuperset(of: ["UIProxyObject", "UIClassSwapper", "UIImageView", "NSLayoutConstraint", "UIColor"]))
        let names = archive.objects.compactMap { object -> String? in
            guard archive.className(of: object) == "NSString" else { return nil }
            for value in archive.values[object.values] {
                if case .data(let bytes) = value.payload { return String(decoding: bytes, as: UTF8.self) }
            }
            return nil
        }
        #expect(names.contains("_TtC5Paint6Canvas"))
    }

    @Test func compilingTwiceGivesTheSameBytes() throws {
        #expect(try Self.compile(Self.xib) == Self.compile(Self.xib))
    }

    @Test func anElementWithNoArchivedFormIsRefusedAtItsLine() throws {
        let text = Self.xib.replacingOccurrences(
            of: "<subviews>\n", with: "<subviews>\n<wkWebView id=\"s-1\"/>\n")
        do {
            _ = try Self.compile(text)
            Issue.record("a web view compiled")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.code == .unsupportedElement)
            #expect(diagnostic.message.contains("<wkWebView>"))
            #expect(diagnostic.line == 14)
        }
    }

    @Test func aStoryboardGivesAControllerNibAViewNibAndInfoPlist() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="20037" targetRuntime="iOS.CocoaTouch" initialViewController="vc-1">
                <scenes>
                    <scene sceneID="s-1">
                        <objects>
                            <viewController storyboardIdentifier="Main" id="vc-1" customClass="MainViewController" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v-1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let output = try Self.compile(text, module: "App")
        #expect(output.files.map(\.path) == ["Info.plist", "Main.nib", "vc-1-view-v-1.nib"])
        let plist = try PropertyListSerialization.propertyList(from: output.files[0].data, format: nil)
        let info = try #require(plist as? [String: Any])
        #expect(info["UIStoryboardDesignatedEntryPointIdentifier"] as? String == "Main")
        #expect(info["UIViewControllerIdentifiersToNibNames"] as? [String: String] == ["Main": "Main"])
        let controller = try NIBArchiveDecoder().decode(output.files[1].data)
        #expect(controller.classes.contains { $0.name == "UIClassSwapper" })
        let bytes = String(decoding: output.files[1].data, as: UTF8.self)
        #expect(bytes.contains("_TtC3App18MainViewController"))
        #expect(bytes.contains("vc-1-view-v-1"))
        // The controller's simulated metrics are design-time only.
        let simulated = text.replacingOccurrences(
            of: "</view>\n", with: "</view>\n<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>\n")
        #expect(simulated.contains("freeformSimulatedSizeMetrics"))
        #expect(try Self.compile(simulated, module: "App") == output)
    }

    /// A safe-area guide is the view's `UILayoutGuide` with its four system constraints;
    /// constraints naming it read back as naming the view's safe area, as in the source.
    @Test func aSafeAreaGuideIsTheViewsLayoutGuide() throws {
        let text = Self.xib.replacingOccurrences(
            of: "<constraints>", with: #"<viewLayoutGuide key="safeArea" id="sa-1"/><constraints>"#
        ).replacingOccurrences(
            of: #"secondItem="root-1" secondAttribute="leading""#, with: #"secondItem="sa-1" secondAttribute="leading""#
        )
        let output = try Self.compile(text)
        let nib = try NIBArchiveDecoder().decode(output.files[0].data)
        let guide = try #require(nib.indices(ofClass: "UILayoutGuide").first)
        #expect(nib.string(guide, "UILayoutGuideIdentifier") == "UIViewSafeAreaLayoutGuide")
        guard case .object(let system)? = nib.value(guide, "UILayoutGuideSystemConstraints") else {
            Issue.record("the guide has no system constraints")
            return
        }
        #expect(
            nib.items(system).compactMap { nib.string($0, "NSLayoutIdentifier") } == [
                "UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-bottom",
                "UIViewSafeAreaLayoutGuide-right",
            ])
        let read = try CompiledNibReader().read(output.files[0].data, file: "Test.nib")
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Test.xib")
        let differences = CompiledPairSummary(read).differences(from: CompiledPairSummary(source))
        #expect(differences["constraints"] == nil, "\(String(describing: differences["constraints"]))")
        #expect(CompiledPairSummary(source).constraints.contains { $0.contains("safeArea") })
    }

    /// An asset catalog's colour is written by name, to be looked up in the nib's bundle, with
    /// the value the document's resources give; a system colour without resources takes the
    /// pre-iOS 13 colour the document names beside it.
    @Test func assetAndSystemColoursKeepTheirNames() throws {
        let text = Self.xib.replacingOccurrences(
            of:
                #"<color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
            with:
                #"<color key="backgroundColor" name="Brand"/><color key="tintColor" systemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>"#
        ).replacingOccurrences(
            of: "</objects>",
            with:
                #"</objects><resources><namedColor name="Brand"><color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor></resources>"#
        )
        let nib = try NIBArchiveDecoder().decode(try Self.compile(text).files[0].data)
        let colors = nib.indices(ofClass: "UIColor")
        let brand = try #require(colors.first { nib.string($0, "UIDynamicCatalogName") == "Brand" })
        #expect(nib.value(brand, "UIDynamicCatalogUseNibBundle") == .bool(true))
        #expect(nib.value(brand, "UIRed") == .float(0.2))
        let system = try #require(colors.first { nib.string($0, "UISystemColorName") == "systemBackgroundColor" })
        #expect(nib.value(system, "UIWhite") == .float(1))
        let missing = text.replacingOccurrences(of: "<namedColor name=\"Brand\">", with: "<namedColor name=\"Other\">")
        #expect(throws: ArchiveReadError.self) { try Self.compile(missing) }
    }

    /// Runtime attributes become `UINibKeyValuePair`s in the root's `UINibKeyValuePairsKey` and
    /// read back as the view's `userDefinedRuntimeAttributes`, as the source has them.
    @Test func runtimeAttributesAreKeyValuePairs() throws {
        let attributes = """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="4.5"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="count"><integer key="value" value="3"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                <userDefinedRuntimeAttribute type="string" keyPath="name" value="Hero"/>
                <userDefinedRuntimeAttribute type="color" keyPath="borderColor"><color key="value" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            """
        let text = Self.xib.replacingOccurrences(of: "<constraints>", with: attributes + "<constraints>")
        let output = try Self.compile(text)
        let nib = try NIBArchiveDecoder().decode(output.files[0].data)
        let pairs = nib.indices(ofClass: "UINibKeyValuePair")
        #expect(
            pairs.compactMap { nib.string($0, "UIKeyPath") } == [
                "layer.cornerRadius", "count", "layer.masksToBounds", "name", "borderColor",
            ])
        guard case .object(let list)? = nib.value(0, "UINibKeyValuePairsKey") else {
            Issue.record("the root has no key-value pairs")
            return
        }
        #expect(nib.items(list) == pairs)
        let read = try CompiledNibReader().read(output.files[0].data, file: "Test.nib")
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Test.xib")
        let readRoot = try #require(read.objects.first { $0.className == "Canvas" })
        let sourceRoot = try #require(source.objects.first { $0.className == "Canvas" })
        guard case .dictionary(let got)? = readRoot["userDefinedRuntimeAttributes"],
            case .dictionary(let want)? = sourceRoot["userDefinedRuntimeAttributes"]
        else {
            Issue.record("no runtime attributes read")
            return
        }
        #expect(got.map(\.key).sorted() == want.map(\.key).sorted())
        for key in ["layer.cornerRadius", "count", "name"] {
            #expect(got.first { $0.key == key }?.value == want.first { $0.key == key }?.value, "\(key)")
        }
        let geometry = text.replacingOccurrences(
            of: #"type="string" keyPath="name" value="Hero"/>"#,
            with: #"type="size" keyPath="name"><size key="value" width="1" height="2"/></userDefinedRuntimeAttribute>"#)
        #expect(throws: ArchiveReadError.self) { try Self.compile(geometry) }
    }

    /// A view whose custom class is a UIKit class (`<view customClass="UIButton">`, a class
    /// swapper over `UIView`) reads back under that name over its base class, as the Xcode reader
    /// reads the source (an AppKit one naming a framework class becomes that class).
    @Test func aViewSwappedForAUIKitClassReadsBackUnderItsName() throws {
        let text = Self.xib.replacingOccurrences(
            of: #"customClass="Canvas" customModule="Paint""#, with: #"customClass="UIButton""#)
        let data = try #require(try Self.compile(text).files.first).data
        let read = try CompiledNibReader().read(data, file: "Test.nib")
        let view = try #require(read.objects.first)
        #expect(view.className == "UIButton" && view.baseClassName == "View")
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Test.xib")
        #expect(InterfaceTreeSummary(read) == InterfaceTreeSummary(source))
    }
}
