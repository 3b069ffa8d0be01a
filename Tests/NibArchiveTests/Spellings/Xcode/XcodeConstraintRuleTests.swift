import Foundation
import Testing
import ViewCore

@testable import NibArchive

/// Every form of `<constraint>` real files use (FINDINGS.md, 7 and 8).
@Suite struct XcodeConstraintRuleTests {
    private func constraints(_ body: String, extra: String = "") throws -> (
        view: ArchiveObject, constraints: [ArchiveObject]
    ) {
        let view = try XcodeTestDocuments.object(
            """
            <view id="root">
                <rect key="frame" x="0" y="0" width="320" height="480"/>
                <subviews><view id="a"/><view id="b"/></subviews>
                \(extra)
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    \(body)
                </constraints>
            </view>
            """)
        return (view, view["constraints"]?.items.compactMap(\.object) ?? [])
    }

    private func entries(_ pairs: [(String, ArchiveValue)]) -> [ArchiveEntry] {
        pairs.map { ArchiveEntry(key: $0.0, value: $0.1) }
    }

    @Test func anOmittedFirstItemIsTheOwningViewAndAnOmittedSecondItemAConstant() throws {
        let (_, found) = try constraints(
            """
            <constraint firstAttribute="height" constant="44" id="c1"/>
            <constraint firstItem="a" firstAttribute="width" relation="greaterThanOrEqual" constant="10" priority="750" id="c2"/>
            """)
        #expect(found.map(\.className) == ["LayoutConstraint", "LayoutConstraint"])
        #expect(found[0].id == "c1")
        #expect(
            found[0].entries
                == entries([
                    ("firstItem", .reference("root")), ("firstAttribute", .value(.string("height"))),
                    ("constant", .value(.real(44))),
                ]))
        #expect(
            found[1].entries
                == entries([
                    ("firstItem", .reference("a")), ("firstAttribute", .value(.string("width"))),
                    ("relation", .value(.string("greaterThanOrEqual"))), ("constant", .value(.real(10))),
                    ("priority", .value(.real(750))),
                ]))
    }

    @Test func multipliersAsRatioFractionAndDecimal() throws {
        let (_, found) = try constraints(
            """
            <constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="16:9" id="r"/>
            <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" multiplier="1/3" id="f"/>
            <constraint firstItem="a" firstAttribute="height" secondItem="b" secondAttribute="height" multiplier="0.5" id="d"/>
            <constraint firstItem="a" firstAttribute="height" secondItem="b" secondAttribute="height" multiplier="1:1" id="o"/>
            """)
        let expected: [ArchiveValue?] = [.value(.real(16.0 / 9)), .value(.real(1.0 / 3)), .value(.real(0.5)), nil]
        let multipliers: [ArchiveValue?] = found.map { $0["multiplier"] }
        #expect(multipliers == expected)
    }

    @Test func marginsBaselineIdentifierAndSymbolic() throws {
        let (_, found) = try constraints(
            """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" symbolic="YES" identifier="lead" id="m"/>
            <constraint firstItem="a" firstAttribute="baseline" secondItem="b" secondAttribute="firstBaseline" id="bl"/>
            <constraint firstItem="a" firstAttribute="centerY" secondItem="root" secondAttribute="centerYWithinMargins" id="cy"/>
            """)
        #expect(
            found[0].entries
                == entries([
                    ("firstItem", .reference("a")), ("firstAttribute", .value(.string("leading"))),
                    ("secondItem", .reference("root")),
                    ("secondAttribute", .value(.string("leadingMargin"))), ("identifier", .value(.string("lead"))),
                    ("symbolic", .value(.bool(true))),
                ]))
        #expect(found[1]["firstAttribute"] == .value(.string("lastBaseline")))
        #expect(found[1]["secondAttribute"] == .value(.string("firstBaseline")))
        #expect(found[2]["secondAttribute"] == .value(.string("centerYWithinMargins")))
    }

    @Test func theSafeAreaGuideBecomesItsViewAndGuideKind() throws {
        let (view, found) = try constraints(
            #"<constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="s"/>"#)
        #expect(
            found[0].entries
                == entries([
                    ("firstItem", .reference("a")), ("firstAttribute", .value(.string("top"))),
                    ("secondItem", .reference("root")),
                    ("secondItemGuide", .value(.string("safeArea"))), ("secondAttribute", .value(.string("top"))),
                ]))
        #expect(view["layoutGuides"] == nil)
    }

    /// A scroll view's content and frame layout guides are built in, as its safe area is: a
    /// constraint naming one names the scroll view and the guide's kind, so the scroll view's
    /// own `contentLayoutGuide` and `frameLayoutGuide` (tied to its content and its frame) are
    /// what it constrains, not free guides.
    @Test func scrollViewGuidesBecomeTheirViewAndGuideKind() throws {
        let (view, found) = try constraints(
            #"<constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="top" id="g"/>"#
                + "\n"
                + #"<constraint firstItem="a" firstAttribute="width" secondItem="frame" secondAttribute="width" id="w"/>"#,
            extra: #"<viewLayoutGuide key="contentLayoutGuide" id="content"/>"#
                + #"<viewLayoutGuide key="frameLayoutGuide" id="frame"/>"#)
        #expect(view["layoutGuides"] == nil)
        #expect(found[0]["secondItem"] == .reference("root"))
        #expect(found[0]["secondItemGuide"] == .value(.string("contentLayout")))
        #expect(found[1]["secondItem"] == .reference("root"))
        #expect(found[1]["secondItemGuide"] == .value(.string("frameLayout")))
    }

    /// A view's keyboard layout guide (`<keyboardLayoutGuide key="keyboard">`, Xcode 13 on:
    /// KeePassium's forms pin their scroll views above it) is built in too.
    @Test func theKeyboardGuideBecomesItsViewAndGuideKind() throws {
        let (view, found) = try constraints(
            #"<constraint firstItem="a" firstAttribute="bottom" secondItem="keys" secondAttribute="top" id="k"/>"#,
            extra: #"<keyboardLayoutGuide key="keyboard" id="keys"/>"#)
        #expect(view["layoutGuides"] == nil)
        #expect(found[0]["secondItem"] == .reference("root"))
        #expect(found[0]["secondItemGuide"] == .value(.string("keyboard")))
    }

    @Test func placeholderConstraintsAreKeptButNotInstalled() throws {
        let (view, found) = try constraints(
            """
            <constraint firstItem="a" firstAttribute="width" constant="10" placeholder="YES" id="p"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
            """)
        #expect(found.map(\.id) == ["h"])
        #expect(
            view[XcodeVerbatim.placeholderConstraintsKey]
                == .array([
                    .value(
                        .string(
                            #"<constraint firstItem="a" firstAttribute="width" constant="10" placeholder="YES" id="p"/>"#
                        ))
                ]))
    }

    /// Read with the design metrics, for the layout Interface Builder's canvas shows, the
    /// placeholder constraints are installed as the others are.
    @Test func placeholderConstraintsAreInstalledForTheCanvasLayout() throws {
        let text = XcodeTestDocuments.xib(
            """
            <view id="root">
                <rect key="frame" x="0" y="0" width="320" height="480"/>
                <subviews><view id="a"/></subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="width" constant="10" placeholder="YES" id="p"/>
                    <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
                </constraints>
            </view>
            """)
        let canvas = try XcodeDocumentReader().readWithDesignMetrics(Data(text.utf8), file: "Test.xib").document
        let view = try #require(canvas.objects.first)
        #expect(view["constraints"]?.items.compactMap(\.object).map(\.id) == ["p", "h"])
        #expect(view[XcodeVerbatim.placeholderConstraintsKey] == nil)
        let built = try XcodeTestDocuments.read(text)
        #expect(built.objects.first?["constraints"]?.items.compactMap(\.object).map(\.id) == ["h"])
    }

    @Test func legacyTopAndBottomGuidesGoToTheControllersView() throws {
        let controller = try XcodeTestDocuments.object(
            """
            <viewController id="vc">
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top"/>
                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                </layoutGuides>
                <view key="view" id="root">
                    <subviews><view id="a"/></subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c"/>
                    </constraints>
                </view>
            </viewController>
            """)
        let view = try #require(controller["view"]?.object)
        #expect(view.entries.map(\.key) == ["subviews", "layoutGuides", "constraints"])
        let guides = view["layoutGuides"]?.items.compactMap(\.object) ?? []
        #expect(guides.map(\.id) == ["top", "bottom"])
        #expect(
            guides.map { $0["identifier"] } == [
                .value(.string("topLayoutGuide")), .value(.string("bottomLayoutGuide")),
            ])
    }

    @Test func constraintsInVariationsStayVerbatimAndTheBaseLoads() throws {
        let (view, found) = try constraints(
            #"<constraint firstItem="a" firstAttribute="width" constant="10" id="base"/>"#,
            extra:
                #"<variation key="heightClass=compact"><mask key="constraints"><exclude reference="base"/></mask></variation>"#
        )
        #expect(found.map(\.id) == ["base"])
        #expect(
            view[XcodeVerbatim.variationsKey]
                == .array([
                    .value(
                        .string(
                            #"<variation key="heightClass=compact"><mask key="constraints"><exclude reference="base"/></mask></variation>"#
                        ))
                ]))
    }

    @Test func anUnreadableConstraintIsAnErrorAtItsLine() {
        do {
            _ = try constraints(#"<constraint firstItem="a" firstAttribute="sideways" id="x"/>"#)
            Issue.record("expected an error")
        } catch let error as ArchiveReadError {
            #expect(error.code == .invalidValue)
            #expect(error.diagnostics[0].location == SourceLocation(line: 10, column: 9))
            #expect(error.message.contains("sideways"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
