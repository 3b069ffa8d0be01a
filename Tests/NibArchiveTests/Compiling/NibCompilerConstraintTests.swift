import Foundation
import NibArchive
import Testing

/// `NibCompiler` on AppKit constraints and layout guides: the keys ibtool writes (taken from
/// `test4`, `layout_guide`, `HSChooserWindow` and `transmission_MainMenu` of the compiled
/// corpus), the order of `NSViewConstraints`, which views stop translating their masks, and
/// the refusals.
@Suite struct NibCompilerConstraintTests {
    /// A content view `c1` with two subviews `a` and `b` (translating no mask), holding
    /// `constraints`, and declaring its safe-area and margins guides `sg` and `mg`.
    static func xib(_ constraints: String, third: String = "") -> Data {
        NibCompilerTests.xib(
            """
            <customView id="c1">
                <rect key="frame" x="0" y="0" width="300" height="200"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="20" y="20" width="100" height="50"/>
                    </customView>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="140" y="20" width="100" height="50"/>
                    </customView>
                    \(third)
                </subviews>
                <constraints>
            \(constraints)
                </constraints>
                <viewLayoutGuide key="safeArea" id="sg"/>
                <viewLayoutGuide key="layoutMargins" id="mg"/>
            </customView>
            """)
    }

    /// The objects an array holds, in order.
    static func items(_ payload: NIBArchive.Payload?, in archive: NIBArchive) -> [Int] {
        guard case .object(let index)? = payload else { return [] }
        return archive.values(of: archive.objects[index]).compactMap { value in
            guard archive.key(of: value) == "UINibEncoderEmptyKey", case .object(let item) = value.payload else {
                return nil
            }
            return item
        }
    }

    /// The values of object `index`, by key.
    static func values(_ index: Int, in archive: NIBArchive) -> [String: NIBArchive.Payload] {
        Dictionary(archive.values(of: archive.objects[index]).map { (archive.key(of: $0), $0.payload) }) { a, _ in a }
    }

