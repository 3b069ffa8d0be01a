import Foundation
import NibArchive
import PropertyBased
import Testing

/// `NibCompiler` on small macOS storyboards: the files of the `.storyboardc`, the window
/// controller's nib with its content controller and the storyboard's wiring, the view nib with
/// its upstream placeholder, the identifiers, and what is refused; base localizations.
/// The shapes are those of the corpus's `sb_*` pairs (`AppKitStoryboardCorpusTests`).
@Suite struct AppKitStoryboardCompilerTests {
    /// A storyboard with an application scene (one menu item), a window controller and its
    /// content view controller (`ViewController`, with a button whose action targets it and an
    /// outlet to the button), plus `extraScene` and `windowTitle`.
    static func storyboard(extraScene: String = "", windowTitle: String = "Main") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="wc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <application id="app" sceneMemberID="viewController">
                                <menu key="mainMenu" title="Main Menu" systemMenu="main" id="mm">
                                    <items>
                                        <menuItem title="Quit" keyEquivalent="q" id="quit">
                                            <connections>
                                                <action selector="terminate:" target="fr1" id="c1"/>
                                            </connections>
                                        </menuItem>
                                    </items>
                                </menu>
                            </application>
                            <customObject id="fr1" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <windowController id="wc" sceneMemberID="viewController">
                                <window key="window" title="\(windowTitle)" releasedWhenClosed="NO" visibleAtLaunch="NO" id="win">
                                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                                    <rect key="contentRect" x="100" y="100" width="300" height="200"/>
                                    <rect key="screenRect" x="0.0" y="0.0" width="1920" height="1080"/>
                                </window>
                                <connections>
                                    <segue destination="vc" kind="relationship" relationship="window.shadowedContentViewController" id="sg"/>
                                </connections>
                            </windowController>
                            <customObject id="fr2" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="s3">
                        <objects>
                            <viewController id="vc" customClass="ViewController" sceneMemberID="viewController">
                                <view key="view" id="v">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <button translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                            <rect key="frame" x="20" y="20" width="100" height="24"/>
                                            <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" id="bc">
                                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                                <font key="font" metaFont="system"/>
                                            </buttonCell>
                                            <connections>
                                                <action selector="go:" target="vc" id="c2"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="goButton" destination="b" id="c3"/>
                                </connections>
                            </viewController>
                            <customObject id="fr3" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
            \(extraScene)
                </scenes>
            </document>
            """.utf8)
    }

    static func files(_ source: Data, file: String = "Main.storyboard") throws -> [String: Data] {
        let output = try NibCompiler().compile(source, file: file)
        return Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.data) })
    }

    static func nib(_ data: Data?) throws -> NIBArchive {
        try NIBArchiveDecoder().decode(try #require(data))
    }

    static func text(_ payload: NIBArchive.Payload?, in archive: NIBArchive) -> String? {
        NibCompilerScrollTests.text(payload, in: archive)
    }

    static func object(_ payload: NIBArchive.Payload?, in archive: NIBArchive) -> [String: NIBArchive.Payload] {
        NibCompilerTableTests.object(payload, in: archive)
    }

    /// The labels of the outlet connectors of `archive`, sorted.
    static func outlets(in archive: NIBArchive) -> [String] {
        archive.objects.filter { archive.className(of: $0) == "NSNibOutletConnector" }.compactMap { connector in
            let values = archive.values(of: connector)
            return text(values.first { archive.key(of: $0) == "NSLabel" }?.payload, in: archive)
        }.sorted()
    }

    @Test func aStoryboardCompilesToItsNibsAndInfo() throws {
        let files = try Self.files(Self.storyboard())
        #expect(
            files.keys.sorted() == ["Info.plist", "MainMenu.nib", "NSWindowController-wc.nib", "vc-view-v.nib"])
        let plist = try #require(files["Info.plist"])
        let info = try #require(try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any])
        #expect(info["NSStoryboardDesignatedEntryPointIdentifier"] as? String == "NSWindowController-wc")
        #expect(info["NSStoryboardMainMenu"] as? String == "MainMenu")
        #expect(info["NSStoryboardVersion"] as? Int == 1)
        #expect(
            info["NSViewControllerIdentifiersToNibNames"] as? [String: String]
                == ["MainMenu": "MainMenu", "NSWindowController-wc": "NSWindowController-wc"])
        let uuids = try #require(info["NSViewControllerIdentifiersToUUIDs"] as? [String: String])
        let uuid = try #require(uuids["NSWindowController-wc"])
        #expect(UUID(uuidString: uuid) != nil)

        let window = try Self.nib(files["NSWindowController-wc.nib"])
        let controller = NibCompilerTests.values(of: "NSWindowController", in: window)
        #expect(Self.text(controller["uniqueIdentifierForStoryboardCompilation"], in: window) == uuid)
        #expect(Self.object(controller["IBWindowTemplate"], in: window)["NSWindowTitle"] != nil)
        // The window has a content view of the content rect's size, and the content controller
        // is a swapper loading the view nib, its upstream placeholder filled with itself.
        let template = NibCompilerTests.values(of: "NSWindowTemplate", in: window)
        let view = Self.object(template["NSWindowView"], in: window)
        #expect(Self.text(view["NSFrameSize"], in: window) == "{300, 200}")
        let content = NibCompilerTests.values(of: "NSClassSwapper", in: window)
        #expect(Self.text(content["NSClassName"], in: window) == "ViewController")
        #expect(Self.text(content["NSOriginalClassName"], in: window) == "NSViewController")
        #expect(Self.text(content["NSNibName"], in: window) == "vc-view-v")
        let table = NibCompilerConstraintTests.items(content["NSExternalObjectsTableForViewLoading"], in: window)
        #expect(table.count == 2)
        #expect(Self.text(table.first.map { .object($0) }, in: window) == "UpstreamPlaceholder-1")
        #expect(Self.outlets(in: window) == ["sceneController", "storyboard", "storyboard", "window"])
        let attributes = NibCompilerTests.values(of: "NSIBUserDefinedRuntimeAttributesConnector", in: window)
        let keyPaths = NibCompilerConstraintTests.items(attributes["NSKeyPaths"], in: window)
        #expect(keyPaths.map { Self.text(.object($0), in: window) } == ["contentViewController"])

        // The view nib: the owner's `view` outlet; the controller's outlet and the button's
        // action go through the upstream placeholder.
        let viewNib = try Self.nib(files["vc-view-v.nib"])
        #expect(Self.outlets(in: viewNib) == ["goButton", "view"])
        let placeholder = NibCompilerTests.values(of: "NSNibExternalObjectPlaceholder", in: viewNib)
        #expect(
            Self.text(placeholder["NSExternalObjectPlaceholderIdentifier"], in: viewNib) == "UpstreamPlaceholder-1")
        let action = NibCompilerTests.values(of: "NSNibControlConnector", in: viewNib)
        #expect(
            Self.object(action["NSDestination"], in: viewNib)["NSExternalObjectPlaceholderIdentifier"]
                == placeholder["NSExternalObjectPlaceholderIdentifier"])

        // The main menu: the application object holds it; the action to the first responder
        // has no destination.
        let menu = try Self.nib(files["MainMenu.nib"])
        let application = menu.objects.first { object in
            menu.values(of: object).contains { menu.key(of: $0) == "IBMainMenu" }
        }
        #expect(application.map { menu.className(of: $0) } == "NSCustomObject")
        #expect(NibCompilerTests.values(of: "NSNibControlConnector", in: menu)["NSDestination"] == nil)
    }

    /// The identifiers ibtool makes at random are the same on every compile of a source, and
    /// another source gets others.
    @Test func identifiersAreStablePerSource() async {
        await propertyCheck(count: 20, input: Gen.int(in: 0...9999)) { number in
            guard let first = try? Self.files(Self.storyboard(windowTitle: "W\(number)")),
                let again = try? Self.files(Self.storyboard(windowTitle: "W\(number)")),
                let other = try? Self.files(Self.storyboard(windowTitle: "X\(number)"))
            else {
                Issue.record("W\(number) did not compile")
                return
            }
            #expect(first == again)
            #expect(first["Info.plist"] != other["Info.plist"])
        }
    }

    /// Controllers and segues with no known archived form are refused at their line.
    @Test func otherScenesAreRefusedWhereTheyStand() throws {
        let tabs = """
                    <scene sceneID="s4">
                        <objects>
                            <tabViewController id="tabs" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """
        let source = Self.storyboard(extraScene: tabs)
        let line = String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("<tabViewController") }.map { $0 + 1 }
        do {
            _ = try NibCompiler().compile(source, file: "Main.storyboard")
            Issue.record("a tab view controller compiled")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.code.rawValue == "NIB0801")
            #expect(diagnostic.message.contains("<tabViewController>"))
            #expect(diagnostic.line == line)
        }
        let segue = String(decoding: Self.storyboard(), as: UTF8.self).replacingOccurrences(
            of: #"<outlet property="goButton" destination="b" id="c3"/>"#,
            with: #"<segue destination="wc" kind="show" id="c4"/>"#)
        do {
            _ = try NibCompiler().compile(Data(segue.utf8), file: "Main.storyboard")
            Issue.record("a show segue compiled")
        } catch {
            #expect(error.diagnostics.first?.message.contains("<segue>") == true)
        }
    }

    /// In a base localization (a file in `Base.lproj`), titles are localizable strings keyed by
    /// the element's id, and controls allow mirroring; elsewhere they are plain strings.
    @Test func aBaseLocalizationHasLocalizableTitles() throws {
        let localized = try Self.files(Self.storyboard(), file: "App/Base.lproj/Main.storyboard")
        let menu = try Self.nib(localized["MainMenu.nib"])
        let item = NibCompilerTests.values(of: "NSMenuItem", in: menu)
        let title = Self.object(item["NSTitle"], in: menu)
        #expect(Self.text(title["NSKey"], in: menu) == "quit.title")
        #expect(Self.text(title["NSDev"], in: menu) == "Quit")
        #expect(title["NS.bytes"] == .data(Data("Quit".utf8)))
        let view = try Self.nib(localized["vc-view-v.nib"])
        #expect(NibCompilerTests.values(of: "NSButton", in: view)["NSAllowsLogicalLayoutDirection"] == .bool(true))
        let cell = NibCompilerTests.values(of: "NSButtonCell", in: view)
        #expect(Self.text(Self.object(cell["NSContents"], in: view)["NSKey"], in: view) == "bc.title")

        let plain = try Self.files(Self.storyboard())
        let plainMenu = try Self.nib(plain["MainMenu.nib"])
        #expect(Self.text(NibCompilerTests.values(of: "NSMenuItem", in: plainMenu)["NSTitle"], in: plainMenu) == "Quit")
        let plainView = try Self.nib(plain["vc-view-v.nib"])
        #expect(
            NibCompilerTests.values(of: "NSButton", in: plainView)["NSAllowsLogicalLayoutDirection"] == .bool(false))
    }
}

extension AppKitStoryboardCompilerTests {
    /// Two window controllers of one storyboard identifier would write one nib twice; an object
    /// in a scene without a controller has no nib to go in. Both are refused.
    @Test func collidingNibsAndControllerlessScenesAreRefused() {
        let twice = """
                    <scene sceneID="s5">
                        <objects>
                            <windowController storyboardIdentifier="NSWindowController-wc" id="wc2" sceneMemberID="viewController">
                                <window key="window" title="Again" id="win2">
                                    <rect key="contentRect" x="0" y="0" width="100" height="100"/>
                                </window>
                                <connections>
                                    <segue destination="vc" kind="relationship" relationship="window.shadowedContentViewController" id="sg2"/>
                                </connections>
                            </windowController>
                        </objects>
                    </scene>
            """
        let lonely = #"<scene sceneID="s6"><objects><customObject id="o1" customClass="Helper"/></objects></scene>"#
        for (extra, words) in [(twice, "two controllers compile to the nib"), (lonely, "without a controller")] {
            do {
                _ = try NibCompiler().compile(Self.storyboard(extraScene: extra), file: "Main.storyboard")
                Issue.record("\(words): compiled")
            } catch {
                #expect(error.diagnostics.first?.message.contains(words) == true, "\(error.diagnostics)")
            }
        }
    }
}

extension AppKitStoryboardCompilerTests {
    /// The titles of the menu items `archive` lists (`NSObjectsKeys`), in order.
    static func listedItemTitles(_ archive: NIBArchive) -> [String] {
        let data = NibCompilerTests.values(of: "NSIBObjectData", in: archive)
        return NibCompilerConstraintTests.items(data["NSObjectsKeys"], in: archive).compactMap { index in
            guard archive.className(of: archive.objects[index]) == "NSMenuItem" else { return nil }
            let values = NibCompilerConstraintTests.values(index, in: archive)
            return Self.text(values["NSTitle"], in: archive)
        }
    }

    /// A storyboard's main menu is listed depth first with each menu's items reversed
    /// (`sb_localized`); the same menu in a `.xib` keeps document order.
    @Test func aStoryboardListsItsMainMenusItemsInReverse() throws {
        let items = """
            <menuItem title="App" id="top">
                <menu key="submenu" title="App" id="sub">
                    <items>
                        <menuItem title="About" id="a"/>
                        <menuItem isSeparatorItem="YES" id="s"/>
                        <menuItem title="Hide" id="h"/>
                    </items>
                </menu>
            </menuItem>
            <menuItem title="Edit" id="edit"/>
            """
        let source = String(decoding: Self.storyboard(), as: UTF8.self).replacingOccurrences(
            of: #"<menuItem title="Quit" keyEquivalent="q" id="quit">"#,
            with: items + #"<menuItem title="Quit" keyEquivalent="q" id="quit">"#)
        let menu = try Self.nib(try Self.files(Data(source.utf8))["MainMenu.nib"])
        #expect(Self.listedItemTitles(menu) == ["Quit", "Edit", "App", "Hide", "", "About"])
        let xib = try NibCompilerTests.compiled(
            NibCompilerTests.xib(#"<menu title="Main" systemMenu="main" id="m"><items>\#(items)</items></menu>"#))
        #expect(Self.listedItemTitles(xib) == ["App", "About", "", "Hide", "Edit"])
    }
}
