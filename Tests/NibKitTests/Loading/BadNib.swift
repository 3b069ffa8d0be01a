import Foundation
import NibKit
import Testing

// The nib the loading-error tests edit: a `CardView` holding a `Button`, the owner as a
// placeholder, and the connections, runtime attributes and extra placeholders each test gives.

/// A nib whose connections and attributes are given; line 1 is the XML declaration, so the
/// first connection stands on line 19.
func nib(connections: String, attributes: String = "", placeholders: String = "") throws -> Nib {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive version="1.0">
          <placeholders>
            <placeholder id="owner" kind="owner"/>
        \(placeholders)
          </placeholders>
          <objects>
            <object class="CardView" id="card">
              <integer key="tag" value="5"/>
              <dictionary key="userDefinedRuntimeAttributes">
        \(attributes)
              </dictionary>
              <array key="subviews">
                <object class="Button" id="button"/>
              </array>
            </object>
          </objects>
          <connections>
        \(connections)
          </connections>
        </archive>

        """
    return try Nib(data: Data(xml.utf8), format: .xml, file: "Bad.xml", registry: makeRegistry())
}

/// Loads, expecting failure; checks that nothing was awakened and the owner kept its outlets.
func failure(of nib: Nib, options: Nib.Options = Nib.Options()) throws -> [String] {
    let owner = LoginController()
    let sentinel = TextField()
    owner.nameField = sentinel
    let recorder = LoadRecorder()
    let error = try LoadLog.$current.withValue(recorder) {
        try #require(throws: NibLoadingError.self) { try nib.instantiate(withOwner: owner, options: options) }
    }
    #expect(recorder.all.isEmpty, "no object may be awakened when loading fails")
    #expect(owner.nameField === sentinel && owner.card == nil, "the owner's outlets must be left as they were")
    return error.problems.map(\.description)
}
