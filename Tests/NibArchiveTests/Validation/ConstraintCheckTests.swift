import Foundation
import NibArchive
import Testing

@Suite struct ConstraintCheckTests {
    /// A root view `root` with subviews `a` and `b` (b holds a guide `g`) and the given constraints.
    func check(_ constraints: String, extra: String = "") throws -> [String] {
        try findings(
            objects: """
                    <object class="View" id="root">
                      <array key="subviews">
                        <object class="View" id="a"/>
                        <object class="View" id="b">
                          <array key="layoutGuides">
                            <object class="LayoutGuide" id="g"/>
                          </array>
                          <array key="gestureRecognizers">
                            <object class="TapGestureRecognizer" id="tap"/>
                          </array>
                        </object>
                      </array>
                      <array key="constraints">
                \(constraints)
                      </array>
                    </object>
                \(extra)
                """, checks: [ConstraintCheck()])
    }

    func constraint(
        _ id: String, _ first: String, _ firstAttribute: String, _ second: String? = nil,
        _ secondAttribute: String? = nil
    ) -> String {
        var text = "        <object class=\"LayoutConstraint\" id=\"\(id)\">\n"
        text += "          <reference key=\"firstItem\" ref=\"\(first)\"/>\n"
        text += "          <string key=\"firstAttribute\" value=\"\(firstAttribute)\"/>\n"
        if let second { text += "          <reference key=\"secondItem\" ref=\"\(second)\"/>\n" }
        if let secondAttribute { text += "          <string key=\"secondAttribute\" value=\"\(secondAttribute)\"/>\n" }
        return text + "        </object>"
    }

    @Test func validConstraintsPass() throws {
        #expect(
            try check(
                [
                    constraint("c1", "a", "leading", "root", "leadingMargin"),
                    constraint("c2", "a", "width", "b", "height"),
                    constraint("c3", "a", "top", "g", "bottom"),
                    constraint("c4", "a", "height"),
                ].joined(separator: "\n")
            ).isEmpty)
    }

    @Test func missingItemsAreReported() throws {
        #expect(
            try check(constraint("c1", "nope", "width")) == [
                "19:11: error: firstItem names 'nope', which no object has [NIB0503]"
            ])
        #expect(
            try check(constraint("c1", "bb", "width")) == [
                "19:11: error: firstItem names 'bb', which no object has; did you mean 'b'? [NIB0503]"
            ])
        let noFirst =
            "        <object class=\"LayoutConstraint\" id=\"c1\">\n          <string key=\"firstAttribute\" value=\"width\"/>\n        </object>"
        #expect(
            try check(noFirst) == [
                "18:9: error: constraint 'c1' has no firstItem; name the view or layout guide it constrains [NIB0503]"
            ])
    }

    @Test func itemsMustBeViewsOrGuides() throws {
        #expect(
            try check(constraint("c1", "tap", "width")) == [
                "19:11: error: firstItem 'tap' is a TapGestureRecognizer, not a view or layout guide [NIB0504]"
            ])
    }

    @Test func attributesMustBeKnownAndOnOneAxis() throws {
        #expect(
            try check(constraint("c1", "a", "centreX", "root", "centerX"))
                == ["20:11: error: 'centreX' is not a layout attribute; did you mean 'centerX'? [NIB0304]"])
        #expect(
            try check(constraint("c1", "a", "top", "root", "leading"))
                == ["22:11: error: top and leading lie on different axes [NIB0506]"])
        #expect(try check(constraint("c1", "a", "leading", "root", "left")).first?.hasSuffix("[NIB0506]") == true)
        #expect(
            try check(constraint("c1", "a", "top", "root", "height")).first?.contains(
                "location cannot be related to a dimension") == true)
        #expect(
            try check(constraint("c1", "a", "centerY")).first?.contains("cannot be constrained to a constant") == true)
    }

    @Test func itemsNeedACommonAncestorThatHoldsTheConstraint() throws {
        #expect(
            try check(
                constraint("c1", "a", "top", "elsewhere", "top"),
                extra: "    <object class=\"View\" id=\"elsewhere\"/>\n")
                == [
                    "21:11: error: the items 'a' and 'elsewhere' share no common ancestor; a constraint relates views of one tree [NIB0505]"
                ])
        let heldByA = try findings(
            objects: """
                    <object class="View" id="root">
                      <array key="subviews">
                        <object class="View" id="a">
                          <array key="constraints">
                            <object class="LayoutConstraint" id="c1">
                              <reference key="firstItem" ref="root"/>
                              <string key="firstAttribute" value="width"/>
                            </object>
                          </array>
                        </object>
                      </array>
                    </object>

                """, checks: [ConstraintCheck()])
        #expect(
            heldByA == [
                "10:15: error: constraint 'c1' is held by 'a', which does not contain its firstItem 'root'; move it to 'root' [NIB0505]"
            ])
    }

    /// The tree that counts is the view hierarchy the file builds, not ownership: a view held
    /// as a `mask` or owned by a controller (not a view) has no superview in it, so a constraint
    /// between it and a subview of the view that owns it cannot be installed anywhere.
    @Test func itemsNeedACommonAncestorInTheViewHierarchy() throws {
        let result = try findings(
            objects: """
                    <object class="ViewController" id="vc">
                      <object class="View" key="view" id="root">
                        <object class="View" key="mask" id="m"/>
                        <array key="subviews">
                          <object class="View" id="a"/>
                        </array>
                        <array key="constraints">
                          <object class="LayoutConstraint" id="c1">
                            <reference key="firstItem" ref="a"/>
                            <string key="firstAttribute" value="width"/>
                            <reference key="secondItem" ref="m"/>
                            <string key="secondAttribute" value="width"/>
                          </object>
                          <object class="LayoutConstraint" id="c2">
                            <reference key="firstItem" ref="a"/>
                            <string key="firstAttribute" value="width"/>
                            <reference key="secondItem" ref="root"/>
                            <string key="secondAttribute" value="width"/>
                          </object>
                        </array>
                      </object>
                      <object class="View" key="extra" id="x">
                        <array key="constraints">
                          <object class="LayoutConstraint" id="c3">
                            <reference key="firstItem" ref="x"/>
                            <string key="firstAttribute" value="height"/>
                            <reference key="secondItem" ref="a"/>
                            <string key="secondAttribute" value="height"/>
                          </object>
                        </array>
                      </object>
                    </object>

                """, checks: [ConstraintCheck()])
        #expect(
            result == [
                "15:13: error: the items 'a' and 'm' share no common ancestor in the view hierarchy (one is not a subview of the other's tree: a mask, or a view a non-view owns); a constraint relates views of one tree [NIB0505]",
                "31:13: error: the items 'x' and 'a' share no common ancestor in the view hierarchy (one is not a subview of the other's tree: a mask, or a view a non-view owns); a constraint relates views of one tree [NIB0505]",
            ])
    }
}
