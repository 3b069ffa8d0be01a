import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on `<accessibility>`: one `UIRuntimeAccessibilityConfiguration` per view in the
/// root's `UINibAccessibilityConfigurationsKey` with the keys UIKit decodes, read back as the
/// Xcode reader reads the source, and what has no archived form refused.
@Suite struct UIKitAccessibilityCompilerTests {
    static func xib(configuration: String) -> String {
        XcodeTestXib.iOSText(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <label opaque="NO" contentMode="left" text="Total" id="total">
                        <rect key="frame" x="20" y="20" width="280" height="21"/>
                        \(configuration)
                    </label>
                    <view contentMode="scaleToFill" id="plain">
                        <rect key="frame" x="20" y="60" width="280" height="21"/>
                    </view>
                </subviews>
            </view>
            """)
    }

    static let configuration = """
        <accessibility key="accessibilityConfiguration" hint="Sum of the order" identifier="order.total" label="Total">
            <accessibilityTraits key="traits" staticText="YES" header="YES" updatesFrequently="YES"/>
            <bool key="isElement" value="NO"/>
        </accessibility>
        """

    static func compile(_ text: String) throws(ArchiveReadError) -> NibCompiler.Output {
        try NibCompiler().compile(Data(text.utf8), file: "Total.xib")
    }

    @Test func aViewsSettingsAreOneConfigurationNamingIt() throws {
        let nib = try NIBArchiveDecoder().decode(
            try Self.compile(Self.xib(configuration: Self.configuration)).files[0].data)
        let configurations = nib.indices(ofClass: "UIRuntimeAccessibilityConfiguration")
        #expect(configurations.count == 1)
        let configuration = try #require(configurations.first)
        let label = try #require(nib.indices(ofClass: "UILabel").first)
        #expect(nib.value(configuration, "UIAccessibileObject") == .object(label))
        #expect(nib.string(configuration, "UIAccessibilityLabel") == "Total")
        #expect(nib.string(configuration, "UIAccessibilityHint") == "Sum of the order")
        #expect(nib.string(configuration, "UIAccessibilityIdentifier") == "order.total")
        // staticText 64 + updatesFrequently 512 + header 65536, as an NSNumber.
        guard case .object(let traits)? = nib.value(configuration, "UIAccessibilityTraits") else {
            Issue.record("no traits object")
            return
        }
        #expect(nib.className(of: nib.objects[traits]) == "NSNumber")
        #expect(nib.value(traits, "NS.intval")?.integer == 64 + 512 + 65536)
        guard case .object(let element)? = nib.value(configuration, "UIIsAccessibilityElement") else {
            Issue.record("no element object")
            return
        }
        #expect(nib.value(element, "NS.boolval") == .bool(false))
        guard case .object(let list)? = nib.value(0, "UINibAccessibilityConfigurationsKey") else {
            Issue.record("no configurations list")
            return
        }
        #expect(nib.value(list, "UINibEncoderEmptyKey") == .object(configuration))
    }

    @Test func aConfigurationSetsOnlyWhatTheDocumentSays() throws {
        let text = Self.xib(configuration: #"<accessibility key="accessibilityConfiguration" identifier="total"/>"#)
        let nib = try NIBArchiveDecoder().decode(try Self.compile(text).files[0].data)
        let configuration = try #require(nib.indices(ofClass: "UIRuntimeAccessibilityConfiguration").first)
        #expect(nib.string(configuration, "UIAccessibilityIdentifier") == "total")
        for key in ["UIAccessibilityLabel", "UIAccessibilityHint", "UIAccessibilityTraits", "UIIsAccessibilityElement"]
        {
            #expect(nib.value(configuration, key) == nil, "\(key)")
        }
    }

    @Test func theSettingsReadBackAsTheSourceHasThem() throws {
        let text = Self.xib(configuration: Self.configuration)
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Total.xib")
        let read = try CompiledNibReader().read(try Self.compile(text).files[0].data, file: "Total.nib")
        let keys = [
            "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "accessibilityTraits",
            "isAccessibilityElement",
        ]
        let want = try #require(source.objectIndex()["total"])
        let labels = read.objectIndex().values.filter { $0.className == "UILabel" || $0.className == "Label" }
        let got = try #require(labels.first)
        for key in keys {
            #expect(got[key] != nil && got[key] == want[key], "\(key): \(String(describing: got[key]))")
        }
        #expect(InterfaceTreeSummary(read) == InterfaceTreeSummary(source))
    }

    @Test(arguments: [
        #"<accessibility key="accessibilityConfiguration" value="3 items"/>"#,
        #"<accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" tabBar="YES"/></accessibility>"#,
    ])
    func aSettingWithNoArchivedFormIsRefusedAtItsLine(_ configuration: String) {
        expectRefusal(of: Self.xib(configuration: configuration), atLineHolding: "<accessibility ") {
            text throws(ArchiveReadError) in
            _ = try Self.compile(text)
        }
    }

    /// Interface Builder writes `none="YES"` for a view with no traits: no bit.
    @Test func noTraitsAreNoBits() throws {
        let text = Self.xib(
            configuration:
                #"<accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" none="YES"/></accessibility>"#
        )
        let nib = try NIBArchiveDecoder().decode(try Self.compile(text).files[0].data)
        let configuration = try #require(nib.indices(ofClass: "UIRuntimeAccessibilityConfiguration").first)
        guard case .object(let traits)? = nib.value(configuration, "UIAccessibilityTraits") else {
            Issue.record("no traits")
            return
        }
        #expect(nib.value(traits, "NS.intval")?.integer == 0)
    }
}
