import Foundation
import NibKit
import Testing

/// A controller whose view comes from `Detail.xml` through `ViewController(nibName:bundle:)`.
final class DetailController: ViewController {
    @Outlet var caption: Label?
    var viewDidLoadCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
    }
}

@Suite("ViewController(nibName:bundle:)")
struct ViewControllerNibTests {
    @Test func theViewIsLoadedFromTheNamedNibWithTheControllerAsOwner() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-vc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <placeholders>
                <placeholder id="owner" kind="owner"/>
              </placeholders>
              <objects>
                <object class="View" id="root">
                  <integer key="tag" value="42"/>
                  <array key="subviews">
                    <object class="Label" id="caption">
                      <string key="text" value="Details"/>
                    </object>
                  </array>
                </object>
              </objects>
              <connections>
                <outlet source="owner" destination="root" name="view"/>
                <outlet source="owner" destination="caption" name="caption"/>
              </connections>
            </archive>

            """
        try Data(xml.utf8).write(to: folder.appendingPathComponent("Detail.xml"))
        Nib.installViewControllerLoading()
        let controller = DetailController(nibName: "Detail", bundle: Bundle(path: folder.path))
        #expect(!controller.isViewLoaded)
        #expect(controller.view.tag == 42)
        #expect(controller.caption?.text == "Details")
        #expect(controller.caption?.superview === controller.view)
        _ = controller.view
        #expect(controller.viewDidLoadCount == 1)
    }
}
