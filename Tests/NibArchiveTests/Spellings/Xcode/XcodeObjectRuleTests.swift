import Foundation
import Testing
import ViewCore

@testable import NibArchive

/// Placeholders, classes, connections, segues, runtime attributes, strings and what is kept
/// verbatim or dropped: one small document per rule, with the exact objects it must give.
@Suite struct XcodeObjectRuleTests {
    @Test func iOSPlaceholdersAndTheirConnections() throws {
        let document = try XcodeTestDocuments.read(
            XcodeTestDocuments.xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginController">
                    <connections><outlet property="view" destination="v" id="o1"/></connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view id="v"/>
                """))
        #expect(
            document.placeholders == [
                ArchivePlaceholder(id: "-1", kind: .owner, className: "LoginController"),
                ArchivePlaceholder(id: "-2", kind: .firstResponder, className: "UIResponder"),
            ])
        #expect(
            document.connections == [ArchiveConnection(kind: .outlet, source: "-1", destination: "v", name: "view")])
        #expect(document.placeholders[0].location == SourceLocation(line: 4, column: 1))
        #expect(document.connections[0].location == SourceLocation(line: 5, column: 18))
    }

    @Test func macOSPlaceholdersAreCustomObjectsWithSwappedNumbers() throws {
        let document = try XcodeTestDocuments.read(
            XcodeTestDocuments.xib(
                """
                <customObject id="-2" userLabel="File's Owner" customClass="PrefsController"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <customObject id="ctl" customClass="Helper" customModule="App"/>
                """, macOS: true))
        #expect(
            document.placeholders == [
                ArchivePlaceholder(id: "-2", kind: .owner, className: "PrefsController"),
                ArchivePlaceholder(id: "-1", kind: .firstResponder, className: "FirstResponder"),
                ArchivePlaceholder(id: "-3", kind: .external("Application"), className: "NSObject"),
            ])
        #expect(document.objects.map(\.className) == ["Helper"])
        #expect(document.objects.first?.module == "App")
        #expect(document.objects.first?.baseClassName == "CustomObject", "an NSObject's stand-in")
    }

    /// Interface Builder's plain Object is an `NSObject` on both platforms: `CustomObject`, a
    /// ViewCore class, so no base class; with a custom class, `CustomObject` is the base.
    @Test func aCustomObjectIsACustomObjectOnBothPlatforms() throws {
        for macOS in [false, true] {
            let document = try XcodeTestDocuments.read(
                XcodeTestDocuments.xib(
                    """
                    <customObject id="plain"/>
                    <customObject id="helper" customClass="Helper" customModule="App"/>
                    """, macOS: macOS))
            #expect(document.objects.map(\.className) == ["CustomObject", "Helper"], "macOS: \(macOS)")
            #expect(document.objects.map(\.baseClassName) == [nil, "CustomObject"], "macOS: \(macOS)")
            #expect(document.objects.map(\.id) == ["plain", "helper"])
            #expect(document.objects.allSatisfy { $0.entries.isEmpty })
        }
    }

    /// A macOS storyboard's `<application>` is `NSApplication`; its custom class keeps
    /// `NSApplication` as the base, by which `Storyboard` finds the application scene.
    @Test func anApplicationsCustomClassKeepsNSApplicationAsItsBase() throws {
        let plain = try XcodeTestDocuments.object(#"<application id="a"/>"#, macOS: true)
        #expect(plain.className == "NSApplication" && plain.baseClassName == nil)
        let custom = try XcodeTestDocuments.object(#"<application id="a" customClass="ViennaApp"/>"#, macOS: true)
        #expect(custom.className == "ViennaApp" && custom.baseClassName == "NSApplication")
    }

    @Test func customClassAndModuleOverTheElementsClass() throws {
        let label = try XcodeTestDocuments.object(
            #"<label text="Hi" customClass="BadgeLabel" customModule="Cards" customModuleProvider="target" id="l"/>"#)
        #expect(label.className == "BadgeLabel")
        #expect(label.module == "Cards")
        #expect(label.baseClassName == "Label")
        #expect(label.entries == [ArchiveEntry(key: "text", value: .value(.string("Hi")))])
        let navigation = try XcodeTestDocuments.object(#"<navigationController id="n"/>"#)
        #expect(navigation.className == "NavigationController")
        #expect(navigation.baseClassName == nil, "ViewCore has the class itself")
        let cell = try XcodeTestDocuments.object(#"<tableViewCell customClass="FeedCell" id="c"/>"#)
        #expect(cell.baseClassName == "TableViewCell")
        let bar = try XcodeTestDocuments.object(#"<navigationBar barStyle="blackOpaque" id="b"/>"#)
        #expect(
            bar.entries.first { $0.key == "barStyle" }?.value == .value(.string("black")), "UIKit's deprecated name")
    }

    @Test func attributesMapToUIKitKeysAndTheRestIsKeptVerbatim() throws {
        let view = try XcodeTestDocuments.object(
            """
            <view contentMode="scaleToFill" hidden="YES" alpha="0.5" tag="7" clipsSubviews="YES" userLabel="Card" misplaced="YES" \
            translatesAutoresizingMaskIntoConstraints="NO" futureFlag="YES" id="v">
                <rect key="frame" x="1" y="2" width="3" height="4"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" widthSizable="YES" flexibleMaxY="YES"/>
                <point key="canvasLocation" x="1" y="1"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <futureElement key="shape" radius="3"/>
            </view>
            """)
        #expect(
            view.entries.map(\.key) == [
                "contentMode", "isHidden", "alpha", "tag", "clipsToBounds",
                "translatesAutoresizingMaskIntoConstraints", "frame", "autoresizingMask",
                "xcode.attributes", "xcode.elements",
            ])
        #expect(view["contentMode"] == .value(.string("scaleToFill")))
        #expect(view["alpha"] == .value(.real(0.5)))
        #expect(view["tag"] == .value(.integer(7)))
        #expect(view["frame"] == .value(.rect(CGRect(x: 1, y: 2, width: 3, height: 4))))
        #expect(view["autoresizingMask"] == .value(.string("flexibleWidth flexibleRightMargin flexibleBottomMargin")))
        #expect(view[XcodeVerbatim.attributesKey] == .dictionary([("futureFlag", .value(.string("YES")))]))
        #expect(
            view[XcodeVerbatim.elementsKey] == .array([.value(.string(#"<futureElement key="shape" radius="3"/>"#))]))
    }

    @Test func anEnumNameViewCoreDoesNotKnowIsKeptVerbatim() throws {
        let view = try XcodeTestDocuments.object(
            #"<label lineBreakMode="tailTruncation" textAlignment="sideways" id="l"/>"#)
        #expect(view["lineBreakMode"] == .value(.string("byTruncatingTail")))
        #expect(view["textAlignment"] == nil)
        #expect(view[XcodeVerbatim.attributesKey] == .dictionary([("textAlignment", .value(.string("sideways")))]))
    }

    @Test func actionsOutletCollectionsAndMacOSTargets() throws {
        let ios = try XcodeTestDocuments.read(
            XcodeTestDocuments.xib(
                """
                <button id="b"><connections>
                    <action selector="tapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                    <outletCollection property="buttons" destination="b" collectionClass="NSMutableArray" id="a2"/>
                </connections></button>
                """))
        #expect(
            ios.connections == [
                ArchiveConnection(
                    kind: .action, source: "b", destination: "-1", name: "tapped:", event: "touchUpInside"),
                ArchiveConnection(kind: .outletCollection, source: "b", destination: "b", name: "buttons"),
            ])
        let mac = try XcodeTestDocuments.read(
            XcodeTestDocuments.xib(
                """
                <button id="b"><connections><action selector="save:" target="-2" id="a"/></connections></button>
                """, macOS: true))
        #expect(mac.connections == [ArchiveConnection(kind: .action, source: "b", destination: "-2", name: "save:")])
    }

    @Test func seguesAreObjectsOnTheirSource() throws {
        let controller = try XcodeTestDocuments.object(
            """
            <viewController id="vc"><connections>
                <segue destination="next" kind="show" identifier="details" id="s1"/>
                <segue destination="next" kind="custom" customClass="FadeSegue" customModule="App" id="s2">
                    <segue key="commit" destination="next" kind="show" id="s3"/>
                </segue>
            </connections></viewController>
            <viewController id="next"/>
            """)
        let segues = controller["segues"]?.items.compactMap(\.object) ?? []
        #expect(segues.map(\.id) == ["s1", "s2"])
        #expect(segues[0].className == "StoryboardSegue")
        #expect(
            segues[0].entries == [
                ArchiveEntry(key: "destination", value: .reference("next")),
                ArchiveEntry(key: "kind", value: .value(.string("show"))),
                ArchiveEntry(key: "identifier", value: .value(.string("details"))),
            ])
        #expect(segues[1].className == "FadeSegue")
        #expect(segues[1]["commit"]?.object?.id == "s3")
    }

    @Test func runtimeAttributesOfEveryType() throws {
        let view = try XcodeTestDocuments.object(
            """
            <view id="v"><userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="s" value="text"/>
                <userDefinedRuntimeAttribute type="localizedString" keyPath="ls" value="hello"/>
                <userDefinedRuntimeAttribute type="number" keyPath="n"><integer key="value" value="5"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="r"><real key="value" value="0.5"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="boolean" keyPath="b" value="YES"/>
                <userDefinedRuntimeAttribute type="color" keyPath="c"><color key="value" white="0" alpha="1" colorSpace="calibratedWhite"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="image" keyPath="i" value="star"/>
                <userDefinedRuntimeAttribute type="nil" keyPath="z"/>
                <userDefinedRuntimeAttribute type="point" keyPath="p"><point key="value" x="1" y="2"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="size" keyPath="sz"><size key="value" width="3" height="4"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="rect" keyPath="rc"><rect key="value" x="0" y="0" width="5" height="6"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="range" keyPath="rg"><range key="value" location="2" length="3"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes></view>
            """)
        let expected: [(key: String, value: ArchiveValue)] = [
            ("s", .value(.string("text"))), ("ls", .value(.string("hello"))), ("n", .value(.integer(5))),
            ("r", .value(.real(0.5))),
            ("b", .value(.bool(true))), ("c", .value(.color(Color(white: 0, alpha: 1)))),
            ("i", .value(.image(Image(named: "star")))),
            ("z", .value(.null)), ("p", .value(.point(CGPoint(x: 1, y: 2)))),
            ("sz", .value(.size(CGSize(width: 3, height: 4)))),
            ("rc", .value(.rect(CGRect(x: 0, y: 0, width: 5, height: 6)))),
            ("rg", .array([.value(.integer(2)), .value(.integer(3))])),
        ]
        #expect(view["userDefinedRuntimeAttributes"] == .dictionary(expected.sorted { $0.key < $1.key }))
    }

    @Test func stringsInAttributesElementsAndBase64() throws {
        let label = try XcodeTestDocuments.object(
            """
            <textView id="t"><string key="text">line one
            line two</string><string key="title" base64-UTF8="YES">
            Gw
            </string></textView>
            """)
        #expect(label["text"] == .value(.string("line one\nline two")))
        #expect(label["title"] == .value(.string("\u{1B}")))
    }

    @Test func buttonStatesBecomePerStateDictionaries() throws {
        let button = try XcodeTestDocuments.object(
            """
            <button buttonType="roundedRect" id="b">
                <state key="normal" title="Go"><color key="titleColor" white="0" alpha="1" colorSpace="calibratedWhite"/></state>
                <state key="highlighted" title="Going" image="arrow"/>
            </button>
            """)
        #expect(button["buttonType"] == .value(.string("system")))
        #expect(
            button["titles"]
                == .dictionary([("highlighted", .value(.string("Going"))), ("normal", .value(.string("Go")))]))
        #expect(button["titleColors"] == .dictionary([("normal", .value(.color(Color(white: 0, alpha: 1))))]))
        #expect(button["images"] == .dictionary([("highlighted", .value(.image(Image(named: "arrow"))))]))
    }

    @Test func macOSFramesAreMeasuredFromTheTop() throws {
        let view = try XcodeTestDocuments.object(
            """
            <customView id="root">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMinY="YES"/>
                <subviews><button id="b"><rect key="frame" x="10" y="20" width="50" height="30"/></button></subviews>
            </customView>
            """, macOS: true)
        #expect(view.className == "View")
        #expect(view["autoresizingMask"] == .value(.string("flexibleBottomMargin")))
        let button = try #require(view["subviews"]?.items.first?.object)
        #expect(button.className == "Button")
        #expect(button["frame"] == .value(.rect(CGRect(x: 10, y: 50, width: 50, height: 30))))
    }

    @Test func keyedScalarsAndStackOrientation() throws {
        let stack = try XcodeTestDocuments.object(
            """
            <stackView orientation="vertical" spacing="8" id="s">
                <bool key="isFlag" value="YES"/><integer key="count" value="3"/><real key="ratio" value="0.25"/>
                <real key="bad" value="many"/>
            </stackView>
            """, macOS: true)
        #expect(stack["axis"] == .value(.string("vertical")))
        #expect(stack["spacing"] == .value(.real(8)))
        #expect(stack["isFlag"] == .value(.bool(true)))
        #expect(stack["count"] == .value(.integer(3)))
        #expect(stack["ratio"] == .value(.real(0.25)))
        #expect(stack[XcodeVerbatim.elementsKey] == .array([.value(.string(#"<real key="bad" value="many"/>"#))]))
    }

    @Test func aStackViewsStandardSpacingIsEightPoints() throws {
        let stack = try XcodeTestDocuments.object(#"<stackView spacingType="standard" id="s"/>"#)
        #expect(stack["spacing"] == .value(.real(8)))
        let other = try XcodeTestDocuments.object(#"<stackView spacingType="wide" id="s"/>"#)
        #expect(other["spacing"] == nil)
        #expect(other[XcodeVerbatim.attributesKey] == .dictionary([("spacingType", .value(.string("wide")))]))
    }

    @Test func attributesHoldingIDsBecomeReferences() throws {
        let cell = try XcodeTestDocuments.object(
            """
            <tableViewCell textLabel="t" id="c">
                <tableViewCellContentView key="contentView" id="cv"><subviews><label text="x" id="t"/></subviews></tableViewCellContentView>
            </tableViewCell>
            """)
        #expect(cell["textLabel"] == .reference("t"))
        #expect(cell["contentView"]?.object?.id == "cv")
    }

    @Test func theLegacyFormatGetsOneClearError() {
        let legacy = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
            \t<data/>
            </archive>
            """
        #expect(XcodeDocumentReader.recognizes(Data(legacy.utf8)))
        do {
            _ = try XcodeDocumentReader().read(Data(legacy.utf8), file: "Old.xib")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.code == .legacyXcodeArchive)
            #expect(error.diagnostics[0].location == SourceLocation(line: 2, column: 1))
            #expect(error.message.contains("open it in a current Xcode and save it"))
        }
    }

