import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import NibArchive

/// `NibCompiler` on table and outline views of cells in their scroll views: the keys ibtool
/// writes for the table, its columns, header and corner views (from `sv_hs_visible`,
/// `test_sort_desc` and `test_outline_header` of the compiled corpus), how the scroll view is
/// tiled around them, and the refusals.
@Suite struct NibCompilerTableTests {
    /// A bezelled scroll view 300 × 200 holding a table (`element`, with `attributes`) of
    /// `columns`, under a 23-point header unless `header` is false.
    static func xib(
        element: String = "tableView", attributes: String = "", scroll: String = #"autohidesScrollers="YES""#,
        columns: String = column(), header: Bool = true, verticalScroller: String = #"hidden="YES""#
    ) -> Data {
        NibCompilerControlTests.view(
            """
            <scrollView \(scroll) id="sv">
                <rect key="frame" x="20" y="20" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <clipView key="contentView" id="cv">
                    <rect key="frame" x="1" y="1" width="298" height="198"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <\(element) \(attributes) \(header ? #"headerView="hv""# : "") id="tv">
                            <rect key="frame" x="0.0" y="0.0" width="298" height="175"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <size key="intercellSpacing" width="3" height="2"/>
                            <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                            <color key="gridColor" name="gridColor" catalog="System" colorSpace="catalog"/>
                            <tableColumns>
            \(columns)
                            </tableColumns>
                        </\(element)>
                    </subviews>
                </clipView>
                <scroller key="horizontalScroller" hidden="YES" horizontal="YES" id="hs">
                    <rect key="frame" x="-100" y="-100" width="283" height="15"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
                <scroller key="verticalScroller" \(verticalScroller) horizontal="NO" id="vs">
                    <rect key="frame" x="283" y="24" width="15" height="175"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
                \(header ? #"<tableHeaderView key="headerView" id="hv"><rect key="frame" x="0.0" y="0.0" width="298" height="23"/><autoresizingMask key="autoresizingMask"/></tableHeaderView>"# : "")
            </scrollView>
            """)
    }

    /// A column `width` wide whose data cell is `cell`.
    static func column(
        _ attributes: String = #"identifier="name""#, width: Int = 100, resizing: String = #"resizeWithTable="YES""#,
        cell: String = #"<textFieldCell key="dataCell" lineBreakMode="truncatingTail" title="Text" id="dc"/>"#
    ) -> String {
        """
        <tableColumn \(attributes) width="\(width)" minWidth="40" maxWidth="1000" id="c\(width)">
            <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="left" title="Name">
                <font key="font" metaFont="smallSystem"/>
            </tableHeaderCell>
            \(cell)
            <tableColumnResizingMask key="resizingMask" \(resizing)/>
        </tableColumn>
        """
    }

    /// The values of the object `payload` names, by key.
    static func object(_ payload: NIBArchive.Payload?, in archive: NIBArchive) -> [String: NIBArchive.Payload] {
        guard case .object(let index)? = payload else { return [:] }
        return NibCompilerConstraintTests.values(index, in: archive)
    }

    /// The frame (`NSFrame` or `NSFrameSize`) an object's values give.
    static func frame(_ values: [String: NIBArchive.Payload], in archive: NIBArchive) -> String? {
        NibCompilerScrollTests.text(values["NSFrame"] ?? values["NSFrameSize"], in: archive)
    }

