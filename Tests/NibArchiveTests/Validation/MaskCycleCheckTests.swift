import Foundation
import NibArchive
import Testing

@Suite struct MaskCycleCheckTests {
    static let objects = """
            <object class="View" id="root">
              <array key="subviews">
                <object class="View" id="box">
                  <array key="subviews">
                    <object class="View" id="deep">
                      <reference key="mask" ref="root"/>
                    </object>
                  </array>
                  <reference key="mask" ref="box"/>
                </object>
                <object class="View" id="sibling">
                  <reference key="mask" ref="deep"/>
                </object>
              </array>
              <reference key="mask" ref="owned"/>
            </object>
            <object class="View" id="owned"/>

        """

    /// A mask that is the view or an owner two levels up is a cycle; a sibling's view, another
    /// top-level view and a descendant's mask (`deep` of `box`, were it so) are not.
    @Test func aMaskThatIsTheViewOrOneOfItsOwnersIsACycle() throws {
        let result = try findings(objects: Self.objects, checks: [MaskCycleCheck()])
        #expect(
            result == [
                "10:15: error: the mask of 'deep' is 'root' (View), which contains it: each holds the other and neither is ever freed; use a view outside its hierarchy as the mask [NIB0511]",
                "13:11: error: the mask of 'box' is the view itself: it holds itself and is never freed; use a view outside its hierarchy as the mask [NIB0511]",
            ])
    }

    @Test func theDefaultChecksRunIt() throws {
        let document = try ArchiveDocument(data: Data(validationXML(objects: Self.objects).utf8))
        let diagnostics = ArchiveValidator().validate(document)
        #expect(
            diagnostics.filter { $0.code == .maskCycle }.map(\.keyPath) == [
                "objects[id=root] (View) > subviews[0] > subviews[0] > mask",
                "objects[id=root] (View) > subviews[0] > mask",
            ])
    }

    /// Two views masking each other, or a mask whose subview masks the first view, hold each
    /// other through masks and nesting: each mask of the cycle is reported once; a chain of
    /// masks that ends is not a cycle.
    @Test func masksThatHoldEachOtherAreACycle() throws {
        let result = try findings(
            objects: """
                    <object class="View" id="a">
                      <reference key="mask" ref="b"/>
                    </object>
                    <object class="View" id="b">
                      <reference key="mask" ref="a"/>
                    </object>
                    <object class="View" id="c">
                      <reference key="mask" ref="d"/>
                    </object>
                    <object class="View" id="d">
                      <array key="subviews">
                        <object class="View" id="e">
                          <reference key="mask" ref="c"/>
                        </object>
                      </array>
                    </object>
                    <object class="View" id="f">
                      <reference key="mask" ref="g"/>
                    </object>
                    <object class="View" id="g">
                      <reference key="mask" ref="h"/>
                    </object>
                    <object class="View" id="h"/>

                """, checks: [MaskCycleCheck()])
        #expect(result.map { String($0.prefix(while: { $0 != " " })) } == ["6:7:", "9:7:", "12:7:", "17:11:"])
        #expect(result.allSatisfy { $0.hasSuffix("[NIB0511]") })
    }
}
