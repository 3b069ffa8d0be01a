import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibCompiler` on the keys of views the corpus showed missing: a table's separator and
/// section index colours, its separator inset, style and estimated row height, a slider's
/// track and thumb tints, a bar's tint, an activity indicator's colour, a label's text written
/// as an element, and a system colour Xcode 11 wrote with its value beside its name.
@Suite struct UIKitViewKeyCompilerTests {
    static let xib = XcodeTestXib.iOSText(
        """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <navigationBar contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <items>
                                <navigationItem title="Inbox" id="inbox"/>
                            </items>
                            <edgeInsets key="layoutMargins" top="1" left="12" bottom="3" right="14"/>
                            <color key="barTintColor" red="0.25" green="0.0" blue="0.5" alpha="1" colorSpace="custom" \
        customColorSpace="sRGB"/>
                        </navigationBar>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" \
        separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                            <rect key="frame" x="0.0" y="44" width="320" height="300"/>
                            <color key="separatorColor" white="0.5" alpha="1" colorSpace="custom" \
        customColorSpace="genericGamma22GrayColorSpace"/>
                            <color key="sectionIndexColor" red="1" green="0.0" blue="0.0" alpha="1" \
        colorSpace="custom" customColorSpace="sRGB"/>
                            <inset key="separatorInset" minX="16" minY="0.0" maxX="8" maxY="0.0"/>
                        </tableView>
                        <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="level">
                            <rect key="frame" x="18" y="350" width="284" height="31"/>
                            <color key="minimumTrackTintColor" red="0.0" green="1" blue="0.0" alpha="1" \
        colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="thumbTintColor" white="1" alpha="1" colorSpace="custom" \
        customColorSpace="genericGamma22GrayColorSpace"/>
                        </slider>
                        <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="gray" id="spinner">
                            <rect key="frame" x="150" y="360" width="20" height="20"/>
                            <color key="color" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" \
        customColorSpace="sRGB"/>
                        </activityIndicatorView>
                        <label opaque="NO" contentMode="left" numberOfLines="2" adjustsLetterSpacingToFitWidth="YES" \
        layoutMarginsFollowReadableWidth="YES" id="note">
                            <rect key="frame" x="20" y="400" width="280" height="42"/>
                            <string key="text">A note long enough that Interface Builder writes it as an element.</string>
                            <color key="textColor" systemColor="secondaryLabelColor" red="0.23529411764705882" \
        green="0.23529411764705882" blue="0.2627450980392157" alpha="0.6" colorSpace="custom" customColorSpace="sRGB"/>
                        </label>
                    </subviews>
                </view>
        """)

    static func nib(_ text: String = Self.xib) throws -> NIBArchive {
        try NIBArchiveDecoder().decode(try NibCompiler().compile(Data(text.utf8), file: "Keys.xib").files[0].data)
    }

    /// The colour object under `key` of the first object of class `className`.
    static func color(in nib: NIBArchive, _ className: String, _ key: String) throws -> Int {
        let object = try #require(nib.indices(ofClass: className).first)
        guard case .object(let color)? = nib.value(object, key) else {
            Issue.record("\(className) has no \(key)")
            return 0
        }
        #expect(nib.className(of: nib.objects[color]) == "UIColor")
        return color
    }

    @Test func eachColourIsArchivedUnderItsClasssKey() throws {
        let nib = try Self.nib()
        let bar = try Self.color(in: nib, "UINavigationBar", "UIBarTintColor")
        #expect(nib.value(bar, "UIRed") == .float(0.25))
        #expect(nib.value(bar, "UIBlue") == .float(0.5))
        let separator = try Self.color(in: nib, "UITableView", "UISeparatorColor")
        #expect(nib.value(separator, "UIWhite") == .float(0.5))
        let spinner = try Self.color(in: nib, "UIActivityIndicatorView", "UIColor")
        #expect(nib.value(spinner, "UIRed") == .float(1))
        let index = try Self.color(in: nib, "UITableView", "UISectionIndexColor")
        #expect(nib.value(index, "UIRed") == .float(1))
        let track = try Self.color(in: nib, "UISlider", "UIMinimumTintColor")
        #expect(nib.value(track, "UIGreen") == .float(1))
        let thumb = try Self.color(in: nib, "UISlider", "UIThumbTintColor")
        #expect(nib.value(thumb, "UIWhite") == .float(1))
    }

    /// A separator inset the document gives is written, zero included: only the automatic
    /// inset, which a document gives by writing none, is left out.
    @Test func aTablesSeparatorInsetIsItsEdgeInsets() throws {
        let nib = try Self.nib()
        let table = try #require(nib.indices(ofClass: "UITableView").first)
        #expect(nib.value(table, "UISeparatorInset") == .data(UIKitTableCompilerTests.doubles([0, 16, 0, 8])))
        let zero = Self.xib.replacingOccurrences(of: #"minX="16""#, with: #"minX="0""#)
            .replacingOccurrences(of: #"maxX="8""#, with: #"maxX="0""#)
        let zeroNib = try Self.nib(zero)
        let zeroTable = try #require(zeroNib.indices(ofClass: "UITableView").first)
        #expect(zeroNib.value(zeroTable, "UISeparatorInset") == .data(UIKitTableCompilerTests.doubles([0, 0, 0, 0])))
        let automatic = try Self.nib(
            Self.xib.replacingOccurrences(
                of: #"<inset key="separatorInset" minX="16" minY="0.0" maxX="8" maxY="0.0"/>"#, with: ""))
        let automaticTable = try #require(automatic.indices(ofClass: "UITableView").first)
        #expect(automatic.value(automaticTable, "UISeparatorInset") == nil)
    }

    @Test func aLabelsTextElementIsItsText() throws {
        let nib = try Self.nib()
        let label = try #require(nib.indices(ofClass: "UILabel").first)
        #expect(nib.string(label, "UIText") == "A note long enough that Interface Builder writes it as an element.")
    }

    /// Xcode 11 wrote a named system colour's value beside its name and no `<resources>`: the
    /// colour is that value, named.
    @Test func aSystemColourWithItsValueBesideItIsThatValueNamed() throws {
        let nib = try Self.nib()
        let color = try Self.color(in: nib, "UILabel", "UITextColor")
        #expect(nib.string(color, "UISystemColorName") == "secondaryLabelColor")
        #expect(nib.value(color, "UIAlpha") == .float(0.6))
        #expect(nib.value(color, "UIBlue") == .float(Float(0.2627450980392157)))
    }

    /// A view's alpha is its `UIAlpha` (a float) when not 1; every view draws deep
    /// (`UIDeepDrawRect`, which `-[UIView initWithCoder:]` reads as off when absent), and one
    /// that does not clear its context says so under `UIClearsContextBeforeDrawing`, which it
    /// reads as on when absent; an image view keeps its highlighted image and state.
    @Test func aViewsAlphaClearingAndAnImageViewsHighlightAreArchived() throws {
        let text = Self.xib.replacingOccurrences(
            of: #"<activityIndicatorView opaque="NO""#,
            with: #"<activityIndicatorView alpha="0.25" clearsContextBeforeDrawing="NO" opaque="NO""#
        ).replacingOccurrences(
            of: "</label>",
            with: """
                </label>
                <imageView contentMode="scaleToFill" image="star" highlightedImage="star.fill" highlighted="YES" id="star">
                    <rect key="frame" x="0.0" y="450" width="20" height="20"/>
                </imageView>
                """)
        let nib = try Self.nib(text)
        let spinner = try #require(nib.indices(ofClass: "UIActivityIndicatorView").first)
        #expect(nib.value(spinner, "UIAlpha") == .float(0.25))
        #expect(nib.value(spinner, "UIClearsContextBeforeDrawing") == .bool(false))
        #expect(nib.value(spinner, "UIDeepDrawRect") == .bool(true))
        let label = try #require(nib.indices(ofClass: "UILabel").first)
        #expect(nib.value(label, "UIAlpha") == nil)
        #expect(nib.value(label, "UIClearsContextBeforeDrawing") == nil)
        let star = try #require(nib.indices(ofClass: "UIImageView").first)
        #expect(nib.value(star, "UIHighlighted") == .bool(true))
        guard case .object(let highlighted)? = nib.value(star, "UIHighlightedImage") else {
            Issue.record("the image view has no highlighted image")
            return
        }
        #expect(nib.string(highlighted, "UIResourceName") == "star.fill")
        // tvOS's focus effect has no key any decoder read names: refused, not dropped.
        expectRefusal(
            of: text.replacingOccurrences(
                of: #"highlighted="YES" id="star""#,
                with: #"highlighted="YES" adjustsImageWhenAncestorFocused="YES" id="star""#),
            atLineHolding: "adjustsImageWhenAncestorFocused"
        ) { text throws(ArchiveReadError) in _ = try NibCompiler().compile(Data(text.utf8), file: "Keys.xib") }
    }

    /// Xcode 8's `<frame key="frameInset">` (kharrison's AutoLayout storyboard gives its cells'
    /// labels one) is the view's frame, its origin measured from the superview's top left: the
    /// Xcode reader reads it so, and the compiled view keeps it as its bounds and centre. One
    /// measured from the far edges, or with a value that is no number, is refused.
    @Test func xcode8sFrameInsetIsTheFrame() throws {
        let text = Self.xib.replacingOccurrences(
            of: #"<rect key="frame" x="20" y="400" width="280" height="42"/>"#,
            with: #"<frame key="frameInset" minX="20" minY="400" width="280" height="42"/>"#)
        let source = try XcodeDocumentReader().read(Data(text.utf8), file: "Keys.xib")
        let note = try #require(source.objectIndex()["note"])
        #expect(note["frame"] == .value(.rect(CGRect(x: 20, y: 400, width: 280, height: 42))))
        let nib = try Self.nib(text)
        let label = try #require(nib.indices(ofClass: "UILabel").first)
        #expect(nib.value(label, "UIBounds") == .data(UIKitTableCompilerTests.doubles([0, 0, 280, 42])))
        #expect(nib.value(label, "UICenter") == .data(UIKitTableCompilerTests.doubles([160, 421])))
        #expect(try Self.nib(text) == (try Self.nib()))
        for changed in [#"maxY="38""#, #"minY="4OO""#] {
            let refused = text.replacingOccurrences(of: #"minY="400""#, with: changed)
            expectRefusal(of: refused, atLineHolding: "frameInset") { text throws(ArchiveReadError) in
                _ = try NibCompiler().compile(Data(text.utf8), file: "Keys.xib")
            }
        }
    }

    @Test func theNibReadsBackAsTheSourcesTree() throws {
        let data = try NibCompiler().compile(Data(Self.xib.utf8), file: "Keys.xib").files[0].data
        let read = try CompiledNibReader().read(data, file: "Keys.nib")
        let source = try XcodeDocumentReader().read(Data(Self.xib.utf8), file: "Keys.xib")
        #expect(InterfaceTreeSummary(read) == InterfaceTreeSummary(source))
    }

    /// `-[UITableView encodeWithCoder:]` writes the style twice (`UITableViewStyle`, and
    /// `UIStyle` 1 for any style but plain) and the separator inset reference always.
    @Test(arguments: [("plain", 0, 0), ("grouped", 1, 1), ("insetGrouped", 2, 1)])
    func aTablesStyleIsWrittenAsTheEncoderWritesIt(_ name: String, _ style: Int, _ old: Int) throws {
        let text = Self.xib.replacingOccurrences(
            of: #"style="plain""#,
            with: #"style="\#(name)" estimatedRowHeight="60" allowsSelectionDuringEditing="YES" "#
                + #"sectionIndexMinimumDisplayRowCount="3" directionalLockEnabled="YES""#)
        let nib = try Self.nib(text)
        let table = try #require(nib.indices(ofClass: "UITableView").first)
        #expect(nib.value(table, "UITableViewStyle")?.integer == style)
        #expect(nib.value(table, "UIStyle")?.integer == old)
        #expect(nib.value(table, "UISeparatorInsetReference")?.integer == 0)
        #expect(nib.value(table, "UIEstimatedRowHeight") == .float(60))
        #expect(nib.value(table, "UIAllowsSelectionDuringEditing") == .bool(true))
        #expect(nib.value(table, "UISectionIndexMinimumDisplayRowCount")?.integer == 3)
        #expect(nib.value(table, "UIDirectionalLockEnabled") == .bool(true))
    }

    /// A navigation bar's own navigation items are its `UIItems`; a view's layout margins its
    /// `UIViewLayoutMargins` (top, left, bottom, right), and preserving its superview's its
    /// `UIViewPreservesSuperviewMargins`.
    @Test func aBarsItemsAndAViewsMarginsAreArchived() throws {
        let nib = try Self.nib()
        let bar = try #require(nib.indices(ofClass: "UINavigationBar").first)
        guard case .object(let items)? = nib.value(bar, "UIItems") else {
            Issue.record("the bar has no items")
            return
        }
        #expect(nib.items(items).map { nib.string($0, "UITitle") } == ["Inbox"])
        #expect(nib.value(bar, "UIViewLayoutMargins") == .data(UIKitTableCompilerTests.doubles([1, 12, 3, 14])))
        #expect(nib.value(bar, "UIViewPreservesSuperviewMargins") == .bool(true))
        let table = try #require(nib.indices(ofClass: "UITableView").first)
        #expect(nib.value(table, "UIViewPreservesSuperviewMargins") == nil)
    }

    /// Directional margins are the same `UIViewLayoutMargins`, holding top, leading, bottom and
    /// trailing, marked `UIViewLayoutMarginsAreDirectional` (the keys a public decompiler of real
    /// nibs and a public UIKit port read); plain margins are not marked.
    @Test func directionalMarginsAreMarkedSo() throws {
        let text = Self.xib.replacingOccurrences(
            of: #"<edgeInsets key="layoutMargins" top="1" left="12" bottom="3" right="14"/>"#,
            with:
                #"<directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="12" bottom="3" trailing="14"/>"#
        )
        let nib = try Self.nib(text)
        let bar = try #require(nib.indices(ofClass: "UINavigationBar").first)
        #expect(nib.value(bar, "UIViewLayoutMargins") == .data(UIKitTableCompilerTests.doubles([1, 12, 3, 14])))
        #expect(nib.value(bar, "UIViewLayoutMarginsAreDirectional") == .bool(true))
        let plain = try Self.nib()
        let plainBar = try #require(plain.indices(ofClass: "UINavigationBar").first)
        #expect(plain.value(plainBar, "UIViewLayoutMarginsAreDirectional") == nil)
    }

    /// Flags xibdump's decoder of real nibs maps to their attributes, and that UIKit's decoders
    /// read.
    @Test func aLabelsLetterSpacingAndReadableMarginsAreArchived() throws {
        let nib = try Self.nib()
        let label = try #require(nib.indices(ofClass: "UILabel").first)
        #expect(nib.value(label, "UIAdjustsLetterSpacingToFit") == .bool(true))
        #expect(nib.value(label, "UIViewLayoutMarginsFollowReadableWidth") == .bool(true))
    }

    /// What has no verified archived form is refused at its line rather than dropped: a bar's
    /// own shadow and back indicator images.
    @Test(arguments: [
        (
            #"<navigationBar contentMode="scaleToFill" "#,
            #"<navigationBar shadowImage="line" contentMode="scaleToFill" "#
        ),
        (
            #"<navigationBar contentMode="scaleToFill" "#,
            #"<navigationBar backIndicatorImage="back" contentMode="scaleToFill" "#
        ),
    ])
    func whatHasNoArchivedFormIsRefused(_ old: String, _ new: String) {
        expectRefusal(of: Self.xib.replacingOccurrences(of: old, with: new), atLineHolding: "<navigationBar") {
            text throws(ArchiveReadError) in
            _ = try NibCompiler().compile(Data(text.utf8), file: "Keys.xib")
        }
    }

    /// A navigation bar's large titles are its `UIBarPrefersLargeTitles`, which
    /// `-[UINavigationBar initWithCoder:]` decodes and xibdump maps to `largeTitles`.
    @Test func aBarsLargeTitlesAreArchived() throws {
        let large = try Self.nib(
            Self.xib.replacingOccurrences(
                of: #"<navigationBar contentMode="scaleToFill" "#,
                with: #"<navigationBar largeTitles="YES" contentMode="scaleToFill" "#))
        let bar = try #require(large.indices(ofClass: "UINavigationBar").first)
        #expect(large.value(bar, "UIBarPrefersLargeTitles") == .bool(true))
        let plain = try Self.nib()
        let plainBar = try #require(plain.indices(ofClass: "UINavigationBar").first)
        #expect(plain.value(plainBar, "UIBarPrefersLargeTitles") == nil)
    }
}
