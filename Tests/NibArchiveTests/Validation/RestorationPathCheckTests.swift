import Foundation
import NibArchive
import TestSupport
import Testing

@Suite struct RestorationPathCheckTests {
    @Test func pathsJoinTheIdentifiersOfAncestorsThatHaveOne() throws {
        let result = try findings(
            objects: """
                    <object class="View" id="root">
                      <string key="restorationIdentifier" value="main"/>
                      <array key="subviews">
                        <object class="View" id="plain">
                          <array key="subviews">
                            <object class="View" id="a">
                              <string key="restorationIdentifier" value="list"/>
                            </object>
                          </array>
                        </object>
                        <object class="View" id="b">
                          <string key="restorationIdentifier" value="list"/>
                        </object>
                        <object class="View" id="c">
                          <string key="restorationIdentifier" value="main"/>
                        </object>
                      </array>
                    </object>
                    <object class="View" id="d">
                      <string key="restorationIdentifier" value="list"/>
                    </object>

                """, checks: [RestorationPathCheck()])
        // root/plain/a and root/b are both main/list; c is main/main, d is list: unique.
        #expect(
            result == [
                "16:11: error: restoration path 'main/list' of 'b' is already the path of 'a' (View); give one of them another restorationIdentifier [NIB0507]",
                "11:15: note: 'a' has the path 'main/list' here [NIB0507]",
            ])
    }

    /// A `/` inside an identifier separates components as the joining one does: `a/b` then `c`
    /// is the same path as `a` then `b/c`.
    @Test func identifiersHoldingASlashMeetPathsOfNestedOnes() throws {
        let result = try findings(
            objects: """
                    <object class="View" id="x">
                      <string key="restorationIdentifier" value="a/b"/>
                      <array key="subviews">
                        <object class="View" id="y">
                          <string key="restorationIdentifier" value="c"/>
                        </object>
                      </array>
                    </object>
                    <object class="View" id="z">
                      <string key="restorationIdentifier" value="a"/>
                      <array key="subviews">
                        <object class="View" id="w">
                          <string key="restorationIdentifier" value="b/c"/>
                        </object>
                      </array>
                    </object>

                """, checks: [RestorationPathCheck()])
        #expect(result.count == 2)
        #expect(result.first?.contains("restoration path 'a/b/c' of 'w' is already the path of 'y'") == true)
    }

    /// Nested objects each with a long identifier: 10 times the nesting takes about 10 times
    /// as long (spelled out, the paths grew with the square of the nesting).
    @Test func longIdentifiersNestedDeepCostInProportion() {
        func document(_ levels: Int) -> Data {
            let identifier = String(repeating: "r", count: 20_000)
            var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive version=\"1.0\"><objects>"
            for level in 0..<levels {
                xml +=
                    "<object class=\"View\" id=\"v\(level)\"><string key=\"restorationIdentifier\" "
                    + "value=\"\(identifier)\(level)\"/><array key=\"subviews\">"
            }
            xml += String(repeating: "</array></object>", count: levels) + "</objects></archive>\n"
            return Data(xml.utf8)
        }
        let small = document(10), large = document(100)
        let validator = ArchiveValidator(registry: nil, checksSchema: false, checks: [RestorationPathCheck()])
        #expect(validator.validate(data: large).diagnostics.isEmpty)
        let ratio = Scaling.timeRatio(
            small: { _ = validator.validate(data: small) }, large: { _ = validator.validate(data: large) })
        #expect(ratio < 30, "10 times the nesting took \(ratio) times as long")
    }
}
