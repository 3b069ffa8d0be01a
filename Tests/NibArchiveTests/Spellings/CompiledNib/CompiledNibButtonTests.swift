import Foundation
import NibArchive
import TestSupport
import Testing
import ViewCore

/// A `UIButton`'s content per control state (`UIButtonStatefulContent`, a dictionary from a
/// `UIControl.State` number to a `UIButtonContent`) reads as the per-state dictionaries the
/// Xcode reader makes of a button's `<state>` elements. The corpus has no compiled button, so
/// the archive is built with UIKit's documented key names.
@Suite struct CompiledNibButtonTests {
    /// A keyed-archive nib holding one button with `states` (state number, title, image name,
    /// title colour's white) and its same-state `.xib` twin.
    static func button(_ states: [(state: Int, title: String, image: String?, white: Double?)]) throws -> (
        nib: Data, xib: String
    ) {
        var archive = KeyedArchiveBuilder()
        var keys: [[String: Any]] = []
        var contents: [[String: Any]] = []
        var xibStates = ""
        for item in states {
            archive.objects.append(item.state)
            keys.append(KeyedArchiveBuilder.uid(archive.objects.count - 1))
            var values: [String: Any] = ["UITitle": archive.string(item.title)]
            var xib = "<state key=\"\(Control.State(rawValue: UInt(item.state)).name)\" title=\"\(item.title)\""
            if let image = item.image {
                values["UIImage"] = archive.add("UIImageNibPlaceholder", ["UIResourceName": archive.string(image)])
                xib += " image=\"\(image)\""
            }
            xib += ">"
            if let white = item.white {
                values["UITitleColor"] = archive.add("UIColor", ["UIWhite": white, "UIAlpha": 1.0])
                xib +=
                    "<color key=\"titleColor\" white=\"\(white)\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"
            }
            xibStates += xib + "</state>"
            contents.append(archive.add("UIButtonContent", values))
        }
        let table = archive.add("NSDictionary", ["NS.keys": keys, "NS.objects": contents])
        let button = archive.add(
            "UIButton",
            [
                "UIBounds": archive.string("{{0, 0}, {100, 44}}"), "UICenter": archive.string("{70, 122}"),
                "UIButtonStatefulContent": table,
            ])
        archive.top["UINibTopLevelObjectsKey"] = archive.array([button])
        archive.top["UINibObjectsKey"] = archive.array([button])
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <button opaque="NO" contentMode="scaleToFill" id="b">
                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                        \(xibStates)
                    </button>
                </objects>
            </document>
            """
        return (try archive.data(), xib)
    }

    static func perState(_ object: ArchiveObject?, _ key: String) -> [String] {
        guard case .dictionary(let pairs)? = object?[key] else { return [] }
        return pairs.map { "\($0.key)=\($0.value)" }
    }

    @Test func aButtonsStatesReadAsItsXibStates() throws {
        let built = try Self.button([
            (0, "Play", "play", 0), (1, "Playing", nil, 0.5), (4, "Pause", "pause", nil), (5, "Pausing", nil, nil),
        ])
        let nib = try ArchiveDocument(data: built.nib, file: "Button.nib").objects.first
        let xib = try XcodeDocumentReader().read(Data(built.xib.utf8), file: "Button.xib").objects.first
        #expect(nib?.className == "Button")
        for key in ["titles", "images", "titleColors"] {
            #expect(Self.perState(nib, key) == Self.perState(xib, key), "\(key)")
        }
        #expect(
            Self.perState(nib, "titles") == [
                "highlighted=\(ArchiveValue.value(.string("Playing")))",
                "highlighted selected=\(ArchiveValue.value(.string("Pausing")))",
                "normal=\(ArchiveValue.value(.string("Play")))", "selected=\(ArchiveValue.value(.string("Pause")))",
            ])
        #expect(nib?["nib.keys"].map { "\($0)".contains("UIButtonStatefulContent") } != true)
    }

    /// A state number outside UIKit's named states is not read: the table is kept as archived.
    @Test func aStateOutsideTheNamedOnesKeepsTheTable() throws {
        let built = try Self.button([(0, "Play", nil, nil), (1 << 16, "App", nil, nil)])
        let nib = try ArchiveDocument(data: built.nib, file: "Button.nib").objects.first
        #expect(Self.perState(nib, "titles") == ["normal=\(ArchiveValue.value(.string("Play")))"])
        #expect(nib?["nib.keys"].map { "\($0)".contains("UIButtonStatefulContent") } == true)
    }
}
