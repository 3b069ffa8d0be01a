import Foundation
import NibKit
import TestSupport
import Testing

/// A label that records its text when `awakeFromNib()` runs.
final class AwakeTextLabel: Label {
    var textAtAwake: String?
    override func awakeFromNib() {
        super.awakeFromNib()
        textAtAwake = text
    }
}

/// Loading translated: the table beside the Base file is applied before anything is decoded.
@Suite struct LocalizedLoadingTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController title="Start" id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <label text="Hello" customClass="AwakeTextLabel" customModule="NibKitTests" id="hello">
                                        <rect key="frame" x="20" y="100" width="350" height="21"/>
                                    </label>
                                    <label text="Untranslated" id="other">
                                        <rect key="frame" x="20" y="130" width="350" height="21"/>
                                    </label>
                                    <label text="Erase me" id="erase">
                                        <rect key="frame" x="20" y="160" width="350" height="21"/>
                                    </label>
                                    <button buttonType="system" id="done">
                                        <rect key="frame" x="20" y="200" width="100" height="44"/>
                                        <state key="normal" title="Done"/>
                                        <accessibility key="accessibilityConfiguration" label="Finish"/>
                                    </button>
                                    <textField placeholder="Name" id="field">
                                        <rect key="frame" x="20" y="250" width="100" height="34"/>
                                    </textField>
                                    <segmentedControl id="seg">
                                        <rect key="frame" x="20" y="300" width="200" height="32"/>
                                        <segments><segment title="All"/><segment title="Favorites"/></segments>
                                    </segmentedControl>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let french = """
        "hello.text" = "Bonjour";
        "erase.text" = "";
        "done.normalTitle" = "Terminé";
        "done.accessibilityLabel" = "Finir";
        "field.placeholder" = "Nom";
        "seg.segmentTitles[0]" = "Tous";
        "seg.segmentTitles[1]" = "Favoris";
        "vc1.title" = "Début";
        "gone.text" = "Objet disparu";
        """

    /// A folder with `Base.lproj/Main.storyboard` and the tables given by folder name.
    static func load(_ localization: String?, tables: [String: Data]) throws -> ViewController? {
        try withTemporaryFolder("localized") { folder in
            let base = folder.appendingPathComponent("Base.lproj")
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            let url = base.appendingPathComponent("Main.storyboard")
            try storyboard.write(to: url, atomically: true, encoding: .utf8)
            for (lproj, data) in tables {
                let tableFolder = folder.appendingPathComponent(lproj)
                try FileManager.default.createDirectory(at: tableFolder, withIntermediateDirectories: true)
                try data.write(to: tableFolder.appendingPathComponent("Main.strings"))
            }
            let registry = ClassRegistry.shared
            registry.register(AwakeTextLabel.self, module: "NibKitTests")
            return try Storyboard(contentsOf: url, localization: localization, registry: registry)
                .instantiateInitialViewController()
        }
    }

    static func texts(_ controller: ViewController?) -> [String?] {
        let views = controller?.view.subviews ?? []
        let labels = views.compactMap { $0 as? Label }.map(\.text)
        let button = views.compactMap { $0 as? Button }.first
        let field = views.compactMap { $0 as? TextField }.first
        let segments = views.compactMap { $0 as? SegmentedControl }.first
        return [controller?.title] + labels + [
            button?.title(for: .normal), button?.accessibilityLabel, field?.placeholder,
            segments?.titleForSegment(at: 0), segments?.titleForSegment(at: 1),
        ]
    }

    static let baseTexts: [String?] = [
        "Start", "Hello", "Untranslated", "Erase me", "Done", "Finish", "Name", "All", "Favorites",
    ]
    static let frenchTexts: [String?] = [
        "Début", "Bonjour", "Untranslated", "", "Terminé", "Finir", "Nom", "Tous", "Favoris",
    ]

    @Test(arguments: [StringsEncoding.utf16, .utf8])
    func frenchTextsForEveryKeyAndBaseTextElsewhere(_ encoding: StringsEncoding) throws {
        let table = try StringsTable(data: Data(Self.french.utf8))
        let controller = try Self.load("fr", tables: ["fr.lproj": table.data(encoding: encoding)])
        #expect(Self.texts(controller) == Self.frenchTexts)
        // awakeFromNib sees the translated text.
        let label = controller?.view.subviews.first as? AwakeTextLabel
        #expect(label?.textAtAwake == "Bonjour")
    }

    @Test func noTableOrNoLocalizationKeepsTheBaseText() throws {
        let french = Data(Self.french.utf8)
        #expect(Self.texts(try Self.load("de", tables: ["fr.lproj": french])) == Self.baseTexts)
        #expect(Self.texts(try Self.load(nil, tables: ["fr.lproj": french])) == Self.baseTexts)
    }

    @Test func aRegionFallsBackToItsLanguageAndPrefersItsOwnTable() throws {
        let portuguese = Data(#""hello.text" = "Olá";"#.utf8)
        let brazilian = Data(#""hello.text" = "Oi";"#.utf8)
        #expect(Self.texts(try Self.load("pt-BR", tables: ["pt.lproj": portuguese]))[1] == "Olá")
        #expect(
            Self.texts(try Self.load("pt-BR", tables: ["pt.lproj": portuguese, "pt-BR.lproj": brazilian]))[1] == "Oi")
        #expect(Self.texts(try Self.load("pt_BR", tables: ["pt-BR.lproj": brazilian]))[1] == "Oi")
    }

    @Test func aBinaryPropertyListTableIsRead() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["hello.text": "Hallo", "done.normalTitle": "Fertig"], format: .binary, options: 0)
        let texts = Self.texts(try Self.load("de", tables: ["de.lproj": data]))
        #expect(texts[1] == "Hallo")
        #expect(texts[4] == "Fertig")
    }

    @Test func aMalformedTableIsALocatedError() throws {
        #expect {
            try Self.load("fr", tables: ["fr.lproj": Data("\"hello.text\" = \"Bon".utf8)])
        } throws: { error in
            (error as? ArchiveReadError).map { $0.code == .malformedStrings && $0.line == 1 } ?? false
        }
    }
}
