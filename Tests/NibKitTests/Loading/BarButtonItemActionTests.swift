import Foundation
import NibKit
import Testing

/// The owner of a nib whose toolbar item sends `done:`.
private final class ToolbarOwner: ActionReceiver {
    var sent: [String] = []
    static let actionTable: ActionTable = ["done:": .method(ToolbarOwner.done)]
    func done(_ sender: BarButtonItem) { sent.append("done from \(sender.title ?? "")") }
}

/// A `BarButtonItem` sends actions as UIKit's does: the validator accepts it as an action's
/// source, the loader connects it, and a tap reaches the target.
@Suite struct BarButtonItemActionTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive version="1.0">
          <placeholders>
            <placeholder id="owner" kind="owner"/>
          </placeholders>
          <objects>
            <object class="Toolbar" id="bar">
              <array key="items">
                <object class="BarButtonItem" id="done">
                  <string key="title" value="Done"/>
                </object>
              </array>
            </object>
          </objects>
          <connections>
            <action source="done" destination="owner" name="done:"/>
          </connections>
        </archive>

        """

    @Test func aTapReachesTheTarget() throws {
        let nib = try Nib(data: Data(Self.xml.utf8), format: .xml, file: "Toolbar.xml")
        let owner = ToolbarOwner()
        let objects = try nib.instantiate(withOwner: owner)
        let bar = try #require(objects.first as? Toolbar)
        let item = try #require(bar.items?.first)
        #expect(item.simulateTap())
        #expect(owner.sent == ["done from Done"])
    }

    @Test func theValidatorAcceptsItAsASender() throws {
        let document = try ArchiveDocument(data: Data(Self.xml.utf8), format: .xml)
        #expect(!ArchiveValidator(checksSchema: false).validate(document).contains { $0.code == .notAnActionSender })
    }
}
