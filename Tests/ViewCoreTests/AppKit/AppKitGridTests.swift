import Foundation
import PropertyBased
import Testing

@testable import ViewCore

/// `NSGridView`'s arrangement (issue 36): columns as wide as their widest view, rows as high as
/// their highest, spacing between them, each view placed in its cell by the placement its
/// cell, row or column, or grid gives.
@Suite struct AppKitGridTests {
    private func sized(_ width: CGFloat, _ height: CGFloat) -> SizedView {
        let view = SizedView()
        view.size = CGSize(width: width, height: height)
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// A grid view at (0, 0) that sizes itself to its views (no constraint from outside).
    private func gridView(holding views: [View]) -> (root: View, grid: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let grid = View()
        grid.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(grid)
        LayoutConstraint.activate([
            grid.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            grid.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        for view in views { grid.addSubview(view) }
        return (root, grid)
    }

    /// NetNewsWire's Feedbin account sheet (AccountsFeedbin.xib, Xcode 11), a grid of two rows
    /// and two columns, 8 points between columns and 7 between rows, its views centred down
    /// each row, the labels at the trailing edge of the first column, the fields at the leading
    /// edge of the second. Interface Builder stores the grid 270 × 49 and the views at the
    /// frames below; the labels' alignment rectangles (the frames 2 points in at each side)
    /// are 37 and 62 points wide, the fields 200 × 21.
    @Test func theFeedbinSheetsGridAsInterfaceBuilderStoresIt() {
        let email = sized(37, 16), password = sized(62, 16)
        let emailField = sized(200, 21), passwordField = sized(200, 21)
        let (root, grid) = gridView(holding: [email, emailField, password, passwordField])
        var layout = AppKitGrid(columns: [.init(), .init(placement: .leading)], rows: [.init(), .init()])
        layout.xPlacement = .trailing
        layout.yPlacement = .center
        layout.columnSpacing = 8
        layout.rowSpacing = 7
        layout.cells = [
            .init(view: email, column: 0, row: 0), .init(view: emailField, column: 1, row: 0),
            .init(view: password, column: 0, row: 1), .init(view: passwordField, column: 1, row: 1),
        ]
        layout.install(in: grid)
        root.layoutIfNeeded()
        #expect(grid.frame == CGRect(x: 0, y: 0, width: 270, height: 49))
        // Stored at x 23 and -2 (frames), 2.5 points down (stored 2, 30: whole points).
        #expect(email.frame == CGRect(x: 25, y: 2.5, width: 37, height: 16))
        #expect(password.frame == CGRect(x: 0, y: 30.5, width: 62, height: 16))
        #expect(emailField.frame == CGRect(x: 70, y: 0, width: 200, height: 21))
        #expect(passwordField.frame == CGRect(x: 70, y: 28, width: 200, height: 21))
    }

    /// Each column is as wide as its widest view and each row as high as its highest, spacing
    /// apart; placements put the views at the start, the end or the centre of their cell, or
    /// stretch them across it.
    @Test func tracksFitTheirWidestViews() async {
        let lengths = Gen.int(in: 1...120).map { CGFloat($0) }
        await propertyCheck(count: 100, input: lengths.array(of: 4), Gen.int(in: 0...3)) { sides, pick in
            let placement: AppKitGrid.Placement = [.leading, .trailing, .center, .fill][pick]
            let a = sized(sides[0], sides[1]), b = sized(sides[2], sides[3])
            let c = sized(sides[1], sides[0])
            let (root, grid) = gridView(holding: [a, b, c])
            var layout = AppKitGrid(columns: [.init(placement: placement), .init()], rows: [.init(), .init()])
            layout.columnSpacing = 10
            layout.rowSpacing = 4
            layout.cells = [
                .init(view: a, column: 0, row: 0), .init(view: b, column: 1, row: 0),
                .init(view: c, column: 0, row: 1),
            ]
            layout.install(in: grid)
            root.layoutIfNeeded()
            let firstWidth = max(sides[0], sides[1]), firstHeight = max(sides[1], sides[3])
            #expect(grid.frame.width == firstWidth + 10 + sides[2])
            #expect(grid.frame.height == firstHeight + 4 + sides[0])
            #expect(b.frame.minX == firstWidth + 10 && b.frame.minY == 0)
            #expect(c.frame.minY == firstHeight + 4)
            switch placement {
            case .leading: #expect(a.frame.minX == 0 && a.frame.width == sides[0])
            case .trailing: #expect(a.frame.maxX == firstWidth && a.frame.width == sides[0])
            case .center: #expect(abs(a.frame.midX - firstWidth / 2) < 1e-9)
            case .fill, .none: #expect(a.frame.minX == 0 && a.frame.width == firstWidth)
            }
        }
    }

    /// A fixed width or height with paddings outside it, a merged cell across both columns, and
    /// a hidden row with no spacing after it.
    @Test func sizesPaddingsMergedCellsAndHiddenRows() {
        let a = sized(30, 10), b = sized(40, 10), wide = sized(20, 5), hidden = sized(10, 10)
        let (root, grid) = gridView(holding: [a, b, wide, hidden])
        var layout = AppKitGrid(
            columns: [.init(size: 50, leadingPadding: 4), .init(trailingPadding: 6)],
            rows: [.init(size: 16), .init(isHidden: true), .init(placement: .trailing)])
        layout.columnSpacing = 8
        layout.rowSpacing = 2
        layout.cells = [
            .init(view: a, column: 0, row: 0), .init(view: b, column: 1, row: 0),
            .init(view: hidden, column: 0, row: 1),
            .init(view: wide, column: 0, row: 2, columnSpan: 2, xPlacement: .fill),
        ]
        layout.install(in: grid)
        root.layoutIfNeeded()
        #expect(grid.frame.size == CGSize(width: 4 + 50 + 8 + 40 + 6, height: 16 + 2 + 0 + 5))
        #expect(a.frame == CGRect(x: 4, y: 0, width: 30, height: 10))
        #expect(b.frame == CGRect(x: 62, y: 0, width: 40, height: 10))
        // From the first column's leading padding to the second's trailing one.
        #expect(wide.frame == CGRect(x: 4, y: 18, width: 50 + 8 + 40, height: 5))
    }

    /// MonitorControl's preferences (Main.storyboard, Xcode 14): a 210-point column, then a
    /// 470-point one that its views fill, 4 points of leading padding before it; rows 20 points
    /// apart, each with a negative bottom padding that draws the next one closer (a check box's
    /// explanation 7 points below it), one of them 20 points high whatever it holds. Interface
    /// Builder stores the grid 690 points wide, the explanation's label 220 points in and 470
    /// wide (its alignment rectangle), and the rows at the tops below.
    @Test func aFixedTrackLeavesItsPaddingsOutside() {
        let check = sized(470, 16), note = sized(470, 14), label = sized(134, 16)
        let below = sized(470, 28)
        let (root, grid) = gridView(holding: [check, note, label, below])
        var layout = AppKitGrid(
            columns: [.init(size: 210), .init(placement: .fill, size: 470, leadingPadding: 4)],
            rows: [
                .init(trailingPadding: -13), .init(trailingPadding: -10), .init(size: 20, trailingPadding: -13),
                .init(),
            ])
        layout.yPlacement = .fill
        layout.rowSpacing = 20
        layout.cells = [
            .init(view: check, column: 1, row: 0), .init(view: note, column: 1, row: 1),
            .init(view: label, column: 0, row: 2, xPlacement: .trailing, yPlacement: .center),
            .init(view: below, column: 1, row: 3),
        ]
        layout.install(in: grid)
        root.layoutIfNeeded()
        #expect(grid.frame.width == 690)
        #expect(note.frame == CGRect(x: 220, y: 16 - 13 + 20, width: 470, height: 14))
        // The fixed row: 20 points from 47, its label centred in them.
        #expect(label.frame == CGRect(x: 76, y: 49, width: 134, height: 16))
        #expect(abs(below.frame.minY - (47 + 20 - 13 + 20)) < 1e-9)
        #expect(abs(grid.frame.height - below.frame.maxY) < 1e-9)
    }

    /// A grid stretched wider than its views gives the extra width to its first column (as
    /// Clocker's Preferences storyboard stores a 500-point grid: its first column 11 points
    /// wider than its labels, the second as wide as its widest control).
    @Test func theFirstColumnTakesTheExtraWidth() async {
        await propertyCheck(count: 50, input: Gen.int(in: 0...300)) { extra in
            let label = sized(200, 18), control = sized(269, 21)
            let (root, grid) = gridView(holding: [label, control])
            let width = grid.widthAnchor.constraint(equalToConstant: 489 + CGFloat(extra))
            width.isActive = true
            var layout = AppKitGrid(columns: [.init(placement: .trailing), .init()], rows: [.init()])
            layout.columnSpacing = 20
            layout.cells = [.init(view: label, column: 0, row: 0), .init(view: control, column: 1, row: 0)]
            layout.install(in: grid)
            root.layoutIfNeeded()
            #expect(control.frame.minX == 220 + CGFloat(extra))
            #expect(label.frame.maxX == 200 + CGFloat(extra))
        }
    }

    /// A row aligned by first baseline lines its views' baselines up, and is as high as they
    /// reach above and below it.
    @Test func aBaselineRowLinesUpItsViews() {
        let small = Label(), large = Label()
        small.text = "Small"
        small.font = .systemFont(ofSize: 11)
        large.text = "Large"
        large.font = .systemFont(ofSize: 24)
        for label in [small, large] { label.translatesAutoresizingMaskIntoConstraints = false }
        let (root, grid) = gridView(holding: [small, large])
        var layout = AppKitGrid(columns: [.init(), .init()], rows: [.init()])
        layout.rowAlignment = .firstBaseline
        layout.cells = [.init(view: small, column: 0, row: 0), .init(view: large, column: 1, row: 0)]
        layout.install(in: grid)
        root.layoutIfNeeded()
        let baseline = { (label: Label) in
            label.frame.minY + label.frame.height * label.baselinePlacement(last: false).fraction
                + label.baselinePlacement(last: false).offset
        }
        #expect(abs(baseline(small) - baseline(large)) < 1e-6)
        #expect(large.frame.minY == 0 && small.frame.minY > 0)
        #expect(grid.frame.height == large.frame.height)
    }
}
