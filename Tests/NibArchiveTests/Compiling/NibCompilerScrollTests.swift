import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import NibArchive

/// `NibCompiler` on scroll views (their clip view, document view and scrollers) and titled
/// boxes: where ibtool tiles the clip view and a box's content view, the keys it writes, and
/// the refusals for what is not known yet.
@Suite struct NibCompilerScrollTests {
    /// A scroll view 200 × 100 at (10, 10) holding a custom view of the clip view's size.
    static func scrollView(attributes: String = "", scrollers: (String, String) = ("", ""), clip: String = "")
        -> Data
    {
        NibCompilerControlTests.view(
            """
            <scrollView \(attributes) id="sv">
                <rect key="frame" x="10" y="10" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <clipView key="contentView" \(clip) id="cv">
                    <rect key="frame" x="1" y="1" width="198" height="98"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <customView id="dv">
                            <rect key="frame" x="0.0" y="0.0" width="198" height="98"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </customView>
                    </subviews>
                </clipView>
                <scroller key="horizontalScroller" \(scrollers.0) horizontal="YES" id="hs">
                    <rect key="frame" x="1" y="83" width="198" height="16"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
                <scroller key="verticalScroller" \(scrollers.1) doubleValue="1" horizontal="NO" id="vs">
                    <rect key="frame" x="183" y="1" width="16" height="98"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
            </scrollView>
            """)
    }

