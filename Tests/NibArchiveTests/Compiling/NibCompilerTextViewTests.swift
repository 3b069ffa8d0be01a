import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import NibArchive

/// `NibCompiler` on text views: the text network ibtool archives (container, layout manager,
/// storage with its attribute runs, shared data), taken from `test11_text_view_back`,
/// `textview_multiattr` and `test6_whitecolor` of the compiled corpus; a window whose content
/// view is a clip view; NibKit's sRGB profile behind the blue system colours.
@Suite struct NibCompilerTextViewTests {
    /// A borderless scroll view 240 × 135 holding a text view with `attributes`, `children` and
    /// `storage` (the fragments of its `<attributedString>`, none when empty).
    static func xib(attributes: String = "", children: String = "", storage: String = "") -> Data {
        let text = storage.isEmpty ? "" : #"<attributedString key="textStorage">\#(storage)</attributedString>"#
        return NibCompilerControlTests.view(
            """
            <scrollView borderType="none" hasHorizontalScroller="NO" id="sv">
                <rect key="frame" x="20" y="20" width="240" height="135"/>
                <clipView key="contentView" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="225" height="135"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <textView importsGraphics="NO" verticallyResizable="YES" \(attributes) id="tv">
                            <rect key="frame" x="0.0" y="0.0" width="225" height="135"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <size key="minSize" width="225" height="135"/>
                            <size key="maxSize" width="240" height="10000000"/>
                            \(children)
                            \(text)
                        </textView>
                    </subviews>
                </clipView>
                <scroller key="horizontalScroller" hidden="YES" horizontal="YES" id="hs">
                    <rect key="frame" x="-100" y="-100" width="225" height="15"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
                <scroller key="verticalScroller" horizontal="NO" id="vs">
                    <rect key="frame" x="225" y="0.0" width="15" height="135"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
            </scrollView>
            """)
    }

    static func object(_ payload: NIBArchive.Payload?, in archive: NIBArchive) -> [String: NIBArchive.Payload] {
        NibCompilerTableTests.object(payload, in: archive)
    }

