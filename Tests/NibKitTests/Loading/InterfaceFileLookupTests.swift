import Foundation
import NibKit
import PropertyBased
import TestSupport
import Testing

/// `Nib(nibName:bundle:)`, `Storyboard(name:bundle:)` and `ViewController(nibName:bundle:)` find
/// their file by name: the test target's resources (`Fixtures/Bundle`, `.process` in
/// Package.swift) hold `Cell.xib` unlocalized, `Main.storyboard` in `Base.lproj` and
/// `Greeting.xib` only in `fr.lproj`, as an app ships them.
@Suite struct InterfaceFileLookupTests {
    @Test func aStoryboardIsLoadedByNameFromTheModuleBundle() throws {
        let storyboard = try Storyboard(name: "Main", bundle: .module)
        #expect(storyboard.file?.hasSuffix("Base.lproj/Main.storyboard") == true)
        let start = try #require(try storyboard.instantiateInitialViewController())
        #expect((start.view.subviews.first as? Label)?.text == "Welcome")
        let settings = try storyboard.instantiateViewController(withIdentifier: "Settings")
        #expect((settings.view.subviews.first as? Switch)?.isOn == true)
    }

    @Test func aCellNibIsLoadedByNameFromTheModuleBundle() throws {
        let nib = try Nib(nibName: "Cell", bundle: .module)
        #expect(nib.file?.hasSuffix("/Cell.xib") == true)
        let cell = try #require(try nib.instantiate(withOwner: nil).first as? TableViewCell)
        #expect(cell.reuseIdentifier == "Cell")
        #expect((cell.contentView.subviews.first as? Label)?.text == "Title")
        let again = try #require(try nib.instantiate(withOwner: nil).first as? TableViewCell)
        #expect(again !== cell)
    }

    @Test func aNibOnlyInAPreferredLocalizationsFolderIsFound() throws {
        try #require(
            Bundle.module.preferredLocalizations.contains("fr"),
            "fr is not among the bundle's preferred localizations here")
        Nib.installViewControllerLoading()
        let controller = ViewController(nibName: "Greeting", bundle: .module)
        #expect((controller.view as? Label)?.text == "Bonjour")
    }

    @Test func aMissingNameSaysWhatWasTried() throws {
        do {
            _ = try Storyboard(name: "Mian", bundle: .module)
            Issue.record("expected an error")
        } catch let error as NibLoadingError {
            #expect(error.problems.map(\.code) == [NibLoadingError.Code.missingInterfaceFile])
            let message = try #require(error.problems.first?.message)
            #expect(message.contains("no storyboard named 'Mian'"))
            #expect(message.contains("tried Mian.xml, Mian.json, Mian.storyboard, Mian.storyboardc in the bundle"))
            #expect(message.contains("Base.lproj"))
            for language in Bundle.module.preferredLocalizations where language != "Base" {
                #expect(message.contains("\(language).lproj"))
            }
        }
        #expect(throws: NibLoadingError.self) { try Nib(nibName: "Main", bundle: .module) }
    }

    /// Files of one name placed at random in a bundle's resources and in `Base.lproj`, in every
    /// nib spelling: the one found is the first in the bundle's folder order, and in a folder the
    /// first in `InterfaceFileExtensions.ordered`.
    @Test func theFirstFolderThenTheFirstSpellingWins() async throws {
        #expect(InterfaceFileExtensions.ordered(for: .nib) == ["xml", "json", "xib", "nib"])
        // The text spellings; a compiled `.nib` comes last, and its reading has tests of its own.
        let extensions = InterfaceFileExtensions.ordered(for: .nib).filter { $0 != "nib" }
        let places = ["", "Base.lproj/"].flatMap { folder in extensions.map { folder + "Root." + $0 } }
        await propertyCheck(count: 30, input: Gen.int(in: 1...(1 << places.count) - 1)) { mask in
            try withTemporaryFolder("lookup") { folder in
                let present = places.indices.filter { mask & (1 << $0) != 0 }.map { places[$0] }
                for place in present {
                    let url = folder.appendingPathComponent(place)
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Self.rootNib(place).write(to: url)
                }
                let nib = try Nib(nibName: "Root", bundle: try #require(Bundle(path: folder.path)))
                #expect(nib.file?.hasSuffix("/" + present[0]) == true, "\(present)")
            }
        }
    }

    /// A nib of one view, in the spelling `place`'s extension names.
    static func rootNib(_ place: String) -> Data {
        if place.hasSuffix(".xib") {
            return XcodeTestXib.iOS(#"<view id="root"/>"#)
        }
        let document = ArchiveDocument(objects: [ArchiveObject(className: "View", id: "root")])
        return document.data(format: place.hasSuffix(".json") ? .json : .xml)
    }
}
