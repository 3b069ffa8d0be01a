import Foundation
import NibArchive
import Testing

/// `NibCompiler` on small documents: the graph it writes, and the located errors for what it
/// cannot compile.
@Suite struct NibCompilerTests {
    static func xib(_ objects: String, autolayout: Bool = true) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="\(autolayout ? "YES" : "NO")">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="Controller"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
            \(objects)
                </objects>
            </document>
            """.utf8)
    }

    static func compiled(_ data: Data) throws -> NIBArchive {
        let output = try NibCompiler().compile(data, file: "t.xib")
        return try NIBArchiveDecoder().decode(try #require(output.files.first).data)
    }

    /// The attributes the bits of `choice` pick from `settings` (name, value, flag: a negative
    /// flag clears its bit), and the flags they make from `base`.
    static func settings(_ choice: Int, _ settings: [(String, String, Int)], base: Int) -> (String, Int) {
        var attributes = ""
        var expected = base
        for (bit, (name, value, flag)) in settings.enumerated() where choice & 1 << bit != 0 {
            attributes += " \(name)=\"\(value)\""
            expected = flag < 0 ? expected & ~(-flag) : expected | flag
        }
        return (attributes, expected)
    }

    /// The values of the first object of `className`, by key.
    static func values(of className: String, in archive: NIBArchive) -> [String: NIBArchive.Payload] {
        guard let object = archive.objects.first(where: { archive.className(of: $0) == className }) else { return [:] }
        var values: [String: NIBArchive.Payload] = [:]
        for value in archive.values(of: object) { values[archive.key(of: value)] = value.payload }
        return values
    }

    @Test func writesTheRootAndObjectData() throws {
        let archive = try Self.compiled(Self.xib(""))
        #expect(archive.className(of: archive.objects[0]) == "NSObject")
        let root = Self.values(of: "NSObject", in: archive)
        #expect(root["IB.systemFontUpdateVersion"] == .int8(1))
        let data = Self.values(of: "NSIBObjectData", in: archive)
        for key in [
            "NSRoot", "NSVisibleWindows", "NSConnections", "NSObjectsKeys", "NSObjectsValues", "NSOidsKeys",
            "NSOidsValues", "NSAccessibilityConnectors", "NSAccessibilityOidsKeys", "NSAccessibilityOidsValues",
        ] {
            #expect(data[key] != nil, "\(key)")
        }
    }

    @Test func windowFlagsAndViewFlagsKeepIbtoolsWidths() throws {
        let archive = try Self.compiled(
            Self.xib(
                """
                <window title="T" releasedWhenClosed="NO" id="w1">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="100" y="100" width="300" height="200"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1920" height="1080"/>
                    <view key="contentView" hidden="YES" id="v1">
                        <rect key="frame" x="0" y="0" width="300" height="200"/>
                    </view>
                </window>
                """))
        let window = Self.values(of: "NSWindowTemplate", in: archive)
        #expect(window["NSWTFlags"] == .int32(0x6078_2800))
        #expect(window["NSWindowStyleMask"] == .int8(3))
        #expect(window["NSWindowBacking"] == .int8(2))
        // A hidden view's flags have the sign bit: 64 bits, as every negative integer.
        #expect(Self.values(of: "NSView", in: archive)["NSvFlags"] == .int64(Int64(bitPattern: 0xFFFF_FFFF_8000_010C)))
    }

    @Test func anUnknownElementIsALocatedError() {
        let data = Self.xib("        <button id=\"b1\"/>")
        #expect {
            _ = try NibCompiler().compile(data, file: "t.xib")
        } throws: { error in
            guard let error = error as? ArchiveReadError else { return false }
            return error.code == .unsupportedElement && error.line == 7 && error.message.contains("<button>")
                && error.diagnostics.first?.file == "t.xib"
        }
    }

    @Test func anIOSDocumentWithAnUnknownElementIsRefused() {
        let data = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects><wkWebView id="s-1"/></objects>
            </document>
            """.utf8)
        #expect(throws: ArchiveReadError.self) { try NibCompiler().compile(data) }
    }

    @Test func aConnectionToAMissingObjectIsALocatedError() {
        let data = Self.xib(
            """
                    <customObject id="c1" customClass="Thing">
                        <connections>
                            <outlet property="delegate" destination="nowhere" id="o1"/>
                        </connections>
                    </customObject>
            """)
        #expect {
            _ = try NibCompiler().compile(data, file: "t.xib")
        } throws: { error in
            guard let error = error as? ArchiveReadError else { return false }
            return error.code == .unknownConnectionTarget && error.line == 9
        }
    }

    /// Numbers no real file holds (huge, infinite, not a number) are written as text, never
    /// converted to an integer that traps.
    @Test func hostileNumbersCompileWithoutTrapping() throws {
        let archive = try Self.compiled(
            Self.xib(
                """
                <window title="T" id="w1">
                    <windowStyleMask key="styleMask" titled="YES"/>
                    <rect key="contentRect" x="1e300" y="nan" width="inf" height="-1e308"/>
                    <value key="minSize" type="size" width="1" height="1e300"/>
                    <value key="maxSize" type="size" width="1" height="nan"/>
                    <view key="contentView" id="v1">
                        <rect key="frame" x="1e20" y="-inf" width="1e30" height="nan"/>
                    </view>
                </window>
                """))
        #expect(Self.values(of: "NSWindowTemplate", in: archive)["NSMinSize"] != nil)
    }
}
