import Foundation
import Testing
import ViewCore

@testable import NibArchive

/// One test per encoding of colours and fonts that real files use (FINDINGS.md, 9 and 10).
@Suite struct XcodeStyleRuleTests {
    private func colors(_ elements: String, macOS: Bool = false, resources: String = "") throws -> ArchiveObject {
        try XcodeTestDocuments.object(
            "<view id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>\(elements)</view>",
            macOS: macOS,
            resources: resources)
    }

    @Test func componentColoursInEverySpace() throws {
        let view = try colors(
            """
            <color key="a" red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="b" red="0.1" green="0.2" blue="0.3" alpha="0.5" colorSpace="custom" customColorSpace="displayP3"/>
            <color key="c" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <color key="d" white="0.25" alpha="0.75" colorSpace="calibratedWhite"/>
            <color key="e" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="calibratedRGB"/>
            <color key="f" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="deviceRGB"/>
            <color key="g" white="1" alpha="1" colorSpace="deviceWhite"/>
            """)
        #expect(view["a"] == .value(.color(Color(red: 1, green: 0.5, blue: 0.25, alpha: 1, colorSpace: .sRGB))))
        #expect(view["b"] == .value(.color(Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5, colorSpace: .displayP3))))
        #expect(view["c"] == .value(.color(Color(white: 0.5, alpha: 1))))
        #expect(view["d"] == .value(.color(Color(white: 0.25, alpha: 0.75))))
        #expect(
            view["e"]
                == .value(
                    .color(
                        Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1, colorSpace: .init(rawValue: "calibratedRGB"))))
        )
        #expect(
            view["f"]
                == .value(
                    .color(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1, colorSpace: .init(rawValue: "deviceRGB")))))
        #expect(view["g"] == .value(.color(Color(white: 1, alpha: 1))))
    }

    @Test func systemAndNamedColoursTakeTheirComponentsFromTheResources() throws {
        let view = try colors(
            """
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <color key="tintColor" name="Brand"/>
            <color key="textColor" name="Missing"/>
            """,
            resources: """
                <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
                <namedColor name="Brand"><color red="0.9" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                """)
        #expect(
            view["backgroundColor"]
                == .value(.color(Color(systemName: "systemBackground", fallback: Color(white: 1, alpha: 1)))))
        #expect(
            view["tintColor"]
                == .value(.color(Color(named: "Brand", fallback: Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)))))
        #expect(view["textColor"] == .value(.color(Color(named: "Missing", fallback: .clear))))
    }

    @Test func catalogAndCocoaTouchSystemColours() throws {
        let mac = try colors(
            #"<color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>"#, macOS: true)
        #expect(
            mac["backgroundColor"]
                == .value(.color(Color(systemName: "controlColor", fallback: Color(white: 0, alpha: 1)))))
        let ios = try colors(#"<color key="textColor" cocoaTouchSystemColor="darkTextColor"/>"#)
        #expect(ios["textColor"] == .value(.color(Color(systemName: "darkText", fallback: Color(white: 0, alpha: 1)))))
    }

    @Test func nilIsAnExplicitNilUnderUIKitsKey() throws {
        let label = try XcodeTestDocuments.object(
            #"<label text="x" id="l"><nil key="highlightedColor"/><nil key="textColor"/></label>"#)
        #expect(label["highlightedTextColor"] == .value(.null))
        #expect(label["textColor"] == .value(.null))
    }

    @Test func iOSFonts() throws {
        let view = try XcodeTestDocuments.object(
            """
            <view id="v"><subviews>
                <label id="a"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                <label id="b"><fontDescription key="fontDescription" type="boldSystem" pointSize="20"/></label>
                <label id="c"><fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/></label>
                <label id="d"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/></label>
                <label id="e"><fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="12"/></label>
                <button id="f"><fontDescription key="fontDescription" type="system" pointSize="13"/></button>
            </subviews></view>
            """)
        let views = view["subviews"]?.items.compactMap(\.object) ?? []
        #expect(views.map(\.id) == ["a", "b", "c", "d", "e", "f"])
        #expect(views[0]["font"] == .value(.font(Font(kind: .system, pointSize: 17))))
        #expect(views[1]["font"] == .value(.font(Font(kind: .boldSystem, pointSize: 20))))
        #expect(views[2]["font"] == .value(.font(Font(kind: .system, pointSize: 15, weight: .semibold))))
        #expect(views[3]["font"] == .value(.font(Font(kind: .textStyle, pointSize: 28, textStyle: .title1))))
        #expect(
            views[4]["font"]
                == .value(.font(Font(kind: .named, pointSize: 12, name: "Menlo-Regular", familyName: "Menlo"))))
        #expect(views[5]["titleLabel.font"] == .value(.font(Font(kind: .system, pointSize: 13))))
    }

    @Test func macOSMetaFonts() throws {
        let style = XcodeStyleValues()
        func font(_ attributes: [(String, String)]) throws -> Font? {
            let text = "<font" + attributes.map { " \($0.0)=\"\($0.1)\"" }.joined() + "/>"
            return style.font(try XMLElementTree.parse(Data(text.utf8), file: nil, limits: .default))
        }
        #expect(try font([("metaFont", "system")]) == Font(kind: .system, pointSize: 13))
        #expect(try font([("metaFont", "smallSystem")]) == Font(kind: .system, pointSize: 11))
        #expect(try font([("metaFont", "systemBold"), ("size", "14")]) == Font(kind: .boldSystem, pointSize: 14))
        #expect(
            try font([("size", "12"), ("name", "Menlo-Regular")])
                == Font(kind: .named, pointSize: 12, name: "Menlo-Regular"))
        // The appearance's font is the system font, 13 points unless the file sizes it (iina's
        // inspector, Xcode 16: such a field's first baseline is 2 points below a small label's).
        #expect(try font([("usesAppearanceFont", "YES")]) == Font(kind: .system, pointSize: 13))
        #expect(try font([("usesAppearanceFont", "YES"), ("size", "11")]) == Font(kind: .system, pointSize: 11))
        #expect(try font([("usesAppearanceFont", "NO")]) == nil)
    }

    /// A meta font with no size has the font `ibtool --compile` archives for it on macOS (the
    /// corpus pair `metafonts_extra`, and `AppKitNibBuilder.metaFonts`): AppKit's sizes, the
    /// title bar's bold, the user font named.
    @Test func macOSMetaFontsWithNoSizeHaveAppKitsFonts() throws {
        let style = XcodeStyleValues()
        let expected: [String: Font] = [
            "titleBar": Font(kind: .boldSystem, pointSize: 13), "menuBar": Font(kind: .system, pointSize: 14),
            "toolTip": Font(kind: .system, pointSize: 11), "controlContent": Font(kind: .system, pointSize: 12),
            "miniSystemBold": Font(kind: .boldSystem, pointSize: 9), "palette": Font(kind: .system, pointSize: 11),
            "user": Font(kind: .named, pointSize: 12, name: "Helvetica"),
            "cellTitle": Font(kind: .system, pointSize: 12), "label": Font(kind: .system, pointSize: 10),
        ]
        for (meta, font) in expected {
            let element = try XMLElementTree.parse(
                Data("<font metaFont=\"\(meta)\"/>".utf8), file: nil, limits: .default)
            #expect(style.font(element) == font, "\(meta)")
        }
    }
}
