import Foundation
import NibKit
import TestSupport
import Testing

/// `Formats/examples/restoration-01.{xml,json}`: the example of `Formats/restoration.md` reads,
/// is in canonical form, and restores into the tree it describes.
@Suite("Restoration archive examples")
struct RestorationFormatTests {
    /// The tree of the example, with nothing restored yet.
    private final class Screen {
        let settings = ViewController()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let name = TextField()
        let notes = TextView()
        let list = TableView()
        let grid = CollectionView()

        init() {
            settings.restorationIdentifier = "settings"
            let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            root.restorationIdentifier = "root"
            settings.view = root
            scroll.maximumZoomScale = 4
            list.allowsMultipleSelection = true
            for (view, identifier) in [
                (scroll, "scroll"), (name, "name"), (notes, "notes"), (list, "list"), (grid, "grid"),
            ] as [(View, String)] {
                view.restorationIdentifier = identifier
            }
            root.addSubview(scroll)
            scroll.addSubview(name)
            root.addSubview(notes)
            root.addSubview(list)
            root.addSubview(grid)
        }
    }

    @Test(arguments: ["restoration-01.xml", "restoration-01.json"])
    func theExampleRestores(file: String) throws {
        let data = try Data(contentsOf: RestorationFixtures.example(file))
        let archive = try ArchiveDocument(data: data, file: file)
        #expect(archive.data(format: ArchiveFormat(path: file) ?? .xml) == data, "the example is in canonical form")
        #expect(try RestorationArchiveInfo(document: archive).appVersion == "2.4.1")

        let screen = Screen()
        let report = try StateRestoration.restore(
            archive, into: [screen.settings], file: file,
            options: RestorationOptions(requiredAppVersion: "2.4.1"))
        #expect(report.isComplete && report.warnings.isEmpty, "\(report)")
        #expect(screen.scroll.contentOffset == CGPoint(x: 0, y: 640))
        #expect(screen.scroll.zoomScale == 1.5)
        #expect(screen.name.text == "Ada Lovelace")
        #expect(screen.name.selectedTextRange == 4..<12)
        #expect(screen.notes.text == "Call back on Monday")
        #expect(screen.notes.selectedRange == NSRange(location: 0, length: 4))
        #expect(
            screen.list.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)])
        #expect(screen.list.contentOffset == CGPoint(x: 0, y: 88))
        #expect(screen.grid.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    }

    @Test func theExamplesTwoSpellingsHoldTheSameDocument() throws {
        let xml = try ArchiveDocument(data: Data(contentsOf: RestorationFixtures.example("restoration-01.xml")))
        let json = try ArchiveDocument(data: Data(contentsOf: RestorationFixtures.example("restoration-01.json")))
        #expect(xml == json)
    }

    @Test func savingTheExamplesTreeWritesTheExample() throws {
        let screen = Screen()
        let archive = try ArchiveDocument(data: Data(contentsOf: RestorationFixtures.example("restoration-01.xml")))
        _ = try StateRestoration.restore(archive, into: [screen.settings])
        let saved = try StateRestoration.save(roots: [screen.settings], appVersion: "2.4.1")
        #expect(saved == archive)
    }

    @Test func duplicatePathsInANibAreFoundByTheDocumentRule() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
                <object class="ViewController" id="vc">
                  <string key="restorationIdentifier" value="home"/>
                  <object key="view" class="View" id="root">
                    <array key="subviews">
                      <object class="TextField" id="a">
                        <string key="restorationIdentifier" value="field"/>
                      </object>
                      <object class="View" id="plain">
                        <array key="subviews">
                          <object class="TextField" id="b">
                            <string key="restorationIdentifier" value="field"/>
                          </object>
                        </array>
                      </object>
                    </array>
                  </object>
                </object>
              </objects>
            </archive>
            """
        let document = try ArchiveDocument(data: Data(xml.utf8), format: .xml)
        #expect(document.restorationPaths().map(\.path) == ["home", "home/field", "home/field"])
        let duplicates = document.duplicateRestorationPaths()
        #expect(duplicates.map(\.path) == ["home/field"])
        #expect(duplicates.first?.objects.map(\.object.id) == ["a", "b"])
        #expect(duplicates.first?.objects.map(\.location.line) == [9, 14])
    }
}
