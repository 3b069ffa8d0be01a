import Foundation
import Testing
import ViewCore

@testable import NibArchive

@Suite struct LayoutCheckTests {
    @Test func conflictsAndUndeterminedViewsAreWarningsAtTheirObjects() throws {
        let result = try findings(
            objects: """
                    <object class="View" id="root">
                      <rect key="frame" x="0" y="0" width="200" height="100"/>
                      <array key="subviews">
                        <object class="View" id="child">
                          <rect key="frame" x="0" y="0" width="50" height="20"/>
                          <bool key="translatesAutoresizingMaskIntoConstraints" value="false"/>
                          <array key="constraints">
                            <object class="LayoutConstraint" id="narrow">
                              <reference key="firstItem" ref="child"/>
                              <string key="firstAttribute" value="width"/>
                              <real key="constant" value="50"/>
                            </object>
                            <object class="LayoutConstraint" id="wide">
                              <reference key="firstItem" ref="child"/>
                              <string key="firstAttribute" value="width"/>
                              <real key="constant" value="60"/>
                            </object>
                          </array>
                        </object>
                      </array>
                      <array key="constraints">
                        <object class="LayoutConstraint" id="left">
                          <reference key="firstItem" ref="child"/>
                          <string key="firstAttribute" value="leading"/>
                          <reference key="secondItem" ref="root"/>
                          <string key="secondAttribute" value="leading"/>
                        </object>
                        <object class="LayoutConstraint" id="top">
                          <reference key="firstItem" ref="child"/>
                          <string key="firstAttribute" value="top"/>
                          <reference key="secondItem" ref="root"/>
                          <string key="secondAttribute" value="top"/>
                        </object>
                      </array>
                    </object>

                """, checks: [LayoutCheck()])
        #expect(
            result == [
                "8:9: warning: the constraints leave height of 'child' (View) undetermined; the constraints placing it: 'narrow', 'wide', 'left', 'top'; add constraints that fix them [NIB0517]",
                "17:13: warning: 'wide' cannot hold together with 'narrow'; layout breaks it [NIB0516]",
            ])
    }

    @Test func aSolvableLayoutHasNoFindings() throws {
        let result = try findings(
            objects: """
                    <object class="View" id="root">
                      <rect key="frame" x="0" y="0" width="200" height="100"/>
                      <array key="subviews">
                        <object class="Label" id="label">
                          <rect key="frame" x="8" y="8" width="120" height="21"/>
                          <bool key="translatesAutoresizingMaskIntoConstraints" value="false"/>
                        </object>
                      </array>
                      <array key="constraints">
                        <object class="LayoutConstraint" id="left">
                          <reference key="firstItem" ref="label"/>
                          <string key="firstAttribute" value="leading"/>
                          <reference key="secondItem" ref="root"/>
                          <string key="secondAttribute" value="leading"/>
                          <real key="constant" value="8"/>
                        </object>
                        <object class="LayoutConstraint" id="top">
                          <reference key="firstItem" ref="label"/>
                          <string key="firstAttribute" value="top"/>
                          <reference key="secondItem" ref="root"/>
                          <string key="secondAttribute" value="top"/>
                          <real key="constant" value="8"/>
                        </object>
                      </array>
                    </object>

                """, checks: [LayoutCheck()])
        #expect(result.isEmpty, "a label's content size settles its size: \(result)")
    }
}

/// `LayoutCheck` reports a layout solver that gave up instead of looping.
@Suite struct LayoutCheckPivotLimitTests {
    static let objects = """
                <object class="View" id="root">
                  <rect key="frame" x="0" y="0" width="200" height="100"/>
                  <array key="subviews">
                    <object class="View" id="child">
                      <rect key="frame" x="0" y="0" width="50" height="20"/>
                      <bool key="translatesAutoresizingMaskIntoConstraints" value="false"/>
                      <array key="constraints">
                        <object class="LayoutConstraint" id="weak">
                          <reference key="firstItem" ref="child"/>
                          <string key="firstAttribute" value="width"/>
                          <real key="constant" value="50"/>
                          <real key="priority" value="250"/>
                        </object>
                        <object class="LayoutConstraint" id="strong">
                          <reference key="firstItem" ref="child"/>
                          <string key="firstAttribute" value="width"/>
                          <real key="constant" value="100"/>
                          <real key="priority" value="750"/>
                        </object>
                        <object class="LayoutConstraint" id="height">
                          <reference key="firstItem" ref="child"/>
                          <string key="firstAttribute" value="height"/>
                          <real key="constant" value="20"/>
                        </object>
                      </array>
                    </object>
                  </array>
                  <array key="constraints">
                    <object class="LayoutConstraint" id="left">
                      <reference key="firstItem" ref="child"/>
                      <string key="firstAttribute" value="leading"/>
                      <reference key="secondItem" ref="root"/>
                      <string key="secondAttribute" value="leading"/>
                    </object>
                    <object class="LayoutConstraint" id="top">
                      <reference key="firstItem" ref="child"/>
                      <string key="firstAttribute" value="top"/>
                      <reference key="secondItem" ref="root"/>
                      <string key="secondAttribute" value="top"/>
                    </object>
                  </array>
                </object>

        """

    @Test func aSolverThatGivesUpIsAWarningAtTheTopLevelView() throws {
        let result = try View.$layoutPivotLimit.withValue(0) {
            try findings(objects: Self.objects, checks: [LayoutCheck()])
        }
        #expect(!result.isEmpty)
        #expect(
            result.allSatisfy { $0.hasPrefix("5:9: warning: the layout solver gave up") && $0.hasSuffix("[NIB0518]") })
    }

    @Test func withTheDefaultLimitTheSameFileHasNoFindings() throws {
        #expect(try findings(objects: Self.objects, checks: [LayoutCheck()]).isEmpty)
    }
}
