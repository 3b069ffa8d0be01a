import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on a table view controller with static content: the sections as UIKit's
/// private `UITableViewDataSource`, `UITableViewSection` and `UITableViewRow` with the keys
/// their decoders read, handed to the controller by the view nib's `staticDataSource` outlet,
/// the cells' connections in the same nib, read back into the source's tree; static content
/// anywhere Interface Builder does not allow it is refused at its line.
@Suite struct UIKitStaticTableCompilerTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="settings">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="settings" customClass="SettingsController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \
        dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" \
        sectionFooterHeight="18" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" id="account">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" \
        indentationWidth="10" rowHeight="60" textLabel="name" style="IBUITableViewCellStyleDefault" id="profile">
                                                <rect key="frame" x="0.0" y="18" width="320" height="60"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" \
        multipleTouchEnabled="YES" contentMode="center" tableViewCell="profile" id="profileContent">
                                                    <rect key="frame" x="0.0" y="0.0" width="287" height="60"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Profile" id="name">
                                                            <rect key="frame" x="16" y="0.0" width="263" height="60"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <connections>
                                                    <segue destination="detail" kind="show" identifier="profile" id="seg"/>
                                                </connections>
                                            </tableViewCell>
                                            <tableViewCell contentMode="scaleToFill" indentationWidth="10" rowHeight="44" id="plain">
                                                <rect key="frame" x="0.0" y="78" width="320" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" \
        multipleTouchEnabled="YES" contentMode="center" tableViewCell="plain" id="plainContent">
                                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection footerTitle="Version 1" id="about">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" indentationWidth="10" id="toggleCell">
                                                <rect key="frame" x="0.0" y="158" width="320" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" \
        multipleTouchEnabled="YES" contentMode="center" tableViewCell="toggleCell" id="toggleContent">
                                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                                    <subviews>
                                                        <switch opaque="NO" contentMode="scaleToFill" on="YES" id="toggle">
                                                            <rect key="frame" x="255" y="6" width="51" height="31"/>
                                                            <connections>
                                                                <action selector="toggled:" destination="settings" eventType="valueChanged" id="act"/>
                                                            </connections>
                                                        </switch>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                                <connections>
                                    <outlet property="dataSource" destination="settings" id="ds"/>
                                    <outlet property="delegate" destination="settings" id="dg"/>
                                </connections>
                            </tableView>
                            <connections>
                                <outlet property="toggle" destination="toggle" id="out"/>
                            </connections>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailView">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func output(_ text: String = storyboard) throws(ArchiveReadError) -> NibCompiler.Output {
        try NibCompiler().compile(Data(text.utf8), file: "Main.storyboard")
    }

    static func viewNib(_ output: NibCompiler.Output) throws -> NIBArchive {
        try NIBArchiveDecoder().decode(try #require(output.files.first { $0.path == "settings-view-table.nib" }).data)
    }

    /// The object `key` of object `index` holds, if it holds one.
    static func object(_ nib: NIBArchive, _ index: Int, _ key: String) -> Int? {
        if case .object(let object)? = nib.value(index, key) { return object }
        return nil
    }

    /// The items of the list `key` of object `index` holds.
    static func items(_ nib: NIBArchive, _ index: Int, _ key: String) -> [Int] {
        object(nib, index, key).map { nib.items($0) } ?? []
    }

    /// The outlets of `nib` named `label`, as source and destination.
    static func outlets(_ nib: NIBArchive, _ label: String) -> [(source: Int?, destination: Int?)] {
        nib.indices(ofClass: "UIRuntimeOutletConnection").filter { nib.string($0, "UILabel") == label }.map {
            (object(nib, $0, "UISource"), object(nib, $0, "UIDestination"))
        }
    }

    /// The sections are a data source's `UITableSections`, each with its titles and rows; a row
    /// holds its cell, and its own height only when it is not the table's (the second row's
    /// `rowHeight="44"` is the table's, which the decoder falls back to).
    @Test func theSectionsAreADataSourceOfSectionsOfRows() throws {
        let nib = try Self.viewNib(try Self.output())
        let source = try #require(nib.indices(ofClass: "UITableViewDataSource").first)
        let sections = Self.items(nib, source, "UITableSections")
        try #require(sections.count == 2)
        #expect(sections.allSatisfy { nib.className(of: nib.objects[$0]) == "UITableViewSection" })
        #expect(nib.string(sections[0], "UITableSectionHeaderTitle") == "Account")
        #expect(nib.value(sections[0], "UITableSectionFooterTitle") == nil)
        #expect(nib.string(sections[1], "UITableSectionFooterTitle") == "Version 1")
        let rows = Self.items(nib, sections[0], "UITableSectionRows")
        try #require(rows.count == 2)
        #expect(nib.value(rows[0], "UITableRowHeight") == .float(60))
        #expect(nib.value(rows[1], "UITableRowHeight") == nil)
        #expect(Self.items(nib, sections[1], "UITableSectionRows").count == 1)
        let cells = rows.compactMap { Self.object(nib, $0, "UITableRowCell") }
        #expect(cells.count == 2)
        #expect(cells.allSatisfy { nib.className(of: nib.objects[$0]) == "UITableViewCell" })
        // The table asks the data source for its cells: they are none of its subviews.
        let table = try #require(nib.indices(ofClass: "UITableView").first)
        #expect(Self.items(nib, table, "UISubviews").allSatisfy { !cells.contains($0) })
    }

    /// A comment for localizers, on a section or a view, is the strings export's: it compiles to
    /// nothing.
    @Test func aCommentForLocalizersIsNotArchived() throws {
        let comment = "Shown above the account rows"
        let text = Self.storyboard.replacingOccurrences(
            of: #"<tableViewSection headerTitle="Account" id="account">"#,
            with:
                #"<tableViewSection headerTitle="Account" id="account"><string key="userComments">\#(comment)</string>"#
        ).replacingOccurrences(
            of: #"<rect key="frame" x="16" y="0.0" width="263" height="60"/>"#,
            with:
                #"<rect key="frame" x="16" y="0.0" width="263" height="60"/><string key="userComments">\#(comment)</string>"#
        )
        let nib = try Self.viewNib(try Self.output(text))
        let strings = nib.indices(ofClass: "NSString").compactMap(nib.text(ofString:))
        #expect(strings.contains("Account"))
        #expect(!strings.contains(comment))
    }

    /// File's Owner, the controller, gets the data source by its `staticDataSource` outlet (the
    /// private setter `-_setStaticDataSource:`), after its `view`; the controller's nib holds no
    /// `UITableViewControllerStaticDataSource`.
    @Test func theControllerIsHandedTheDataSourceByAnOutletOfTheViewNib() throws {
        let output = try Self.output()
        let nib = try Self.viewNib(output)
        let owner = try #require(
            nib.indices(ofClass: "UIProxyObject").first {
                nib.string($0, "UIProxiedObjectIdentifier") == "IBFilesOwner"
            })
        let source = try #require(nib.indices(ofClass: "UITableViewDataSource").first)
        let handed = Self.outlets(nib, "staticDataSource")
        #expect(handed.count == 1)
        #expect(handed.first?.source == owner && handed.first?.destination == source)
        let connections = Self.items(nib, 0, "UINibConnectionsKey")
        let labels = connections.compactMap { nib.string($0, "UILabel") }
        #expect(labels.firstIndex(of: "view").map { $0 < (labels.firstIndex(of: "staticDataSource") ?? 0) } == true)
        let controllerNib = try NIBArchiveDecoder().decode(
            try #require(output.files.first { $0.path.hasPrefix("UITableViewController-") }).data)
        #expect(controllerNib.indices(ofClass: "UITableViewDataSource").isEmpty)
    }

    /// What the cells hold connects in the view nib: the first row's segue through the
    /// placeholder of its template, the controller's outlet to the switch, the switch's action.
    @Test func theCellsConnectionsAreTheViewNibs() throws {
        let nib = try Self.viewNib(try Self.output())
        let cell = try #require(
            nib.indices(ofClass: "UITableViewCell").first { index in
                Self.outlets(nib, "selectionSegueTemplate").contains { $0.source == index }
            })
        let trigger = try #require(Self.outlets(nib, "selectionSegueTemplate").first { $0.source == cell }?.destination)
        #expect(nib.string(trigger, "UIProxiedObjectIdentifier")?.hasPrefix("UpstreamPlaceholder-") == true)
        let toggle = try #require(nib.indices(ofClass: "UISwitch").first)
        #expect(Self.outlets(nib, "toggle").first?.destination == toggle)
        let actions = nib.indices(ofClass: "UIRuntimeEventConnection").filter {
            nib.string($0, "UILabel") == "toggled:"
        }
        #expect(actions.map { Self.object(nib, $0, "UISource") } == [toggle])
    }

    /// The bundle reads back into the source's tree: the table's `staticSections` with their
    /// titles and cells, the first cell with its own row height, and no `staticDataSource` outlet.
    @Test func theBundleReadsBackIntoTheSourcesTree() throws {
        let output = try Self.output()
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Main.storyboardc")
        let source = try XcodeDocumentReader().read(Data(Self.storyboard.utf8), file: "Main.storyboard")
        let summary = InterfaceTreeSummary(read)
        let differences = summary.differences(from: InterfaceTreeSummary(source))
        #expect(differences.onlyHere.isEmpty && differences.onlyThere.isEmpty, "\(differences)")
        let path = "/SettingsController.view/TableView.staticSections/TableViewSection"
        #expect(summary.lines.contains("headerTitle \(path) Account"))
        #expect(summary.lines.filter { $0 == "object \(path).cells/TableViewCell" }.count == 3)
        #expect(!summary.lines.contains { $0.contains("staticDataSource") })
        var heights: [ArchiveValue] = []
        read.forEachObject { object in
            if object.className == "TableViewCell", let height = object["rowHeight"] { heights.append(height) }
        }
        #expect(heights == [.value(.real(60))])
    }

    /// Interface Builder shows static content only in a table view controller's own table: in
    /// a table inside another controller's view, or in a `.xib`, it is refused at its line; an
    /// empty `<sections/>`, which a table switched back to prototypes keeps, is no content.
    @Test func staticContentElsewhereIsRefusedAtItsLine() throws {
        let inView = Self.storyboard
            .replacingOccurrences(of: "<tableViewController ", with: "<viewController ")
            .replacingOccurrences(of: "</tableViewController>", with: "</viewController>")
            .replacingOccurrences(of: #"<tableView key="view""#, with: #"<view key="view" id="v"><subviews><tableView"#)
            .replacingOccurrences(of: "</tableView>\n", with: "</tableView></subviews></view>\n")
        expectRefusal(of: inView, atLineHolding: #"dataMode="static""#) { text throws(ArchiveReadError) in
            _ = try Self.output(text)
        }
        let xib = XcodeTestXib.iOSText(
            #"<tableView dataMode="static" style="grouped" id="t"><rect key="frame" x="0" y="0" width="320" height="480"/>"#
                + "\n<sections/></tableView>")
        expectRefusal(of: xib, atLineHolding: #"dataMode="static""#) { text throws(ArchiveReadError) in
            _ = try NibCompiler().compile(Data(text.utf8), file: "Static.xib")
        }
        let prototypes = Self.storyboard
            .replacingOccurrences(of: #"dataMode="static""#, with: #"dataMode="prototypes""#)
            .replacingOccurrences(of: #"<outlet property="toggle" destination="toggle" id="out"/>"#, with: "")
        expectRefusal(of: prototypes, atLineHolding: "<tableViewSection headerTitle") { text throws(ArchiveReadError) in
            _ = try Self.output(text)
        }
        let emptied = try #require(
            prototypes.range(of: "<sections>").flatMap { start in
                prototypes.range(of: "</sections>").map {
                    prototypes.replacingCharacters(in: start.lowerBound..<$0.upperBound, with: "<sections/>")
                }
            })
        let output = try Self.output(emptied)
        #expect(try Self.viewNib(output).indices(ofClass: "UITableViewDataSource").isEmpty)
    }
}
