import Foundation
import NibKit
import TestSupport
import Testing

/// What a file connects to an object NibKit can only stand in for (a class loaded as its base,
/// a ViewCore class without that UIKit outlet, an object kept verbatim) is skipped with a
/// `NIB0411` warning; the same connection to the app's own class stays an error.
@Suite struct StandInTests {
    @Test func connectionsOfAStandInAreSkippedWithAWarning() throws {
        let nib = try Nib(
            data: XcodeTestXib.iOS(
                """
                        <view customClass="NoSuchCardView" id="card">
                            <rect key="frame" x="0" y="0" width="100" height="50"/>
                            <subviews>
                                <label text="Hi" id="title"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                                <tableView id="table"><rect key="frame" x="0" y="0" width="10" height="10"/>
                                    <connections><outlet property="dataSource" destination="card" id="o2"/></connections>
                                </tableView>
                            </subviews>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius" value="4"/>
                            </userDefinedRuntimeAttributes>
                            <connections><outlet property="titleLabel" destination="title" id="o1"/></connections>
                        </view>
                """), file: "Card.xib")
        let warnings = WarningRecorder()
        let objects = try nib.instantiate(
            withOwner: nil,
            options: Nib.Options(fallsBackToKnownBaseClass: true, warningHandler: { warnings.add($0) }))
        let card = try #require(objects.first as? View)
        #expect(type(of: card) == View.self)
        #expect(card.subviews.count == 2)
        #expect(warnings.all.map(\.code) == ["NIB0305", "NIB0411", "NIB0411", "NIB0411"])
        #expect(warnings.all.allSatisfy { $0.isWarning })
        // The class, then the connections in file order, then the runtime attributes.
        #expect(warnings.all.map(\.line) == [6, 11, 17, 14])
        #expect(
            warnings.all[1].description.contains(
                "warning: outlet 'dataSource' is skipped: ViewCore's TableView does not model that outlet"))
        #expect(warnings.all[2].description.hasPrefix("Card.xib:17:"))
        #expect(
            warnings.all[2].description.contains(
                "warning: outlet 'titleLabel' is skipped: View stands in for NoSuchCardView, which is not registered"))
        #expect(
            warnings.all[3].message
                == "runtime attribute 'cornerRadius' is skipped: View stands in for NoSuchCardView, which is not registered (Nib.register)"
        )
    }

    @Test func theSameConnectionsToTheAppsOwnClassAreErrors() throws {
        Nib.register(StandInCard.self)
        let nib = try Nib(
            data: XcodeTestXib.iOS(
                """
                        <view customClass="StandInCard" id="card">
                            <rect key="frame" x="0" y="0" width="100" height="50"/>
                            <subviews>
                                <label text="Hi" id="title"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                            </subviews>
                            <connections><outlet property="titleLabel" destination="title" id="o1"/></connections>
                        </view>
                """), file: "Card.xib")
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiate(withOwner: nil) }
        #expect(error.problems.map(\.code) == ["NIB0401"])
    }
}

/// An app class without the outlet the file names.
final class StandInCard: View {}