    @Test func recognizesXcodeDocumentsButNotOurArchives() {
        #expect(XcodeDocumentReader.recognizes(Data("<?xml version=\"1.0\"?>\n<!-- x -->\n<document type=\"x\">".utf8)))
        #expect(!XcodeDocumentReader.recognizes(Data("<?xml version=\"1.0\"?>\n<archive version=\"1.0\">".utf8)))
        #expect(!XcodeDocumentReader.recognizes(Data("{\"version\": \"1.0\"}".utf8)))
    }
}

/// Collections and single items Xcode names otherwise than the classes read them.
@Suite struct XcodeKeyNameRuleTests {
    @Test func aNavigationItemsBarButtonItemJoinsItsList() throws {
        let item = try XcodeTestDocuments.object(
            #"<navigationItem title="Inbox" id="n"><barButtonItem key="rightBarButtonItem" title="Edit" id="e"/></navigationItem>"#
        )
        guard case .array(let items)? = item["rightBarButtonItems"], case .object(let button)? = items.first else {
            Issue.record("expected rightBarButtonItems with one item, found \(item.entries.map(\.key))")
            return
        }
        #expect(button.className == "BarButtonItem")
        #expect(item["rightBarButtonItem"] == nil)
    }

    @Test func aTablesPrototypesAreItsPrototypeCells() throws {
        let table = try XcodeTestDocuments.object(
            #"<tableView style="plain" id="t"><prototypes><tableViewCell reuseIdentifier="Cell" id="c"/></prototypes></tableView>"#
        )
        guard case .array(let cells)? = table["prototypeCells"] else {
            Issue.record("expected prototypeCells, found \(table.entries.map(\.key))")
            return
        }
        #expect(cells.count == 1)
        #expect(table["prototypes"] == nil)
    }

