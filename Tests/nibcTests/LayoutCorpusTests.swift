import Foundation
import TestSupport
import Testing

/// Issue 26's real-file check: each iOS file of the Xcode corpus not marked `misplaced` or
/// `ambiguous`, laid out at the size its document stored, with each text view's content size
/// taken from the frame the file stored (`nibc dump --layout --text-sizes-from-file`), against
/// the frames Interface Builder stored, within 0.5 points; prints each file's count and each
/// frame that differs (id, class, stored, laid out). Skipped without the corpus.
@Suite struct LayoutCorpusTests {
    /// Files whose every frame matches today; a change that breaks one of them is a regression.
    static let matching = [
        "hackiftekhar__IQKeyboardManager__Main--1cd258c.storyboard",
        "hackiftekhar__IQKeyboardManager__Main--c46ceb9.storyboard",
        "jdg__MBProgressHUD__HudDemoViewController--d8037ba.xib",
        "jdg__MBProgressHUD__HudDemoViewController--d83fa73.xib",
        "SVProgressHUD__SVProgressHUD__ViewController.xib",
        "jessesquires__JSQMessagesViewController__JSQMessagesCollectionViewCellIncoming.xib",
        "Ranchero-Software__NetNewsWire__SettingsTableViewCell.xib",
        "openfoodfacts__openfoodfacts-ios__EnvironmentHeaderCellController.xib",
        "openfoodfacts__openfoodfacts-ios__RobotoffQuestionTableViewCell.xib",
        "HeroTransitions__Hero__Basic.storyboard",
        "IBDecodable__IBLinter__DuplicateConstraint.xib",
        "ReactiveX__RxSwift__PartialUpdates.storyboard",
        "dzenbot__DZNEmptyDataSet__Storyboard--Supporting_Files.storyboard",
        "krzyzanowskim__Natalie__Main--NatalieExample.storyboard",
        "onevcat__Kingfisher__Main.storyboard",
        "xmartlabs__XLPagerTabStrip__Storyboard.storyboard",
        "SwiftKickMobile__SwiftMessages__CardView.xib",
        "SwiftKickMobile__SwiftMessages__MessageView.xib",
        "SwiftKickMobile__SwiftMessages__TacoDialogView.xib",
        "danielgindi__Charts__LineChart1ViewController.xib",
        "mac-cain13__R.swift__My_View.xib",
        "SVProgressHUD__SVProgressHUD__Main--Demo.storyboard",
        "HeroTransitions__Hero__Main.storyboard",
        "IBDecodable__IBDecodable__StoryboardConnections.storyboard",
        "IBDecodable__IBDecodable__StoryboardHostingController.storyboard",
    ]

    @Test(.enabled(if: XcodeCorpus.isAvailable, "the Xcode corpus is absent"))
    func laidOutFramesMatchTheStoredOnes() throws {
        var report: [String] = []
        var totals = (matched: 0, frames: 0)
        for url in XcodeCorpus.files() {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.contains("targetRuntime=\"iOS"), !text.contains("misplaced=\"YES\""),
                !text.contains("ambiguous=\"YES\"")
            else { continue }
            let name = url.lastPathComponent
            let stored = try NibcProcess.run(["dump", "--format", "json", url.path])
            let laidOut = try NibcProcess.run([
                "dump", "--layout", "--text-sizes-from-file", "--format", "json", url.path,
            ])
            guard laidOut.status == 0 else {
                report.append("\(name): not instantiated")
                #expect(!Self.matching.contains(name), "\(name): \(laidOut.stderr)")
                continue
            }
            var frames: [String: [Double]] = [:]
            func collect(_ object: [String: Any]) {
                if let id = object["id"] as? String, let frame = object["frame"] as? [Double] { frames[id] = frame }
                for child in object["children"] as? [[String: Any]] ?? [] { collect(child) }
            }
            let document = try JSONSerialization.jsonObject(with: Data(stored.stdout.utf8)) as? [String: Any]
            for object in document?["objects"] as? [[String: Any]] ?? [] { collect(object) }
            var matched = 0, compared = 0
            var mismatches: [String] = []
            func compare(_ view: [String: Any], depth: Int) {
                if depth > 0, let id = view["id"] as? String, let want = frames[id],
                    let got = view["frame"] as? [Double]
                {
                    compared += 1
                    if zip(want, got).allSatisfy({ abs($0 - $1) <= 0.5 }) {
                        matched += 1
                    } else {
                        let rounded = { (frame: [Double]) in frame.map { ($0 * 100).rounded() / 100 } }
                        mismatches.append(
                            "  \(id) \(view["class"] ?? "?"): want \(rounded(want)), got \(rounded(got))")
                    }
                }
                for subview in view["subviews"] as? [[String: Any]] ?? [] { compare(subview, depth: depth + 1) }
            }
            let layout = try JSONSerialization.jsonObject(with: Data(laidOut.stdout.utf8)) as? [String: Any]
            for root in layout?["roots"] as? [[String: Any]] ?? [] { compare(root, depth: 0) }
            totals.matched += matched
            totals.frames += compared
            report.append("\(name): \(matched)/\(compared)")
            report += mismatches
            if Self.matching.contains(name) {
                #expect(matched == compared && compared > 0, "\(name): \(matched)/\(compared)")
            }
        }
        report.append("all: \(totals.matched)/\(totals.frames) frames within 0.5 points")
        print(report.joined(separator: "\n"))
    }
}
