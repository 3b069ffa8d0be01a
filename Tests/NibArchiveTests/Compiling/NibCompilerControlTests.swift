import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import NibArchive

/// `NibCompiler` on buttons, text fields, their fonts and system colours: the flags and keys
/// ibtool writes, NibKit's own grey ICC profile, and the refusals for what is not known yet.
@Suite struct NibCompilerControlTests {
    /// A content view holding `subviews`.
    static func view(_ subviews: String) -> Data {
        NibCompilerTests.xib(
            """
            <customView id="c1">
                <rect key="frame" x="0" y="0" width="300" height="200"/>
                <subviews>
            \(subviews)
                </subviews>
            </customView>
            """)
    }

    static func button(cell: String, behavior: String = #"pushIn="YES" lightByBackground="YES" lightByGray="YES""#)
        -> String
    {
        """
        <button verticalHuggingPriority="750" id="b1">
            <rect key="frame" x="20" y="20" width="100" height="25"/>
            <buttonCell key="cell" \(cell) id="b2">
                <behavior key="behavior" \(behavior)/>
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """
    }

    @Test func aPushButtonHasIbtoolsFlags() throws {
        let archive = try NibCompilerTests.compiled(
            Self.view(
                Self.button(
                    cell:
                        #"type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2""#
                )))
        let cell = NibCompilerTests.values(of: "NSButtonCell", in: archive)
        #expect(cell["NSButtonFlags"] == .int64(Int64(Int32(bitPattern: 0x8680_4000))))
        #expect(cell["NSButtonFlags2"] == .int16(0x81))
        #expect(cell["NSBezelStyle"] == .int8(1))
        #expect(cell["NSCellFlags"] == .int32(0x400_0000))
        #expect(cell["NSCellFlags2"] == .int32(0x800_0000))
        #expect(cell["NSAuxButtonType"] == .int8(7))
        let button = NibCompilerTests.values(of: "NSButton", in: archive)
        #expect(button["NSControlTextAlignment"] == .int8(1))
        #expect(button["NSHuggingPriority"] == nil)
        let font = NibCompilerTests.values(of: "NSFont", in: archive)
        #expect(font["NSSize"] == .double(13))
        #expect(font["NSfFlags"] == .int16(1044))
    }

    /// Every bezel style's number lands in `NSButtonFlags2` as ibtool splits it: the low three
    /// bits as they are, the fourth as `0x20`.
    @Test func bezelStylesSplitIntoButtonFlags2() async {
        let styles = AppKitNibBuilder.bezelStyles.sorted { $0.key < $1.key }
        await propertyCheck(count: 40, input: Gen.int(in: 0...(styles.count - 1))) { index in
            let (name, number) = styles[index]
            guard
                let archive = try? NibCompilerTests.compiled(
                    Self.view(Self.button(cell: #"type="push" title="T" bezelStyle="\#(name)""#)))
            else {
                Issue.record("\(name) did not compile")
                return
            }
            let cell = NibCompilerTests.values(of: "NSButtonCell", in: archive)
            #expect(cell["NSBezelStyle"]?.integer == number)
            #expect(cell["NSButtonFlags2"]?.integer == (number & 7) | (number & 8 == 0 ? 0 : 0x20), "\(name)")
        }
    }

    @Test func aButtonWithAnotherBehaviourIsRefused() {
        let source = Self.view(Self.button(cell: #"type="check" title="T""#, behavior: #"changeContents="YES""#))
        #expect(throws: ArchiveReadError.self) { try NibCompiler().compile(source, file: "t.xib") }
    }

    @Test func aTextFieldHasItsCellFlagsColoursAndFont() throws {
        let archive = try NibCompilerTests.compiled(
            Self.view(
                """
                <textField verticalHuggingPriority="750" allowsCharacterPickerTouchBarItem="YES" id="t1">
                    <rect key="frame" x="20" y="51" width="360" height="22"/>
                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" \
                editable="YES" sendsActionOnEndEditing="YES" state="on" borderStyle="bezel" drawsBackground="YES" id="t2">
                        <font key="font" metaFont="smallSystem"/>
                        <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                        <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                    </textFieldCell>
                </textField>
                """))
        let cell = NibCompilerTests.values(of: "NSTextFieldCell", in: archive)
        #expect(cell["NSCellFlags"] == .int64(Int64(Int32(bitPattern: 0x9470_0041))))
        #expect(cell["NSCellFlags2"] == .int32(0x1040_0400))
        #expect(cell["NSDrawsBackground"] == .bool(true))
        #expect(cell["NSCharacterPickerEnabled"] == .bool(true))
        let field = NibCompilerTests.values(of: "NSTextField", in: archive)
        #expect(field["NSControlLineBreakMode"] == .int8(2))
        #expect(field["NSAllowsWritingTools"] == .bool(true))
        #expect(NibCompilerTests.values(of: "NSFont", in: archive)["NSfFlags"] == .int16(3100))
        // Two catalog colours, each with a grey fallback; one colour space shared by both.
        let classes = archive.objects.map { archive.className(of: $0) }
        #expect(classes.filter { $0 == "NSColor" }.count == 4)
        #expect(classes.filter { $0 == "NSColorSpace" }.count == 1)
        let space = NibCompilerTests.values(of: "NSColorSpace", in: archive)
        #expect(space["NSID"] == .int8(9))
        #expect(space["NSModel"] == .int8(0))
        let profile = NibCompilerTests.values(of: "NSData", in: archive)
        #expect(profile["NS.bytes"] == .data(ICCProfile.gray))
    }

    /// The title bar's meta font carries its text style (`metafonts_extra`); others do not.
    @Test func theTitleBarFontHasATextStyle() throws {
        func font(_ meta: String) throws -> [String: NIBArchive.Payload] {
            let field = """
                <textField id="t1">
                    <rect key="frame" x="20" y="51" width="360" height="22"/>
                    <textFieldCell key="cell" title="T" id="t2"><font key="font" metaFont="\(meta)"/></textFieldCell>
                </textField>
                """
            return NibCompilerTests.values(of: "NSFont", in: try NibCompilerTests.compiled(Self.view(field)))
        }
        let titleBar = try font("titleBar")
        #expect(titleBar["NSfFlags"]?.integer == 787)
        #expect(titleBar["NSHasWidth"] == .bool(false))
        let archive = try NibCompilerTests.compiled(
            Self.view(
                #"<textField id="t1"><rect key="frame" x="0" y="0" width="9" height="9"/><textFieldCell key="cell" id="t2"><font key="font" metaFont="titleBar"/></textFieldCell></textField>"#
            ))
        let descriptor = NibCompilerTests.values(of: "NSFontDescriptor", in: archive)
        let attributes = NibCompilerConstraintTests.items(descriptor["NSFontDescriptorAttributes"], in: archive)
        #expect(NibCompilerScrollTests.text(.object(attributes[3]), in: archive) == "UICTFontTextStyleHeadline")
        #expect(try font("menuBar")["NSTextStyleDescriptor"] == nil)
    }

    /// A radio matrix (`test_matrix_flags`): its cells row by row, the prototype, the flags,
    /// radio button cells without a control view, no selection archived.
    @Test func aRadioMatrixHoldsItsCellsRowByRow() throws {
        func radio(_ title: String, id: String, key: String = "", state: String = "") -> String {
            """
            <buttonCell \(key) type="radio" title="\(title)" imagePosition="left" alignment="left" \(state) inset="2" id="\(id)">
                <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                <font key="font" metaFont="system"/>
            </buttonCell>
            """
        }
        func matrix(_ attributes: String) -> Data {
            Self.view(
                """
                <matrix verticalHuggingPriority="750" \(attributes) id="m">
                    <rect key="frame" x="20" y="100" width="204" height="40"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                    <size key="cellSize" width="100" height="18"/>
                    <size key="intercellSpacing" width="4" height="2"/>
                    \(radio("Radio", id: "p", key: #"key="prototype""#))
                    <cells>
                        <column>\(radio("A", id: "a"))\(radio("B", id: "b", state: #"state="on""#))</column>
                        <column>\(radio("C", id: "c"))\(radio("D", id: "d"))</column>
                    </cells>
                </matrix>
                """)
        }
        let archive = try NibCompilerTests.compiled(matrix(""))
        let values = NibCompilerTests.values(of: "NSMatrix", in: archive)
        #expect(values["NSNumRows"]?.integer == 2 && values["NSNumCols"]?.integer == 2)
        #expect(values["NSMatrixFlags"]?.integer == 0x5480_0000)
        #expect(values["NSSelectedRow"] == .int64(-1))
        #expect(values["NSBackgroundColor"] == values["NSCellBackgroundColor"])
        let titles = NibCompilerConstraintTests.items(values["NSCells"], in: archive).map {
            NibCompilerScrollTests.text(NibCompilerConstraintTests.values($0, in: archive)["NSContents"], in: archive)
        }
        #expect(titles == ["A", "C", "B", "D"])
        let proto = NibCompilerTableTests.object(values["NSProtoCell"], in: archive)
        #expect(proto["NSAuxButtonType"]?.integer == 4)
        #expect(proto["NSControlView"] == nil)
        #expect(proto["NSBezelStyle"]?.integer == 0)
        let image = NibCompilerTableTests.object(proto["NSAlternateImage"], in: archive)
        #expect(NibCompilerScrollTests.text(image["NSImageName"], in: archive) == "NSRadioButton")
        let strict = try NibCompilerTests.compiled(matrix(#"allowsEmptySelection="NO""#))
        #expect(NibCompilerTests.values(of: "NSMatrix", in: strict)["NSMatrixFlags"]?.integer == 0x4480_0000)
        #expect(
            NibCompilerScrollTests.refusal(matrix(#"mode="highlight""#))
                == "a matrix's 'mode' has no known archived form yet")
    }

    /// A tab view's items, the first selected and its view the tab view's subview; the key view
    /// loop through that view, depth first, top down then left to right (`nkv_simple`).
    @Test func aTabViewLoopsTheKeyViewsOfItsSelectedItem() throws {
        func button(_ id: String, x: Int, y: Int) -> String {
            """
            <button id="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="100" height="25"/>
                <buttonCell key="cell" type="push" title="\(id)" bezelStyle="rounded" alignment="center" id="\(id)c">
                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }
        let archive = try NibCompilerTests.compiled(
            Self.view(
                """
                <tabView id="tv">
                    <rect key="frame" x="10" y="10" width="480" height="380"/>
                    <tabViewItems>
                        <tabViewItem label="One" identifier="one" id="i1">
                            <view key="view" id="v1">
                                <rect key="frame" x="10" y="33" width="460" height="334"/>
                                <subviews>\(button("C", x: 20, y: 200))\(button("B", x: 200, y: 300))\(button("A", x: 20, y: 300))</subviews>
                            </view>
                        </tabViewItem>
                        <tabViewItem label="Two" id="i2">
                            <view key="view" id="v2"><rect key="frame" x="10" y="33" width="460" height="334"/></view>
                        </tabViewItem>
                    </tabViewItems>
                </tabView>
                """))
        // The index of the button titled `title`.
        let index = { (title: String) -> Int? in
            archive.objects.indices.first { object in
                let cell = NibCompilerConstraintTests.values(object, in: archive)["NSCell"]
                let contents = NibCompilerTableTests.object(cell, in: archive)["NSContents"]
                return archive.className(of: archive.objects[object]) == "NSButton"
                    && NibCompilerScrollTests.text(contents, in: archive) == title
            }
        }
        let tabView = NibCompilerTests.values(of: "NSTabView", in: archive)
        #expect(NibCompilerConstraintTests.items(tabView["NSTabViewItems"], in: archive).count == 2)
        #expect(NibCompilerConstraintTests.items(tabView["NSSubviews"], in: archive).count == 1)
        #expect(tabView["NSDrawsBackground"] == .bool(true))
        let item = NibCompilerTableTests.object(tabView["NSSelectedTabViewItem"], in: archive)
        #expect(NibCompilerScrollTests.text(item["NSLabel"], in: archive) == "One")
        #expect(NibCompilerScrollTests.text(item["NSIdentifier"], in: archive) == "one")
        // tab view → item view → A → B → C → tab view
        let itemView = NibCompilerTableTests.object(tabView["NSNextKeyView"], in: archive)
        #expect(itemView["NSNextKeyView"] == index("A").map { .object($0) })
        let a = NibCompilerConstraintTests.values(try #require(index("A")), in: archive)
        #expect(a["NSNextKeyView"] == index("B").map { .object($0) })
        let c = NibCompilerConstraintTests.values(try #require(index("C")), in: archive)
        let tabIndex = archive.objects.firstIndex { archive.className(of: $0) == "NSTabView" }
        #expect(c["NSNextKeyView"] == tabIndex.map { .object($0) })
    }

    /// An image-only check box: the image over the title (`outline_cellview`).
    @Test func anImageOnlyCheckBoxOverlapsItsImage() throws {
        let behavior = #"changeContents="YES" doesNotDimImage="YES" lightByContents="YES""#
        let archive = try NibCompilerTests.compiled(
            Self.view(
                Self.button(
                    cell: #"type="check" bezelStyle="regularSquare" imagePosition="only" inset="2""#, behavior: behavior
                )))
        let cell = NibCompilerTests.values(of: "NSButtonCell", in: archive)
        #expect(cell["NSButtonFlags"]?.integer == 0x4840_5100)
        #expect(cell["NSAuxButtonType"]?.integer == 3)
    }

    /// A visual effect view's settings as `NSVisualEffectView` numbers them (`HSChooserWindow`).
    @Test func aVisualEffectViewHasItsMaterial() throws {
        func effect(_ attributes: String) -> Data {
            Self.view(
                #"<visualEffectView \#(attributes) id="e"><rect key="frame" x="0" y="0" width="50" height="50"/></visualEffectView>"#
            )
        }
        let archive = try NibCompilerTests.compiled(
            effect(#"blendingMode="withinWindow" material="sidebar" state="active""#))
        let view = NibCompilerTests.values(of: "NSVisualEffectView", in: archive)
        #expect(view["NSVisualEffectViewBlendingMode"]?.integer == 1)
        #expect(view["NSVisualEffectViewState"]?.integer == 1)
        #expect(view["NSVisualEffectViewMaterial"]?.integer == 7)
        #expect(view["IBVisualEffectViewExternalMaterial"]?.integer == 7)
        #expect(view["NSVisualEffectViewMaskImage"] == .null)
        #expect(
            NibCompilerScrollTests.refusal(effect(#"material="glass""#))
                == "this visual effect view's settings have no known archived form")
    }

    @Test func anUnknownSystemColourIsRefused() {
        let source = Self.view(
            """
            <textField id="t1">
                <rect key="frame" x="20" y="51" width="360" height="22"/>
                <textFieldCell key="cell" id="t2">
                    <color key="textColor" name="systemPinkColor" catalog="System" colorSpace="catalog"/>
                </textFieldCell>
            </textField>
            """)
        #expect(throws: ArchiveReadError.self) { try NibCompiler().compile(source, file: "t.xib") }
    }

    @Test func aPopUpButtonHasItsMenuAndItems() throws {
        let archive = try NibCompilerTests.compiled(
            Self.view(
                """
                <popUpButton id="p1">
                    <rect key="frame" x="17" y="1" width="95" height="25"/>
                    <popUpButtonCell key="cell" type="roundTextured" bezelStyle="texturedRounded" imagePosition="left" \
                alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" inset="2" preferredEdge="maxY" id="p2">
                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                        <font key="font" metaFont="menu"/>
                        <menu key="menu" id="m1">
                            <items>
                                <menuItem title="Error" tag="7" enabled="NO" id="i1"/>
                                <menuItem isSeparatorItem="YES" id="i2"/>
                            </items>
                        </menu>
                    </popUpButtonCell>
                </popUpButton>
                """))
        let cell = NibCompilerTests.values(of: "NSPopUpButtonCell", in: archive)
        #expect(cell["NSCellFlags"] == .int32(0x440_0040))
        #expect(cell["NSButtonFlags"] == .int64(Int64(Int32(bitPattern: 0x86B8_4000))))
        #expect(cell["NSPreferredEdge"] == .int8(3))
        #expect(cell["NSSelectedIndex"] == .int64(-1))
        let items = archive.objects.filter { archive.className(of: $0) == "NSMenuItem" }
        #expect(items.count == 2)
        let first = NibCompilerTests.values(of: "NSMenuItem", in: archive)
        #expect(first["NSKeyEquivModMask"] == .int32(1 << 20))
        #expect(first["NSTag"]?.integer == 7 && first["NSIsDisabled"] == .bool(true) && first["NSIsSeparator"] == nil)
        #expect(first["NSMnemonicLoc"] == .int32(Int32.max))
        // Both items share one check-mark image and one mixed-state image.
        #expect(archive.objects.filter { archive.className(of: $0) == "NSCustomResource" }.count == 2)
        #expect(NibCompilerTests.values(of: "NSPopUpButton", in: archive)["NSHuggingPriority"] != nil)
    }

    /// A colour well (`test19_2_layouts`): its colour, border and dragged type; a newer style is
    /// refused.
    @Test func aColorWellHasItsColorAndBorder() throws {
        let well = """
            <colorWell bordered="NO" id="w1">
                <rect key="frame" x="0" y="0" width="44" height="28"/>
                <color key="color" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>
            </colorWell>
            """
        let archive = try NibCompilerTests.compiled(Self.view(well))
        let values = NibCompilerTests.values(of: "NSColorWell", in: archive)
        #expect(values["NSIsBordered"] == .bool(false))
        #expect(values["NSControlWritingDirection"]?.integer == 0)
        #expect(values["NSColor"] != nil && values["NSDragTypes"] != nil)
        let styled = Self.view(well.replacingOccurrences(of: #"bordered="NO""#, with: #"colorWellStyle="minimal""#))
        #expect(NibCompilerScrollTests.refusal(styled) == "a colour well's style has no known archived form yet")
    }

    /// A date picker (`datepicker`): its date, elements and cell flags; another style is refused.
    @Test func aDatePickerHasItsDateAndElements() throws {
        let picker = """
            <datePicker verticalHuggingPriority="750" id="d1">
                <rect key="frame" x="20" y="20" width="86" height="28"/>
                <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="d2">
                    <font key="font" metaFont="system"/>
                    <date key="date" timeIntervalSinceReferenceDate="678949666.5"/>
                    <datePickerElements key="datePickerElements" year="YES" month="YES" day="YES" hour="YES"/>
                </datePickerCell>
            </datePicker>
            """
        let archive = try NibCompilerTests.compiled(Self.view(picker))
        let cell = NibCompilerTests.values(of: "NSDatePickerCell", in: archive)
        #expect(cell["NSDatePickerElements"]?.integer == 0xE8)
        #expect(cell["NSCellFlags"]?.integer == 0x440_0000)
        #expect(NibCompilerTests.values(of: "NSDate", in: archive)["NS.time"] == .double(678_949_666.5))
        #expect(NibCompilerTests.values(of: "NSDatePicker", in: archive)["NSHuggingPriority"] == nil)
        let styled = Self.view(
            picker.replacingOccurrences(of: #"alignment="left""#, with: #"datePickerStyle="clockAndCalendar""#))
        #expect(
            NibCompilerScrollTests.refusal(styled)
                == "a date picker cell's 'datePickerStyle' has no known archived form yet")
    }

    /// A search field (`searchfield_no_completion`): a text field whose cell adds its bezel,
    /// button cells and recents; text completion turned off is stored on the cell.
    @Test func aSearchFieldHasItsButtonCells() throws {
        let field = """
            <searchField verticalHuggingPriority="750" textCompletion="NO" id="s1">
                <rect key="frame" x="20" y="20" width="200" height="22"/>
                <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \
            borderStyle="bezel" usesSingleLineMode="YES" bezelStyle="round" id="s2">
                    <font key="font" metaFont="system"/>
                </searchFieldCell>
            </searchField>
            """
        let archive = try NibCompilerTests.compiled(Self.view(field))
        let cell = NibCompilerTests.values(of: "NSSearchFieldCell", in: archive)
        #expect(cell["NSCellFlags"]?.integer == 0x1470_0041)
        #expect(cell["NSTextBezelStyle"]?.integer == 1)
        #expect(cell["NSAutomaticTextCompletionDisabled"] == .bool(true))
        #expect(cell["NSMaximumRecents"]?.integer == 255)
        let buttons = NibCompilerScrollTests.all("NSButtonCell", in: archive)
        #expect(
            buttons.map { NibCompilerScrollTests.text($0["NSAction"], in: archive) } == [
                "_searchFieldSearch:", "_searchFieldCancel:",
            ])
        #expect(buttons.last?["NSAccessibilityOverriddenAttributes"] != nil)
        #expect(NibCompilerTests.values(of: "NSSearchField", in: archive)["NSAllowsWritingTools"] == .bool(false))
        let recents = Self.view(
            field.replacingOccurrences(of: #"bezelStyle="round""#, with: #"bezelStyle="round" maximumRecents="5""#))
        #expect(
            NibCompilerScrollTests.refusal(recents)
                == "a search field's 'maximumRecents' has no known archived form yet")
    }

    /// A number formatter of no style (`numfmt_basic`): every attribute in its dictionary, the
    /// format its digits make, no contents on its cell; the object ids' 1 is the formatter's
    /// 1.0, the first equal number the archiver reaches (`numfmt_dedup`).
    @Test func aNumberFormatterHasEveryAttribute() throws {
        let field = """
            <textField id="t1">
                <rect key="frame" x="10" y="40" width="80" height="22"/>
                <textFieldCell key="cell" selectable="YES" editable="YES" id="t2">
                    <numberFormatter key="formatter" formatterBehavior="default10_4" usesGroupingSeparator="NO" \
            groupingSize="0" minimumIntegerDigits="2" maximumIntegerDigits="5" id="f1">
                        <nil key="negativeInfinitySymbol"/>
                        <real key="minimum" value="1"/>
                        <integer key="maximum" value="40"/>
                    </numberFormatter>
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        let archive = try NibCompilerTests.compiled(Self.view(field))
        let formatter = NibCompilerTests.values(of: "NSNumberFormatter", in: archive)
        #expect(NibCompilerScrollTests.text(formatter["NS.positiveformat"], in: archive) == "###00")
        let entries = NibCompilerConstraintTests.items(formatter["NS.attributes"], in: archive)
        let keys = stride(from: 0, to: entries.count, by: 2).map {
            NibCompilerScrollTests.text(.object(entries[$0]), in: archive) ?? ""
        }
        #expect(keys.count == 19 && keys == keys.sorted() && !keys.contains("negativeInfinitySymbol"))
        #expect(keys.contains("positiveInfinitySymbol") && keys.contains("minimum") && keys.contains("maximum"))
        #expect(NibCompilerTests.values(of: "NSTextFieldCell", in: archive)["NSContents"] == nil)
        let data = NibCompilerTests.values(of: "NSIBObjectData", in: archive)
        let firstID = try #require(NibCompilerConstraintTests.items(data["NSOidsValues"], in: archive).first)
        #expect(NibCompilerConstraintTests.values(firstID, in: archive)["NS.dblval"] == .double(1))
        let styled = Self.view(field.replacingOccurrences(of: #"groupingSize="0""#, with: #"numberStyle="decimal""#))
        #expect(
            NibCompilerScrollTests.refusal(styled)
                == "a number formatter's 'numberStyle' has no known archived form yet")
    }

    /// A date formatter of styles: its attributes, `en_AU`'s pattern (the corpus Mac's:
    /// `datacell_unparseable`, `textfield_formatter`), the cell's flag and a title without
    /// digits kept as text.
    @Test func aDateFormatterHasItsStylesAndPattern() throws {
        func field(_ formatter: String, title: String = #"title="Text Cell""#) -> Data {
            Self.view(
                """
                <textField id="t1">
                    <rect key="frame" x="10" y="40" width="80" height="22"/>
                    <textFieldCell key="cell" selectable="YES" editable="YES" \(title) id="t2">
                        <dateFormatter key="formatter" \(formatter) id="f1"/>
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                """)
        }
        let archive = try NibCompilerTests.compiled(
            field(#"dateStyle="long" timeStyle="short" doesRelativeDateFormatting="YES""#))
        let formatter = NibCompilerTests.values(of: "NSDateFormatter", in: archive)
        #expect(NibCompilerScrollTests.text(formatter["NS.format"], in: archive) == "d MMMM y 'at' h:mm\u{202F}a")
        #expect(formatter["NS.natural"] == .bool(false))
        let entries = NibCompilerConstraintTests.items(formatter["NS.attributes"], in: archive)
        let keys = stride(from: 0, to: entries.count, by: 2).map {
            NibCompilerScrollTests.text(.object(entries[$0]), in: archive) ?? ""
        }
        #expect(keys == ["dateStyle", "doesRelativeDateFormatting", "formatterBehavior", "timeStyle"])
        let cell = NibCompilerTests.values(of: "NSTextFieldCell", in: archive)
        #expect(NibCompilerScrollTests.text(cell["NSContents"], in: archive) == "Text Cell")
        #expect((cell["NSCellFlags2"]?.integer ?? 0) < 0)  // the top bit, sign-extended
        #expect(AppKitNibBuilder.datePattern(dateStyle: 1, timeStyle: 1) == "d/M/y, h:mm\u{202F}a")
        #expect(AppKitNibBuilder.datePattern(dateStyle: 4, timeStyle: 0) == "EEEE, d MMMM y")
        #expect(AppKitNibBuilder.datePattern(dateStyle: 0, timeStyle: 2) == "h:mm:ss\u{202F}a")
        let refusals: [(Data, String)] = [
            (field(#"dateStyle="short""#, title: #"title="1/2/25""#), "title with digits"),
            (field(#"dateFormat="yyyy""#), "'dateFormat'"),
            (field(""), "no style"),
        ]
        for (source, words) in refusals {
            let message = NibCompilerScrollTests.refusal(source)
            #expect(message?.contains(words) == true, "\(String(describing: message))")
        }
    }

    @Test func toolTipsAndAccessibilityBecomeConnectors() throws {
        let archive = try NibCompilerTests.compiled(
            Self.view(
                """
                <customView toolTip="Tip" id="v2">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <accessibility description="Confirm" help="Press"/>
                </customView>
                """))
        let help = NibCompilerTests.values(of: "NSIBHelpConnector", in: archive)
        #expect(help["NSDestination"] != nil)
        #expect(archive.objects.filter { archive.className(of: $0) == "NSNibAXAttributeConnector" }.count == 2)
        let data = NibCompilerTests.values(of: "NSIBObjectData", in: archive)
        #expect(data["NSAccessibilityOidsKeys"] != data["NSAccessibilityOidsValues"])
    }

    @Test func calibratedColoursKeepTenDigitsAndDropAnOpaqueAlpha() throws {
        let archive = try NibCompilerTests.compiled(
            Self.view(
                """
                <textField id="t1">
                    <rect key="frame" x="20" y="51" width="360" height="22"/>
                    <textFieldCell key="cell" id="t2">
                        <color key="textColor" red="0.05813049898" green="0.055541899059999997" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                        <color key="backgroundColor" white="0.75810480442176875" alpha="0.84705882352941175" colorSpace="calibratedWhite"/>
                    </textFieldCell>
                </textField>
                """))
        let texts = archive.values.compactMap { value -> String? in
            guard ["NSRGB", "NSWhite"].contains(archive.key(of: value)), case .data(let data) = value.payload else {
                return nil
            }
            return String(decoding: data, as: UTF8.self)
        }
        #expect(Set(texts) == ["0.05813049898 0.05554189906 1\0", "0.7581048044 0.8470588235\0"])
    }

    @Test func aTabViewWithoutItemsAndASeparatorBox() throws {
        let archive = try NibCompilerTests.compiled(
            Self.view(
                """
                <tabView type="noTabsNoBorder" id="tv">
                    <rect key="frame" x="0" y="0" width="480" height="270"/>
                </tabView>
                <box verticalHuggingPriority="750" boxType="separator" id="bx">
                    <rect key="frame" x="17" y="61" width="236" height="5"/>
                </box>
                """))
        let tabView = NibCompilerTests.values(of: "NSTabView", in: archive)
        #expect(tabView["NSTvFlags"] == .int8(6))
        #expect(tabView["NSAllowTruncatedLabels"] == .bool(true))
        let box = NibCompilerTests.values(of: "NSBox", in: archive)
        #expect(box["NSBoxType"] == .int8(2))
        #expect(box["NSBorderType"] == .int8(3))
        #expect(NibCompilerTests.values(of: "NSTextFieldCell", in: archive)["NSControlView"] == .null)
    }

    @Test func aTabViewWithItemsAndACustomBoxAreRefused() {
        for source in [
            #"<tabView id="tv"><tabViewItems><tabViewItem label="A" id="i"/></tabViewItems></tabView>"#,
            #"<box boxType="custom" title="Box" id="bx"><rect key="frame" x="0" y="0" width="10" height="10"/></box>"#,
        ] {
            #expect(throws: ArchiveReadError.self) { try NibCompiler().compile(Self.view(source), file: "t.xib") }
        }
    }

    @Test func anEmptyStackViewAndASplitView() throws {
        let archive = try NibCompilerTests.compiled(
            Self.view(
                """
                <stackView distribution="fill" orientation="vertical" alignment="trailing" spacing="4" \
                detachesHiddenViews="YES" id="st">
                    <rect key="frame" x="20" y="161" width="123" height="89"/>
                </stackView>
                <splitView vertical="YES" dividerStyle="thin" id="sp">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <subviews>
                        <customView id="p1"><rect key="frame" x="0.0" y="0.0" width="195" height="300"/></customView>
                    </subviews>
                </splitView>
                """))
        let stack = NibCompilerTests.values(of: "NSStackView", in: archive)
        #expect(stack["NSStackViewOrientation"] == .int8(1))
        #expect(stack["NSStackViewAlignment"] == .int8(6))
        #expect(stack["NSStackViewSecondaryAlignment"] == .int8(4))
        #expect(stack["NSStackViewSpacing"] == .float(4))
        #expect(stack["NSStackViewDetachesHiddenViews"] == .bool(true))
        let split = NibCompilerTests.values(of: "NSSplitView", in: archive)
        #expect(split["NSIsVertical"] == .bool(true))
        #expect(split["NSDividerStyle"] == .int8(2))
        // The pane clips to its bounds; the view around the split view does not.
        let clipping = archive.values.filter { archive.key(of: $0) == "NSViewClipsToBoundsKeyName" }
        #expect(clipping.map(\.payload) == [.bool(true)])
    }

    /// A stack view's views are its subviews and its beginning container's, translate no mask,
    /// and the stack view asks to be decoded first (`stackview_identifier`); a visibility
    /// priority other than 1000 is refused.
    @Test func aStackViewHoldsItsViewsInItsContainer() throws {
        let stack = """
            <stackView identifier="S" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0" y="0" width="100" height="20"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="c">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </customView>
                </subviews>
                <visibilityPriorities><integer value="1000"/></visibilityPriorities>
                <customSpacing><real value="3.4028234663852886e+38"/></customSpacing>
            </stackView>
            """
        let archive = try NibCompilerTests.compiled(Self.view(stack))
        let values = NibCompilerTests.values(of: "NSStackView", in: archive)
        #expect(NibCompilerScrollTests.text(values["NSReuseIdentifierKey"], in: archive) == "S")
        #expect(values["NSDoNotTranslateAutoresizingMask"] == .bool(true))
        let container = NibCompilerTests.values(of: "NSStackViewContainer", in: archive)
        #expect(
            NibCompilerConstraintTests.items(container["NSStackViewContainerNonDroppedViews"], in: archive).count == 1)
        #expect(
            NibCompilerScrollTests.all("NSCustomView", in: archive).last?["NSDoNotTranslateAutoresizingMask"]
                == .bool(true))
        let data = NibCompilerTests.values(of: "NSIBObjectData", in: archive)
        let connections = NibCompilerConstraintTests.items(data["NSConnections"], in: archive)
        #expect(connections.map { archive.className(of: archive.objects[$0]) }.first == "NSNibConnector")
        let hidden = Self.view(
            stack.replacingOccurrences(of: #"<integer value="1000"/>"#, with: #"<integer value="500"/>"#))
        #expect(
            NibCompilerScrollTests.refusal(hidden)
                == "a stack view's <visibilityPriorities> other than the default has no known archived form yet")
    }

    @Test func aWindowsToolbarIsItsViewClass() throws {
        let archive = try NibCompilerTests.compiled(
            NibCompilerTests.xib(
                """
                <window title="W" id="w1">
                    <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                    <view key="contentView" id="v1"><rect key="frame" x="0.0" y="0.0" width="480" height="270"/></view>
                    <toolbar key="toolbar" implicitIdentifier="TB1" displayMode="iconAndLabel" sizeMode="regular" id="tb">
                        <allowedToolbarItems>
                            <toolbarItem implicitItemIdentifier="NSToolbarFlexibleSpaceItem" id="i1"/>
                            <toolbarItem implicitItemIdentifier="NSToolbarSpaceItem" id="i2"/>
                        </allowedToolbarItems>
                        <defaultToolbarItems><toolbarItem reference="i2"/></defaultToolbarItems>
                    </toolbar>
                </window>
                """))
        let window = NibCompilerTests.values(of: "NSWindowTemplate", in: archive)
        guard case .object(let toolbar)? = window["NSViewClass"] else {
            Issue.record("no toolbar")
            return
        }
        #expect(archive.className(of: archive.objects[toolbar]) == "NSToolbar")
        #expect(window["NSMaxSize"] == nil)
        let values = NibCompilerTests.values(of: "NSToolbar", in: archive)
        #expect(values["NSToolbarDisplayMode"] == .int8(1))
        let space = NibCompilerTests.values(of: "NSToolbarFlexibleSpaceItem", in: archive)
        #expect(space["NSToolbarItemTag"] == .int64(-1))
        let unknown = NibCompilerTests.xib(
            #"<window id="w"><toolbar key="toolbar" id="t"><allowedToolbarItems><toolbarItem implicitItemIdentifier="X" id="x"/></allowedToolbarItems></toolbar></window>"#
        )
        #expect(throws: ArchiveReadError.self) { try NibCompiler().compile(unknown, file: "t.xib") }
    }

    /// NibKit's grey profile: an ICC v4 monochrome display profile with its own description and
    /// copyright, the D50 white point, and the sRGB curve (gamma 2.2 nominally, 2.233 fitted).
    @Test func theGreyProfileIsAWellFormedICCProfile() throws {
        let bytes = [UInt8](ICCProfile.gray)
        func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        func text(_ offset: Int) -> String { String(decoding: bytes[offset..<offset + 4], as: UTF8.self) }
        #expect(word(0) == bytes.count)
        #expect(word(8) == 0x0430_0000)
        #expect([text(12), text(16), text(20), text(36)] == ["mntr", "GRAY", "XYZ ", "acsp"])
        let tags = (0..<word(128)).map { text(132 + 12 * $0) }
        #expect(tags == ["desc", "cprt", "wtpt", "kTRC"])
        for index in 0..<tags.count {
            let offset = word(132 + 12 * index + 4)
            #expect(offset % 4 == 0)
            #expect(offset + word(132 + 12 * index + 8) <= bytes.count)
        }
        let summary = try #require(ICCProfileSummary(ICCProfile.gray))
        #expect(summary.colorSpace == "GRAY")
        #expect(abs((summary.gammas["kTRC"] ?? 0) - 2.233) < 0.005)
        let utf16 = Data(ICCProfile.copyright.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        #expect(ICCProfile.gray.range(of: utf16) != nil)
    }
}
