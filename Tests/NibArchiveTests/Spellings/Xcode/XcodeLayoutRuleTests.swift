import Foundation
import Testing
import ViewCore

@testable import NibArchive

/// Mapping rules that only show in the frames a document lays out to: each small document is
/// read, decoded with the built-in classes and laid out, and its views must land on exact frames.
@Suite struct XcodeLayoutRuleTests {
    /// Reads `objects` as an iOS xib, decodes it and lays its first view out; the views by id.
    private func layOut(_ objects: String) throws -> [String: View] {
        let document = try XcodeTestDocuments.read(XcodeTestDocuments.xib(objects))
        let unarchiver = KeyedUnarchiver(document: document)
        let root = try #require(try unarchiver.decodeTopLevelObjects().first as? View)
        root.layoutIfNeeded()
        var views: [String: View] = [:]
        func collect(_ view: View) {
            if let id = view.unarchivedValues.archiveID { views[id] = view }
            view.subviews.forEach(collect)
        }
        collect(root)
        return views
    }

    /// A view of `width` x `height` fixed by constraints, stored at the frame `stored`.
    private func fixedView(_ id: String, width: Int, height: Int, stored: String) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" \(stored)/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
            </constraints>
        </view>
        """
    }

    @Test func aStackViewArrangesEverySubviewInOrder() throws {
        // The stored frames of the two views are wrong on purpose: only the arrangement puts
        // them where they belong (equal spacing along, centred across).
        let views = try layOut(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <subviews>
            \(fixedView("a", width: 50, height: 40, stored: #"x="7" y="7" width="50" height="40""#))
            \(fixedView("b", width: 60, height: 20, stored: #"x="7" y="7" width="60" height="20""#))
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                    <constraint firstItem="stack" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c4"/>
                </constraints>
            </view>
            """)
        let stack = try #require(views["stack"] as? StackView)
        #expect(stack.arrangedSubviews.map(\.unarchivedValues.archiveID) == ["a", "b"])
        #expect(views["a"]?.frame == CGRect(x: 0, y: 30, width: 50, height: 40))
        #expect(views["b"]?.frame == CGRect(x: 240, y: 40, width: 60, height: 20))
    }

    @Test func aStackViewGivenMarginsArrangesInsideThem() throws {
        let views = try layOut(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <subviews>
            \(fixedView("a", width: 50, height: 40, stored: #"x="20" y="12" width="50" height="40""#))
                        </subviews>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="12" leading="20" bottom="12" trailing="20"/>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                </constraints>
            </view>
            """)
        let stack = try #require(views["stack"] as? StackView)
        #expect(stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 90, height: 64))
        #expect(views["a"]?.frame == CGRect(x: 20, y: 12, width: 50, height: 40))
    }

    @Test func aViewAtAFixedFrameTranslatesItsAutoresizingMask() throws {
        // Stored with translatesAutoresizingMaskIntoConstraints="NO" and no constraints, which
        // alone would leave it undetermined at the origin.
        let views = try layOut(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                        <rect key="frame" x="164" y="257" width="46" height="30"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                </subviews>
            </view>
            """)
        let fixed = try #require(views["fixed"])
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        #expect(fixed.frame == CGRect(x: 164, y: 257, width: 46, height: 30))
        #expect(!fixed.hasAmbiguousLayout)
    }
}
