import Foundation
import NibArchive
import TestSupport
import Testing

/// XLIFF and String Catalogs against what Xcode writes.
@Suite struct ExchangeFormatTests {
    /// The String Catalog of GoMap's MainInterface (`bryceco/GoMap`, Xcode 15's migration):
    /// the export of the storyboard, with the translations the catalog holds, gives its bytes.
    @Test(.enabled(if: StringsCorpus.isAvailable, StringsCorpus.skipReason))
    func theStringCatalogOfGoMapIsXcodes() throws {
        let group = try #require(StringsCorpus.groups.first { $0.name == "bryceco__GoMap__MainInterface" })
        let catalogURL = group.file.deletingLastPathComponent().appendingPathComponent(
            "mul.lproj/MainInterface.xcstrings")
        let catalog = try Data(contentsOf: catalogURL)
        let json = try #require(try JSONSerialization.jsonObject(with: catalog) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        var translations: [String: [String: String]] = [:]
        for (key, string) in strings {
            for (language, localization) in string["localizations"] as? [String: [String: [String: String]]] ?? [:] {
                if language != "en", let value = localization["stringUnit"]?["value"] {
                    translations[language, default: [:]][key] = value
                }
            }
        }
        let table = try XcodeDocumentReader().stringsTable(Data(contentsOf: group.file), file: group.file.path)
        let text = StringCatalogWriter(sourceLanguage: "en").text(table.units, translations: translations)
        #expect(text == String(decoding: catalog, as: UTF8.self))
    }

    /// The XLIFF of `TranslationToolSetTests.swift` (dmatyushkin's TranslationToolSet on GitHub),
    /// an export by Xcode 12.4 of KidsMathExaminator's Main.storyboard, rebuilt from its units.
    @Test func xliffIsWhatXcodebuildExports() {
        var writer = XLIFFWriter(sourceLanguage: "en", targetLanguage: "en2")
        writer.toolVersion = "12.4"
        writer.buildNumber = "12D4e"
        let file = XLIFFWriter.File(
            original: "KidsMathExaminator/Base.lproj/Main.storyboard",
            units: [
                LocalizationUnit(
                    key: "643-qy-ORC.title", source: "Set",
                    comment: #"Class = "UIBarButtonItem"; title = "Set"; ObjectID = "643-qy-ORC";"#),
                LocalizationUnit(
                    key: "AFs-sf-Axo.text", source: "10",
                    comment: #"Class = "UILabel"; text = "10"; ObjectID = "AFs-sf-Axo";"#),
            ],
            targets: ["643-qy-ORC.title": "Set", "AFs-sf-Axo.text": "10"])
        #expect(
            writer.text([file]) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
                  <file original="KidsMathExaminator/Base.lproj/Main.storyboard" source-language="en" target-language="en2" datatype="plaintext">
                    <header>
                      <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="12.4" build-num="12D4e"/>
                    </header>
                    <body>
                      <trans-unit id="643-qy-ORC.title" xml:space="preserve">
                        <source>Set</source>
                        <target>Set</target>
                        <note>Class = "UIBarButtonItem"; title = "Set"; ObjectID = "643-qy-ORC";</note>
                      </trans-unit>
                      <trans-unit id="AFs-sf-Axo.text" xml:space="preserve">
                        <source>10</source>
                        <target>10</target>
                        <note>Class = "UILabel"; text = "10"; ObjectID = "AFs-sf-Axo";</note>
                      </trans-unit>
                    </body>
                  </file>
                </xliff>

                """)
    }

    @Test func xliffEscapesMarkupAndLeavesOutMissingTargets() {
        let file = XLIFFWriter.File(
            original: "A&B.xib", units: [LocalizationUnit(key: "a.text", source: "x < y & \"z\"", comment: nil)])
        let text = XLIFFWriter(sourceLanguage: "en", targetLanguage: "fr").text([file])
        #expect(text.contains("original=\"A&amp;B.xib\""))
        #expect(text.contains("<source>x &lt; y &amp; \"z\"</source>"))
        #expect(!text.contains("<target>"))
    }
}
