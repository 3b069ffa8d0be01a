import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on a table view controller: the table's keys, each prototype cell compiled into
/// a nib of its own inside the table's, what a cell names outside its nib (the controller, a
/// segue) through the table's external objects, and the bundle read back into the source's tree.
@Suite struct UIKitTableCompilerTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="list">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="list" customClass="ListController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \
        dataMode="prototypes" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" \
        sectionFooterHeight="18" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="gray" accessoryType="disclosureIndicator" \
        indentationWidth="10" reuseIdentifier="Item" textLabel="title" style="IBUITableViewCellStyleDefault" id="cell">
                                        <rect key="frame" x="0.0" y="18" width="320" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" \
        multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="287" height="44"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" id="title">
                                                    <rect key="frame" x="16" y="0.0" width="263" height="44"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                                </label>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more">
                                                    <rect key="frame" x="240" y="7" width="40" height="30"/>
                                                    <state key="normal" title="More"/>
                                                    <connections>
                                                        <action selector="more:" destination="list" eventType="touchUpInside" id="act"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="detail" kind="show" identifier="open" id="seg"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="list" id="ds"/>
                                    <outlet property="delegate" destination="list" id="dg"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">
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

    static func output(_ text: String = storyboard) throws -> NibCompiler.Output {
        try NibCompiler().compile(Data(text.utf8), file: "Main.storyboard")
    }

    static func viewNib(_ output: NibCompiler.Output) throws -> NIBArchive {
        try NIBArchiveDecoder().decode(try #require(output.files.first { $0.path == "list-view-table.nib" }).data)
    }

    /// The one prototype of the table in `nib`: its `UINib` object (the second item of the
    /// table's `UITableViewCellPrototypeNibs`, after its reuse identifier) and the nib it holds.
    static func prototype(in nib: NIBArchive) throws -> (Int, NIBArchive) {
        let table = try #require(nib.indices(ofClass: "UITableView").first)
        let prototypes: Int? =
            switch nib.value(table, "UITableViewCellPrototypeNibs") {
            case .object(let prototypes)?: prototypes
            default: nil
            }
        let items = nib.items(try #require(prototypes, "the table has no prototypes"))
        try #require(items.count == 2)
        #expect(nib.className(of: nib.objects[items[1]]) == "UINib")
        let bytes: Data? =
            switch nib.value(items[1], "archiveData") {
            case .data(let bytes)?: bytes
            default: nil
            }
        return (items[1], try NIBArchiveDecoder().decode(try #require(bytes, "the prototype has no archive data")))
    }

    @Test func theTableArchivesItsDecodersKeys() throws {
        let nib = try Self.viewNib(try Self.output())
        let table = try #require(nib.indices(ofClass: "UITableView").first)
        #expect(nib.value(table, "UIStyle")?.integer == 1)
        #expect(nib.value(table, "UISeparatorStyle")?.integer == 1)
        #expect(nib.value(table, "UISeparatorStyleIOS5AndLater")?.integer == 1)
        #expect(nib.value(table, "UISeparatorStyleIOS9AndLater") == nil)
        #expect(nib.value(table, "UIInsetsContentViewsToSafeArea") == .bool(true))
        #expect(nib.value(table, "UIRowHeight") == .float(44))
        #expect(nib.value(table, "UISectionHeaderHeight") == .float(18))
        #expect(nib.value(table, "UIAlwaysBounceVertical") == .bool(true))
        guard case .object(let background)? = nib.value(table, "UIBackgroundColor") else {
            Issue.record("the table has no background colour")
            return
        }
        #expect(nib.string(background, "UISystemColorName") == "groupTableViewBackgroundColor")
    }

    /// Today's `-[UITableView initWithCoder:]` reads the separator style from
    /// `UISeparatorStyleIOS9AndLater` alone, which the encoder writes for any style but a single
    /// line: without it a table drawn without separators drew them (published decompilations
    /// of UIKitCore 26.1). The editing and margin flags and estimated section heights a
    /// document sets are archived; a cell with a background colour says it was set, which its
    /// decoder otherwise forgets.
    @Test func aTablesSeparatorStyleFlagsAndCellBackgroundAreWhatTodaysDecoderReads() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"separatorStyle="default""#,
            with: #"separatorStyle="none" allowsMultipleSelectionDuringEditing="YES" "#
                + #"cellLayoutMarginsFollowReadableWidth="YES" contentViewInsetsToSafeArea="NO" "#
                + #"estimatedSectionHeaderHeight="0.0""#
        ).replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="18" width="320" height="44"/>"#,
            with: #"<rect key="frame" x="0.0" y="18" width="320" height="44"/>"#
                + #"<color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>"#)
        let nib = try Self.viewNib(try Self.output(text))
        let table = try #require(nib.indices(ofClass: "UITableView").first)
        #expect(nib.value(table, "UISeparatorStyleIOS9AndLater")?.integer == 0)
        #expect(nib.value(table, "UISeparatorStyle") == nil)
        #expect(nib.value(table, "UIAllowsMultipleSelectionDuringEditing") == .bool(true))
        #expect(nib.value(table, "UICellLayoutMarginsFollowReadableWidth") == .bool(true))
        #expect(nib.value(table, "UIInsetsContentViewsToSafeArea") == .bool(false))
        #expect(nib.value(table, "UIEstimatedSectionHeaderHeight") == .float(0))
        let etched = Self.storyboard.replacingOccurrences(
            of: #"separatorStyle="default""#, with: #"separatorStyle="singleLineEtched""#)
        let etchedTable = try Self.viewNib(try Self.output(etched))
        let second = try #require(etchedTable.indices(ofClass: "UITableView").first)
        #expect(etchedTable.value(second, "UISeparatorStyleIOS9AndLater")?.integer == 2)
        #expect(etchedTable.value(second, "UISeparatorStyleIOS5AndLater")?.integer == 2)
        #expect(etchedTable.value(second, "UISeparatorStyle")?.integer == 1)
        // The cell is archived in its prototype nib, inside the table's.
        let (_, cellNib) = try Self.prototype(in: try Self.viewNib(try Self.output(text)))
        let cell = try #require(cellNib.indices(ofClass: "UITableViewCell").first)
        #expect(cellNib.value(cell, "UITableCellBackgroundColorSet") == .bool(true))
    }

    /// The prototype is a `UINib` whose `archiveData` is the cell's own nib: the cell with its
    /// content view and keys; its button's action and its segue reach the controller and the
    /// template through the table's external objects.
    @Test func eachPrototypeCellIsANibInsideTheTables() throws {
        let nib = try Self.viewNib(try Self.output())
        let table = try #require(nib.indices(ofClass: "UITableView").first)
        let (prototype, cellNib) = try Self.prototype(in: nib)
        #expect(nib.value(prototype, "captureEnclosingNIBBundleOnDecode") == .bool(true))
        let cell = try #require(cellNib.indices(ofClass: "UITableViewCell").first)
        #expect(cellNib.string(cell, "UIReuseIdentifier") == "Item")
        #expect(cellNib.value(cell, "UISelectionStyle")?.integer == 2)
        #expect(cellNib.value(cell, "UIAccessoryType")?.integer == 1)
        let content = try #require(cellNib.indices(ofClass: "UITableViewCellContentView").first)
        #expect(cellNib.value(cell, "UIContentView") == .object(content))
        let proxies = cellNib.indices(ofClass: "UIProxyObject").compactMap {
            cellNib.string($0, "UIProxiedObjectIdentifier")
        }
        #expect(proxies.sorted() == ["UpstreamPlaceholder-1", "UpstreamPlaceholder-2"])
        guard case .object(let externals)? = nib.value(table, "UITableViewCellPrototypeNibExternalObjects") else {
            Issue.record("the table maps no external objects")
            return
        }
        #expect(nib.items(externals).count == 2)
    }

    @Test func theBundleReadsBackIntoTheSourcesTree() throws {
        let output = try Self.output()
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Main.storyboardc")
        let source = try XcodeDocumentReader().read(Data(Self.storyboard.utf8), file: "Main.storyboard")
        let summary = InterfaceTreeSummary(read)
        let differences = summary.differences(from: InterfaceTreeSummary(source))
        #expect(differences.onlyHere.isEmpty && differences.onlyThere.isEmpty, "\(differences)")
        #expect(
            summary.lines.contains { $0.hasPrefix("segue /ListController.view/TableView.prototypeCells/TableViewCell") }
        )
        #expect(summary.lines.contains("action more: Button -> ListController"))
    }

    /// A segue's `<nil key="action"/>` sets no action: the same bytes as without it. Its preview
    /// and commit segues (peek and pop) have no known archived form: refused at their line,
    /// not left out.
    @Test func aSeguesPreviewAndCommitSeguesAreRefused() throws {
        let segue = #"<segue destination="detail" kind="show" identifier="open" id="seg"/>"#
        let nilAction = Self.storyboard.replacingOccurrences(
            of: segue,
            with: #"<segue destination="detail" kind="show" identifier="open" id="seg"><nil key="action"/></segue>"#)
        #expect(try Self.output(nilAction).files == Self.output().files)
        let peek = Self.storyboard.replacingOccurrences(
            of: segue,
            with: #"<segue destination="detail" kind="show" identifier="open" id="seg">"# + "\n"
                + #"<segue key="commit" inheritsFrom="parent" id="c1"/><segue key="preview" inheritsFrom="commit" id="p1"/>"#
                + "</segue>")
        expectRefusal(of: peek, atLineHolding: #"key="commit""#) { text throws(ArchiveReadError) in
            _ = try NibCompiler().compile(Data(text.utf8), file: "Main.storyboard")
        }
    }

    /// A collection view cell performs its segue when selected, as a table's does: its nib's
    /// `selectionSegueTemplate` outlet hands the cell the template (`-[UICollectionViewCell
    /// _setSelectionSegueTemplate:]`, which key-value coding reaches by that key), through an
    /// external object of the prototype's nib; the bundle reads back with the segue.
    @Test func aCollectionCellPerformsItsSegueWhenSelected() throws {
        let text = Self.storyboard
            .replacingOccurrences(of: "<tableViewController ", with: "<collectionViewController ")
            .replacingOccurrences(of: "</tableViewController>", with: "</collectionViewController>")
            .replacingOccurrences(
                of: Self.storyboard.components(separatedBy: "<tableView key=")[1].components(
                    separatedBy: "</tableView>")[0],
                with: """
                    "view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                            <size key="itemSize" width="100" height="80"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Tile" id="tile">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                                </view>
                                <connections>
                                    <segue destination="detail" kind="show" identifier="open" id="seg"/>
                                </connections>
                            </collectionViewCell>
                        </cells>

                    """
            )
            .replacingOccurrences(of: "<tableView key=", with: "<collectionView key=")
            .replacingOccurrences(of: "</tableView>", with: "</collectionView>")
        let output = try Self.output(text)
        let view = try NIBArchiveDecoder().decode(
            try #require(output.files.first { $0.path == "list-view-table.nib" }).data)
        let grid = try #require(view.indices(ofClass: "UICollectionView").first)
        guard case .object(let cells)? = view.value(grid, "UICollectionViewCellNibDict"),
            let prototype = view.items(cells).last, case .data(let bytes)? = view.value(prototype, "archiveData")
        else {
            Issue.record("the collection view has no prototype")
            return
        }
        let cellNib = try NIBArchiveDecoder().decode(bytes)
        let cell = try #require(cellNib.indices(ofClass: "UICollectionViewCell").first)
        let outlet = try #require(
            cellNib.indices(ofClass: "UIRuntimeOutletConnection").first {
                cellNib.string($0, "UILabel") == "selectionSegueTemplate"
            })
        #expect(cellNib.value(outlet, "UISource") == .object(cell))
        guard case .object(let target)? = cellNib.value(outlet, "UIDestination") else {
            Issue.record("the outlet names nothing")
            return
        }
        #expect(cellNib.className(of: cellNib.objects[target]) == "UIProxyObject")
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Main.storyboardc")
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Main.storyboard")
        let summary = InterfaceTreeSummary(read)
        #expect(summary == InterfaceTreeSummary(source))
        #expect(
            summary.lines.contains {
                $0.hasPrefix("segue /ListController.view/CollectionView.prototypeCells/CollectionViewCell")
            })
    }

    /// A prototype with no reuse identifier is left out with a warning at its line: a table
    /// dequeues prototypes by identifier only (Flycut's and App Center's storyboards hold such
    /// cells, and build). Two prototypes with one identifier are refused.
    @Test func cellsWithoutReuseIdentifiersAreLeftOutWithAWarning() throws {
        let stray = """
            <tableViewCell contentMode="scaleToFill" id="stray">
                <rect key="frame" x="0.0" y="62" width="320" height="44"/>
                <connections><segue destination="detail" kind="show" identifier="strayOpen" id="seg-stray"/></connections>
            </tableViewCell>
            """
        let text = Self.storyboard.replacingOccurrences(of: "</prototypes>", with: stray + "</prototypes>")
        let output = try Self.output(text)
        let warning = try #require(output.diagnostics.first)
        #expect(output.diagnostics.count == 1)
        #expect(warning.code == .prototypeWithoutReuseIdentifier && warning.severity == .warning)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("id=\"stray\"") }.map { $0 + 1 }
        #expect(warning.line == line)
        // Its segue goes with it: the nibs are those of the storyboard without it.
        #expect(try Self.viewNib(output) == (try Self.viewNib(try Self.output())))
        #expect(output.files == (try Self.output()).files)
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Main.storyboardc")
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Main.storyboard")
        #expect(InterfaceTreeSummary(read) == InterfaceTreeSummary(source, leftOut: [[warning.line, warning.column]]))
        let twice = text.replacingOccurrences(of: "id=\"stray\"", with: "reuseIdentifier=\"Item\" id=\"stray\"")
        #expect {
            try Self.output(twice)
        } throws: { error in
            (error as? ArchiveReadError)?.diagnostics.first?.message.contains("reuse identifier") == true
        }
    }

    /// A table in a prototype cell of a table in a prototype cell ...: `levels` deep, as a xib.
    static func nestedTables(_ levels: Int) -> String {
        var body =
            "<view contentMode=\"scaleToFill\" id=\"leaf\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>"
        for level in 0..<levels {
            body = """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="t\(level)">
                <rect key="frame" x="0" y="0" width="320" height="480"/>
                <prototypes><tableViewCell contentMode="scaleToFill" reuseIdentifier="r" id="c\(level)">
                <rect key="frame" x="0" y="0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" contentMode="center" id="v\(level)">
                <rect key="frame" x="0" y="0" width="320" height="44"/><subviews>\(body)</subviews>
                </tableViewCellContentView></tableViewCell></prototypes></tableView>
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>\(body)</objects></document>
            """
    }

    /// Each prototype's nib is decoded in full, so the reader bounds how deep they nest: a file
    /// cannot make it recurse as deep as its size allows.
    @Test func prototypeNibsNestOnlySoDeep() throws {
        let shallow = try NibCompiler().compile(Data(Self.nestedTables(3).utf8), file: "Nested.xib")
        let read = try CompiledNibReader().read(shallow.files[0].data, file: "Nested.nib")
        #expect(InterfaceTreeSummary(read).lines.filter { $0.hasPrefix("object") }.count == 10)
        let deep = try NibCompiler().compile(Data(Self.nestedTables(10).utf8), file: "Nested.xib")
        #expect {
            try CompiledNibReader().read(deep.files[0].data, file: "Nested.nib")
        } throws: { error in
            (error as? ArchiveReadError)?.diagnostics.first?.code == .tooDeep
        }
    }

    static let collection = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
        dataMode="prototypes" id="grid">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" \
        minimumLineSpacing="4" minimumInteritemSpacing="6" id="flow">
                        <size key="itemSize" width="100" height="80"/>
                        <size key="headerReferenceSize" width="50" height="30"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="8" minY="0.0" maxX="8" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" multipleTouchEnabled="YES" contentMode="center" \
        reuseIdentifier="Tile" id="tile">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                                <subviews>
                                    <label opaque="NO" contentMode="left" text="Tile" id="name">
                                        <rect key="frame" x="8" y="8" width="84" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </view>
                            <size key="customSize" width="100" height="80"/>
                            <connections>
                                <outlet property="nameLabel" destination="name" id="o1"/>
                            </connections>
                        </collectionViewCell>
                    </cells>
                    <collectionReusableView key="sectionHeaderView" opaque="NO" contentMode="center" \
        reuseIdentifier="Header" id="header">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="480"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Section" id="title">
                                <rect key="frame" x="0.0" y="0.0" width="50" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                    </collectionReusableView>
                    <connections>
                        <outlet property="dataSource" destination="-1" id="ds"/>
                    </connections>
                </collectionView>
            </objects>
        </document>
        """

    /// A collection view archives its flow layout, each cell as a prototype nib by reuse
    /// identifier and its section header by `kind/identifier`, and reads back into the source's
    /// tree.
    @Test func aCollectionViewArchivesItsLayoutAndPrototypes() throws {
        let output = try NibCompiler().compile(Data(Self.collection.utf8), file: "Grid.xib")
        let nib = try NIBArchiveDecoder().decode(output.files[0].data)
        let grid = try #require(nib.indices(ofClass: "UICollectionView").first)
        guard case .object(let layout)? = nib.value(grid, "UICollectionLayout"),
            case .object(let cells)? = nib.value(grid, "UICollectionViewCellNibDict"),
            case .object(let headers)? = nib.value(grid, "UICollectionViewSupplementaryViewNibDict")
        else {
            Issue.record("the collection view lacks its layout or prototypes")
            return
        }
        #expect(nib.className(of: nib.objects[layout]) == "UICollectionViewFlowLayout")
        #expect(nib.value(layout, "UIScrollDirection")?.integer == 1)
        #expect(nib.value(layout, "UILineSpacing") == .float(4))
        #expect(nib.value(layout, "UIItemSize") == .data(UIKitTableCompilerTests.doubles([100, 80])))
        #expect(nib.value(layout, "UISectionInset") == .data(UIKitTableCompilerTests.doubles([0, 8, 0, 8])))
        #expect(nib.items(cells).count == 2)
        let headerKey = try #require(nib.items(headers).first)
        #expect(nib.text(ofString: headerKey) == "UICollectionElementKindSectionHeader/Header")
        let read = try CompiledNibReader().read(output.files[0].data, file: "Grid.nib")
        let source = try XcodeDocumentReader().read(Data(Self.collection.utf8), file: "Grid.xib")
        let summary = InterfaceTreeSummary(read)
        let differences = summary.differences(from: InterfaceTreeSummary(source))
        #expect(differences.onlyHere.isEmpty && differences.onlyThere.isEmpty, "\(differences)")
        #expect(summary.lines.contains("outlet nameLabel CollectionViewCell -> Label"))
        #expect(summary.lines.contains { $0.contains(".prototypeCells/CollectionReusableView") })
        #expect(nib.value(grid, "UIAllowsSelection") == nil)
    }

    /// A cell's content view as Xcode 11 and later write it (`<collectionViewCellContentView>`)
    /// is the plain view the older `<view key="contentView">` is: the same bytes.
    @Test func aCollectionCellsNewerContentViewElementIsAPlainView() throws {
        var newer = Self.collection.replacingOccurrences(
            of: #"<view key="contentView" opaque="NO""#,
            with: #"<collectionViewCellContentView key="contentView" opaque="NO""#)
        let size = try #require(newer.range(of: #"<size key="customSize""#))
        let end = try #require(
            newer.range(of: "</view>", options: .backwards, range: newer.startIndex..<size.lowerBound))
        newer.replaceSubrange(end, with: "</collectionViewCellContentView>")
        let compile = { (text: String) throws in try NibCompiler().compile(Data(text.utf8), file: "Grid.xib") }
        #expect(try compile(newer) == compile(Self.collection))
    }

    /// An app's own collection view layout is a class swapper over `UICollectionViewLayout`,
    /// whose decoder reads no key a document can give; one with no class of its own, or with
    /// settings, is refused at its line.
    @Test func anAppsOwnCollectionLayoutIsItsClassAlone() throws {
        let flow = Self.collection.components(separatedBy: "<collectionViewFlowLayout")[1]
            .components(separatedBy: "</collectionViewFlowLayout>")[0]
        func collection(_ layout: String) -> String {
            Self.collection.replacingOccurrences(
                of: "<collectionViewFlowLayout" + flow + "</collectionViewFlowLayout>", with: layout)
        }
        let custom = collection(
            #"<collectionViewLayout key="collectionViewLayout" id="sticky" customClass="StickyLayout" customModule="Grid"/>"#
        )
        let output = try NibCompiler().compile(Data(custom.utf8), file: "Grid.xib")
        let nib = try NIBArchiveDecoder().decode(output.files[0].data)
        let grid = try #require(nib.indices(ofClass: "UICollectionView").first)
        guard case .object(let layout)? = nib.value(grid, "UICollectionLayout") else {
            Issue.record("the collection view has no layout")
            return
        }
        #expect(nib.className(of: nib.objects[layout]) == "UIClassSwapper")
        #expect(nib.string(layout, "UIOriginalClassName") == "UICollectionViewLayout")
        #expect(nib.string(layout, "UIClassName") == "_TtC4Grid12StickyLayout")
        for refused in [
            #"<collectionViewLayout key="collectionViewLayout" id="sticky"/>"#,
            #"<collectionViewLayout key="collectionViewLayout" id="sticky" customClass="StickyLayout"><size key="itemSize" width="1" height="1"/></collectionViewLayout>"#,
        ] {
            expectRefusal(of: collection(refused), atLineHolding: #"id="sticky""#) { text throws(ArchiveReadError) in
                _ = try NibCompiler().compile(Data(text.utf8), file: "Grid.xib")
            }
        }
    }

    /// A collection view that allows no selection, or several, or does not prefetch says so
    /// under the keys `-[UICollectionView initWithCoder:]` reads (it reads each only when
    /// present: selection and prefetching are on by default).
    @Test func aCollectionViewsSelectionAndPrefetchingAreArchived() throws {
        for (attributes, key, value) in [
            (#"allowsSelection="NO""#, "UIAllowsSelection", false),
            (#"allowsMultipleSelection="YES""#, "UIAllowsMultipleSelection", true),
            (#"prefetchingEnabled="NO""#, "UICollectionViewPrefetchingEnabled", false),
        ] {
            let text = Self.collection.replacingOccurrences(
                of: #"dataMode="prototypes" id="grid""#, with: #"dataMode="prototypes" \#(attributes) id="grid""#)
            let nib = try NIBArchiveDecoder().decode(
                try NibCompiler().compile(Data(text.utf8), file: "Grid.xib").files[0].data)
            let grid = try #require(nib.indices(ofClass: "UICollectionView").first)
            #expect(nib.value(grid, key) == .bool(value), "\(attributes)")
        }
    }

    /// Doubles as the nib coder archives a size or insets.
    static func doubles(_ values: [Double]) -> Data {
        var data = Data([7])
        for value in values { withUnsafeBytes(of: value.bitPattern.littleEndian) { data.append(contentsOf: $0) } }
        return data
    }

    /// A prototype nib that several keys name is read once: a file cannot make the reader decode
    /// the same bytes once per key (and, nested, once per path).
    @Test func aPrototypeNibNamedTwiceIsReadOnce() throws {
        let cell = try NibCompiler().compile(Data(Self.nestedTables(0).utf8), file: "Leaf.xib").files[0].data
        var builder = NIBArchiveGraphBuilder()
        let nib = builder.add(
            "UINib", [("captureEnclosingNIBBundleOnDecode", .bool(true)), ("archiveData", .data(cell))])
        let prototypes = builder.dictionary([("a", nib), ("b", nib)])
        let table = builder.add(
            "UITableView", NIBArchiveGraphBuilder.frame(0, 0, 320, 480) + [("UITableViewCellPrototypeNibs", prototypes)]
        )
        let read = try CompiledNibReader().read(builder.data(topLevel: [table]), file: "Shared.nib")
        let summary = InterfaceTreeSummary(read)
        #expect(summary.lines.filter { $0.hasPrefix("object /TableView.prototypeCells/") }.count == 1)
    }

    /// A row that keeps its accessory while editing compiles to the same nib as one that does
    /// not: `-[UITableViewCell encodeWithCoder:]` (published decompilations of UIKitCore 26.1)
    /// has no key for the deprecated `hidesAccessoryWhenEditing`, so ibtool's output has none.
    @Test func aRowKeepingItsAccessoryWhileEditingArchivesAsUIKitsEncoderDoes() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"indentationWidth="10" reuseIdentifier="Item""#,
            with: #"hidesAccessoryWhenEditing="NO" indentationWidth="10" reuseIdentifier="Item""#)
        #expect(try Self.output(text) == (try Self.output()))
    }

    /// A table view controller that keeps its selection when it appears archives
    /// `UIClearsSelectionOnViewWillAppear` false, as `-[UITableViewController encodeWithCoder:]`
    /// writes it; one that clears it writes nothing.
    @Test func aTableControllerKeepingItsSelectionSaysSo() throws {
        func clears(_ attribute: String) throws -> NIBArchive.Payload? {
            let text = Self.storyboard.replacingOccurrences(
                of: #"<tableViewController id="list""#, with: #"<tableViewController \#(attribute) id="list""#)
            let output = try NibCompiler().compile(Data(text.utf8), file: "Table.storyboard")
            let data = try #require(output.files.first { $0.path.hasPrefix("UITableViewController") }?.data)
            let nib = try NIBArchiveDecoder().decode(data)
            let controller = try #require(nib.indices(ofClass: "UIClassSwapper").first)
            return nib.value(controller, "UIClearsSelectionOnViewWillAppear")
        }
        #expect(try clears(#"clearsSelectionOnViewWillAppear="NO""#) == .bool(false))
        #expect(try clears("") == nil)
    }
}
