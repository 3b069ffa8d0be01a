import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on UIKit's stack views, switches, sliders, activity indicators and scroll
/// views: the keys their decoders read (`Formats/nibarchive.md`, "iOS storyboards"), the read
/// back into the source's tree, tvOS alike, and a setting with no known archived form refused.
@Suite struct UIKitControlCompilerTests {
    static func xib(runtime: String = "iOS.CocoaTouch", scrollAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" \
        targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
        showsHorizontalScrollIndicator="NO" pagingEnabled="YES" \(scrollAttributes) id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" \
        alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="20" y="20" width="280" height="200"/>
                            <subviews>
                                <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
        contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                    <rect key="frame" x="115.5" y="0.0" width="51" height="31"/>
                                    <connections>
                                        <action selector="toggled:" destination="-1" eventType="valueChanged" id="a1"/>
                                    </connections>
                                </switch>
                                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
        contentVerticalAlignment="center" value="0.25" minValue="0.0" maxValue="2" enabled="NO" \
        translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                                    <rect key="frame" x="-2" y="84" width="284" height="31"/>
                                </slider>
                                <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" \
        animating="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                                    <rect key="frame" x="130" y="180" width="20" height="20"/>
                                </activityIndicatorView>
                            </subviews>
                        </stackView>
                    </subviews>
                </scrollView>
            </objects>
        </document>
        """
    }

    static func compile(_ text: String) throws -> NIBArchive {
        try NIBArchiveDecoder().decode(try NibCompiler().compile(Data(text.utf8), file: "Controls.xib").files[0].data)
    }

    @Test func eachControlArchivesItsDecodersKeys() throws {
        let nib = try Self.compile(Self.xib())
        let stack = try #require(nib.indices(ofClass: "UIStackView").first)
        #expect(nib.value(stack, "UIStackViewAxis")?.integer == 1)
        #expect(nib.value(stack, "UIStackViewDistribution")?.integer == 1)
        #expect(nib.value(stack, "UIStackViewAlignment")?.integer == 3)
        #expect(nib.value(stack, "UIStackViewSpacing") == .double(8))
        #expect(nib.value(stack, "UIStackViewArrangedSubviews") != nil)
        // `-[UIStackView encodeWithCoder:]` writes these even when off.
        #expect(nib.value(stack, "UIStackViewBaselineRelative") == .bool(false))
        #expect(nib.value(stack, "UIStackViewLayoutMarginsRelative") == .bool(false))
        let toggle = try #require(nib.indices(ofClass: "UISwitch").first)
        #expect(nib.value(toggle, "UISwitchOn") == .bool(true))
        // `-[UISwitch initWithCoder:]` reads an absent `UISwitchEnabled` as disabled.
        #expect(nib.value(toggle, "UISwitchEnabled") == .bool(true))
        let slider = try #require(nib.indices(ofClass: "UISlider").first)
        #expect(nib.value(slider, "UIValue") == .float(0.25))
        #expect(nib.value(slider, "UIMaxValue") == .float(2))
        #expect(nib.value(slider, "UIDisabled") == .bool(true))
        let spinner = try #require(nib.indices(ofClass: "UIActivityIndicatorView").first)
        #expect(nib.value(spinner, "UIActivityIndicatorViewStyle")?.integer == 2)
        #expect(nib.value(spinner, "UIAnimating") == .bool(true))
        let scroll = try #require(nib.indices(ofClass: "UIScrollView").first)
        #expect(nib.value(scroll, "UIShowsHorizontalScrollIndicator") == .bool(false))
        #expect(nib.value(scroll, "UIShowsVerticalScrollIndicator") == nil)
        #expect(nib.value(scroll, "UIPagingEnabled") == .bool(true))
    }

    /// tvOS documents archive the same UIKit classes: the same source under `AppleTV` gives the
    /// same bytes, and both read back into the source's tree.
    @Test(arguments: ["iOS.CocoaTouch", "AppleTV"])
    func theDocumentReadsBackIntoItsSourcesTree(runtime: String) throws {
        let text = Self.xib(runtime: runtime)
        let output = try NibCompiler().compile(Data(text.utf8), file: "Controls.xib")
        let read = try UIKitCorpusReadBackTests.readBack(output, name: "Controls.nib")
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Controls.xib")
        let differences = InterfaceTreeSummary(read).differences(from: InterfaceTreeSummary(source))
        #expect(differences.onlyHere.isEmpty && differences.onlyThere.isEmpty, "\(differences)")
        let iOS = try NibCompiler().compile(Data(Self.xib().utf8), file: "Controls.xib")
        #expect(output == iOS)
    }

    @Test func aSettingWithNoKnownArchivedFormIsRefused() {
        #expect {
            try Self.compile(Self.xib(scrollAttributes: "automaticallyAdjustsScrollIndicatorInsets=\"NO\""))
        } throws: { error in
            (error as? ArchiveReadError)?.diagnostics.first?.message.contains(
                "automaticallyAdjustsScrollIndicatorInsets")
                == true
        }
    }

    /// A scroll view archives what `-[UIScrollView encodeWithCoder:]` writes: its keyboard
    /// dismissal, indicator style and zoom scales when not the default, zooming that bounces
    /// (which its decoder reads as off when the key is absent), and both inset adjustment
    /// behaviours always.
    @Test func aScrollViewArchivesItsEncodersKeys() throws {
        let plain = try Self.compile(Self.xib())
        let scroll = try #require(plain.indices(ofClass: "UIScrollView").first)
        #expect(plain.value(scroll, "UIBouncesZoom") == .bool(true))
        #expect(plain.value(scroll, "UIKeyboardDismissMode") == nil)
        #expect(plain.value(scroll, "UIScrollViewContentInsetAdjustmentBehavior")?.integer == 0)
        #expect(plain.value(scroll, "UIScrollViewIndicatorInsetAdjustmentBehavior")?.integer == 0)
        let set = try Self.compile(
            Self.xib(
                scrollAttributes: #"keyboardDismissMode="interactive" indicatorStyle="white" minimumZoomScale="0.5" "#
                    + #"maximumZoomScale="3" bouncesZoom="NO" contentInsetAdjustmentBehavior="never""#))
        let custom = try #require(set.indices(ofClass: "UIScrollView").first)
        #expect(set.value(custom, "UIKeyboardDismissMode")?.integer == 2)
        #expect(set.value(custom, "UIIndicatorStyle")?.integer == 2)
        #expect(set.value(custom, "UIMinimumZoomScale") == .float(0.5))
        #expect(set.value(custom, "UIMaximumZoomScale") == .float(3))
        #expect(set.value(custom, "UIBouncesZoom") == nil)
        #expect(set.value(custom, "UIScrollViewContentInsetAdjustmentBehavior")?.integer == 2)
    }

    static let form = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outletCollection property="fields" destination="name" collectionClass="NSMutableArray" id="c1"/>
                        <outletCollection property="fields" destination="mail" collectionClass="NSMutableArray" id="c2"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
        contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" \
        minimumFontSize="17" clearButtonMode="whileEditing" id="name">
                            <rect key="frame" x="20" y="20" width="280" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits" autocapitalizationType="words" returnKeyType="next"/>
                        </textField>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
        contentVerticalAlignment="center" text="a@b.c" borderStyle="roundedRect" minimumFontSize="17" id="mail">
                            <rect key="frame" x="20" y="62" width="280" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits" keyboardType="emailAddress" secureTextEntry="YES" \
        textContentType="email"/>
                        </textField>
                    </subviews>
                    <gestureRecognizers/>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                    </connections>
                </view>
                <tapGestureRecognizer numberOfTapsRequired="2" id="tap">
                    <connections>
                        <action selector="tapped:" destination="-1" id="t1"/>
                    </connections>
                </tapGestureRecognizer>
            </objects>
        </document>
        """

    /// A scroll view's indicator insets are its `UIScrollIndicatorInsets` (top, left, bottom,
    /// right), the key and form xibdump reads from real nibs, as a table's separator inset is.
    @Test func aScrollViewsIndicatorInsetsAreArchived() throws {
        let text = Self.xib().replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="320" height="480"/>"#,
            with: #"<rect key="frame" x="0.0" y="0.0" width="320" height="480"/>"#
                + #"<inset key="scrollIndicatorInsets" minX="100" minY="10" maxX="0.0" maxY="20"/>"#)
        let nib = try Self.compile(text)
        let scroll = try #require(nib.indices(ofClass: "UIScrollView").first)
        #expect(
            nib.value(scroll, "UIScrollIndicatorInsets") == .data(UIKitTableCompilerTests.doubles([10, 100, 20, 0])))
    }

