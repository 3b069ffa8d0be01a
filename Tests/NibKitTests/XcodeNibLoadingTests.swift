import Foundation
import NibArchive
import NibKit
import TestSupport
import Testing

/// Real Xcode files load through `Nib` like our own archives: unknown classes (the apps' own,
/// and UIKit classes ViewCore does not have yet) fall back to the element's class.
@Suite(XcodeCorpus.required)
struct XcodeNibLoadingTests {
    /// Files whose outlets and actions need no class of their app.
    static let selfContained = [
        "ReactiveX__RxSwift__LaunchScreen.xib", "SVProgressHUD__SVProgressHUD__ViewController.xib",
        "danielgindi__Charts__LineChart1ViewController.xib", "krzyzanowskim__Natalie__LaunchScreen.xib",
        "IBDecodable__IBLinter__DuplicateConstraint.xib", "jdg__MBProgressHUD__HudDemoViewController--d83fa73.xib",
    ]

    @Test(arguments: selfContained)
    func loadsTheTreeTheFileDescribes(_ name: String) throws {
        let nib = try Nib(contentsOf: XcodeCorpus.file(named: name))
        let objects = try nib.instantiate(withOwner: nil, options: Nib.Options(fallsBackToKnownBaseClass: true))
        let views = objects.compactMap { $0 as? View }
        let archived = nib.document.objects.filter { $0["frame"] != nil }
        #expect(views.count == archived.count)
        for (view, object) in zip(views, archived) {
            guard case .value(.rect(let frame))? = object["frame"] else { continue }
            #expect(view.frame == frame, "\(object.id)")
            #expect(
                view.subviews.count
                    == (object["subviews"].map { if case .array(let items) = $0 { items.count } else { 0 } } ?? 0))
        }
    }
}

/// A symbolic constraint (system spacing) is installed with the constant Interface Builder
/// resolved; a `placeholder="YES"` one stays in the document and is not installed.
@Suite struct XcodeConstraintLoadingTests {
    @Test func symbolicConstraintsInstallPlaceholderOnesDoNot() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="root"><rect key="frame" x="0" y="0" width="320" height="480"/>
                        <subviews>
                            <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                <rect key="frame" x="20" y="20" width="100" height="21"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="a" firstAttribute="leading" secondItem="root" \
            secondAttribute="leadingMargin" symbolic="YES" id="sym"/>
                            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" \
            constant="20" placeholder="YES" id="ph"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let nib = try Nib(data: Data(xib.utf8), file: "Spacing.xib")
        let root = try #require(try nib.instantiate(withOwner: nil).first as? View)
        #expect(root.constraints.count == 1)
        #expect(root.constraints.first?.firstAttribute == .leading)
        #expect(root.constraints.first?.secondAttribute == .leadingMargin)
        guard case .array(let kept)? = nib.document.objects.first?["xcode.placeholderConstraints"] else {
            Issue.record("the placeholder constraint is not kept")
            return
        }
        #expect(kept.count == 1)
        // Written back by conversion, as kept.
        let json = try ArchiveDocument(data: nib.document.data(format: .json), format: .json)
        #expect(json.objects.first?["xcode.placeholderConstraints"] == .array(kept))
    }
}

/// `Nib(data:)` leaves out `XMLTextCheck` for an Xcode file because the reader cannot make the
/// text it looks for: libxml2 refuses such characters, literal or as references, and a base64
/// string that decodes to one is a string value, which may hold it. The same document changed
/// in code is still checked.
@Suite struct XcodeTextCheckTests {
    static func xib(label attributes: String, content: String = "") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <label \(attributes) id="a"><rect key="frame" x="0" y="0" width="100" height="21"/>\(content)</label>
                </objects>
            </document>
            """.utf8)
    }

    @Test(arguments: ["text=\"a&#1;b\"", "userLabel=\"a&#xFFFE;\"", "text=\"a\u{1}b\""])
    func theReaderRefusesWhatTheCheckLooksFor(_ attribute: String) {
        #expect(throws: ArchiveReadError.self) { try Nib(data: Self.xib(label: attribute), file: "T.xib") }
    }

    @Test func aBase64StringHoldingAControlLoadsAndACodeChangeIsStillChecked() throws {
        // "a\u{1}b" in base64.
        let nib = try Nib(
            data: Self.xib(label: "", content: #"<string key="text" base64-UTF8="YES">YQFi</string>"#), file: "T.xib")
        let label = try #require(nib.document.objects.first)
        #expect(label["text"] == .value(.string("a\u{1}b")))
        label.entries.append(ArchiveEntry(key: "bad\u{1}key", value: .value(.bool(true)), location: label.location))
        let error = try #require(throws: NibLoadingError.self) { try Nib(validating: nib.document) }
        #expect(error.problems.contains { $0.code == "NIB0206" })
    }
}
