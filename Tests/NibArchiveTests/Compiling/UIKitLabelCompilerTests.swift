import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import NibArchive

/// iOS labels through `NibCompiler` and back through `CompiledNibReader`: text, font, colour,
/// alignment and lines come back as the source has them; the values UIKit assumes when a key
/// is missing are left out, as ibtool leaves them out.
@Suite struct UIKitLabelCompilerTests {
    static let alignments = ["left", "center", "right", "justified", "natural"]
    static let fonts = [
        #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
        #"<fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>"#,
        #"<fontDescription key="fontDescription" type="italicSystem" pointSize="21"/>"#,
        #"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>"#,
        #"<fontDescription key="fontDescription" name="Helvetica-Bold" family="Helvetica" pointSize="12"/>"#,
        #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#,
        #"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#,
        #"<fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>"#,
    ]

    /// One `.xib` holding a label with these attributes (`numberOfLines` left out when 1, as
    /// Xcode writes it).
    static func xib(text: String, alignment: String, lines: Int, font: String, red: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root-1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" \
        textAlignment="\(alignment)"\(lines == 1 ? "" : " numberOfLines=\"\(lines)\"") lineBreakMode="tailTruncation" \
        baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="label-1">
                            <rect key="frame" x="16" y="20" width="200" height="21"/>
                            \(font)
                            <color key="textColor" red="\(red)" green="0.25" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    @Test func labelsReadBackAsTheirSource() async {
        await propertyCheck(
            count: 60, input: Gen.int(in: 0...(Self.alignments.count - 1)), Gen.int(in: 0...4),
            Gen.int(in: 0...(Self.fonts.count - 1)), Gen.int(in: 0...100)
        ) { alignment, lines, font, red in
            let source = Self.xib(
                text: "Label \(lines).\(red)", alignment: Self.alignments[alignment], lines: lines,
                font: Self.fonts[font], red: Double(red) / 100)
            do {
                let nib = try #require(try UIKitDocumentCompilerTests.compile(source).files.first).data
                let read = try CompiledNibReader().read(nib, file: "Label.nib")
                let xib = try XcodeDocumentReader().read(Data(source.utf8), file: "Label.xib")
                let differences = CompiledPairSummary(read).differences(from: CompiledPairSummary(xib))
                for part in ["classes", "structure", "frames", "texts", "fonts"] {
                    #expect(differences[part] == nil, "\(part): \(String(describing: differences[part]))")
                }
                let readLabel = try #require(Self.label(in: read))
                let sourceLabel = try #require(Self.label(in: xib))
                for key in ["numberOfLines", "textAlignment"] {
                    #expect(readLabel[key] == sourceLabel[key], "\(key)")
                }
                // Colour components are archived as 32-bit floats.
                guard case .value(.color(let read))? = readLabel["textColor"],
                    case .value(.color(let written))? = sourceLabel["textColor"]
                else {
                    Issue.record("no text colour read back")
                    return
                }
                let components = [read.red - written.red, read.green - written.green, read.blue - written.blue]
                #expect(components.allSatisfy { abs($0) < 1e-6 } && read.alpha == written.alpha, "\(read)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func defaultsAreLeftOutAsIbtoolLeavesThem() throws {
        let source = Self.xib(text: "T", alignment: "left", lines: 1, font: Self.fonts[0], red: 0)
        let nib = try #require(try UIKitDocumentCompilerTests.compile(source).files.first).data
        let archive = try NIBArchiveDecoder().decode(nib)
        let label = NibCompilerTests.values(of: "UILabel", in: archive)
        #expect(label["UIText"] != nil && label["UIFont"] != nil && label["UITextColor"] != nil)
        for key in ["UITextAlignment", "UINumberOfLines", "UILineBreakMode", "UIBaselineAdjustment"] {
            #expect(label[key] == nil, "\(key) is UIKit's default and left out")
        }
    }

    /// The first label of `document`, depth first.
    static func label(in document: ArchiveDocument) -> ArchiveObject? {
        func find(_ object: ArchiveObject) -> ArchiveObject? {
            if object.className == "Label" { return object }
            guard case .array(let items)? = object["subviews"] else { return nil }
            for case .object(let child) in items { if let found = find(child) { return found } }
            return nil
        }
        return document.objects.lazy.compactMap(find).first
    }

    /// A text-style font names its style as its descriptor's usage with no size, so UIKit makes
    /// it the preferred font for the user's text size; its point size is the style's default.
    @Test func aTextStyleFontLeavesItsSizeToTheUser() throws {
        let source = Self.xib(
            text: "Styled", alignment: "natural", lines: 1,
            font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#, red: 0)
        let nib = try NIBArchiveDecoder().decode(try UIKitDocumentCompilerTests.compile(source).files[0].data)
        let font = try #require(nib.indices(ofClass: "UIFont").first)
        #expect(nib.value(font, "UIFontPointSize") == .double(17))
        #expect(nib.string(font, "UIFontName") == ".SFUI-Semibold")
        guard case .object(let descriptor)? = nib.value(font, "UIFontDescriptor"),
            case .object(let attributes)? = nib.value(descriptor, "UIFontDescriptorAttributes")
        else {
            Issue.record("the font has no descriptor")
            return
        }
        #expect(nib.dictionaryKeys(attributes) == ["NSCTFontUIUsageAttribute"])
        let subhead = source.replacingOccurrences(of: "UICTFontTextStyleHeadline", with: "UICTFontTextStyleSubhead")
        let small = try NIBArchiveDecoder().decode(try UIKitDocumentCompilerTests.compile(subhead).files[0].data)
        #expect(small.indices(ofClass: "UIFont").first.flatMap { small.value($0, "UIFontPointSize") } == .double(15))
        let unknown = source.replacingOccurrences(of: "UICTFontTextStyleHeadline", with: "UICTFontTextStyleTitle9")
        #expect(throws: ArchiveReadError.self) { try UIKitDocumentCompilerTests.compile(unknown) }
    }
}
