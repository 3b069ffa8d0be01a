import Foundation
import NibArchive
import TestSupport
import Testing

/// Which objects of an Xcode file are views: those with a frame, and those the file gives none
/// (a navigation controller's bar, a view its constraints place), which load as views; not
/// WatchKit's interface objects, which keep WatchKit's class names. `nibc dump` and the
/// independent count agree on each.
@Suite struct XcodeViewCountRuleTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="s1"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
            </navigationController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label text="Placed by constraints" id="label"/>
                        <tableView style="plain" id="table" customClass="FeedTableView"/>
                    </subviews>
                </view>
            </viewController>
        </objects></scene></scenes>
        </document>
        """

    static let watch = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" targetRuntime="watchKit">
        <scenes><scene sceneID="s1"><objects>
            <controller id="c1" customClass="InterfaceController" customModule="App">
                <items>
                    <label alignment="left" text="Hello" id="l1"/>
                    <group width="1" alignment="left" id="g1">
                        <items><button width="1" alignment="left" title="Go" id="b1"/></items>
                    </group>
                    <imageView alignment="left" id="i1" customClass="AvatarImage"/>
                </items>
            </controller>
        </objects></scene></scenes>
        </document>
        """

    private func classes(_ document: ArchiveDocument) -> [String: (String, String?)] {
        var classes: [String: (String, String?)] = [:]
        document.forEachObject { classes[$0.id] = ($0.className, $0.baseClassName) }
        return classes
    }

    @Test func viewsWithoutAFrameCountAsViews() throws {
        let data = Data(Self.storyboard.utf8)
        let document = try XcodeDocumentReader().read(data, file: "Main.storyboard")
        let count = try XcodeIndependentCount(data: data)
        #expect(count.viewSizes == ["root": [375, 667]])
        #expect(count.framelessViewIDs == ["bar", "label", "table"])
        // The table view's custom class is not registered: it counts by its base class.
        #expect(ArchiveDump().summary(of: document).views == 4)
        #expect(count.views == 4)
    }

    @Test func watchKitInterfaceObjectsKeepWatchKitsNamesAndAreNoViews() throws {
        let data = Data(Self.watch.utf8)
        let document = try XcodeDocumentReader().read(data, file: "Interface.storyboard")
        let classes = classes(document)
        #expect(classes["l1"]?.0 == "WKInterfaceLabel" && classes["l1"]?.1 == nil)
        #expect(classes["g1"]?.0 == "WKInterfaceGroup")
        #expect(classes["b1"]?.0 == "WKInterfaceButton")
        #expect(classes["i1"]?.0 == "AvatarImage" && classes["i1"]?.1 == "WKInterfaceImage")
        // The interface controller keeps UIKit's naming and loads as a view controller.
        #expect(classes["c1"]?.0 == "InterfaceController" && classes["c1"]?.1 == "ViewController")
        #expect(ArchiveDump().summary(of: document).views == 0)
        #expect(try XcodeIndependentCount(data: data).views == 0)
    }

    @Test func anIOSLabelIsStillALabel() throws {
        let object = try XcodeTestDocuments.object(#"<label text="Hi" id="l1"/>"#)
        #expect(object.className == "Label")
    }
}
