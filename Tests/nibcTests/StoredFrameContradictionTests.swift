import Foundation
import NibKit
import PropertyBased
import TestSupport
import Testing

@testable import nibc

/// `nibc dump --layout` names the required constraints a file's own stored frames break: the
/// proof that those frames are stale, with which the corpus tests excuse a frame (issue 36).
@Suite struct StoredFrameContradictionTests {
    /// Tenths of a point a stored frame is off from its constraint, either way.
    static let offsets = Gen.int(in: -300...300).map { CGFloat($0) / 10 }
    static let relations = Gen.int(in: 0...2).map {
        [LayoutConstraint.Relation.lessThanOrEqual, .equal, .greaterThanOrEqual][$0]
    }

    /// A child pinned `leading == root.leading + 20` (or `<=`, `>=`) stored at any x: broken
    /// exactly when the stored x is further than 0.5 points from what the relation allows, by
    /// that distance; its width against a constant likewise; a superview's bounds origin moves
    /// what it holds.
    @Test func storedFramesBreakARequiredConstraintByTheirDistanceFromIt() async {
        await propertyCheck(count: 200, input: Self.offsets, Self.offsets, Self.relations) {
            offset, widthOffset, relation in
            let (root, child) = Self.pair(
                childFrame: CGRect(x: 20 + offset, y: 10, width: 50 + widthOffset, height: 30))
            let leading = LayoutConstraint(
                item: child, attribute: .leading, relatedBy: relation, toItem: root, attribute: .leading,
                multiplier: 1, constant: 20)
            let width = LayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 50)
            Self.activate(leading, id: "leading")
            Self.activate(width, id: "width")
            let found = StoredFrameContradiction.find(
                below: root, frames: StoredFrameContradiction.storedFrames(below: root))

            // The offsets as the frame holds them (20 + 0.5 - 20 is a hair over 0.5).
            let (x, w) = (child.frame.minX - 20, child.frame.width - 50)
            let beyond: CGFloat =
                switch relation {
                case .equal: abs(x)
                case .lessThanOrEqual: max(0, x)
                case .greaterThanOrEqual: max(0, -x)
                }
            var expected: [StoredFrameContradiction] = []
            if beyond > 0.5 {
                expected.append(.init(constraintID: "leading", firstID: "child", secondID: "root", distance: beyond))
            }
            if abs(w) > 0.5 {
                expected.append(.init(constraintID: "width", firstID: "child", secondID: nil, distance: abs(w)))
            }
            #expect(Self.rounded(found) == Self.rounded(expected))
        }
    }

    /// A scrolled superview (its bounds' origin moved) holds its views where it shows them.
    @Test func aBoundsOriginMovesTheViewsItHolds() {
        let (root, child) = Self.pair(childFrame: CGRect(x: 20, y: 110, width: 50, height: 30))
        root.bounds.origin = CGPoint(x: 0, y: 100)
        Self.activate(child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), id: "top")
        #expect(
            StoredFrameContradiction.find(below: root, frames: StoredFrameContradiction.storedFrames(below: root))
                .isEmpty)
    }

    /// What rests on rules of ours proves nothing: a layout guide (the safe area, the margins)
    /// and a view laid out with alignment insets.
    @Test func guidesAndAlignmentInsetsProveNothing() {
        let (root, child) = Self.pair(childFrame: CGRect(x: 90, y: 90, width: 50, height: 30))
        Self.activate(child.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor), id: "safe")
        Self.activate(child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor), id: "margin")
        let margin = LayoutConstraint(
            item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
            multiplier: 1, constant: 0)
        Self.activate(margin, id: "leadingMargin")
        let slider = Slider(frame: CGRect(x: 90, y: 0, width: 100, height: 31))
        slider.unarchivedValues.archiveID = "slider"
        slider.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(slider)
        Self.activate(slider.leadingAnchor.constraint(equalTo: root.leadingAnchor), id: "bezel")
        #expect(
            StoredFrameContradiction.find(below: root, frames: StoredFrameContradiction.storedFrames(below: root))
                .isEmpty)
    }

    /// A constraint between a scroll view's edge or centre and a view inside it binds the
    /// scrolled content (UIKit's rule, and NibKit's layout's), whose place the stored frames do
    /// not give: content taller than the scroll view proves nothing by its bottom. Its width
    /// against the scroll view's still does.
    @Test func aScrollViewsEdgesFacingItsContentProveNothing() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.unarchivedValues.archiveID = "scroll"
        let content = View(frame: CGRect(x: 0, y: 0, width: 300, height: 1000))
        content.unarchivedValues.archiveID = "content"
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        Self.activate(content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor), id: "bottom")
        Self.activate(scroll.centerXAnchor.constraint(equalTo: content.centerXAnchor, constant: 40), id: "centre")
        Self.activate(content.widthAnchor.constraint(equalTo: scroll.widthAnchor), id: "width")
        let found = StoredFrameContradiction.find(
            below: scroll, frames: StoredFrameContradiction.storedFrames(below: scroll))
        #expect(found.map(\.constraintID) == ["width"])
    }

    /// Two locations related by a multiplier are measured in the bounds of the view holding
    /// the constraint, as the layout measures them: MatrixKit's device view (a container 10
    /// points in, 580 wide, its centre four times a button's) stores the button at 57.5, which
    /// keeps the constraint; at 47.5 it would break it by 40 points.
    @Test func aMultipliedLocationIsCheckedInTheHoldersBounds() {
        for (x, distance) in [(57.5, nil), (47.5, 40.0)] as [(CGFloat, Double?)] {
            let root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
            root.unarchivedValues.archiveID = "root"
            let container = View(frame: CGRect(x: 10, y: 74, width: 580, height: 250))
            container.unarchivedValues.archiveID = "container"
            root.addSubview(container)
            let button = View(frame: CGRect(x: x, y: 210, width: 30, height: 30))
            button.unarchivedValues.archiveID = "button"
            button.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(button)
            let centre = LayoutConstraint(
                item: container, attribute: .centerX, relatedBy: .equal, toItem: button, attribute: .centerX,
                multiplier: 4, constant: 0)
            Self.activate(centre, id: "centre")
            let found = StoredFrameContradiction.find(
                below: root, frames: StoredFrameContradiction.storedFrames(below: root))
            #expect(found.map(\.distance) == (distance.map { [$0] } ?? []))
        }
    }

    /// A view inset only at its sides (a label's text, 2 points in) still proves its frame stale
    /// by its top; its sides prove nothing.
    @Test func alignmentInsetsProveNothingOnlyAlongTheirAxis() {
        let (root, child) = Self.pair(childFrame: CGRect(x: 90, y: 90, width: 50, height: 30))
        child.alignmentRectInsetsForLayout = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        Self.activate(child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20), id: "side")
        Self.activate(child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20), id: "top")
        let found = StoredFrameContradiction.find(
            below: root, frames: StoredFrameContradiction.storedFrames(below: root))
        #expect(found.map(\.constraintID) == ["top"])
        #expect(found.first?.distance == 70)
    }

    /// The dump prints each one after the frames, as text and as JSON.
    @Test func theDumpReportsStaleFrames() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="20" width="200" height="40"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="lead"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="trail"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
                            <constraint firstItem="box" firstAttribute="height" constant="40" id="high"/>
                        </constraints>
                    </view>
                </objects>
            </document>

            """
        try withTemporaryFolder("nibc") { folder in
            try xib.write(to: folder.appendingPathComponent("Stale.xib"), atomically: true, encoding: .utf8)
            let text = try NibcProcess.run(["dump", "--layout", "Stale.xib"], in: folder)
            #expect(text.status == 0, "\(text.stderr)")
            #expect(text.stdout.contains("View id=box (20, 20, 280, 40)"))
            #expect(text.stdout.hasSuffix("stale: stored frames of root, box break constraint trail by 80 pt\n"))
            let json = try NibcProcess.run(["dump", "--layout", "--format", "json", "Stale.xib"], in: folder)
            let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
            let stale = try #require(object?["stale"] as? [[String: Any]])
            #expect(stale.count == 1)
            #expect(stale.first?["constraint"] as? String == "trail")
            #expect(stale.first?["items"] as? [String] == ["root", "box"])
            #expect(stale.first?["distance"] as? Double == 80)
        }
    }

    /// The corpus tally excuses a missed frame only with such a proof whose other view came
    /// back as stored; a frame matched is never excused.
    @Test func theTallyExcusesAMissedFrameOnlyWithAProof() throws {
        func tally(solvedOther: [Double], stale: String) throws -> CellFrameTally {
            let stored = """
                {"objects": [{"class": "View", "id": "root", "frame": [0, 0, 320, 200], "children": [
                    {"class": "View", "id": "other", "frame": [0, 0, 100, 40]},
                    {"class": "View", "id": "box", "frame": [20, 20, 200, 40]}]}]}
                """
            let laidOut = """
                {"roots": [{"class": "View", "id": "root", "frame": [0, 0, 320, 200], "subviews": [
                    {"class": "View", "id": "other", "frame": \(solvedOther)},
                    {"class": "View", "id": "box", "frame": [20, 20, 280, 40]}]}],
                 "stale": [\(stale)]}
                """
            var tally = CellFrameTally()
            try tally.add(stored: stored, laidOut: laidOut)
            return tally
        }
        let proof = #"{"constraint": "c", "items": ["other", "box"], "distance": 80}"#
        let onItsOwn = #"{"constraint": "c", "items": ["box"], "distance": 80}"#
        #expect(try tally(solvedOther: [0, 0, 100, 40], stale: proof).excused.outside == 1)
        #expect(try tally(solvedOther: [0, 0, 100, 40], stale: onItsOwn).excused.outside == 1)
        // The other view missed too: either stored frame may be the stale one.
        #expect(try tally(solvedOther: [5, 0, 100, 40], stale: proof).excused.outside == 0)
        #expect(try tally(solvedOther: [0, 0, 100, 40], stale: "").excused.outside == 0)
        let unproven = try tally(
            solvedOther: [5, 0, 100, 40], stale: proof.replacingOccurrences(of: "\"box\"", with: "\"x\""))
        #expect(unproven.excused.all == 0)
        #expect(try tally(solvedOther: [0, 0, 100, 40], stale: proof).outside.matched == 1)
    }

    private static func pair(childFrame: CGRect) -> (root: View, child: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.unarchivedValues.archiveID = "root"
        let child = View(frame: childFrame)
        child.unarchivedValues.archiveID = "child"
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        return (root, child)
    }

    private static func activate(_ constraint: LayoutConstraint, id: String) {
        constraint.unarchivedValues.archiveID = id
        constraint.isActive = true
    }

    /// Distances to a thousandth, so that float sums compare.
    private static func rounded(_ list: [StoredFrameContradiction]) -> [StoredFrameContradiction] {
        list.map {
            .init(
                constraintID: $0.constraintID, firstID: $0.firstID, secondID: $0.secondID,
                distance: ($0.distance * 1000).rounded() / 1000)
        }
    }
}
