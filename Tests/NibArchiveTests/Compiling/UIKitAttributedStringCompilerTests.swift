import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing

/// Attributed text through `NibCompiler`: a label's `attributedText` and a button state's
/// `attributedTitle` as `NSAttributedString`s, runs and attributes as Foundation's coder
/// archives them, paragraph styles as UIFoundation's; what has no known archived form is
/// refused at its line.
@Suite struct UIKitAttributedStringCompilerTests {
    /// A xib with one label whose attributed text is `fragments` (XML).
    static func xib(_ fragments: String) -> String {
        XcodeTestXib.iOSText(
            """
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" \
            lineBreakMode="tailTruncation" id="label">
                                <rect key="frame" x="16" y="20" width="200" height="21"/>
                                <attributedString key="attributedText">\(fragments)</attributedString>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </view>
            """)
    }

    /// A fragment of `text` kerned by `kern`, in the system font.
    static func fragment(_ text: String, kern: Int) -> String {
        #"<fragment content="\#(text)"><attributes><font key="NSFont" metaFont="system" size="17"/>"#
            + #"<real key="NSKern" value="\#(kern)"/></attributes></fragment>"#
    }

    static func label(_ text: String) throws -> (NIBArchive, Int) {
        let nib = try NIBArchiveDecoder().decode(try UIKitDocumentCompilerTests.compile(text).files[0].data)
        return (nib, try #require(nib.indices(ofClass: "UILabel").first))
    }

    /// The kerning of each UTF-16 unit of `string`, an `NSAttributedString`, as its runs give it.
    static func kerning(_ nib: NIBArchive, _ string: Int) -> [Double]? {
        func kern(_ dictionary: Int) -> Double? {
            let items = nib.items(dictionary)
            guard
                let index = stride(from: 0, to: items.count, by: 2).first(where: {
                    nib.text(ofString: items[$0]) == "NSKern"
                }), case .double(let value)? = nib.value(items[index + 1], "NS.dblval")
            else { return nil }
            return value
        }
        guard case .object(let attributes)? = nib.value(string, "NSAttributes"),
            let length = nib.string(string, "NSString")?.utf16.count
        else { return nil }
        guard case .object(let info)? = nib.value(string, "NSAttributeInfo") else {
            return kern(attributes).map { Array(repeating: $0, count: length) }
        }
        guard case .data(let bytes)? = nib.value(info, "NS.bytes") else { return nil }
        var numbers: [Int] = []
        var value = 0
        var shift = 0
        for byte in bytes {
            value |= Int(byte & 0x7F) << shift
            shift += 7
            if byte & 0x80 == 0 {
                numbers.append(value)
                (value, shift) = (0, 0)
            }
        }
        let dictionaries = nib.items(attributes)
        var kerning: [Double] = []
        for pair in stride(from: 0, to: numbers.count - 1, by: 2) {
            guard numbers[pair + 1] < dictionaries.count, let value = kern(dictionaries[numbers[pair + 1]]) else {
                return nil
            }
            kerning += Array(repeating: value, count: numbers[pair])
        }
        return kerning
    }

    /// Whatever fragments a document gives, the archived string is their text, and each of its
    /// UTF-16 units carries its own fragment's attributes; equal neighbours are one run, equal
    /// attributes one dictionary.
    @Test func eachCharacterKeepsItsFragmentsAttributes() async {
        let texts = ["a", "bc", "é", "🙂x", "", "Hello "]
        await propertyCheck(
            count: 60, input: Gen.int(in: 0...(texts.count - 1)).array(of: 1...6), Gen.int(in: 0...2).array(of: 6)
        ) { picks, kerns in
            let parts = picks.enumerated().map { (texts[$0.element], kerns[$0.offset]) }
            let source = Self.xib(parts.map { Self.fragment($0.0, kern: $0.1) }.joined())
            do {
                let (nib, label) = try Self.label(source)
                let text = parts.map(\.0).joined()
                guard case .object(let string)? = nib.value(label, "UIAttributedText") else {
                    Issue.record("no attributed text")
                    return
                }
                #expect(nib.string(string, "NSString") == text)
                #expect(nib.string(label, "UIText") == (text.isEmpty ? nil : text))
                if text.isEmpty { return }
                let want = parts.flatMap { Array(repeating: Double($0.1), count: $0.0.utf16.count) }
                #expect(Self.kerning(nib, string) == want, "\(parts)")
                if case .object(let attributes)? = nib.value(string, "NSAttributes"),
                    nib.className(of: nib.objects[attributes]) == "NSArray"
                {
                    #expect(nib.items(attributes).count == Set(want).count)
                }
            } catch {
                Issue.record("\(parts): \(error)")
            }
        }
    }

    /// A paragraph style archives only what differs from the default one: alignment in Core
    /// Text's numbers (natural 4, archived; left 0, left out), line break mode, writing
    /// direction, lengths, and the tightening the document gives.
    @Test func aParagraphStyleArchivesWhatDiffersFromTheDefault() throws {
        let style =
            #"<paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="truncatingTail" "#
            + #"baseWritingDirection="rightToLeft" lineSpacing="3" tighteningFactorForTruncation="0.0"/>"#
        let (nib, label) = try Self.label(
            Self.xib(#"<fragment content="Hi"><attributes>\#(style)</attributes></fragment>"#))
        guard case .object(let string)? = nib.value(label, "UIAttributedText"),
            case .object(let attributes)? = nib.value(string, "NSAttributes"),
            let archived = nib.items(attributes).last
        else {
            Issue.record("no paragraph style")
            return
        }
        #expect(nib.className(of: nib.objects[archived]) == "NSParagraphStyle")
        #expect(nib.value(archived, "NSAlignment")?.integer == 2)
        #expect(nib.value(archived, "NSLineBreakMode")?.integer == 4)
        #expect(nib.value(archived, "NSWritingDirection")?.integer == 2)
        #expect(nib.value(archived, "NSLineSpacing") == .double(3))
        #expect(nib.value(archived, "NSTighteningFactorForTruncation") == .double(0))
        #expect(nib.value(archived, "NSParagraphSpacing") == nil)
        let plain = try Self.label(
            Self.xib(
                #"<fragment content="Hi"><attributes><paragraphStyle key="NSParagraphStyle" alignment="left"/>"#
                    + "</attributes></fragment>"))
        let plainStyle = plain.0.indices(ofClass: "NSParagraphStyle")
        #expect(plainStyle.count == 1)
        #expect(plainStyle.first.map { plain.0.value($0, "NSAlignment") } == .some(nil))
        let natural = try Self.label(
            Self.xib(
                #"<fragment content="Hi"><attributes><paragraphStyle key="NSParagraphStyle"/></attributes></fragment>"#)
        )
        #expect(
            natural.0.indices(ofClass: "NSParagraphStyle").first.flatMap { natural.0.value($0, "NSAlignment")?.integer }
                == 4)
    }

    /// A button state's attributed title is its content's `UIAttributedTitle`; the file reads
    /// back into its source's tree.
    @Test func aButtonsAttributedTitleIsItsStatesOwn() throws {
        let source = Self.xib(Self.fragment("x", kern: 0)).replacingOccurrences(
            of: #"<label opaque="NO""#,
            with: #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="button">"#
                + #"<rect key="frame" x="0.0" y="100" width="80" height="30"/><state key="normal">"#
                + #"<attributedString key="attributedTitle">\#(Self.fragment("Go", kern: 1))</attributedString>"#
                + "</state></button>\n" + #"<label opaque="NO""#)
        let output = try UIKitDocumentCompilerTests.compile(source)
        let nib = try NIBArchiveDecoder().decode(output.files[0].data)
        let content = try #require(nib.indices(ofClass: "UIButtonContent").first)
        guard case .object(let title)? = nib.value(content, "UIAttributedTitle") else {
            Issue.record("no attributed title")
            return
        }
        #expect(nib.string(title, "NSString") == "Go")
        let read = try CompiledNibReader().read(output.files[0].data, file: "Label.nib")
        let written = try XcodeDocumentReader().read(Data(source.utf8), file: "Label.xib")
        #expect(InterfaceTreeSummary(read) == InterfaceTreeSummary(written))
    }

    @Test(arguments: [
        #"<fragment content="a"><attributes><shadow key="NSShadow"/></attributes></fragment>"#,
        #"<fragment content="a"><attributes><font key="NSFont" metaFont="menu" size="12"/></attributes></fragment>"#,
        #"<fragment content="a"><attributes><paragraphStyle key="NSParagraphStyle"><tabStops/></paragraphStyle></attributes></fragment>"#,
        #"<fragment content="a"><attributes><paragraphStyle key="NSParagraphStyle" alignment="middle"/></attributes></fragment>"#,
        #"<fragment content="a"><attributes><paragraphStyle key="NSParagraphStyle" textLists="x"/></attributes></fragment>"#,
        #"<fragment content="a"><attributes><real key="NSKern" value="wide"/></attributes></fragment>"#,
        #"<fragment content="a"/><link/>"#,
        // Tab stops on a fragment whose style is otherwise its neighbour's.
        #"<fragment content="a"><attributes><paragraphStyle key="NSParagraphStyle"/></attributes></fragment>"#
            + #"<fragment content="b"><attributes><paragraphStyle key="NSParagraphStyle"><tabStops/></paragraphStyle></attributes></fragment>"#,
        // What an empty fragment holds is refused all the same.
        #"<fragment content=""><attributes><shadow key="NSShadow"/></attributes></fragment><fragment content="a"/>"#,
        #"<fragment content="a"><attributes><font key="NSFont" size="12" name="Menlo" metaFont="systemBold"/></attributes></fragment>"#,
        #"<fragment content="a" bogus="1"/>"#,
    ])
    func whatHasNoKnownFormIsRefusedAtItsLine(_ fragments: String) {
        let text = Self.xib(fragments).replacingOccurrences(
            of: "<attributedString key=\"attributedText\">", with: "<attributedString key=\"attributedText\">\n")
        expectRefusal(of: text, atLineHolding: fragments) { text throws(ArchiveReadError) in
            _ = try UIKitDocumentCompilerTests.compile(text)
        }
    }
}