    /// The string an object's `key` names.
    static func text(_ payload: NIBArchive.Payload?, in archive: NIBArchive) -> String? {
        guard case .object(let index)? = payload else { return nil }
        let values = archive.values(of: archive.objects[index])
        guard case .data(let bytes)? = values.first?.payload else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The values of every object of `className`, in the archive's order, by key.
    static func all(_ className: String, in archive: NIBArchive) -> [[String: NIBArchive.Payload]] {
        archive.objects.filter { archive.className(of: $0) == className }.map { object in
            Dictionary(archive.values(of: object).map { (archive.key(of: $0), $0.payload) }) { first, _ in first }
        }
    }

    /// The clip view fills the inside of the border less each scroller that shows (present,
    /// not hidden, not autohidden: 17 points), and the document view follows it; `NSsFlags`
    /// holds the border and the scroller settings; the scrollers' layers.
    @Test func theClipViewIsTiledInsideTheBorderAndShownScrollers() async {
        let borders: [(String, Int, Double)] = [("none", 0, 0), ("line", 1, 1), ("bezel", 2, 1)]
        await propertyCheck(count: 40, input: Gen.int(in: 0...(borders.count * 16 - 1))) { choice in
            let (border, bits, width) = borders[choice % borders.count]
            let autohides = choice / 3 % 2 == 1
            let hasHorizontal = choice / 6 % 2 == 1
            let horizontalHidden = choice / 12 % 2 == 1
            var attributes = #"borderType="\#(border)""#
            if autohides { attributes += #" autohidesScrollers="YES""# }
            if !hasHorizontal { attributes += #" hasHorizontalScroller="NO""# }
            guard
                let archive = try? NibCompilerTests.compiled(
                    Self.scrollView(
                        attributes: attributes, scrollers: (horizontalHidden ? #"hidden="YES""# : "", "")))
            else {
                Issue.record("\(attributes) did not compile")
                return
            }
            let clipWidth = 200 - 2 * width - (autohides ? 0 : 17)
            let clipHeight = 100 - 2 * width - (autohides || !hasHorizontal || horizontalHidden ? 0 : 17)
            let size = "{\(AppKitNibBuilder.coordinate(clipWidth)), \(AppKitNibBuilder.coordinate(clipHeight))}"
            let clip = NibCompilerTests.values(of: "NSClipView", in: archive)
            let frame = width == 0 ? size : "{{1, 1}, \(size)}"
            #expect(Self.text(clip[width == 0 ? "NSFrameSize" : "NSFrame"], in: archive) == frame, "\(attributes)")
            #expect(clip["NSvFlags"] == .int16(0x100))
            let document = Self.all("NSCustomView", in: archive).last
            #expect(Self.text(document?["NSFrameSize"], in: archive) == size, "\(attributes)")
            let scrollView = NibCompilerTests.values(of: "NSScrollView", in: archive)
            var flags = 0x3_0800 | bits | 0x10
            if hasHorizontal { flags |= 0x20 }
            if autohides { flags |= 0x200 }
            #expect(scrollView["NSsFlags"]?.integer == flags, "\(attributes)")
            // A borderless scroll view that autohides its scrollers gives them a layer.
            let layers = Self.all("NSScroller", in: archive).map { $0["NSViewIsLayerTreeHost"] }
            #expect(layers == Array(repeating: bits == 0 && autohides ? .bool(true) : nil, count: 2), "\(attributes)")
        }
    }

    /// A custom document view shorter than its clip view, pinned to the top: the clip view is
    /// as unflipped as its document view, so both readers measure the view from its bottom and
    /// agree on where it is (at the top of the clip view).
    @Test func aShortCustomDocumentViewReadsBackAtTheTop() throws {
        let text = String(decoding: Self.scrollView(), as: UTF8.self).replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="198" height="98"/>"#,
            with: #"<rect key="frame" x="0.0" y="38" width="198" height="60"/>"#)
        let source = Data(text.utf8)
        let read = try CompiledNibReader().read(
            try NibCompiler().compile(source, file: "S.xib").files[0].data, file: "S.nib")
        let stored = try XcodeDocumentReader().read(source, file: "S.xib")
        var frames: [CGRect] = []
        for document in [read, stored] {
            let scroll = try #require(document.objects.first?["subviews"]?.items.first?.object)
            let clip = try #require(scroll["subviews"]?.items.first?.object)
            let inner = try #require(clip["subviews"]?.items.first?.object)
            guard case .value(.rect(let frame))? = inner["frame"] else { continue }
            frames.append(frame)
        }
        // ibtool's tiling narrows the compiled clip view for its scrollers; the document view
        // stays at its top.
        #expect(frames.map(\.minY) == [0, 0])
        #expect(frames.last == CGRect(x: 0, y: 0, width: 198, height: 60))
    }

    @Test func aScrollViewHasItsScrollersPanRecogniserAndMagnification() throws {
        let archive = try NibCompilerTests.compiled(
            Self.scrollView(
                attributes: #"horizontalLineScroll="19" horizontalPageScroll="10" verticalLineScroll="19""#,
                scrollers: (#"hidden="YES" controlSize="small""#, ""), clip: #"drawsBackground="NO""#))
        let scrollView = NibCompilerTests.values(of: "NSScrollView", in: archive)
        #expect(scrollView["NSMagnification"] == .double(1))
        #expect(scrollView["NSMinMagnification"] == .double(0.25))
        #expect(scrollView["NSMaxMagnification"] == .double(4))
        // Page amounts, then line amounts, as big-endian floats; the missing one is 0.
        #expect(
            scrollView["NSScrollAmts"]
                == .data(Data([0x41, 0x20, 0, 0, 0, 0, 0, 0, 0x41, 0x98, 0, 0, 0x41, 0x98, 0, 0])))
        let pan = NibCompilerTests.values(of: "NSPanGestureRecognizer", in: archive)
        #expect(Self.text(pan["NSGestureRecognizer.action"], in: archive) == "_panWithGestureRecognizer:")
        let scrollers = Self.all("NSScroller", in: archive)
        #expect(scrollers.count == 2)
        #expect(scrollers.first?["NSsFlags"] == .int16(0x101))
        // A small scroller's control size is archived as regular (`sv_hs_visible`).
        #expect(scrollers.first?["NSControlSize"] == .int8(0))
        #expect(scrollers.first?["NSvFlags"] == .int64(Int64(bitPattern: 0xFFFF_FFFF_8000_0100)))
        #expect(scrollers.last?["NSsFlags"] == nil)
        #expect(scrollers.last?["NSCurValue"] == .double(1))
        #expect(Self.text(scrollers.last?["NSAction"], in: archive) == "_doScroller:")
        let clip = NibCompilerTests.values(of: "NSClipView", in: archive)
        #expect(clip["NScvFlags"] == nil)
        #expect(clip["NSAutomaticallyAdjustsContentInsets"] == .bool(true))
        #expect(clip["NSBGColor"] != nil)
    }

    @Test func aDocumentWiderThanTheClipViewSetsTheOverflowFlag() throws {
        // Autohidden scrollers leave the clip view its size, so the document keeps its width.
        let source = String(decoding: Self.scrollView(attributes: #"autohidesScrollers="YES""#), as: UTF8.self)
            .replacingOccurrences(
                of: #"<rect key="frame" x="0.0" y="0.0" width="198" height="98"/>"#,
                with: #"<rect key="frame" x="0.0" y="0.0" width="300" height="98"/>"#)
        let archive = try NibCompilerTests.compiled(Data(source.utf8))
        #expect(NibCompilerTests.values(of: "NSScrollView", in: archive)["NSsFlags"]?.integer == 0x3_0AB2)
        // There is something to scroll to: the horizontal scroller is enabled, the other not.
        let scrollers = Self.all("NSScroller", in: archive)
        #expect(scrollers.map { $0["NSEnabled"] } == [.bool(true), nil])
    }

    /// The message of the error compiling `source` gives, if it throws.
    static func refusal(_ source: Data) -> String? {
        do {
            _ = try NibCompiler().compile(source, file: "t.xib")
            return nil
        } catch {
            return error.diagnostics.first?.message
        }
    }

    /// What is not known yet inside a scroll view is refused by name, at its element.
    @Test func otherDocumentsAndScrollSettingsAreRefused() {
        // The document's closing tag is the first one: the content view's closes last.
        var stack = String(decoding: Self.scrollView(), as: UTF8.self)
            .replacingOccurrences(of: "<customView id=\"dv\">", with: "<stackView id=\"dv\">")
        if let close = stack.range(of: "</customView>") { stack.replaceSubrange(close, with: "</stackView>") }
        let cases: [(Data, String)] = [
            (Data(stack.utf8), "document <stackView>"),
            (Self.scrollView(attributes: #"horizontalScrollElasticity="bouncy""#), "elasticity 'bouncy'"),
            (Self.scrollView(attributes: #"scrollerKnobStyle="dark""#), "scrollerKnobStyle"),
            (Self.scrollView(attributes: #"borderType="groove""#), "border 'groove'"),
            (Self.scrollView(scrollers: ("", #"controlSize="mini""#)), "control size 'mini'"),
        ]
        for (source, words) in cases {
            let message = Self.refusal(source)
            #expect(message?.contains(words) == true, "\(String(describing: message))")
        }
    }

    /// A box 300 × 100 titled "Group" whose content view holds a text field 200 wide.
    static func box(mask: String) -> Data {
        NibCompilerControlTests.view(
            """
            <box title="Group" id="bx">
                <rect key="frame" x="20" y="20" width="300" height="100"/>
                <autoresizingMask key="autoresizingMask"/>
                <view key="contentView" id="bc">
                    <rect key="frame" x="2" y="2" width="296" height="83"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <textField id="tf">
                            <rect key="frame" x="20" y="30" width="200" height="22"/>
                            <autoresizingMask key="autoresizingMask" \(mask)/>
                            <textFieldCell key="cell" title="T" id="tc"/>
                        </textField>
                    </subviews>
                </view>
                <color key="fillColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
            </box>
            """)
    }

    /// The content view fills the box below its 12-point title, and its subviews follow it.
    @Test func aTitledBoxTilesItsContentView() throws {
        let archive = try NibCompilerTests.compiled(Self.box(mask: #"widthSizable="YES""#))
        let box = NibCompilerTests.values(of: "NSBox", in: archive)
        #expect(box["NSBoxType"] == .int8(0))
        #expect(Self.text(box["NSOffsets"], in: archive) == "{0, 0}")
        #expect(box["IBNSBoxIsUsingDocumentContentView"] == .bool(true))
        #expect(box["NSFillColor"] == nil)
        let content = Self.all("NSView", in: archive).first { Self.text($0["NSFrameSize"], in: archive) == "{300, 88}" }
        #expect(content?["NSvFlags"] == .int16(0x112))
        let field = NibCompilerTests.values(of: "NSTextField", in: archive)
        #expect(Self.text(field["NSFrame"], in: archive) == "{{20, 30}, {204, 22}}")
        let moved = try NibCompilerTests.compiled(Self.box(mask: #"flexibleMinX="YES""#))
        #expect(
            Self.text(NibCompilerTests.values(of: "NSTextField", in: moved)["NSFrame"], in: moved)
                == "{{24, 30}, {200, 22}}")
    }

    @Test func aViewResizingByTwoFlexiblePartsIsRefused() {
        let message = Self.refusal(Self.box(mask: #"flexibleMinX="YES" widthSizable="YES""#))
        #expect(message?.contains("more than one flexible part") == true, "\(String(describing: message))")
    }

    /// Elasticity none (1) or allowed (2) sits in bits 12-13 (vertical) and 14-15 (horizontal)
    /// of `NSsFlags`, with `0x40` beside a vertical one (`test24_tables_elastic`).
    @Test(arguments: ["automatic", "none", "allowed"], ["automatic", "none", "allowed"])
    func elasticitiesAreScrollFlags(vertical: String, horizontal: String) throws {
        let values = ["automatic": 0, "none": 1, "allowed": 2]
        let plain = NibCompilerTests.values(of: "NSScrollView", in: try NibCompilerTests.compiled(Self.scrollView()))
        let archive = try NibCompilerTests.compiled(
            Self.scrollView(
                attributes: #"verticalScrollElasticity="\#(vertical)" horizontalScrollElasticity="\#(horizontal)""#))
        let flags = NibCompilerTests.values(of: "NSScrollView", in: archive)["NSsFlags"]?.integer ?? 0
        let v = values[vertical] ?? 0
        let h = values[horizontal] ?? 0
        let expected = (plain["NSsFlags"]?.integer ?? 0) | v << 12 | h << 14 | (v != 0 ? 0x40 : 0)
        #expect(flags == expected)
    }
}
