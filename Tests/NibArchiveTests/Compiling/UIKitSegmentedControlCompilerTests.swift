import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing

/// `NibCompiler` on `<segmentedControl>`: the control's keys, one `UISegment` per segment in
/// `UISegments` and among its subviews, read back as the source's `segments`, and a segment
/// setting with no known archived form refused at its line; a segment's SF Symbol at a scale.
@Suite struct UIKitSegmentedControlCompilerTests {
    static func xib(segments: [String], attributes: String = #"selectedSegmentIndex="1""#) -> String {
        let items = segments.map { #"<segment title="\#($0)"/>"# }.joined(separator: "\n")
        return XcodeTestXib.iOSText(
            """
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
            contentVerticalAlignment="top" segmentControlStyle="bar" \(attributes) id="units">
                        <rect key="frame" x="20" y="20" width="280" height="32"/>
                        <segments>
            \(items)
                        </segments>
                    </segmentedControl>
            """)
    }

    static func compile(_ text: String) throws(ArchiveReadError) -> Data {
        try NibCompiler().compile(Data(text.utf8), file: "Units.xib").files[0].data
    }

    /// Any number of segments: each a `UISegment` with its title, first 0 (left out), last 2,
    /// between 1, in `UISegments` and the control's subviews, in order; with none selected, the
    /// index -1.
    @Test func eachSegmentIsASegmentViewInOrder() async throws {
        await propertyCheck(count: 30, input: Gen.int(in: 1...6)) { count in
            let titles = (0..<count).map { "S\($0)" }
            do {
                let nib = try NIBArchiveDecoder().decode(try Self.compile(Self.xib(segments: titles, attributes: "")))
                let control = try #require(nib.indices(ofClass: "UISegmentedControl").first)
                guard case .object(let list)? = nib.value(control, "UISegments"),
                    case .object(let subviews)? = nib.value(control, "UISubviews")
                else {
                    Issue.record("no segments or subviews")
                    return
                }
                let segments = nib.items(list)
                #expect(nib.items(subviews) == segments)
                #expect(segments.map { nib.string($0, "UISegmentInfo") } == titles)
                let positions = segments.map { nib.value($0, "UISegmentPosition")?.integer ?? 0 }
                #expect(positions == titles.indices.map { $0 == 0 ? 0 : $0 == count - 1 ? 2 : 1 })
                #expect(segments.allSatisfy { nib.value($0, "UISegmentStyle")?.integer == 2 })
                #expect(nib.value(control, "UISegmentedControlStyle")?.integer == 2)
                // Always written: UIKit reads an absent index as the first segment selected.
                #expect(nib.value(control, "UISelectedSegmentIndex")?.integer == -1)
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func theSelectedSegmentAndAlignmentsAreTheControls() throws {
        let nib = try NIBArchiveDecoder().decode(try Self.compile(Self.xib(segments: ["One", "Two"])))
        let control = try #require(nib.indices(ofClass: "UISegmentedControl").first)
        #expect(nib.value(control, "UISelectedSegmentIndex")?.integer == 1)
        #expect(nib.value(control, "UIContentHorizontalAlignment")?.integer == 1)
        #expect(nib.value(control, "UIContentVerticalAlignment")?.integer == 1)
    }

    @Test func theNibReadsBackAsTheSourcesSegments() throws {
        let text = Self.xib(segments: ["Metric", "Imperial", "Both"])
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Units.xib")
        let read = try CompiledNibReader().read(try Self.compile(text), file: "Units.nib")
        let want = try #require(source.objectIndex()["units"])
        let got = try #require(read.objectIndex().values.first { $0.className == "SegmentedControl" })
        #expect(got["segments"] != nil && got["segments"] == want["segments"])
        #expect(got["subviews"] == nil)
        #expect(InterfaceTreeSummary(read) == InterfaceTreeSummary(source))
    }

    /// A segment's own width is its `UISegmentWidth` (a float, which `-[UISegment initWithCoder:]`
    /// reads); 0, sized with the others, is left out. It reads back as the source's segments.
    @Test func aSegmentsOwnWidthIsItsSegmentWidth() throws {
        let zero = Self.xib(segments: ["One", "Two"]).replacingOccurrences(
            of: #"<segment title="Two"/>"#, with: #"<segment title="Two" width="0.0"/>"#)
        let text = zero.replacingOccurrences(
            of: #"<segment title="One"/>"#, with: #"<segment title="One" width="35"/>"#)
        let data = try Self.compile(text)
        let nib = try NIBArchiveDecoder().decode(data)
        let segments = nib.indices(ofClass: "UISegment")
        #expect(segments.map { nib.value($0, "UISegmentWidth") } == [.float(35), nil])
        #expect(try Self.compile(zero) == Self.compile(Self.xib(segments: ["One", "Two"])))
        let one = text.replacingOccurrences(of: #" width="0.0""#, with: "")
        let source = try XcodeDocumentReader().read(Data(one.utf8), file: "Units.xib")
        let read = try CompiledNibReader().read(try Self.compile(one), file: "Units.nib")
        let want = try #require(source.objectIndex()["units"])
        let got = try #require(read.objectIndex().values.first { $0.className == "SegmentedControl" })
        #expect(got["segments"] == want["segments"])
    }

    /// The selected segment's tint is `UISegmentedControlSelectedSegmentTintColor`, the key
    /// `-[UISegmentedControl initWithCoder:]` reads (published decompilations of UIKitCore 26.1).
    @Test func theSelectedSegmentsTintIsItsOwnKey() throws {
        let text = Self.xib(segments: ["One", "Two"]).replacingOccurrences(
            of: "</segments>",
            with: "</segments>"
                + #"<color key="selectedSegmentTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        )
        let nib = try NIBArchiveDecoder().decode(try Self.compile(text))
        let control = try #require(nib.indices(ofClass: "UISegmentedControl").first)
        guard case .object(let color)? = nib.value(control, "UISegmentedControlSelectedSegmentTintColor") else {
            Issue.record("no selected segment tint")
            return
        }
        #expect(nib.value(color, "UIRed") == .float(1))
    }

    @Test(arguments: [#"<segment title="One" enabled="NO"/>"#, #"<segment title="One" selected="YES"/>"#])
    func aSegmentSettingWithNoArchivedFormIsRefusedAtItsLine(_ segment: String) {
        let text = Self.xib(segments: ["Zero"]).replacingOccurrences(of: #"<segment title="Zero"/>"#, with: segment)
        expectRefusal(of: text, atLineHolding: "<segment ") { text throws(ArchiveReadError) in
            _ = try Self.compile(text)
        }
    }

    /// A segment showing an SF Symbol at a scale (DataDog's input elements: an empty title and an
    /// `<imageReference>`) is the symbol's placeholder with its rendering mode and an
    /// `UIImageSymbolConfiguration` of that scale, as `-[UIImageNibPlaceholder initWithCoder:]`
    /// reads them; an unknown scale, or an image beside a title, is refused.
    @Test func aSegmentsSymbolKeepsItsScaleAndRenderingMode() throws {
        let symbol = #"""
            <segment title=""><imageReference key="image" image="cloud.fill" catalog="system" symbolScale="small" renderingMode="template"/></segment>
            """#
        let text = Self.xib(segments: ["Zero", "One"])
            .replacingOccurrences(of: #"<segment title="Zero"/>"#, with: symbol)
        let nib = try NIBArchiveDecoder().decode(try Self.compile(text))
        let segment = try #require(nib.indices(ofClass: "UISegment").first)
        guard case .object(let image)? = nib.value(segment, "UISegmentInfo") else {
            Issue.record("the segment shows nothing")
            return
        }
        #expect(nib.className(of: nib.objects[image]) == "UIImageNibPlaceholder")
        #expect(nib.string(image, "UISystemSymbolResourceName") == "cloud.fill")
        #expect(nib.value(image, "UIRenderingMode")?.integer == 2)
        guard case .object(let configuration)? = nib.value(image, "UISymbolImageConfiguration") else {
            Issue.record("the symbol has no configuration")
            return
        }
        #expect(nib.className(of: nib.objects[configuration]) == "UIImageSymbolConfiguration")
        #expect(nib.value(configuration, "UISymbolScale")?.integer == 1)
        for changed in [#"symbolScale="huge""#, #"symbolScale="small" symbolWeight="bold""#] {
            let refused = text.replacingOccurrences(of: #"symbolScale="small""#, with: changed)
            expectRefusal(of: refused, atLineHolding: "imageReference") { text throws(ArchiveReadError) in
                _ = try Self.compile(text)
            }
        }
        let titled = text.replacingOccurrences(of: #"<segment title="">"#, with: #"<segment title="Rain">"#)
        expectRefusal(of: titled, atLineHolding: "imageReference") { text throws(ArchiveReadError) in
            _ = try Self.compile(text)
        }
    }
}