    @Test func constraintsAreGroupedBySubviewInSubviewOrder() throws {
        let archive = try NibCompilerTests.compiled(
            Self.xib(
                """
                <constraint firstItem="b" firstAttribute="top" secondItem="c1" secondAttribute="top" constant="20" symbolic="YES" id="k1"/>
                <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" relation="greaterThanOrEqual" constant="8" id="k2"/>
                <constraint firstItem="a" firstAttribute="width" constant="100" priority="750" id="k3"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" multiplier="2:1" id="k4"/>
                """))
        let holder = NibCompilerTests.values(of: "NSCustomView", in: archive)
        let constraints = Self.items(holder["NSViewConstraints"], in: archive).map { Self.values($0, in: archive) }
        // `a`'s group (k2: the holder first, so by its second item; k3), then `b`'s (k1, k4).
        #expect(constraints.map { $0["NSFirstAttribute"]?.integer } == [6, 7, 3, 5])
        let (k2, k3, k1, k4) = (constraints[0], constraints[1], constraints[2], constraints[3])
        #expect(k2["NSRelation"]?.integer == 1)
        #expect(k2["NSConstantV2"] == .double(8) && k2["NSConstant"] == .double(8))
        #expect(k3["NSPriority"]?.integer == 750 && k3["NSSecondItem"] == nil)
        #expect(
            k1["NSConstant"] == nil && NibCompilerScrollTests.text(k1["NSSymbolicConstant"], in: archive) == "NSSpace")
        #expect(k4["NSMultiplier"] == .double(2) && k4["NSConstant"] == nil)
        #expect(constraints.allSatisfy { $0["NSShouldBeArchived"] == .bool(true) })
    }

    @Test func onlyConstrainedViewsStopTranslatingTheirMasks() throws {
        let archive = try NibCompilerTests.compiled(
            Self.xib(
                #"<constraint firstItem="a" firstAttribute="width" constant="100" id="k1"/>"#,
                third: """
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="free">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </customView>
                    """))
        let views = NibCompilerScrollTests.all("NSCustomView", in: archive)
        let translating = views.map { $0["NSDoNotTranslateAutoresizingMask"] == nil }
        // The content view (`c1`, top-level, translating), `a` (constrained), `b` and `free`.
        #expect(translating == [true, false, true, true])
    }

    /// A constraint to the safe area makes its `NSLayoutGuide` (`layout_guide`); each declared
    /// guide is an `IBNSViewAutolayoutGuide` of its system type on its view.
    @Test func aConstraintToTheSafeAreaMakesItsGuide() throws {
        let archive = try NibCompilerTests.compiled(
            Self.xib(#"<constraint firstItem="a" firstAttribute="top" secondItem="sg" secondAttribute="top" id="k1"/>"#)
        )
        let guide = NibCompilerTests.values(of: "NSLayoutGuide", in: archive)
        #expect(
            NibCompilerScrollTests.text(guide["NSLayoutGuideIdentifier"], in: archive) == "NSViewSafeAreaLayoutGuide")
        #expect(guide["NSLayoutGuideLockedToOwningView"] == .bool(true))
        let holder = NibCompilerTests.values(of: "NSCustomView", in: archive)
        #expect(Self.items(holder["NSViewLayoutGuides"], in: archive).count == 1)
        let types = NibCompilerScrollTests.all("IBNSViewAutolayoutGuide", in: archive).map {
            $0["IBNSLayoutGuideSystemType"]?.integer
        }
        #expect(types == [2, 1])
        let constraint = NibCompilerTests.values(of: "NSLayoutConstraint", in: archive)
        guard case .object(let second)? = constraint["NSSecondItem"] else {
            Issue.record("no second item")
            return
        }
        #expect(archive.className(of: archive.objects[second]) == "NSLayoutGuide")
    }

    /// Interface Builder's outline lists a view's constraints after its other children: the
    /// cell first (`test4`).
    @Test func constraintsAreListedAfterTheCell() throws {
        let source = String(
            decoding: NibCompilerImageTests.xib(
                image: "NSApplicationIcon", view: #"translatesAutoresizingMaskIntoConstraints="NO""#, resources: ""),
            as: UTF8.self
        )
        .replacingOccurrences(
            of: #"<imageCell"#,
            with: #"<constraints><constraint firstAttribute="width" constant="64" id="w"/></constraints><imageCell"#)
        let archive = try NibCompilerTests.compiled(Data(source.utf8))
        let data = NibCompilerTests.values(of: "NSIBObjectData", in: archive)
        let listed = Self.items(data["NSObjectsKeys"], in: archive).map { archive.className(of: archive.objects[$0]) }
        #expect(listed.suffix(3) == ["NSImageView", "NSImageCell", "NSLayoutConstraint"])
        #expect(
            NibCompilerTests.values(of: "NSImageView", in: archive)["NSDoNotTranslateAutoresizingMask"] == .bool(true))
    }

    @Test func unknownItemsAndSettingsAreRefused() throws {
        #expect(
            NibCompilerScrollTests.refusal(
                Self.xib(
                    #"<constraint firstItem="a" firstAttribute="top" secondItem="mg" secondAttribute="top" id="k"/>"#))
                == "a constraint to the 'layoutMargins' layout guide has no known archived form yet")
        #expect(
            NibCompilerScrollTests.refusal(Self.xib(#"<constraint firstItem="zz" firstAttribute="top" id="k"/>"#))
                == "the constraint names item zz, which the document does not hold")
        #expect(
            NibCompilerScrollTests.refusal(Self.xib(#"<constraint firstItem="a" firstAttribute="sideways" id="k"/>"#))
                == "a constraint's first attribute 'sideways' has no known archived form")
        #expect(
            NibCompilerScrollTests.refusal(
                Self.xib(#"<constraint firstItem="a" firstAttribute="top" identifier="x" id="k"/>"#))
                == "a constraint's 'identifier' has no known archived form")
    }
}
