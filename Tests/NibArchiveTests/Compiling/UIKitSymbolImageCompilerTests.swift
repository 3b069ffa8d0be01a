import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on SF Symbols written as `<imageReference>` (a scale, a rendering mode): the
/// symbol's placeholder with `UIRenderingMode` and an `UIImageSymbolConfiguration`, wherever an
/// image goes: an image view's, a button state's, a tab bar item's, a bar button item's.
@Suite struct UIKitSymbolImageCompilerTests {
    static func compile(_ objects: String) throws -> NIBArchive {
        let data = try NibCompiler().compile(XcodeTestXib.iOS(objects), file: "Symbols.xib").files[0].data
        return try NIBArchiveDecoder().decode(data)
    }

    /// The symbol name and scale of the placeholder `object` holds under `key`.
    static func symbol(in nib: NIBArchive, _ object: Int, _ key: String) -> (name: String?, scale: Int?) {
        guard case .object(let image)? = nib.value(object, key) else { return (nil, nil) }
        guard case .object(let configuration)? = nib.value(image, "UISymbolImageConfiguration") else {
            return (nib.string(image, "UISystemSymbolResourceName"), nil)
        }
        return (nib.string(image, "UISystemSymbolResourceName"), nib.value(configuration, "UISymbolScale")?.integer)
    }

    @Test func anImageViewsSymbolKeepsItsScale() throws {
        let nib = try Self.compile(
            """
                    <imageView contentMode="scaleAspectFit" id="icon">
                        <rect key="frame" x="0" y="0" width="40" height="40"/>
                        <imageReference key="image" image="trash" catalog="system" symbolScale="large"/>
                    </imageView>
            """)
        let icon = try #require(nib.indices(ofClass: "UIImageView").first)
        let symbol = Self.symbol(in: nib, icon, "UIImage")
        #expect(symbol.name == "trash" && symbol.scale == 3)
    }

    /// A button state's image, with its rendering mode (Pock's and sentry's buttons write them so).
    @Test func aButtonStatesSymbolKeepsItsScaleAndMode() throws {
        let nib = try Self.compile(
            """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="delete">
                        <rect key="frame" x="0" y="0" width="40" height="40"/>
                        <state key="normal">
                            <imageReference key="image" image="trash" catalog="system" symbolScale="medium" renderingMode="template"/>
                        </state>
                    </button>
            """)
        let content = try #require(nib.indices(ofClass: "UIButtonContent").first)
        let symbol = Self.symbol(in: nib, content, "UIImage")
        #expect(symbol.name == "trash" && symbol.scale == 2)
        guard case .object(let image)? = nib.value(content, "UIImage") else { return }
        #expect(nib.value(image, "UIRenderingMode")?.integer == 2)
    }

    /// A tab bar item's selected image written so, with no scale (sentry's storyboard): the
    /// symbol with no configuration.
    @Test func aTabBarItemsSelectedSymbolIsItsSelectedImage() throws {
        let nib = try Self.compile(
            """
                    <tabBar contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0" y="0" width="320" height="49"/>
                        <items>
                            <tabBarItem title="Alerts" image="bell" catalog="system" id="alerts">
                                <imageReference key="selectedImage" image="exclamationmark.triangle.fill" catalog="system"/>
                            </tabBarItem>
                        </items>
                    </tabBar>
            """)
        let item = try #require(nib.indices(ofClass: "UITabBarItem").first)
        let symbol = Self.symbol(in: nib, item, "UISelectedTemplateImage")
        #expect(symbol.name == "exclamationmark.triangle.fill" && symbol.scale == nil)
    }

    /// A bar button item's image (a toolbar's item here).
    @Test func aBarButtonItemsSymbolKeepsItsScale() throws {
        let nib = try Self.compile(
            """
                    <toolbar opaque="NO" contentMode="scaleToFill" id="tools">
                        <rect key="frame" x="0" y="0" width="320" height="44"/>
                        <items>
                            <barButtonItem id="share">
                                <imageReference key="image" image="square.and.arrow.up" catalog="system" symbolScale="small"/>
                            </barButtonItem>
                        </items>
                    </toolbar>
            """)
        let item = try #require(nib.indices(ofClass: "UIBarButtonItem").first)
        let symbol = Self.symbol(in: nib, item, "UIImage")
        #expect(symbol.name == "square.and.arrow.up" && symbol.scale == 1)
    }

    /// An image given twice, as an attribute and as a reference, is refused.
    @Test func anImageGivenTwiceIsRefused() {
        let twice = XcodeTestXib.iOSText(
            """
                    <imageView contentMode="scaleAspectFit" image="trash" catalog="system" id="icon">
                        <rect key="frame" x="0" y="0" width="40" height="40"/>
                        <imageReference key="image" image="trash" catalog="system" symbolScale="large"/>
                    </imageView>
            """)
        expectRefusal(of: twice, atLineHolding: "imageReference") { text throws(ArchiveReadError) in
            _ = try NibCompiler().compile(Data(text.utf8), file: "Symbols.xib")
        }
    }
}
