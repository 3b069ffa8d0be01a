import Foundation
import NibKit
import PropertyBased
import Testing

@testable import nibc

/// `nibc dump --layout` lays out the cells of table and collection views as UIKit sizes rows
/// and items (issue 36).
@Suite struct LayoutDumpCellsTests {
    static let widths = Gen.int(in: 100...1200).map { CGFloat($0) }
    static let heights = Gen.int(in: 0...300).map { CGFloat($0) }
    static let accessories = Gen.int(in: 0...60).map { CGFloat($0) }

    /// Any table width and row: the row spans the table, keeps its own height (the table's
    /// `rowHeight` when it has none), its content view leaves out the accessory, and a label
    /// pinned 16 points inside the content view's sides is solved in it; the content view has
    /// UIKit's row margins (11 above and below, 16 at the sides, 20 from 414 points wide, 8 at
    /// the trailing side beside an accessory).
    @Test func aRowSpansItsTableAndItsContentIsSolvedInside() async {
        await propertyCheck(count: 100, input: Self.widths, Self.heights, Self.accessories) {
            width, height, accessory in
            let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: 600), style: .plain)
            table.rowHeight = 52
            let cell = TableViewCell(style: .default, reuseIdentifier: "row")
            cell.frame = CGRect(x: 0, y: 28, width: 320, height: height)
            let label = Label(frame: .zero)
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            Pinning.pin(label, inside: cell.contentView, by: 16)
            table.prototypeCells = [cell]
            LayoutDump.layOut(cell: cell, in: table, insets: .init(accessory: accessory))
            let rowHeight = height > 0 ? height : 52
            #expect(cell.frame == CGRect(x: 0, y: 28, width: width, height: rowHeight))
            #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: width - accessory, height: rowHeight))
            #expect(abs(label.frame.width - max(0, width - accessory - 32)) < 0.01)
            #expect(LayoutDump.cells(of: table).count == 1)
            let side: CGFloat = width >= 414 ? 20 : 16
            let trailing: CGFloat = accessory > 0 ? 8 : side
            #expect(cell.contentView.layoutMargins == EdgeInsets(top: 11, left: side, bottom: 11, right: trailing))
        }
    }

    /// A top-level cell whose file leaves out its content view's rectangle (older Xcode) shows
    /// that view over the whole cell; a rectangle the file gives is kept.
    @Test func aTopLevelCellFillsAContentViewWithoutRectangle() async {
        await propertyCheck(count: 50, input: Self.widths, Self.heights) { width, height in
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
            cell.contentView.frame = .zero
            LayoutDump.fillContentViewWithoutFrame(ofCell: cell)
            #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: width, height: height))
            let stored = CGRect(x: 0, y: 0, width: width - 10, height: 20)
            cell.contentView.frame = stored
            LayoutDump.fillContentViewWithoutFrame(ofCell: cell)
            #expect(cell.contentView.frame == stored)
        }
    }

    /// A cell drawn on its own takes a row's margins at its own width, or at the width the
    /// document's tools take when it names a device (the cell's in Xcode 9 and 10, the
    /// screen's in Xcode 11, the narrower of the two from Xcode 12), 8 points at the trailing
    /// side beside an accessory; margins the file gave are kept.
    @Test func aTopLevelCellTakesARowsMargins() async {
        await propertyCheck(count: 50, input: Self.widths, Self.accessories) { width, accessory in
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
            cell.contentView.frame = CGRect(x: 0, y: 0, width: width - accessory, height: 44)
            LayoutDump.giveRowMargins(toTopLevelCell: cell)
            let side: CGFloat = width >= 414 ? 20 : 16
            #expect(
                cell.contentView.layoutMargins
                    == EdgeInsets(top: 11, left: side, bottom: 11, right: accessory > 0 ? 8 : side))
            // iOS 26's rows (Xcode 26): 15 points above and below, 20 at the sides from 390.
            cell.contentView.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            LayoutDump.giveRowMargins(toTopLevelCell: cell, .init(vertical: 15, wideFrom: 390))
            let iOS26Side: CGFloat = width >= 390 ? 20 : 16
            #expect(
                cell.contentView.layoutMargins
                    == EdgeInsets(top: 15, left: iOS26Side, bottom: 15, right: accessory > 0 ? 8 : iOS26Side))
            let given = EdgeInsets(top: 2, left: 30, bottom: 2, right: 30)
            cell.contentView.layoutMargins = given
            LayoutDump.giveRowMargins(toTopLevelCell: cell)
            #expect(cell.contentView.layoutMargins == given)
            for screen: CGFloat in [375, 414] {
                var design = XcodeDesignMetrics()
                design.screenWidth = screen
                let widths: [(XcodeDesignMetrics.TopLevelCellMargins, CGFloat)] = [
                    (.cellWidth, width), (.screenWidth, screen), (.narrowerOfCellAndScreen, min(width, screen)),
                ]
                for (margins, decides) in widths {
                    design.topLevelCellMargins = margins
                    cell.contentView.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                    let chosen = LayoutDump.topLevelCellMarginWidth(of: cell, design)
                    LayoutDump.giveRowMargins(toTopLevelCell: cell, width: chosen)
                    #expect(cell.contentView.layoutMargins.left == (decides >= 414 ? 20 : 16))
                }
            }
        }
    }

    /// A top-level cell whose label is pinned to its content view's leading and top margins,
    /// saved by tools of `tools` (ChatSecure's cells are Xcode 8's, 11542).
    static func marginCell(tools: Int, width: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <objects>
                <tableViewCell contentMode="scaleToFill" rowHeight="60" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="w"/>
                                    <constraint firstAttribute="height" constant="20" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>

        """
    }

    /// Interface Builder before Xcode 9 simulates iOS 10, whose cells leave their content view
    /// its own margins, 8 points all round; from Xcode 9 (iOS 11) a row's margins, 11 above and
    /// at the sides those of the cell's width (Xcode 9 and 10) or of the device's screen (a
    /// 375-point phone: 15 points in Xcode 11, 16 from Xcode 12, the narrower of the two; 15
    /// above from Xcode 26).
    @Test func cellsBeforeIOS11KeepTheirContentViewsOwnMargins() async throws {
        await propertyCheck(count: 30, input: Gen.int(in: 8000...30000), Gen.int(in: 300...500)) { tools, width in
            let source = Self.marginCell(tools: tools, width: width)
            let laidOut = try LayoutDumpAppKitTests.layout(source, file: "Cell.xib")
            let side =
                switch tools {
                case ..<14800: width >= 414 ? 20 : 16
                case ..<17000: 15
                default: 16
                }
            let top = tools < 24000 ? 11 : 15
            let expected = tools < 13000 ? "(8, 8, 40, 20)" : "(\(side), \(top), 40, 20)"
            #expect(laidOut.contains("View id=box \(expected)"), "\(laidOut)")
        }
    }

    /// A top-level collection view cell, as Interface Builder's canvas draws it from Xcode 9,
    /// has a controller's view's margins at its sides, whether or not it preserves its
    /// superview's: 16 points, 20 from 400 points wide (Rocket.Chat's message cells, Xcode 9
    /// and 10); before Xcode 9 its own 8 unless it preserves the canvas's.
    @Test func aTopLevelCollectionViewCellHasAControllersViewsMargins() async throws {
        await propertyCheck(count: 16, input: Gen.int(in: 300...500), Gen.bool, Gen.bool) { width, preserves, xcode8 in
            let preserving = preserves ? #"preservesSuperviewLayoutMargins="YES""# : ""
            let source = Self.topLevelBox(
                in: #"<collectionViewCell contentMode="center" \#(preserving) id="root">"#,
                closedBy: "collectionViewCell", width: width, tools: xcode8 ? "11542" : "14460.31",
                device: "retina4_7", contentView: true)
            let laidOut = try LayoutDumpAppKitTests.layout(source, file: "Cell.xib")
            // Preserving, a cell of any tools takes the canvas's margins.
            let side = width >= 400 ? 20 : 16
            let leading = xcode8 && !preserves ? 8 : side
            #expect(laidOut.contains("View id=box (\(leading), 10, 40, 40)"), "\(laidOut)")
        }
    }

    /// A supplementary view drawn on its own (a top-level `collectionReusableView`) has a
    /// controller's view's margins too (Delta's Patreon header, Xcode 15: a stack pinned to the
    /// margins of a 375-point header stored 16 points in); before, it kept a view's 8.
    @Test func aTopLevelSupplementaryViewHasAControllersViewsMargins() async throws {
        await propertyCheck(count: 10, input: Gen.int(in: 300...500)) { width in
            let source = Self.topLevelBox(
                in: #"<collectionReusableView opaque="NO" contentMode="center" reuseIdentifier="Header" id="root">"#,
                closedBy: "collectionReusableView", width: width, tools: "23504", device: "retina6_1")
            let laidOut = try LayoutDumpAppKitTests.layout(source, file: "Header.xib")
            #expect(laidOut.contains("View id=box (\(width >= 400 ? 20 : 16), 10, 40, 40)"), "\(laidOut)")
        }
    }

    /// A xib whose top-level view (opened by `element`, with the id `root`) is `width` points
    /// wide and holds a 40-point box pinned to its leading margin, in a content view when
    /// `contentView`, saved by `tools` on `device`.
    static func topLevelBox(
        in element: String, closedBy name: String, width: Int, tools: String, device: String,
        contentView: Bool = false
    ) -> String {
        let box = """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="10" width="40" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="40" id="w"/>
                        <constraint firstAttribute="height" constant="40" id="h"/>
                    </constraints>
                </view>
            </subviews>
            """
        let content = """
            <view key="contentView" opaque="NO" contentMode="center">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                \(box)
            </view>
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    \(element)
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        \(contentView ? content : box)
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                        </constraints>
                    </\(name)>
                </objects>
            </document>

            """
    }

    /// Margins the file gives the content view are kept.
    @Test func aContentViewKeepsTheMarginsTheFileGaveIt() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let margins = EdgeInsets(top: 4, left: 30, bottom: 4, right: 30)
        cell.contentView.layoutMargins = margins
        LayoutDump.layOut(cell: cell, in: table, insets: .init())
        #expect(cell.contentView.layoutMargins == margins)
    }

    /// An inset-grouped table keeps its rows' sides: the row is the table's width less them.
    @Test func anInsetGroupedRowKeepsItsSides() async {
        await propertyCheck(count: 50, input: Self.widths) { width in
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped)
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 20, y: 38, width: 350, height: 44)
            table.prototypeCells = [cell]
            let insets = LayoutDump.cellInsets(below: table)
            #expect(insets.map(\.insets.sides) == [40])
            table.frame.size.width = width
            LayoutDump.layOut(cell: cell, in: table, insets: insets[0].insets)
            #expect(cell.frame.width == max(0, width - 40))
            // The row's margins are the screen's, by the table's width, not the narrower row's:
            // NetNewsWire's Settings (an inset-grouped table 414 wide) stores its labels 20
            // points inside rows 374 wide.
            let side: CGFloat = width >= 414 ? 20 : 16
            #expect(cell.contentView.layoutMargins.left == side)
            #expect(cell.contentView.layoutMargins.right == side)
        }
    }

    /// A row the file drew inset from its table's edge keeps those sides, whatever the table's
    /// style: tvOS draws grouped tables' rows inset (388 points each side of 1,144-point rows
    /// in a 1,920-point table in App Center's SasquatchTV storyboard); a row drawn from the
    /// edge spans the table.
    @Test func aRowDrawnInsetKeepsItsSides() async {
        await propertyCheck(count: 50, input: Self.widths, Gen.int(in: 0...400).map { CGFloat($0) }) { width, side in
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080), style: .grouped)
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: side, y: 80, width: 1920 - 2 * side, height: 66)
            table.prototypeCells = [cell]
            let insets = LayoutDump.cellInsets(below: table)
            #expect(insets.map(\.insets.sides) == [2 * side])
            table.frame.size.width = width
            LayoutDump.layOut(cell: cell, in: table, insets: insets[0].insets)
            #expect(cell.frame.width == max(0, width - 2 * side))
            #expect(cell.frame.minX == side)
        }
    }

    /// A collection view's cell with no size of its own takes the flow layout's item size.
    @Test func aCollectionViewCellWithoutASizeTakesTheItemSize() {
        let flow = CollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 120, height: 80)
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: flow)
        let cell = CollectionViewCell(frame: .zero)
        collection.prototypeCells = [cell]
        LayoutDump.layOut(cell: cell, in: collection, insets: .init())
        #expect(cell.frame.size == CGSize(width: 120, height: 80))
        #expect(cell.contentView.frame.size == CGSize(width: 120, height: 80))
    }
}

/// Pins a view's four sides inside another's.
private enum Pinning {
    static func pin(_ view: View, inside container: View, by inset: CGFloat) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
            container.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: inset),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
        ])
    }
}
