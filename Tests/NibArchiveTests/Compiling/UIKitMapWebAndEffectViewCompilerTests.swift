import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on the views that wrap another framework or a system effect: web views, MapKit's
/// map views and visual effect views, each with the keys its decoder reads, read back into the
/// source's tree, and a setting with no known archived form refused at its line.
@Suite struct UIKitMapWebAndEffectViewCompilerTests {
    /// A web view (UIKit's deprecated `UIWebView`) archives the keys its decoder reads:
    /// `UIScalesPageToFit`, `UIDataDetectorTypes`; it reads back as the source, and a setting the
    /// decoder reads no key for is refused.
    @Test func aWebViewArchivesWhatItsDecoderReads() throws {
        let text = XcodeTestXib.iOSText(
            #"<webView contentMode="scaleToFill" scalesPageToFit="YES" id="web">"#
                + #"<rect key="frame" x="0" y="0" width="320" height="200"/>"#
                + #"<dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/></webView>"#)
        let nib = try UIKitControlCompilerTests.compile(text)
        let web = try #require(nib.indices(ofClass: "UIWebView").first)
        #expect(nib.value(web, "UIScalesPageToFit") == .bool(true))
        #expect(nib.value(web, "UIDataDetectorTypes")?.integer == 3)
        let data = try NibCompiler().compile(Data(text.utf8), file: "Web.xib").files[0].data
        let read = try CompiledNibReader().read(data, file: "Web.nib")
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Web.xib")
        #expect(InterfaceTreeSummary(read) == InterfaceTreeSummary(source))
        let inline = text.replacingOccurrences(of: #"scalesPageToFit="YES""#, with: #"allowsInlineMediaPlayback="YES""#)
        expectRefusal(of: inline, atLineHolding: "<webView") { text throws(ArchiveReadError) in
            _ = try NibCompiler().compile(Data(text.utf8), file: "Web.xib")
        }
    }

    /// A map view is MapKit's `MKMapView` with the settings the document gives, under the keys
    /// `-[MKMapView encodeWithCoder:]` writes (which its decoder applies only when present); it
    /// reads back as the source's map view, and a map type with no archived form is refused.
    @Test func aMapViewArchivesTheSettingsTheDocumentGives() throws {
        let text = XcodeTestXib.iOSText(
            #"<mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="hybrid" "#
                + #"zoomEnabled="NO" showsScale="YES" id="map"><rect key="frame" x="0" y="0" width="320" height="200"/>"#
                + "</mapView>")
        let nib = try UIKitControlCompilerTests.compile(text)
        let map = try #require(nib.indices(ofClass: "MKMapView").first)
        #expect(nib.value(map, "MKMapType")?.integer == 2)
        #expect(nib.value(map, "MKZoomEnabled") == .bool(false))
        #expect(nib.value(map, "MKShowsScaleKey") == .bool(true))
        #expect(nib.value(map, "MKScrollEnabled") == nil)
        let data = try NibCompiler().compile(Data(text.utf8), file: "Map.xib").files[0].data
        let read = try CompiledNibReader().read(data, file: "Map.nib")
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Map.xib")
        #expect(InterfaceTreeSummary(read) == InterfaceTreeSummary(source))
        expectRefusal(of: text.replacingOccurrences(of: "hybrid", with: "globe"), atLineHolding: "<mapView") {
            text throws(ArchiveReadError) in _ = try NibCompiler().compile(Data(text.utf8), file: "Map.xib")
        }
    }

    /// A visual effect view holds its content view, a `_UIVisualEffectContentView` it installs
    /// itself (not among its subviews), and its blur; a style that follows the interface style is
    /// `UIBlurEffectAutomaticStyle`, a fixed one `UIBlurEffectStyle`. It reads back as the source,
    /// and a system material or a vibrancy effect is refused.
    @Test func aVisualEffectViewHoldsItsContentViewAndBlur() throws {
        func xib(_ effect: String) -> String {
            XcodeTestXib.iOSText(
                #"<visualEffectView opaque="NO" contentMode="scaleToFill" id="blur">"#
                    + #"<rect key="frame" x="0" y="0" width="320" height="100"/>"#
                    + #"<view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="content">"#
                    + #"<rect key="frame" x="0" y="0" width="320" height="100"/><subviews>"#
                    + #"<label opaque="NO" contentMode="left" text="Hello" id="hello">"#
                    + #"<rect key="frame" x="10" y="10" width="100" height="20"/></label></subviews></view>"#
                    + "\n\(effect)\n</visualEffectView>")
        }
        let text = xib(#"<blurEffect style="regular"/>"#)
        let nib = try UIKitControlCompilerTests.compile(text)
        let blur = try #require(nib.indices(ofClass: "UIVisualEffectView").first)
        let content = try #require(nib.indices(ofClass: "_UIVisualEffectContentView").first)
        #expect(nib.value(blur, "UIVisualEffectViewContentView") == .object(content))
        #expect(nib.value(blur, "UISubviews") == nil)
        guard case .object(let effect)? = nib.value(blur, "UIVisualEffectViewEffect") else {
            Issue.record("the effect view has no effect")
            return
        }
        #expect(nib.value(effect, "UIBlurEffectAutomaticStyle")?.integer == 4)
        let light = try UIKitControlCompilerTests.compile(xib(#"<blurEffect style="light"/>"#))
        let fixed = try #require(light.indices(ofClass: "UIBlurEffect").first)
        #expect(light.value(fixed, "UIBlurEffectStyle")?.integer == 1)
        let data = try NibCompiler().compile(Data(text.utf8), file: "Blur.xib").files[0].data
        let read = try CompiledNibReader().read(data, file: "Blur.nib")
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Blur.xib")
        #expect(InterfaceTreeSummary(read) == InterfaceTreeSummary(source))
        for (effect, marker) in [
            (#"<blurEffect style="systemMaterial"/>"#, "<blurEffect"),
            (#"<vibrancyEffect><blurEffect style="light"/></vibrancyEffect>"#, "<vibrancyEffect"),
            // A view beside the content view, and a content view of the app's own class.
            (#"<blurEffect style="light"/><subviews><view id="beside"/></subviews>"#, "<blurEffect"),
        ] {
            expectRefusal(of: xib(effect), atLineHolding: marker) { text throws(ArchiveReadError) in
                _ = try NibCompiler().compile(Data(text.utf8), file: "Blur.xib")
            }
        }
        let custom = xib(#"<blurEffect style="light"/>"#).replacingOccurrences(
            of: #"id="content">"#, with: #"id="content" customClass="Glass">"#)
        #expect(throws: ArchiveReadError.self) { try NibCompiler().compile(Data(custom.utf8), file: "Blur.xib") }
    }
}