    @Test func aTextViewArchivesItsTextNetwork() throws {
        let archive = try NibCompilerTests.compiled(Self.xib(attributes: #"findStyle="bar""#))
        let textView = NibCompilerTests.values(of: "NSTextView", in: archive)
        // The vertical scroller shows: the clip view, and the text view with it, are 223 wide.
        #expect(NibCompilerTableTests.frame(textView, in: archive) == "{223, 135}")
        #expect(textView["NSTVFlags"]?.integer == 0x86)
        #expect(NibCompilerScrollTests.text(textView["NSMaxSize"], in: archive) == "{240, 10000000}")
        #expect(textView["NSTextViewTextColor"] == nil)
        let container = Self.object(textView["NSTextContainer"], in: archive)
        #expect(container["NSWidth"] == .double(223))
        #expect(container["NSTCFlags"]?.integer == 1)
        let layoutManager = Self.object(container["NSLayoutManager"], in: archive)
        #expect(layoutManager["NSLMFlags"]?.integer == 0x66)
        let storage = Self.object(layoutManager["NSTextStorage"], in: archive)
        #expect(NibCompilerScrollTests.text(storage["NSString"], in: archive) == "")
        #expect(storage["NSAttributes"] == nil)

        let shared = Self.object(textView["NSSharedData"], in: archive)
        #expect(shared["NSFlags"]?.integer == 0x907)  // selectable, editable, rich text; no graphics
        #expect(shared["NSPreferredTextFinderStyle"]?.integer == 2)
        #expect(shared["NSWritingToolsFlags"]?.integer == 0x100)
        // The insertion point is the system's: a catalog colour falling back to system blue,
        // itself falling back to sRGB with NibKit's profile.
        let insertion = Self.object(shared["NSInsertionColor"], in: archive)
        #expect(NibCompilerScrollTests.text(insertion["NSColorName"], in: archive) == "textInsertionPointColor")
        let blue = Self.object(insertion["NSColor"], in: archive)
        #expect(NibCompilerScrollTests.text(blue["NSColorName"], in: archive) == "systemBlueColor")
        let rgb = Self.object(blue["NSColor"], in: archive)
        #expect(rgb["NSColorSpace"]?.integer == 1)
        let space = Self.object(rgb["NSCustomColorSpace"], in: archive)
        #expect(space["NSID"]?.integer == 7)
        #expect(Self.object(space["NSICC"], in: archive)["NS.bytes"] == .data(ICCProfile.sRGB))
        let link = NibCompilerConstraintTests.items(shared["NSLinkAttributes"], in: archive)
        #expect(link.count == 6)  // colour, cursor and underline, each with its key
        // The clip view shows the text cursor.
        let clip = NibCompilerTests.values(of: "NSClipView", in: archive)
        #expect(Self.object(clip["NSCursor"], in: archive)["NSCursorType"]?.integer == 0)
    }

    /// `NSFlags` of the shared data holds each setting in its own bit.
    @Test func theSharedFlagsHoldTheSettings() async {
        let settings: [(String, String, Int)] = [
            ("editable", "NO", -0x2), ("selectable", "NO", -0x1), ("richText", "NO", -0x4),
            ("smartInsertDelete", "YES", 0x200), ("allowsUndo", "YES", 0x400), ("usesFontPanel", "YES", 0x20),
            ("spellingCorrection", "YES", 0x400_0000), ("continuousSpellChecking", "YES", 0x80),
            ("usesRuler", "YES", 0x40), ("linkDetection", "YES", 0x4_0000),
            ("allowsDocumentBackgroundColorChange", "YES", 0x4000), ("quoteSubstitution", "YES", 0x100_0000),
            ("dashSubstitution", "YES", 0x2_0000),
        ]
        await propertyCheck(count: 60, input: Gen.int(in: 0...(1 << settings.count) - 1)) { choice in
            // From selectable, editable, rich text, and the bits every pair has.
            let (attributes, expected) = NibCompilerTests.settings(choice, settings, base: 0x907)
            guard let archive = try? NibCompilerTests.compiled(Self.xib(attributes: attributes)) else {
                Issue.record("\(attributes) did not compile")
                return
            }
            let shared = NibCompilerTests.values(of: "NSTextViewSharedData", in: archive)
            #expect(shared["NSFlags"]?.integer == expected, "\(attributes)")
        }
    }

    /// Fragments become the storage's text and attribute runs (`textview_multiattr`): equal
    /// attributes once, each run's UTF-16 length and attributes' index as varints.
    @Test func fragmentsBecomeAttributeRuns() throws {
        let label = #"<attributes><font key="NSFont" metaFont="label"/></attributes>"#
        let bold = #"<attributes><font key="NSFont" size="10" name="LucidaGrande-Bold"/></attributes>"#
        let long = String(repeating: "é", count: 130)
        let storage = """
            <fragment content="Hello ">\(label)</fragment>
            <fragment content="bold">\(bold)</fragment>
            <fragment content=" world">\(label)</fragment>
            <fragment content="!">\(label)</fragment>
            <fragment content="\(long)">\(bold)</fragment>
            """
        let archive = try NibCompilerTests.compiled(Self.xib(storage: storage))
        let textStorage = NibCompilerTests.values(of: "NSTextStorage", in: archive)
        #expect(NibCompilerScrollTests.text(textStorage["NSString"], in: archive) == "Hello bold world!" + long)
        #expect(NibCompilerConstraintTests.items(textStorage["NSAttributes"], in: archive).count == 2)
        let info = Self.object(textStorage["NSAttributeInfo"], in: archive)
        // " world" and "!" are one run; 130 is 0x82 0x01.
        #expect(info["NS.bytes"] == .data(Data([6, 0, 4, 1, 7, 0, 0x82, 0x01, 1])))

        let plain = try NibCompilerTests.compiled(Self.xib(storage: #"<fragment content="Hi"/>"#))
        let attributes = NibCompilerTests.values(of: "NSTextStorage", in: plain)["NSAttributes"]
        let entries = NibCompilerConstraintTests.items(attributes, in: plain)
        #expect(entries.count == 4)  // AppKit's text colour and Helvetica 12
        let font = NibCompilerConstraintTests.values(entries[3], in: plain)
        #expect(NibCompilerScrollTests.text(font["NSName"], in: plain) == "Helvetica")
        #expect(font["NSSize"] == .double(12))
    }

    /// A clip view as a window's content view fills the content rect, keeps its mask and has no
    /// superview (`test6_whitecolor`).
    @Test func aWindowsContentClipViewFillsTheContentRect() throws {
        let source = NibCompilerTests.xib(
            """
            <window releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="w">
                <windowStyleMask key="styleMask" titled="YES"/>
                <rect key="contentRect" x="100" y="100" width="538" height="337"/>
                <rect key="screenRect" x="0.0" y="0.0" width="1440" height="877"/>
                <clipView key="contentView" id="cv">
                    <rect key="frame" x="1" y="1" width="523" height="188"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <textView editable="NO" horizontallyResizable="YES" id="tv">
                            <rect key="frame" x="0.0" y="0.0" width="523" height="188"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </textView>
                    </subviews>
                </clipView>
            </window>
            """)
        let archive = try NibCompilerTests.compiled(source)
        let clip = NibCompilerTests.values(of: "NSClipView", in: archive)
        #expect(NibCompilerTableTests.frame(clip, in: archive) == "{{1, 1}, {538, 337}}")
        #expect(clip["NSvFlags"]?.integer == 0x112)
        #expect(clip["NSSuperview"] == nil && clip["NSNextResponder"] == .null)
        let textView = NibCompilerTests.values(of: "NSTextView", in: archive)
        #expect(NibCompilerTableTests.frame(textView, in: archive) == "{538, 337}")
        // Tools 22505: no vertical resizing unless the source says so.
        #expect(textView["NSTVFlags"]?.integer == 0x85)
    }

    /// NibKit's sRGB profile describes sRGB as ibtool's does: an RGB space whose three curves
    /// are the sRGB curve.
    @Test func theSRGBProfileIsTheSRGBSpace() throws {
        let summary = try #require(ICCProfileSummary(ICCProfile.sRGB))
        #expect(summary.colorSpace == "RGB ")
        #expect(Set(summary.gammas.keys) == ["rTRC", "gTRC", "bTRC"])
        #expect(summary.gammas.values.allSatisfy { abs($0 - 2.233) < 0.01 })
        let bytes = [UInt8](ICCProfile.sRGB)
        #expect(Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3]) == bytes.count)
    }

    @Test func unknownTextSettingsAreRefused() {
        let cases: [(Data, String)] = [
            (Self.xib(attributes: #"findStyle="panel""#), "find style 'panel'"),
            (Self.xib(attributes: #"grammarChecking="YES""#), "'grammarChecking'"),
            (
                Self.xib(
                    storage:
                        #"<fragment content="a"><attributes><paragraphStyle key="NSParagraphStyle"/></attributes></fragment>"#
                ),
                "text attribute <paragraphStyle>"
            ),
        ]
        for (source, words) in cases {
            let message = NibCompilerScrollTests.refusal(source)
            #expect(message?.contains(words) == true, "\(String(describing: message))")
        }
    }

    /// An Xcode 8 document's clip view of a text view draws no background unless told to, and
    /// the white it stores stands for the control background (`test13_clip_flags`); a newer
    /// document keeps both as stored.
    @Test(arguments: [("11762", true), ("22505", false)])
    func anXcode8TextClipViewIsUpgraded(toolsVersion: String, upgraded: Bool) throws {
        let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>"#
        let source = String(decoding: Self.xib(), as: UTF8.self)
            .replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(toolsVersion)""#)
            .replacingOccurrences(of: "</clipView>", with: "\(white)</clipView>")
        #expect(source.contains(white) && source.contains(toolsVersion))
        let archive = try NibCompilerTests.compiled(Data(source.utf8))
        let clip = NibCompilerTests.values(of: "NSClipView", in: archive)
        let background = Self.object(clip["NSBGColor"], in: archive)
        #expect(
            (NibCompilerScrollTests.text(background["NSColorName"], in: archive) == "controlBackgroundColor")
                == upgraded)
        #expect(clip["NScvFlags"] == (upgraded ? nil : .int8(4)))
    }

    /// A clip view of a custom class is swapped in, as every view's is (`test17_scrollhiding`).
    @Test func aCustomClipViewIsSwappedIn() throws {
        let source = String(decoding: Self.xib(), as: UTF8.self)
            .replacingOccurrences(
                of: #"<clipView key="contentView" id="cv">"#,
                with: #"<clipView key="contentView" id="cv" customClass="MyClip">"#)
        let archive = try NibCompilerTests.compiled(Data(source.utf8))
        let swapper = NibCompilerTests.values(of: "NSClassSwapper", in: archive)
        #expect(NibCompilerScrollTests.text(swapper["NSClassName"], in: archive) == "MyClip")
        #expect(NibCompilerScrollTests.text(swapper["NSOriginalClassName"], in: archive) == "NSClipView")
        #expect(swapper["NSDocView"] != nil)
        #expect(swapper["NSInitializeWithInit"] == nil)
    }
}
