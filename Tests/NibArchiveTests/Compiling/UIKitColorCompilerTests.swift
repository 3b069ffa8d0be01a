import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing

/// `NibCompiler` on colours in Display P3, which `-[UIColor encodeWithCoder:]` archives as
/// extended sRGB components, and on a switch's own tints.
@Suite struct UIKitColorCompilerTests {
    /// `UIKitDocumentCompilerTests.xib` with its image view's background colour given as `color`.
    static func xib(background color: String) -> String {
        UIKitDocumentCompilerTests.xib.replacingOccurrences(
            of: #"red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB""#, with: color)
    }

    /// The red, green, blue and alpha the compiled image view's background colour archives.
    static func components(_ color: String) throws -> [Float] {
        let nib = try NIBArchiveDecoder().decode(
            try UIKitDocumentCompilerTests.compile(Self.xib(background: color)).files[0].data)
        let view = try #require(nib.indices(ofClass: "UIImageView").first)
        guard case .object(let background)? = nib.value(view, "UIBackgroundColor") else {
            Issue.record("the view has no background colour")
            return []
        }
        #expect(nib.value(background, "NSColorSpace")?.integer == 2)
        return ["UIRed", "UIGreen", "UIBlue", "UIAlpha"].map { key in
            if case .float(let value)? = nib.value(background, key) { return value }
            return .nan
        }
    }

    /// Display P3's primaries lie outside sRGB: P3 red is extended sRGB (1.0931, -0.2267,
    /// -0.1501), the value CSS Color 4's conversion gives `color(display-p3 1 0 0)`; green and
    /// blue likewise, and alpha is kept.
    @Test func displayP3PrimariesAreExtendedSRGB() throws {
        for (p3, expected) in [
            ("1 0 0", [1.0931, -0.2267, -0.1501]), ("0 1 0", [-0.5116, 1.0183, -0.3107]), ("0 0 1", [0, 0, 1.0420]),
        ] {
            let parts = p3.split(separator: " ")
            let color =
                #"red="\#(parts[0])" green="\#(parts[1])" blue="\#(parts[2])" alpha="0.5" "#
                + #"colorSpace="custom" customColorSpace="displayP3""#
            let components = try Self.components(color)
            for (value, wanted) in zip(components, expected) {
                #expect(abs(Double(value) - wanted) < 1e-4, "\(p3): \(components)")
            }
            #expect(components.last == 0.5)
        }
    }

    /// Both spaces share D65 white and the sRGB curve, so a grey of P3 is the same grey of sRGB.
    @Test func aDisplayP3GreyIsTheSameSRGBGrey() async {
        await propertyCheck(count: 30, input: Gen.double(in: 0...1)) { grey in
            let color =
                #"red="\#(grey)" green="\#(grey)" blue="\#(grey)" alpha="1" "#
                + #"colorSpace="custom" customColorSpace="displayP3""#
            guard let components = try? Self.components(color) else {
                Issue.record("\(grey) did not compile")
                return
            }
            for value in components.prefix(3) { #expect(abs(Double(value) - grey) < 1e-6, "\(grey): \(components)") }
        }
    }

    /// A switch's on and thumb tints are `UISwitchOnTintColor` and `UISwitchThumbTintColor`, the
    /// keys `-[UISwitch initWithCoder:]` reads (published decompilations of UIKitCore 26.1).
    @Test func aSwitchsTintsAreItsOwnKeys() throws {
        let text = UIKitControlCompilerTests.xib().replacingOccurrences(
            of: #"id="toggle">"#,
            with: #"id="toggle">"#
                + #"<color key="onTintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
                + #"<color key="thumbTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        )
        let nib = try UIKitControlCompilerTests.compile(text)
        let toggle = try #require(nib.indices(ofClass: "UISwitch").first)
        for (key, component) in [("UISwitchOnTintColor", "UIWhite"), ("UISwitchThumbTintColor", "UIRed")] {
            guard case .object(let color)? = nib.value(toggle, key) else {
                Issue.record("the switch has no \(key)")
                continue
            }
            #expect(nib.value(color, component) != nil, "\(key)")
        }
    }
}
