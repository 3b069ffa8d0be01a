import Foundation
import NibKit
import TestSupport
import Testing

/// Real Xcode files load through `Nib` like our own archives: unknown classes (the apps' own,
/// and UIKit classes ViewCore does not have yet) fall back to the element's class.
@Suite(.enabled(if: XcodeCorpus.isAvailable, "the Xcode corpus folder is absent"))
struct XcodeNibLoadingTests {
    /// Files whose outlets and actions need no class of their app.
    static let selfContained = [
        "ReactiveX__RxSwift__LaunchScreen.xib", "SVProgressHUD__SVProgressHUD__ViewController.xib",
        "danielgindi__Charts__LineChart1ViewController.xib", "krzyzanowskim__Natalie__LaunchScreen.xib",
        "IBDecodable__IBLinter__DuplicateConstraint.xib", "jdg__MBProgressHUD__HudDemoViewController--d83fa73.xib",
    ]

    @Test(arguments: selfContained)
    func loadsTheTreeTheFileDescribes(_ name: String) throws {
        let nib = try Nib(contentsOf: XcodeCorpus.folder.appendingPathComponent(name))
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
