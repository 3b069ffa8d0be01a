import Foundation

/// Small iOS `.xib` files written in tests.
public enum XcodeTestXib {
    /// An iOS xib holding File's Owner (-1), First Responder (-2) and then `objects`, which
    /// start on line 6 (diagnostics name lines of the file).
    public static func iOS(_ objects: String) -> Data { Data(iOSText(objects).utf8) }

    /// The text of `iOS(_:)`, for tests that edit it before compiling it.
    public static func iOSText(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// An iOS storyboard of `scenes` (each a `<scene>` element), entered at the controller
    /// `initial`.
    public static func iOSStoryboard(_ scenes: String, initial: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A macOS xib holding File's Owner (-2), First Responder (-1), the application (-3) and then
    /// `objects`, which start on line 8.
    public static func macOS(_ objects: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
            \(objects)
                </objects>
            </document>
            """.utf8)
    }
}