    /// A free-standing tab bar archives its own items (`UIItems`), each with its badge and
    /// selected image (`UIBadgeValue`, `UISelectedTemplateImage`), and its item tints under the
    /// keys `-[UITabBar encodeWithCoder:]` writes.
    @Test func aFreeStandingTabBarArchivesItsItemsAndTints() throws {
        let text = XcodeTestXib.iOSText(
            #"<tabBar contentMode="scaleToFill" id="bar"><rect key="frame" x="0" y="0" width="320" height="49"/>"#
                + #"<items><tabBarItem title="One" image="one" selectedImage="oneFilled" badgeValue="3" id="i1"/>"#
                + #"<tabBarItem systemItem="search" id="i2"/></items>"#
                + #"<color key="selectedImageTintColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>"#
                + #"<color key="unselectedItemTintColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>"#
                + "</tabBar>")
        let nib = try Self.compile(text)
        let bar = try #require(nib.indices(ofClass: "UITabBar").first)
        guard case .object(let list)? = nib.value(bar, "UIItems") else {
            Issue.record("the tab bar has no items")
            return
        }
        let items = nib.items(list)
        #expect(items.count == 2)
        let first = try #require(items.first)
        #expect(nib.string(first, "UIBadgeValue") == "3")
        #expect(nib.value(first, "UISelectedTemplateImage") != nil)
        #expect(nib.value(bar, "UISelectedImageTintColor") != nil)
        #expect(nib.value(bar, "UIBarUnselectedImageTintColor") != nil)
    }

