import PropertyBased
import TestSupport
import Testing

@testable import nibc

/// ibtool's command line: options in any order, the values build systems pass, and a clear
/// refusal for anything else.
@Suite struct IbtoolArgumentsTests {
    /// The options Xcode passes to compile a storyboard, each as it appears on the line.
    static let xcodeOptions: [[String]] = [
        ["--errors"], ["--warnings"], ["--notices"], ["--module", "App"], ["--auto-activate-custom-fonts"],
        ["--target-device", "iphone"], ["--minimum-deployment-target", "15.0"],
        ["--output-format", "human-readable-text"], ["--compilation-directory", "/tmp/build/Base.lproj"],
        ["--output-partial-info-plist", "/tmp/build/Main-SBPartialInfo.plist"], ["--flatten", "YES"],
    ]

    static let expected = IbtoolArguments(
        compilationDirectory: "/tmp/build/Base.lproj", partialInfoPlist: "/tmp/build/Main-SBPartialInfo.plist",
        errors: true, warnings: true, notices: true, outputFormat: .humanReadableText,
        minimumDeploymentTarget: "15.0", targetDevices: ["iphone"], module: "App", document: "Main.storyboard")

    @Test func theOrderOfOptionsChangesNothing() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            var line = Self.xcodeOptions + [["Main.storyboard"]]
            line.shuffle(using: &random)
            let parsed = try? IbtoolArguments.parse(line.flatMap { $0 })
            #expect(parsed == Self.expected, "\(line)")
        }
    }

    @Test func targetDevicesAreKeptInOrder() throws {
        let parsed = try IbtoolArguments.parse([
            "--target-device", "iphone", "--compile", "V.nib", "--target-device", "ipad", "V.xib",
        ])
        #expect(parsed.targetDevices == ["iphone", "ipad"])
        #expect(parsed.compile == "V.nib")
        #expect(parsed.document == "V.xib")
        #expect(parsed.outputFormat == .xml1, "ibtool's default")
    }

    @Test(arguments: [
        (["--strip", "out.nib", "V.xib"], "unknown argument '--strip'"),
        (["--compile"], "'--compile' needs a value"),
        (["--errors"], "no document: give a .xib or .storyboard file"),
        (["A.xib", "B.xib"], "only one document is compiled at a time: 'A.xib' and 'B.xib'"),
        (
            ["--output-format", "json", "V.xib"],
            "unknown output format 'json': use one of human-readable-text, xml1, binary1"
        ),
        (["--flatten", "NO", "V.xib"], "--flatten NO is not supported: NibKit writes flattened nibs only"),
    ])
    func refusedLinesSayWhy(line: [String], message: String) {
        #expect(throws: IbtoolArguments.Failure(message: message)) { try IbtoolArguments.parse(line) }
    }

    @Test func linkTakesEveryBundleAfterIt() throws {
        let parsed = try IbtoolArguments.parse(["--link", "App.app", "A.storyboardc", "--errors", "B.storyboardc"])
        #expect(parsed.link == "App.app")
        #expect(parsed.linked == ["A.storyboardc", "B.storyboardc"])
        #expect(parsed.document == nil)
        #expect(throws: IbtoolArguments.Failure(message: "--link needs the .storyboardc bundles to link")) {
            try IbtoolArguments.parse(["--link", "App.app"])
        }
    }

    @Test func versionAndHelpNeedNoDocument() throws {
        #expect(try IbtoolArguments.parse(["--version"]).version)
        #expect(try IbtoolArguments.parse(["--help"]).help)
    }
}
