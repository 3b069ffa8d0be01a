import Foundation
import NibArchive
import NibKit
import Testing

/// A `.xib` compiled below iOS 11 loads as each system lays it out: from `objects-11.0+.nib`
/// its safe-area guide keeps a view below the status bar; from `runtime.nib`, as on iOS 10,
/// where a `.xib`'s safe area is its view's bounds, the view sits at the top.
@Suite struct BackDeployedSafeAreaTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="28" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="w"/>
                                <constraint firstAttribute="height" constant="40" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="8" id="t"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="l"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="sa"/>
                </view>
            </objects>
        </document>
        """

    @Test func eachNibOfTheFolderLaysOutAsItsSystemDoes() throws {
        let output = try NibCompiler(options: .init(minimumDeploymentTarget: "10.0"))
            .compile(Data(Self.xib.utf8), file: "Box.xib")
        let files = Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.data) })
        #expect(try Self.boxTop(try #require(files["objects-11.0+.nib"])) == 28)
        #expect(try Self.boxTop(try #require(files["runtime.nib"])) == 8)
    }

    /// The box's y once its nib's root is laid out in a window with a 20-point status bar.
    static func boxTop(_ data: Data) throws -> CGFloat? {
        let objects = try Nib(data: data, file: "Box.nib").instantiate(withOwner: nil)
        guard let root = objects.compactMap({ $0 as? View }).first, let box = root.subviews.first else { return nil }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.deviceSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.addSubview(root)
        window.layoutIfNeeded()
        return box.frame.minY
    }
}
