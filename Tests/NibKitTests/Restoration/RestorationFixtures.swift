import Foundation
import NibKit
import TestSupport

/// The screen the restoration tests save and restore: every standard view with restorable
/// state, one view without an identifier (which adds nothing to its subview's path), and a
/// custom view.
let restorationScreenXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive version="1.0">
      <objects>
        <object class="View" id="root">
          <rect key="frame" x="0" y="0" width="320" height="480"/>
          <string key="restorationIdentifier" value="main"/>
          <array key="subviews">
            <object class="ScrollView" id="scroll">
              <rect key="frame" x="0" y="0" width="320" height="200"/>
              <string key="restorationIdentifier" value="scroll"/>
              <size key="contentSize" width="320" height="2000"/>
              <real key="minimumZoomScale" value="0.5"/>
              <real key="maximumZoomScale" value="4"/>
            </object>
            <object class="TextField" id="name">
              <rect key="frame" x="20" y="210" width="280" height="30"/>
              <string key="restorationIdentifier" value="name"/>
              <string key="text" value="from the nib"/>
            </object>
            <object class="TextView" id="notes">
              <rect key="frame" x="20" y="250" width="280" height="100"/>
              <string key="restorationIdentifier" value="notes"/>
            </object>
            <object class="TableView" id="list">
              <rect key="frame" x="0" y="360" width="320" height="60"/>
              <string key="restorationIdentifier" value="list"/>
              <bool key="allowsMultipleSelection" value="true"/>
            </object>
            <object class="CollectionView" id="grid">
              <rect key="frame" x="0" y="420" width="320" height="60"/>
              <string key="restorationIdentifier" value="grid"/>
            </object>
            <object class="View" id="container">
              <array key="subviews">
                <object class="TextField" id="inner">
                  <string key="restorationIdentifier" value="inner"/>
                </object>
                <object class="RestorationSpyView" id="badge">
                  <string key="restorationIdentifier" value="badge"/>
                </object>
              </array>
            </object>
          </array>
        </object>
      </objects>
    </archive>
    """

/// The classes the test nibs name beyond ViewCore's.
let restorationRegistry = ClassRegistry([RestorationSpyView.self, RestorationSpyController.self])

/// The screen's nib, parsed once.
func restorationScreenNib() throws -> Nib {
    try Nib(data: Data(restorationScreenXML.utf8), format: .xml, file: "Screen.xml", registry: restorationRegistry)
}

/// A fresh tree of the screen and its views by restoration path.
struct RestorationScreen {
    let root: View
    var scroll: ScrollView { view("main/scroll") }
    var name: TextField { view("main/name") }
    var notes: TextView { view("main/notes") }
    var list: TableView { view("main/list") }
    var grid: CollectionView { view("main/grid") }
    var inner: TextField { view("main/inner") }
    var badge: RestorationSpyView { view("main/badge") }

    init(_ nib: Nib) throws {
        guard let root = try nib.instantiate(withOwner: nil).first as? View else {
            throw CocoaError(.coderInvalidValue)
        }
        self.root = root
    }

    func view<T>(_ path: String) -> T {
        var found: [String: View] = [:]
        func visit(_ view: View, _ prefix: String?) {
            let path = view.restorationIdentifier.map { RestorationPath.appending($0, to: prefix) }
            if let path { found[path] = view }
            for subview in view.subviews { visit(subview, path ?? prefix) }
        }
        visit(root, nil)
        guard let typed = found[path] as? T else { fatalError("test fixture: no \(T.self) at \(path)") }
        return typed
    }

    /// Sets every restorable value to something the nib does not have.
    func change() {
        scroll.zoomScale = 2
        scroll.contentOffset = CGPoint(x: 0, y: 750.5)
        name.text = "Zoë 👋 typed"
        name.selectedTextRange = 2..<5
        notes.text = "line one\nline two"
        notes.selectedRange = NSRange(location: 5, length: 3)
        notes.contentOffset = CGPoint(x: 0, y: 40)
        list.selectRow(at: IndexPath(row: 3, section: 1))
        list.selectRow(at: IndexPath(row: 0, section: 0))
        list.contentOffset = CGPoint(x: 0, y: 12)
        grid.selectItem(at: IndexPath(item: 7, section: 2))
        inner.text = "inner text"
        badge.note = "custom state"
    }
}
