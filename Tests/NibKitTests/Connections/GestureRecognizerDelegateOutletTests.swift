import Foundation
import NibKit
import TestSupport
import Testing

/// An owner that is a recognizer's delegate, declining gestures while `isLocked`.
private final class LockingOwner: GestureRecognizerDelegate {
    var isLocked = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { !isLocked }
}

/// An owner that is no recognizer delegate.
private final class PlainOwner {}

/// A gesture recognizer's `delegate` outlet in an Xcode file connects `GestureRecognizer.delegate`
/// (weakly, as UIKit); a destination of the app's own class that does not adopt
/// `GestureRecognizerDelegate` is an error, one of ViewCore's classes (which cannot adopt it) a
/// skipped connection with a warning.
@Suite struct GestureRecognizerDelegateOutletTests {
    /// A xib whose view has a tap recognizer with a `delegate` outlet to `delegate`.
    static func xib(delegate: String) -> Data {
        XcodeTestXib.iOS(
            """
                    <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
                        <subviews>
                            <label text="Hi" id="label"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                        </subviews>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="c1"/>
                        </connections>
                    </view>
                    <tapGestureRecognizer id="tap">
                        <connections>
                            <outlet property="delegate" destination="\(delegate)" id="c2"/>
                        </connections>
                    </tapGestureRecognizer>
            """)
    }

    @Test func theOutletConnectsTheOwnerAsDelegateWithoutAWarning() throws {
        let owner = LockingOwner()
        let warnings = WarningRecorder()
        let objects = try Nib(data: Self.xib(delegate: "-1"), file: "Tap.xib").instantiate(
            withOwner: owner, options: Nib.Options(warningHandler: { warnings.add($0) }))
        let view = try #require(objects.first as? View)
        let tap = try #require(objects.last as? TapGestureRecognizer)
        #expect(tap.delegate === owner)
        #expect(tap.view === view)
        #expect(warnings.all.isEmpty, "\(warnings.all)")
        // The delegate the file connected decides, as in UIKit.
        #expect(tap.simulateRecognition())
        owner.isLocked = true
        #expect(!tap.simulateRecognition())
    }

    @Test func theDelegateIsHeldWeakly() throws {
        var owner: LockingOwner? = LockingOwner()
        let objects = try Nib(data: Self.xib(delegate: "-1"), file: "Tap.xib").instantiate(withOwner: owner)
        let tap = try #require(objects.last as? TapGestureRecognizer)
        #expect(tap.delegate != nil)
        owner = nil
        #expect(tap.delegate == nil)
    }

    @Test func anOwnerThatIsNoDelegateIsAnErrorNamingTheProtocol() throws {
        let nib = try Nib(data: Self.xib(delegate: "-1"), file: "Tap.xib")
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiate(withOwner: PlainOwner()) }
        #expect(error.problems.map(\.code) == [NibLoadingError.Code.outletTypeMismatch])
        #expect(error.problems.first?.line == 16)
        #expect(error.problems.first?.message.contains("declared as GestureRecognizerDelegate") == true)
        #expect(error.problems.first?.message.contains("PlainOwner") == true)
    }

    @Test func aViewCoreObjectAsDelegateIsSkippedWithAWarning() throws {
        let warnings = WarningRecorder()
        let objects = try Nib(data: Self.xib(delegate: "label"), file: "Tap.xib").instantiate(
            withOwner: nil, options: Nib.Options(warningHandler: { warnings.add($0) }))
        let tap = try #require(objects.last as? TapGestureRecognizer)
        #expect(tap.delegate == nil)
        #expect(warnings.all.map(\.code) == [NibLoadingError.Code.skipped])
        #expect(
            warnings.all.first?.message
                == "outlet 'delegate' is skipped: ViewCore's Label is not an object that outlet takes")
    }

}
