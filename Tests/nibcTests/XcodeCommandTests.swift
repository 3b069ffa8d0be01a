import Foundation
import TestSupport
import Testing

/// `nibc` on Xcode files: validate reads them (never skips them), convert turns them into our
/// spellings, dump shows their views with the ids of the file.
@Suite struct XcodeCommandTests {
    static let card = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardController">
                    <connections>
                        <outlet property="view" destination="root" id="o1"/>
                        <outletCollection property="labels" destination="title" id="o2"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="16" width="288" height="21"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                        </label>
                        <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                            <rect key="frame" x="16" y="150" width="288" height="34"/>
                            <state key="normal" title="Go"/>
                            <connections>
                                <action selector="go:" destination="-1" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c1"/>
                        <constraint firstItem="go" firstAttribute="height" constant="34" placeholder="YES" id="c2"/>
                    </constraints>
                    <variation key="heightClass=compact">
                        <mask key="constraints"><exclude reference="c1"/></mask>
                    </variation>
                </view>
            </objects>
        </document>
        """

    @Test func dumpShowsEveryViewWithItsIDAndFrameAndCountsWhatTheBaseInstalls() throws {
        try withTemporaryFolder("nibc") { folder in
            try Self.card.write(to: folder.appendingPathComponent("Card.xib"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["dump", "Card.xib"], in: folder)
            #expect(outcome.status == 0)
            let lines = outcome.stdout.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("  Label id=title frame=(16 16 288 21) ") })
            #expect(lines.contains { $0.hasPrefix("  Button id=go frame=(16 150 288 34) ") })
            #expect(lines.last == "3 views, 1 constraint, 2 outlets, 1 action")
        }
    }

    @Test func convertWritesOurSpellingsThatLoadToTheSameTree() throws {
        try withTemporaryFolder("nibc") { folder in
            try Self.card.write(to: folder.appendingPathComponent("Card.xib"), atomically: true, encoding: .utf8)
            #expect(try NibcProcess.run(["convert", "Card.xib", "-o", "Card.json"], in: folder).status == 0)
            #expect(try NibcProcess.run(["convert", "Card.json", "-o", "Card.xml"], in: folder).status == 0)
            let fromXib = try NibcProcess.run(["dump", "Card.xib"], in: folder).stdout
            #expect(try NibcProcess.run(["dump", "Card.json"], in: folder).stdout == fromXib)
            #expect(try NibcProcess.run(["dump", "Card.xml"], in: folder).stdout == fromXib)
            let validated = try NibcProcess.run(["validate", "Card.xml"], in: folder)
            #expect(validated.status == 0)
        }
    }

    @Test func validateReportsAnUnreadableXibAsAnError() throws {
        try withTemporaryFolder("nibc") { folder in
            try "<document type=\"x\"><objects><view id=\"v\">".write(
                to: folder.appendingPathComponent("Bad.xib"), atomically: true,
                encoding: .utf8)
            let outcome = try NibcProcess.run(["validate", "Bad.xib"], in: folder)
            #expect(outcome.status == 1)
            #expect(outcome.stdout.contains("Bad.xib:1:"))
            #expect(outcome.stdout.contains("[NIB0106]"))
        }
    }

    @Test(XcodeCorpus.required)
    func validateReadsTheCorpusWithoutErrors() throws {
        let outcome = try NibcProcess.run(["validate"] + XcodeCorpus.folders.map(\.path))
        #expect(outcome.status == 0)
        #expect(outcome.stderr.hasPrefix("\(XcodeCorpus.files().count) files checked: 0 errors, "))
        #expect(!outcome.stdout.contains("are not read yet"))
    }

    @Test(XcodeCorpus.legacyRequired)
    func validateGivesOneErrorPerLegacyFile() throws {
        let outcome = try NibcProcess.run(["validate", XcodeCorpus.legacyFolder.path])
        let count = XcodeCorpus.files(in: XcodeCorpus.legacyFolder).count
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "\(count) files checked: \(count) errors, 0 warnings\n")
        #expect(outcome.stdout.components(separatedBy: "[NIB0113]").count == count + 1)
    }
}

/// `nibc dump`'s summary of every corpus file counts what a different parser counts in it
/// (`XcodeIndependentCount`): views (framed or not, WatchKit's interface objects not being
/// views), installed constraints, outlets and actions, exactly.
@Suite(XcodeCorpus.required)
struct XcodeCorpusDumpTests {
    @Test func dumpSummariesMatchAnIndependentCount() throws {
        var failures: [String] = []
        for url in XcodeCorpus.files() {
            let count = try XcodeIndependentCount(data: Data(contentsOf: url))
            let outcome = try NibcProcess.run(["dump", url.path], in: url.deletingLastPathComponent())
            let summary = outcome.stdout.split(separator: "\n").last.map(String.init) ?? ""
            let numbers = summary.split(separator: ",").compactMap {
                $0.split(separator: " ").first.flatMap { Int($0) }
            }
            let expected = [count.views, count.constraints, count.outlets, count.actions]
            if outcome.status != 0 || numbers != expected {
                failures.append(
                    "\(url.lastPathComponent): '\(summary)', expected \(count.views) views, "
                        + "\(count.constraints) constraints, \(count.outlets) outlets, \(count.actions) actions")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