    @Test func aTableIsArchivedWithItsColumnsHeaderAndCornerView() throws {
        let archive = try NibCompilerTests.compiled(Self.xib(columns: Self.column(#"identifier="name" editable="NO""#)))
        let table = NibCompilerTests.values(of: "NSTableView", in: archive)
        // The clip view sizes its table both ways; the table fills it below the header.
        #expect(table["NSvFlags"]?.integer == 0x112)
        #expect(Self.frame(table, in: archive) == "{298, 175}")
        #expect(table["NSRowHeight"] == .double(17))
        #expect(table["NSIntercellSpacingWidth"] == .double(3))
        #expect(table["NSColumnAutoresizingStyle"]?.integer == 1)
        #expect(table["NSDraggingSourceMaskForLocal"] == .int64(-1))
        #expect(table["NSAllowsTypeSelect"] == .bool(true))
        #expect(table["NSTableViewGroupRowStyle"]?.integer == 1)
        #expect(table["NSControlSendActionMask"]?.integer == 0)

        let column = NibCompilerTests.values(of: "NSTableColumn", in: archive)
        #expect(NibCompilerScrollTests.text(column["NSIdentifier"], in: archive) == "name")
        #expect(column["NSWidth"] == .double(100))
        #expect(column["NSResizingMask"]?.integer == 1)
        #expect(column["NSIsResizeable"] == .bool(true))
        #expect(column["NSIsEditable"] == nil)
        let dataCell = Self.object(column["NSDataCell"], in: archive)
        let tableIndex = archive.objects.firstIndex { archive.className(of: $0) == "NSTableView" }
        #expect(dataCell["NSControlView"] == tableIndex.map { .object($0) })
        // The header cell: a bordered text cell in ibtool's header font, whatever the source's.
        let header = Self.object(column["NSHeaderCell"], in: archive)
        #expect(header["NSCellFlags"]?.integer == 0x480_0040)
        let font = Self.object(header["NSSupport"], in: archive)
        #expect(font["NSSize"] == .double(11))
        #expect(font["NSTextStyleDescriptor"] != nil)

        // The header view, in a clip view of its own at the top; the content clip view's
        // bounds start above the rows by the header's height.
        let headerView = NibCompilerTests.values(of: "NSTableHeaderView", in: archive)
        #expect(Self.frame(headerView, in: archive) == "{298, 23}")
        let clips = NibCompilerScrollTests.all("NSClipView", in: archive)
        #expect(clips.count == 2)
        #expect(
            clips.compactMap { NibCompilerScrollTests.text($0["NSBounds"], in: archive) } == ["{{0, -23}, {298, 198}}"])
        #expect(clips.compactMap { Self.frame($0, in: archive) }.contains("{{1, 1}, {298, 23}}"))
        // The corner view stands in the scroll view, hidden with the vertical scroller.
        let corner = NibCompilerTests.values(of: "_NSCornerView", in: archive)
        #expect(Self.frame(corner, in: archive) == "{17, 28}")
        #expect(corner["NSvFlags"] == .int64(Int64(bitPattern: 0xFFFF_FFFF_8000_0100)))
        let scrollView = NibCompilerTests.values(of: "NSScrollView", in: archive)
        #expect(scrollView["NSCornerView"] != nil && scrollView["NSHeaderClipView"] != nil)
        // The table sets the line amounts to a row and its spacing: 19 points.
        #expect(
            scrollView["NSScrollAmts"]
                == .data(Data([0x41, 0x20, 0, 0, 0x41, 0x20, 0, 0, 0x41, 0x98, 0, 0, 0x41, 0x98, 0, 0])))
        // Nothing to scroll, and scrollers autohide: both are hidden.
        for scroller in NibCompilerScrollTests.all("NSScroller", in: archive) {
            #expect(scroller["NSvFlags"] == .int64(Int64(bitPattern: 0xFFFF_FFFF_8000_0100)))
        }
    }

    /// `NSTvFlags` holds the table's settings, each in its own bit, sign-extended from 32 bits.
    @Test func theTableFlagsHoldTheSettings() async {
        let settings: [(String, String, Int)] = [
            ("columnReordering", "NO", -TableBits.reordering), ("columnResizing", "NO", -TableBits.resizing),
            ("emptySelection", "NO", -TableBits.empty), ("multipleSelection", "NO", -TableBits.multiple),
            ("columnSelection", "YES", TableBits.columnSelection), ("autosaveColumns", "NO", -TableBits.autosave),
        ]
        await propertyCheck(count: 40, input: Gen.int(in: 0...(1 << settings.count) - 1)) { choice in
            // From the defaults, a table as wide as its clip view, resizing uniformly.
            let (attributes, expected) = NibCompilerTests.settings(choice, settings, base: 0xDB40_8000)
            guard let archive = try? NibCompilerTests.compiled(Self.xib(attributes: attributes)) else {
                Issue.record("\(attributes) did not compile")
                return
            }
            let flags = NibCompilerTests.values(of: "NSTableView", in: archive)["NSTvFlags"]
            #expect(flags?.integer == Int(Int32(truncatingIfNeeded: expected)), "\(attributes)")
        }
    }

    /// The flags' bits, as the pairs show them.
    enum TableBits {
        static let reordering = 0x8000_0000
        static let resizing = 0x4000_0000
        static let empty = 0x1000_0000
        static let multiple = 0x800_0000
        static let columnSelection = 0x400_0000
        static let autosave = 0x100_0000
    }

    /// Alternating rows and a grid set their bits, and the two-bit field the pairs fit: 1 for
    /// alternating rows without a grid, 2 otherwise, 3 for a table wider than its clip view
    /// (`sv_hs_visible`, `test_table_vignettes`, `test_outline_header`).
    @Test func alternatingRowsAndTheGridSetTheirBits() throws {
        func flags(
            _ attributes: String, grid: Bool = false, scroll: String = #"autohidesScrollers="YES""#, width: Int = 100
        ) throws -> Int {
            let xib = Self.xib(
                attributes: attributes, scroll: scroll, columns: Self.column(width: width), verticalScroller: "")
            var source = String(decoding: xib, as: UTF8.self)
            if grid {
                source = source.replacingOccurrences(
                    of: "<tableColumns>",
                    with: #"<tableViewGridLines key="gridStyleMask" vertical="YES" horizontal="YES"/><tableColumns>"#)
            }
            let archive = try NibCompilerTests.compiled(Data(source.utf8))
            return (NibCompilerTests.values(of: "NSTableView", in: archive)["NSTvFlags"]?.integer ?? 0) & 0xFFFF_FFFF
        }
        let alternating = #"alternatingRowBackgroundColors="YES""#
        #expect(try flags(alternating) == 0xDBA0_8000)
        #expect(try flags(alternating, grid: true) == 0xFBC0_8000)
        #expect(try flags(#"columnAutoresizingStyle="lastColumnOnly""#) == 0xDB40_0000)
        #expect(try flags(#"columnAutoresizingStyle="lastColumnOnly""#, scroll: "") == 0xDB40_0000)
        let wide = #"columnAutoresizingStyle="lastColumnOnly""#
        #expect(try flags(wide, scroll: "", width: 290) == 0xDB60_0000)
    }

    /// A uniformly resizing table is as wide as its clip view, and its columns that resize with
    /// it take the change when they do not fit (`test_outline_small_sv`); any other table is
    /// widened past its columns when the vertical scroller shows (`test_outline_header`,
    /// `test_table_header_first_col`), its vertical scroller and corner view placed beside it.
    @Test func theTableIsTiledInItsClipView() throws {
        // The vertical scroller shows: the clip view is 281 wide.
        let uniform = try NibCompilerTests.compiled(
            Self.xib(scroll: "", columns: Self.column(width: 290), verticalScroller: ""))
        #expect(Self.frame(NibCompilerTests.values(of: "NSTableView", in: uniform), in: uniform) == "{281, 175}")
        #expect(NibCompilerTests.values(of: "NSTableColumn", in: uniform)["NSWidth"] == .double(273))

        let last = try NibCompilerTests.compiled(
            Self.xib(
                attributes: #"columnAutoresizingStyle="lastColumnOnly""#, scroll: "", columns: Self.column(width: 290),
                verticalScroller: ""))
        let table = NibCompilerTests.values(of: "NSTableView", in: last)
        #expect(Self.frame(table, in: last) == "{322, 175}")  // 290 + 3, and 29
        #expect(NibCompilerTests.values(of: "NSTableColumn", in: last)["NSWidth"] == .double(290))
        #expect(NibCompilerScrollTests.all("NSScroller", in: last).first?["NSEnabled"] == .bool(true))
        let corner = NibCompilerTests.values(of: "_NSCornerView", in: last)
        #expect(Self.frame(corner, in: last) == "{{282, 1}, {18, 23}}")
        #expect(corner["NSvFlags"]?.integer == 0x100)
        let scrollers = NibCompilerScrollTests.all("NSScroller", in: last)
        #expect(scrollers.compactMap { Self.frame($0, in: last) }.contains("{{282, 24}, {17, 175}}"))
    }

    @Test func withoutAHeaderTheCornerViewIsTheTablesAlone() throws {
        let archive = try NibCompilerTests.compiled(Self.xib(header: false))
        let corner = NibCompilerTests.values(of: "_NSCornerView", in: archive)
        #expect(corner["NSSuperview"] == nil && corner["NSNextResponder"] == .null)
        #expect(corner["NSvFlags"]?.integer == 0x100)
        #expect(NibCompilerTests.values(of: "NSScrollView", in: archive)["NSCornerView"] == nil)
        #expect(Self.frame(NibCompilerTests.values(of: "NSTableView", in: archive), in: archive) == "{298, 198}")
        #expect(NibCompilerTests.values(of: "NSClipView", in: archive)["NSBounds"] == nil)
    }

    /// A column without an identifier gets Interface Builder's automatic one
    /// (`sv_nohs_wide_col`); image cells are text cells once they have a font
    /// (`imagecell_datacell_font`); a check box cell is the switch (`test_outline_small_sv`).
    @Test func columnsAndTheirDataCells() throws {
        let image =
            #"<imageCell key="dataCell" refusesFirstResponder="YES" alignment="left" id="i"><font key="font" metaFont="system"/></imageCell>"#
        let check = """
            <buttonCell key="dataCell" type="check" bezelStyle="regularSquare" imagePosition="left" alignment="center" inset="2" id="b">
                <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                <font key="font" metaFont="cellTitle"/>
            </buttonCell>
            """
        let archive = try NibCompilerTests.compiled(
            Self.xib(columns: Self.column("", width: 50, cell: image) + Self.column("", width: 60, cell: check)))
        let columns = NibCompilerScrollTests.all("NSTableColumn", in: archive)
        #expect(
            columns.map { NibCompilerScrollTests.text($0["NSIdentifier"], in: archive) }
                == ["AutomaticTableColumnIdentifier.0", "AutomaticTableColumnIdentifier.1"])
        let imageCell = NibCompilerTests.values(of: "NSImageCell", in: archive)
        #expect(imageCell["NSCellFlags"]?.integer == 0x400_0000)
        #expect(imageCell["NSSupport"] != nil)
        let button = NibCompilerTests.values(of: "NSButtonCell", in: archive)
        #expect(button["NSAuxButtonType"]?.integer == 3)
        #expect(button["NSButtonFlags"]?.integer == 0x4838_5100)
        let alternate = Self.object(button["NSAlternateImage"], in: archive)
        #expect(NibCompilerScrollTests.text(alternate["NSImageName"], in: archive) == "NSSwitch")
    }

    /// A source list highlights its selection and drop target as one; rows of automatic height
    /// (`HSChooserWindow`).
    @Test func aSourceListOfAutomaticRowHeights() throws {
        let archive = try NibCompilerTests.compiled(
            Self.xib(attributes: #"selectionHighlightStyle="sourceList" usesAutomaticRowHeights="YES""#))
        let table = NibCompilerTests.values(of: "NSTableView", in: archive)
        #expect(table["NSTableViewSelectionHighlightStyle"]?.integer == 1)
        #expect(table["NSTableViewDraggingDestinationStyle"]?.integer == 1)
        #expect(table["NSTableViewUseARH"] == .bool(true))
        #expect(
            NibCompilerScrollTests.refusal(Self.xib(attributes: #"selectionHighlightStyle="none""#))
                == "the selection highlight style 'none' has no known archived form yet")
    }

    @Test func anOutlineViewArchivesItsIndentation() throws {
        let archive = try NibCompilerTests.compiled(
            Self.xib(element: "outlineView", attributes: #"indentationPerLevel="16" autosaveExpandedItems="YES""#))
        let outline = NibCompilerTests.values(of: "NSOutlineView", in: archive)
        #expect(outline["NSOutlineViewIndentationPerLevelKey"] == .float(16))
        #expect(outline["NSOutlineViewAutoresizesOutlineColumnKey"] == .bool(false))
        #expect(outline["NSOutlineViewAutosaveExpandedItemsKey"] == .bool(true))
        #expect(outline["NSOutineViewStronglyReferencesItems"] == .bool(true))
    }

    /// A cell view prototype with a text field and its outlet.
    static func prototype(_ identifier: String?, field: String) -> String {
        """
        <prototypeCellViews>
            <tableCellView \(identifier.map { #"identifier="\#($0)""# } ?? "") id="cv\(field)">
                <rect key="frame" x="1" y="1" width="98" height="17"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <textField id="\(field)">
                        <rect key="frame" x="0" y="0" width="98" height="16"/>
                        <textFieldCell key="cell" title="Cell" id="\(field)c"><font key="font" usesAppearanceFont="YES"/></textFieldCell>
                    </textField>
                </subviews>
                <connections><outlet property="textField" destination="\(field)" id="o\(field)"/></connections>
            </tableCellView>
        </prototypeCellViews>
        """
    }

    /// A view-based table keeps each cell view prototype twice (`outline_cellview`,
    /// `reusable_views_order`): as an object listed under its column that only its outlets
    /// reach, and as a nib of its own in `NSTableViewArchivedReusableViewsKey`, by reuse
    /// identifier (the cell view's, else the column's), sorted.
    @Test func aViewBasedTableKeepsItsPrototypesAsNibs() throws {
        let columns =
            Self.column(#"identifier="Zebra""#, width: 100, cell: Self.prototype(nil, field: "z"))
            + Self.column(#"identifier="other""#, width: 90, cell: Self.prototype("Middle", field: "m"))
        let archive = try NibCompilerTests.compiled(Self.xib(attributes: #"viewBased="YES""#, columns: columns))
        let table = NibCompilerTests.values(of: "NSTableView", in: archive)
        #expect(NibCompilerConstraintTests.items(table["NSSubviews"], in: archive).isEmpty)
        let entries = NibCompilerConstraintTests.items(table["NSTableViewArchivedReusableViewsKey"], in: archive)
        #expect(
            stride(from: 0, to: entries.count, by: 2).map {
                NibCompilerScrollTests.text(.object(entries[$0]), in: archive)
            }
                == ["Middle", "Zebra"])
        let nib = NibCompilerConstraintTests.values(entries[1], in: archive)
        #expect(nib["NSNibFileIsKeyed"] == .bool(true) && nib["NSNibFileUseParentBundle"] == .bool(true))
        guard case .data(let bytes)? = Self.object(nib["NSNibFileData"], in: archive)["NS.bytes"] else {
            Issue.record("no nib data")
            return
        }
        let embedded = try NIBArchiveDecoder().decode(bytes)
        let cellView = NibCompilerTests.values(of: "NSTableCellView", in: embedded)
        #expect(NibCompilerScrollTests.text(cellView["NSReuseIdentifierKey"], in: embedded) == "Middle")
        #expect(cellView["NSNextResponder"] == .null)
        let data = NibCompilerTests.values(of: "NSIBObjectData", in: embedded)
        let owner = Self.object(data["NSRoot"], in: embedded)
        #expect(owner["IBClassReference"] == nil)
        let listed = NibCompilerConstraintTests.items(data["NSObjectsKeys"], in: embedded)
        let last = NibCompilerConstraintTests.values(try #require(listed.last), in: embedded)
        #expect(NibCompilerScrollTests.text(last["NSClassName"], in: embedded) == "NSApplication")
        #expect(NibCompilerConstraintTests.items(data["NSConnections"], in: embedded).count == 1)
        let font = NibCompilerTests.values(of: "NSFont", in: embedded)
        #expect(font["NSFontUsesAppearanceFontSize"] == .bool(true))
        // The main nib keeps each prototype too, listed under its column, and its outlet.
        #expect(NibCompilerScrollTests.all("NSTableCellView", in: archive).count == 2)
        let main = NibCompilerTests.values(of: "NSIBObjectData", in: archive)
        #expect(NibCompilerConstraintTests.items(main["NSConnections"], in: archive).count == 2)
    }

    @Test func otherTablesAndCellsAreRefused() {
        let cases: [(Data, String)] = [
            (Self.xib(attributes: #"floatsGroupRows="NO""#), "'floatsGroupRows'"),
            (Self.xib(columns: Self.column(cell: Self.prototype(nil, field: "f"))), "cell view prototypes"),
            (Self.xib(attributes: #"rowSizeStyle="medium""#), "row size style 'medium'"),
            (Self.xib(columns: Self.column(cell: #"<sliderCell key="dataCell" id="s"/>"#)), "data cell <sliderCell>"),
            (Self.xib(columns: Self.column(#"hidden="YES""#)), "column's 'hidden'"),
        ]
        for (source, words) in cases {
            let message = NibCompilerScrollTests.refusal(source)
            #expect(message?.contains(words) == true, "\(String(describing: message))")
        }
    }
}

extension NibCompilerTableTests {
    /// An outline view's prototypes go where ibtool puts them (`outline_cellview`,
    /// `reusable_views_order`): the outline column's 10 points in from the source and 15
    /// narrower than the column, the next column's 3 points after it, in the listed copy and in
    /// the embedded nib alike; a table's keep the source's frames.
    @Test(arguments: [true, false])
    func anOutlineViewPlacesItsPrototypes(outline: Bool) throws {
        let columns =
            Self.column(#"identifier="Name""#, width: 100, cell: Self.prototype(nil, field: "n"))
            + Self.column(#"identifier="Size""#, width: 90, cell: Self.prototype(nil, field: "s"))
        let archive = try NibCompilerTests.compiled(
            Self.xib(
                element: outline ? "outlineView" : "tableView",
                attributes: #"viewBased="YES" \#(outline ? #"outlineTableColumn="c100""# : "")"#, columns: columns))
        let cellViews = archive.objects.filter { archive.className(of: $0) == "NSTableCellView" }.map { object in
            archive.values(of: object).first { archive.key(of: $0) == "NSFrame" }.flatMap {
                NibCompilerScrollTests.text($0.payload, in: archive)
            }
        }
        let expected =
            outline ? ["{{11, 1}, {85, 17}}", "{{99, 1}, {98, 17}}"] : ["{{1, 1}, {98, 17}}", "{{1, 1}, {98, 17}}"]
        #expect(cellViews == expected)
        let table = NibCompilerTests.values(of: outline ? "NSOutlineView" : "NSTableView", in: archive)
        let entries = NibCompilerConstraintTests.items(table["NSTableViewArchivedReusableViewsKey"], in: archive)
        let nib = NibCompilerConstraintTests.values(entries[1], in: archive)
        guard case .data(let bytes)? = Self.object(nib["NSNibFileData"], in: archive)["NS.bytes"] else {
            Issue.record("no nib data")
            return
        }
        let embedded = try NIBArchiveDecoder().decode(bytes)
        let frame = NibCompilerTests.values(of: "NSTableCellView", in: embedded)["NSFrame"]
        #expect(NibCompilerScrollTests.text(frame, in: embedded) == expected[0])
    }
}