    @Test func emptyCollectionsAndUnsetViewControllersAreNotKept() throws {
        let table = try XcodeTestDocuments.object(
            #"<tableView style="plain" id="t"><prototypes/><sections/><gestureRecognizers/></tableView>"#)
        #expect(table.entries.map(\.key) == ["style"])
        let navigation = try XcodeTestDocuments.object(
            #"<navigationController id="n"><nil name="viewControllers"/><nil name="toolbarItems"/></navigationController>"#
        )
        #expect(navigation[XcodeVerbatim.elementsKey] == .array([.value(.string(#"<nil name="toolbarItems"/>"#))]))
        // An empty element that is no collection of Xcode's still says something: it is kept.
        let view = try XcodeTestDocuments.object(#"<view id="v"><futureList/></view>"#)
        #expect(view[XcodeVerbatim.elementsKey] == .array([.value(.string("<futureList/>"))]))
    }

    /// AppKit fills a window's content area with its content view from (0, 0): the view keeps
    /// its stored origin and size whatever the window's `contentRect` (shorter, as tall, taller),
    /// and its subviews are measured from its own top (transmission's and Hammerspoon's windows,
    /// whose compiled nibs hold the view at (0, 0)).
    @Test func aWindowsContentViewSitsAtTheOriginOfItsContentArea() throws {
        for contentHeight in [269, 348, 400] {
            let window = try XcodeTestDocuments.object(
                """
                <window title="W" id="w">
                    <rect key="contentRect" x="71" y="712" width="480" height="\(contentHeight)"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="348"/>
                        <subviews>
                            <customView id="child"><rect key="frame" x="20" y="10" width="100" height="20"/></customView>
                        </subviews>
                    </view>
                </window>
                """, macOS: true)
            let content = try #require(window["subviews"]?.items.first?.object)
            #expect(content["frame"] == .value(.rect(CGRect(x: 0, y: 0, width: 480, height: 348))), "\(contentHeight)")
            let child = try #require(content["subviews"]?.items.first?.object)
            #expect(child["frame"] == .value(.rect(CGRect(x: 20, y: 318, width: 100, height: 20))), "\(contentHeight)")
        }
    }

    /// A scroll view's table header view is its subview at the place `NSScrollView.tile` gives
    /// its clip view: one border width in from the top-left corner (a line or bezel 1 point,
    /// Interface Builder's default the bezel, a groove 2, none 0), as a compiled nib has it;
    /// `NSScrollView` is flipped, so the header lies at the top.
    @Test func aTableHeaderViewLiesInsideItsScrollViewsBorder() throws {
        for (border, inset) in [
            ("", 1.0), (#"borderType="line""#, 1), (#"borderType="groove""#, 2), (#"borderType="none""#, 0),
        ] {
            let scrollView = try XcodeTestDocuments.object(
                """
                <scrollView \(border) id="s">
                    <rect key="frame" x="20" y="20" width="380" height="200"/>
                    <tableHeaderView key="headerView" id="h">
                        <rect key="frame" x="0.0" y="0.0" width="378" height="23"/>
                    </tableHeaderView>
                </scrollView>
                """, macOS: true)
            let header = try #require(scrollView["subviews"]?.items.first?.object)
            #expect(header.id == "h")
            #expect(
                header["frame"] == .value(.rect(CGRect(x: inset, y: inset, width: 378, height: 23))),
                "\(border)")
        }
    }

    /// A clip view is flipped as its document view is (`NSClipView.isFlipped`): a custom view's
    /// stored y is measured from the clip view's bottom, a table's from its top.
    @Test func aClipViewIsFlippedAsItsDocumentView() throws {
        for (document, y) in [("customView", 71.0), ("view", 71), ("tableView", 0), (#"view flipped="YES""#, 0)] {
            let clip = try XcodeTestDocuments.object(
                """
                <clipView id="c">
                    <rect key="frame" x="0.0" y="0.0" width="367" height="827"/>
                    <subviews>
                        <\(document) id="d"><rect key="frame" x="0.0" y="71" width="367" height="756"/></\(document.prefix { $0 != " " })>
                    </subviews>
                </clipView>
                """, macOS: true)
            let inner = try #require(clip["subviews"]?.items.first?.object)
            #expect(inner["frame"] == .value(.rect(CGRect(x: 0, y: 71 - y, width: 367, height: 756))), "\(document)")
        }
    }

    /// A tab view with no `<font>` has the font a new NSTabView has, which ibtool archives: the
    /// system font at 11 points; one with a `<font>` keeps it.
    @Test func aTabViewWithNoFontHasAppKitsDefault() throws {
        let plain = try XcodeTestDocuments.object(#"<tabView id="t"/>"#, macOS: true)
        #expect(plain["font"] == .value(.font(Font(kind: .system, pointSize: 11))))
        let given = try XcodeTestDocuments.object(
            #"<tabView id="t"><font key="font" metaFont="system"/></tabView>"#, macOS: true)
        #expect(given["font"] == .value(.font(Font(kind: .system, pointSize: 13))))
        let iOS = try XcodeTestDocuments.object(#"<view id="v"/>"#)
        #expect(iOS["font"] == nil)
    }
}