    /// An SF Symbol (`catalog="system"`) names itself as `UISystemSymbolResourceName`, which
    /// UIKit's placeholder looks up before the app's catalogs, on an image view as on a tab bar
    /// item; an app's own image leaves it null; an image from another catalog is refused.
    @Test func anSFSymbolIsASystemSymbolResource() throws {
        let text = XcodeTestXib.iOSText(
            #"<imageView contentMode="scaleToFill" image="star.fill" catalog="system" id="star">"#
                + #"<rect key="frame" x="0" y="0" width="20" height="20"/></imageView>"# + "\n"
                + #"<imageView contentMode="scaleToFill" image="logo" id="logo">"#
                + #"<rect key="frame" x="0" y="30" width="20" height="20"/></imageView>"# + "\n"
                + #"<tabBar contentMode="scaleToFill" id="bar"><rect key="frame" x="0" y="60" width="320" height="49"/>"#
                + #"<items><tabBarItem title="Home" image="house" catalog="system" id="home"/></items></tabBar>"#)
        let nib = try Self.compile(text)
        let placeholders = nib.indices(ofClass: "UIImageNibPlaceholder")
        let symbols = placeholders.compactMap { nib.string($0, "UISystemSymbolResourceName") }
        #expect(symbols.sorted() == ["house", "star.fill"])
        let logo = try #require(placeholders.first { nib.string($0, "UIResourceName") == "logo" })
        #expect(nib.value(logo, "UISystemSymbolResourceName") == .null)
        let other = text.replacingOccurrences(
            of: #"image="logo" id="logo""#, with: #"image="logo" catalog="Brand" id="logo""#)
        expectRefusal(of: other, atLineHolding: #"catalog="Brand""#) { text throws(ArchiveReadError) in
            _ = try NibCompiler().compile(Data(text.utf8), file: "Symbols.xib")
        }
    }

    /// A placeholder written as a `<string>` element, as Interface Builder writes a long one, is
    /// the field's `UIPlaceholder` as an attribute's is.
    @Test func aPlaceholderWrittenAsAnElementIsTheFields() throws {
        let long = "Your full name, as your passport gives it"
        let text = Self.form.replacingOccurrences(of: #"placeholder="Name" "#, with: "")
            .replacingOccurrences(
                of: #"<rect key="frame" x="20" y="20" width="280" height="34"/>"#,
                with:
                    #"<rect key="frame" x="20" y="20" width="280" height="34"/><string key="placeholder">\#(long)</string>"#
            )
        let nib = try Self.compile(text)
        #expect(nib.indices(ofClass: "UITextField").contains { nib.string($0, "UIPlaceholder") == long })
    }

    /// Text fields with their input traits, outlet collections (one connection per member) and a
    /// gesture recognizer the view holds through its `gestureRecognizers` collection.
    @Test func textFieldsCollectionsAndRecognizersArchiveTheirKeys() throws {
        let nib = try Self.compile(Self.form)
        let fields = nib.indices(ofClass: "UITextField")
        #expect(fields.count == 2)
        let name = try #require(fields.first { nib.string($0, "UIPlaceholder") == "Name" })
        #expect(nib.value(name, "UIBorderStyle")?.integer == 3)
        #expect(nib.value(name, "UITextAlignment") == nil, "natural, what its decoder reads an absent key as")
        #expect(nib.value(name, "UIClearButtonMode")?.integer == 1)
        #expect(nib.value(name, "UIAutocapitalizationType")?.integer == 1)
        #expect(nib.value(name, "UIReturnKeyType")?.integer == 4)
        #expect(nib.value(name, "UIMinimumFontSize") == .float(17))
        let mail = try #require(fields.first { nib.string($0, "UIText") == "a@b.c" })
        #expect(nib.value(mail, "UIKeyboardType")?.integer == 7)
        #expect(nib.value(mail, "UISecureTextEntry") == .bool(true))
        #expect(nib.string(mail, "UITextContentType") == "email")
        let collections = nib.indices(ofClass: "UIRuntimeOutletCollectionConnection")
        #expect(collections.count == 3)
        for connection in collections {
            #expect(nib.value(connection, "addsContentToExistingCollection") == .bool(true))
        }
        let tap = try #require(nib.indices(ofClass: "UITapGestureRecognizer").first)
        guard case .object(let counter)? = nib.value(tap, "UITapGestureRecognizer._imp") else {
            Issue.record("a tap recognizer decodes its counts from its UITapRecognizer")
            return
        }
        #expect(nib.className(of: nib.objects[counter]) == "UITapRecognizer")
        #expect(nib.value(counter, "UITapRecognizer.numberOfTapsRequired")?.integer == 2)
        #expect(nib.value(counter, "UITapRecognizer.numberOfTouchesRequired") == nil)
        #expect(nib.value(tap, "UITapGestureRecognizer.numberOfTapsRequired") == nil)
        let read = try CompiledNibReader().read(
            try NibCompiler().compile(Data(Self.form.utf8), file: "Form.xib").files[0].data, file: "Form.nib")
        let source = try XcodeDocumentReader().read(Data(Self.form.utf8), file: "Form.xib")
        let differences = InterfaceTreeSummary(read).differences(from: InterfaceTreeSummary(source))
        #expect(differences.onlyHere.isEmpty && differences.onlyThere.isEmpty, "\(differences)")
    }

    /// A long press (Interface Builder's `pongPressGestureRecognizer`) keeps its touches, press
    /// duration and movement under its own keys when not UIKit's (1, 0.5 s, 10 pt), and its
    /// taps, 0 unless the document asks for more, in its `UITapRecognizer`; a pinch and a
    /// recognizer of the app's own class archive `UIGestureRecognizer`'s keys only
    /// (`-[UILongPressGestureRecognizer encodeWithCoder:]` and `initWithTarget:action:` in
    /// published decompilations of UIKitCore; `UIPinchGestureRecognizer` has no coder of its own).
    @Test func longPressPinchAndCustomRecognizersArchiveTheirClassesKeys() throws {
        let recognizers = """
            <pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="1.5" numberOfTouchesRequired="2" id="press">
                <connections>
                    <action selector="pressed:" destination="-1" id="t2"/>
                </connections>
            </pongPressGestureRecognizer>
            <pinchGestureRecognizer cancelsTouchesInView="NO" id="pinch"/>
            <gestureRecognizer id="own" customClass="SquiggleRecognizer" customModule="App"/>
            """
        let text = Self.form.replacingOccurrences(of: "</objects>", with: recognizers + "</objects>")
        let nib = try Self.compile(text)
        let press = try #require(nib.indices(ofClass: "UILongPressGestureRecognizer").first)
        #expect(nib.value(press, "UILongPressGestureRecognizer.numberOfTouchesRequired")?.integer == 2)
        #expect(nib.value(press, "UILongPressGestureRecognizer.minimumPressDuration") == .float(1.5))
        #expect(nib.value(press, "UILongPressGestureRecognizer.allowableMovement") == nil)
        guard case .object(let counter)? = nib.value(press, "UILongPressGestureRecognizer._imp") else {
            Issue.record("a long press archives its UITapRecognizer")
            return
        }
        #expect(nib.value(counter, "UITapRecognizer.numberOfTapsRequired")?.integer == 0)
        #expect(nib.value(counter, "UITapRecognizer.numberOfTouchesRequired") == nil)
        let pinch = try #require(nib.indices(ofClass: "UIPinchGestureRecognizer").first)
        #expect(nib.value(pinch, "UIGestureRecognizer.cancelsTouchesInView") == .bool(false))
        let own = try #require(
            nib.indices(ofClass: "UIClassSwapper").first {
                nib.string($0, "UIClassName") == "_TtC3App18SquiggleRecognizer"
            })
        #expect(nib.string(own, "UIOriginalClassName") == "UIGestureRecognizer")
        // The Xcode reader names the long press by its class too, as the nib reads back.
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Form.xib")
        #expect(source.objects.contains { $0.id == "press" && $0.className == "LongPressGestureRecognizer" })
        let taps = text.replacingOccurrences(of: "numberOfTouchesRequired=\"2\"", with: "numberOfTapsRequired=\"-1\"")
        #expect(throws: ArchiveReadError.self) { try Self.compile(taps) }
    }

    /// A recognizer's remote buttons (tvOS's `allowedPressTypes`) are the array of press types
    /// `-[UIGestureRecognizer initWithCoder:]` reads, in UIKit's numbers (menu 5, play/pause
    /// 6); none is left out; a button UIKit has no number for here is refused at its line.
    @Test func aRecognizersPressTypesAreItsAllowedPressTypes() throws {
        func form(_ mask: String) -> String {
            Self.form.replacingOccurrences(
                of: #"<tapGestureRecognizer numberOfTapsRequired="2" id="tap">"#,
                with: #"<tapGestureRecognizer numberOfTapsRequired="2" id="tap">"# + "\n"
                    + #"<pressTypeMask key="allowedPressTypes" \#(mask)/>"#)
        }
        let nib = try Self.compile(form(#"playPause="YES" menu="YES""#))
        let tap = try #require(nib.indices(ofClass: "UITapGestureRecognizer").first)
        guard case .object(let types)? = nib.value(tap, "UIGestureRecognizer.allowedPressTypes") else {
            Issue.record("no press types")
            return
        }
        #expect(nib.items(types).map { nib.value($0, "NS.intval")?.integer } == [5, 6])
        let none = try Self.compile(form(""))
        let plain = try #require(none.indices(ofClass: "UITapGestureRecognizer").first)
        #expect(none.value(plain, "UIGestureRecognizer.allowedPressTypes") == nil)
        for refused in [#"pageUp="YES""#, #"menu="maybe""#] {
            expectRefusal(of: form(refused), atLineHolding: "pressTypeMask") { text throws(ArchiveReadError) in
                _ = try NibCompiler().compile(Data(text.utf8), file: "Controls.xib")
            }
        }
    }

    /// A disabled switch leaves `UISwitchEnabled` out, as its encoder does; a custom button
    /// keeps adjusting its image when highlighted and disabled unless the document says not,
    /// and a system button archives neither (UIKit reads both as off when absent).
    @Test func aSwitchsEnabledStateAndACustomButtonsImageAdjustment() throws {
        let disabled = Self.xib().replacingOccurrences(of: "on=\"YES\"", with: "on=\"YES\" enabled=\"NO\"")
        let nib = try Self.compile(disabled)
        let toggle = try #require(nib.indices(ofClass: "UISwitch").first)
        #expect(nib.value(toggle, "UISwitchEnabled") == nil)
        func button(_ attributes: String) -> String {
            Self.xib().replacingOccurrences(
                of: "</activityIndicatorView>",
                with: """
                    </activityIndicatorView>
                    <button opaque="NO" contentMode="scaleToFill" \(attributes) id="b">
                        <rect key="frame" x="0.0" y="0.0" width="46" height="30"/>
                    </button>
                    """)
        }
        for (attributes, highlighted, disabled) in [
            ("", true, true), ("buttonType=\"custom\" adjustsImageWhenHighlighted=\"NO\"", false, true),
            ("buttonType=\"system\"", false, false),
        ] {
            let nib = try Self.compile(button(attributes))
            let button = try #require(nib.indices(ofClass: "UIButton").first)
            #expect((nib.value(button, "UIAdjustsImageWhenHighlighted") == .bool(true)) == highlighted, "\(attributes)")
            #expect((nib.value(button, "UIAdjustsImageWhenDisabled") == .bool(true)) == disabled, "\(attributes)")
        }
    }

    /// A stack view with the standard spacing archives `UIStackViewSpacingUseSystem`, the
    /// smallest normal float, which UIKit replaces with the system's spacing; another spacing
    /// type is refused.
    @Test func aStackViewWithStandardSpacingAsksForTheSystems() throws {
        let standard = Self.xib().replacingOccurrences(of: "spacing=\"8\"", with: "spacingType=\"standard\"")
        let nib = try Self.compile(standard)
        let stack = try #require(nib.indices(ofClass: "UIStackView").first)
        #expect(nib.value(stack, "UIStackViewSpacing") == .double(1.1754943508222875e-38))
        let wide = Self.xib().replacingOccurrences(of: "spacing=\"8\"", with: "spacingType=\"wide\"")
        #expect {
            try Self.compile(wide)
        } throws: { error in
            (error as? ArchiveReadError)?.diagnostics.first?.message.contains("spacingType") == true
        }
    }

    @Test func anUnknownTextInputTraitIsRefused() {
        let smart = Self.form.replacingOccurrences(of: "returnKeyType=\"next\"", with: "smartQuotesType=\"no\"")
        #expect {
            try Self.compile(smart)
        } throws: { error in
            (error as? ArchiveReadError)?.diagnostics.first?.message.contains("smartQuotesType") == true
        }
    }

    static let textViewFrame = #"<rect key="frame" x="20" y="120" width="280" height="100"/>"#

    /// A text view keeps its text (an attribute, or a `<string>` element), alignment and
    /// editability, and scrolls as a scroll view; a setting with no known key is refused.
    @Test func aTextViewArchivesItsTextAndEditability() throws {
        let textView = """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" \
            textAlignment="center" showsHorizontalScrollIndicator="NO" id="notes">
                <rect key="frame" x="20" y="120" width="280" height="100"/>
                <string key="text">Line one
            Line two</string>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
            </textView>
            """
        let text = Self.form.replacingOccurrences(of: "</subviews>", with: textView + "</subviews>")
        let nib = try Self.compile(text)
        let view = try #require(nib.indices(ofClass: "UITextView").first)
        #expect(nib.string(view, "UIText") == "Line one\nLine two")
        #expect(nib.value(view, "UIEditable") == .bool(false))
        #expect(nib.value(view, "UITextAlignment")?.integer == 1)
        #expect(nib.value(view, "UIShowsHorizontalScrollIndicator") == .bool(false))
        #expect(nib.value(view, "UIAutocapitalizationType")?.integer == 2)
        #expect(nib.value(view, "UISelectable") == nil)
        // `-[UITextView encodeWithCoder:]` writes these only when they differ from its defaults.
        let detecting = text.replacingOccurrences(of: #"editable="NO""#, with: #"selectable="NO""#)
            .replacingOccurrences(
                of: Self.textViewFrame,
                with: Self.textViewFrame + #"<dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>"#)
        let detector = try Self.compile(detecting)
        let quiet = try #require(detector.indices(ofClass: "UITextView").first)
        #expect(detector.value(quiet, "UISelectable") == .bool(false))
        #expect(detector.value(quiet, "UIEditable") == nil)
        #expect(detector.value(quiet, "UIDataDetectorTypes")?.integer == 3)
        let unknown = text.replacingOccurrences(
            of: Self.textViewFrame,
            with: Self.textViewFrame + #"<dataDetectorType key="dataDetectorTypes" money="YES"/>"#)
        #expect(throws: ArchiveReadError.self) { try Self.compile(unknown) }
    }

    /// Left alignment is written for text views and fields, whose decoders read an absent
    /// alignment as natural, and natural is left out; a text view whose traits name no
    /// capitalization (Interface Builder's none) says so, as its traits start with sentences.
    @Test func textViewsAndFieldsKeepLeftAlignmentAndNoCapitalization() throws {
        let textView = """
            <textView clipsSubviews="YES" contentMode="scaleToFill" textAlignment="left" id="notes">
                <rect key="frame" x="20" y="120" width="280" height="100"/>
                <textInputTraits key="textInputTraits"/>
            </textView>
            """
        let text = Self.form.replacingOccurrences(of: "</subviews>", with: textView + "</subviews>")
            .replacingOccurrences(of: #"textAlignment="natural""#, with: #"textAlignment="left""#)
        let nib = try Self.compile(text)
        let view = try #require(nib.indices(ofClass: "UITextView").first)
        #expect(nib.value(view, "UITextAlignment")?.integer == 0)
        #expect(nib.value(view, "UIAutocapitalizationType")?.integer == 0)
        let fields = nib.indices(ofClass: "UITextField")
        let name = try #require(fields.first { nib.string($0, "UIPlaceholder") == "Name" })
        #expect(nib.value(name, "UITextAlignment")?.integer == 0)
    }

    /// A stepper archives what `-[UIStepper encodeWithCoder:]` writes: each value that is not
    /// the stepper's own (0, 0, 100, 1) as a double, the flags that differ from its defaults.
    @Test func aStepperArchivesTheValuesThatAreNotItsOwn() throws {
        func stepper(_ attributes: String) throws -> (NIBArchive, Int) {
            let text = Self.xib().replacingOccurrences(
                of: #"<switch opaque="NO""#,
                with:
                    #"<stepper opaque="NO" \#(attributes) id="step"><rect key="frame" x="0" y="0" width="94" height="32"/></stepper><switch opaque="NO""#
            )
            let nib = try Self.compile(text)
            return (nib, try #require(nib.indices(ofClass: "UIStepper").first))
        }
        let (nib, plain) = try stepper(#"maximumValue="100""#)
        for key in [
            "UIValue", "UIMinimumValue", "UIMaximumValue", "UIStepValue", "UIContinuous", "UIAutorepeat", "UIWraps",
        ] {
            #expect(nib.value(plain, key) == nil, "\(key)")
        }
        let (set, custom) = try stepper(
            #"value="1" minimumValue="-5" maximumValue="11" stepValue="0.5" continuous="NO" autorepeat="NO" wraps="YES""#
        )
        #expect(set.value(custom, "UIValue") == .double(1))
        #expect(set.value(custom, "UIMinimumValue") == .double(-5))
        #expect(set.value(custom, "UIMaximumValue") == .double(11))
        #expect(set.value(custom, "UIStepValue") == .double(0.5))
        #expect(set.value(custom, "UIContinuous") == .bool(false))
        #expect(set.value(custom, "UIAutorepeat") == .bool(false))
        #expect(set.value(custom, "UIWraps") == .bool(true))
    }

    /// A slider that is not continuous says so; one that is writes nothing (its encoder's default).
    @Test func aSliderThatIsNotContinuousSaysSo() throws {
        let plain = try Self.compile(Self.xib())
        let slider = try #require(plain.indices(ofClass: "UISlider").first)
        #expect(plain.value(slider, "UIContinuous") == nil)
        let stepwise = try Self.compile(
            Self.xib().replacingOccurrences(of: #"maxValue="2" enabled="NO""#, with: #"maxValue="2" continuous="NO""#))
        let stepping = try #require(stepwise.indices(ofClass: "UISlider").first)
        #expect(stepwise.value(stepping, "UIContinuous") == .bool(false))
    }

    /// A progress view archives what `-[UIProgressView encodeWithCoder:]` writes: its style and
    /// progress when not 0, and its tints.
    @Test func aProgressViewArchivesItsProgressStyleAndTints() throws {
        let progress = #"""
            <progressView opaque="NO" contentMode="scaleToFill" progressViewStyle="bar" progress="0.25" id="bar">\#
            <rect key="frame" x="0" y="0" width="200" height="4"/>\#
            <color key="trackTintColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>\#
            </progressView><switch opaque="NO"
            """#
        let nib = try Self.compile(Self.xib().replacingOccurrences(of: #"<switch opaque="NO""#, with: progress))
        let bar = try #require(nib.indices(ofClass: "UIProgressView").first)
        #expect(nib.value(bar, "UIProgressViewStyle")?.integer == 1)
        #expect(nib.value(bar, "UIProgress") == .float(0.25))
        guard case .object(let track)? = nib.value(bar, "UIProgressTrackTintColor") else {
            Issue.record("no track tint")
            return
        }
        #expect(nib.className(of: nib.objects[track]) == "UIColor")
        #expect(nib.value(bar, "UIProgressProgressTintColor") == nil)
    }

    /// A picker view is a `UIPickerView` whose selection bar is archived only when shown, as
    /// `-[UIPickerView encodeWithCoder:]` writes it.
    @Test func aPickerViewArchivesItsSelectionBarWhenShown() throws {
        func picker(_ attributes: String) throws -> (NIBArchive, Int) {
            let element =
                #"<pickerView contentMode="scaleToFill" \#(attributes) id="wheel"><rect key="frame" x="0" y="0" width="320" height="216"/></pickerView><switch opaque="NO""#
            let nib = try Self.compile(Self.xib().replacingOccurrences(of: #"<switch opaque="NO""#, with: element))
            return (nib, try #require(nib.indices(ofClass: "UIPickerView").first))
        }
        let (plain, quiet) = try picker("")
        #expect(plain.value(quiet, "UIShowsSelectionBar") == nil)
        let (shown, bar) = try picker(#"showsSelectionIndicator="YES""#)
        #expect(shown.value(bar, "UIShowsSelectionBar") == .bool(true))
    }
}
