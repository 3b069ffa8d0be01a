import Foundation
import NibArchive
import NibKit
import TestSupport
import Testing

/// UIKit properties Xcode files set that the reader maps (they were kept verbatim before), each
/// loaded from a small hand-written xib to the exact value UIKit would hold.
@Suite struct XcodeViewPropertyLoadingTests {
    /// An iOS xib holding `objects`.
    func xib(_ objects: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
            \(objects)
            </objects>
            </document>
            """.utf8)
    }

    /// The top-level objects of an iOS xib holding `objects`.
    func load(_ objects: String) throws -> [AnyObject] {
        try Nib(data: xib(objects), file: "Test.xib").instantiate(withOwner: nil)
    }

    func first<T>(_ type: T.Type, _ objects: String) throws -> T {
        try #require(try load(objects).first as? T)
    }

    @Test func stepperRangeStepAndBehaviour() throws {
        let stepper = try first(
            Stepper.self,
            """
            <stepper value="150" minimumValue="10" maximumValue="300" stepValue="5" autorepeat="NO" wraps="YES" id="s">
                <rect key="frame" x="0" y="0" width="94" height="32"/>
            </stepper>
            """)
        #expect(stepper.minimumValue == 10)
        #expect(stepper.maximumValue == 300)
        #expect(stepper.stepValue == 5)
        #expect(stepper.value == 150)
        #expect(!stepper.autorepeat)
        #expect(stepper.wraps)
    }

    @Test func swipeDirection() throws {
        let swipe = try first(SwipeGestureRecognizer.self, #"<swipeGestureRecognizer direction="up" id="g"/>"#)
        #expect(swipe.direction == .up)
        let unknown = try XcodeDocumentReader().read(xib(#"<swipeGestureRecognizer direction="sideways" id="g"/>"#))
        #expect(unknown.objects.first?["direction"] == nil, "an unknown direction is kept verbatim")
    }

    @Test func pageViewControllerStyleOrientationAndSpine() throws {
        let pages = try first(
            PageViewController.self,
            #"<pageViewController transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none" id="p"/>"#
        )
        #expect(pages.transitionStyle == .scroll)
        #expect(pages.navigationOrientation == .vertical)
        #expect(pages.spineLocation == .none)
    }

    @Test func tableAndCollectionControllersKeepTheirSelectionOnAppearance() throws {
        let table = try first(
            TableViewController.self, #"<tableViewController clearsSelectionOnViewWillAppear="NO" id="t"/>"#)
        #expect(!table.clearsSelectionOnViewWillAppear)
        let grid = try first(
            CollectionViewController.self,
            #"<collectionViewController clearsSelectionOnViewWillAppear="NO" id="c"/>"#)
        #expect(!grid.clearsSelectionOnViewWillAppear)
    }

    @Test func controllerEdgesToolbarItemsNavigationAndTabItems() throws {
        let controller = try first(
            ViewController.self,
            """
            <viewController id="vc">
                <extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>
                <toolbarItems/>
                <navigationItem key="navigationItem" title="Feed" largeTitleDisplayMode="never" id="n"/>
                <tabBarItem key="tabBarItem" systemItem="favorites" id="tab">
                    <offsetWrapper key="titlePositionAdjustment" horizontal="2" vertical="-4"/>
                </tabBarItem>
            </viewController>
            """)
        #expect(controller.edgesForExtendedLayout == [.top, .bottom])
        #expect(controller.toolbarItems?.isEmpty == true)
        #expect(controller.navigationItem.largeTitleDisplayMode == .never)
        let tab = controller.tabBarItem
        #expect(tab.systemItem == .favorites)
        #expect(tab.titlePositionAdjustment == CGSize(width: 2, height: -4))
        let none = try first(
            ViewController.self,
            #"<viewController id="vc"><extendedEdge key="edgesForExtendedLayout"/></viewController>"#)
        #expect(none.edgesForExtendedLayout == [])
    }

    @Test func navigationBarPrefersLargeTitles() throws {
        let bar = try first(
            NavigationBar.self,
            #"<navigationBar largeTitles="YES" id="b"><rect key="frame" x="0" y="0" width="375" height="96"/></navigationBar>"#
        )
        #expect(bar.prefersLargeTitles)
    }

    @Test func systemCatalogImagesAreSymbols() throws {
        let image = try first(
            ImageView.self,
            #"<imageView image="chevron.right" catalog="system" id="i"><rect key="frame" x="0" y="0" width="9" height="16"/></imageView>"#
        )
        #expect(image.image == Image(systemName: "chevron.right"))
        let named = try first(
            ImageView.self,
            #"<imageView image="Logo" id="i"><rect key="frame" x="0" y="0" width="9" height="16"/></imageView>"#)
        #expect(named.image == Image(named: "Logo"))
    }

    @Test func attributedTextGivesTheTextAndTheFirstRunsFontAndColour() throws {
        let label = try first(
            Label.self,
            """
            <label usesAttributedText="YES" id="l"><rect key="frame" x="0" y="0" width="200" height="21"/>
                <attributedString key="attributedText">
                    <fragment content="heroID,">
                        <attributes>
                            <color key="NSColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <font key="NSFont" size="17" name="HelveticaNeue-Bold"/>
                        </attributes>
                    </fragment>
                    <fragment content=" arc"><attributes><font key="NSFont" size="12" name="HelveticaNeue"/></attributes></fragment>
                    <fragment><string key="content">&#10;and more</string></fragment>
                </attributedString>
            </label>
            """)
        #expect(label.text == "heroID, arc\nand more")
        #expect(label.font == Font(name: "HelveticaNeue-Bold", size: 17))
        #expect(label.textColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
