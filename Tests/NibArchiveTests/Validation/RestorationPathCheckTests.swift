import Foundation
import NibArchive
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
}
