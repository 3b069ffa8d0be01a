import Foundation
import NibArchive
import Testing

/// `NibCompiler` on bindings: the `NSNibBindingConnector` Interface Builder 3 archived in the
/// old `<archive>` documents (Sparkle's `SUUpdateAlert` in the legacy corpus), with its
/// options and the binding it replaces.
@Suite struct NibCompilerBindingTests {
    static func field(_ bindings: String) -> Data {
        NibCompilerControlTests.view(
            """
            <textField id="t1">
                <rect key="frame" x="20" y="20" width="100" height="22"/>
                <textFieldCell key="cell" title="T" id="t2">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
                <connections>
            \(bindings)
                </connections>
            </textField>
            """)
    }

    /// The connector names the binding, the key path and the label ibtool gives it; its
    /// options keep their order and types (strings, integers, Booleans as `NS.boolval`).
    @Test func aBindingIsABindingConnector() throws {
        let archive = try NibCompilerTests.compiled(
            Self.field(
                """
                <binding destination="-2" name="hidden" keyPath="showsNotes" id="b1">
                    <dictionary key="options">
                        <integer key="NSNullPlaceholder" value="-1"/>
                        <bool key="NSConditionallySetsEnabled" value="NO"/>
                        <string key="NSValueTransformerName">NSNegateBoolean</string>
                    </dictionary>
                </binding>
                <binding destination="-2" name="value" keyPath="title" previousBinding="b1" id="b2"/>
                """))
        let connectors = archive.objects.filter { archive.className(of: $0) == "NSNibBindingConnector" }
        #expect(connectors.count == 2)
        let first = NibCompilerTests.values(of: "NSNibBindingConnector", in: archive)
        let text = { (key: String) in NibCompilerScrollTests.text(first[key], in: archive) }
        #expect(text("NSLabel") == "hidden: showsNotes")
        #expect(text("NSBinding") == "hidden")
        #expect(text("NSKeyPath") == "showsNotes")
        #expect(first["NSNibBindingConnectorVersion"] == .int8(2))
        #expect(NibCompilerTableTests.object(first["NSDestination"], in: archive)["NSClassName"] != nil)
        let options = NibCompilerConstraintTests.items(first["NSOptions"], in: archive)
        #expect(options.count == 6)
        #expect(
            options.enumerated().filter { $0.offset % 2 == 0 }.map {
                NibCompilerScrollTests.text(.object($0.element), in: archive)
            }
                == ["NSNullPlaceholder", "NSConditionallySetsEnabled", "NSValueTransformerName"])
        #expect(NibCompilerTableTests.object(.object(options[1]), in: archive)["NS.intval"] == .int64(-1))
        #expect(NibCompilerTableTests.object(.object(options[3]), in: archive)["NS.boolval"] == .bool(false))
        let second = archive.values(of: connectors[1])
        let previous = second.first { archive.key(of: $0) == "NSPreviousConnector" }?.payload
        #expect(previous == .object(archive.objects.firstIndex { $0 == connectors[0] } ?? -1))
        // Bindings are connections with ids, like outlets and actions.
        let data = NibCompilerTests.values(of: "NSIBObjectData", in: archive)
        let ids = NibCompilerConstraintTests.items(data["NSOidsKeys"], in: archive)
        #expect(connectors.allSatisfy { connector in ids.contains { archive.objects[$0] == connector } })
    }

    @Test func aBindingToNothingKnownIsRefused() {
        #expect(
            NibCompilerScrollTests.refusal(
                Self.field(#"<binding destination="zz" name="value" keyPath="x" id="b1"/>"#))?
                .contains("zz") == true)
        #expect(
            NibCompilerScrollTests.refusal(
                Self.field(
                    #"<binding destination="-2" name="value" keyPath="x" id="b1"><dictionary key="options"><date key="NSDate"/></dictionary></binding>"#
                )) == "the binding option <date> has no known archived form yet")
    }
}

extension NibCompilerBindingTests {
    /// The shared user defaults controller a binding reaches the defaults through
    /// (`transmission_MainMenu`); one of its own is refused.
    @Test func theSharedUserDefaultsController() throws {
        let shared = #"<userDefaultsController representsSharedInstance="YES" id="u1" userLabel="Shared Defaults"/>"#
        let source = String(
            decoding: Self.field(#"<binding destination="u1" name="value" keyPath="values.Limit" id="b1"/>"#),
            as: UTF8.self
        )
        .replacingOccurrences(of: "</objects>", with: "\(shared)\n</objects>")
        let archive = try NibCompilerTests.compiled(Data(source.utf8))
        #expect(
            NibCompilerTests.values(of: "NSUserDefaultsController", in: archive) == ["NSSharedInstance": .bool(true)])
        let binding = NibCompilerTests.values(of: "NSNibBindingConnector", in: archive)
        #expect(NibCompilerTableTests.object(binding["NSDestination"], in: archive)["NSSharedInstance"] == .bool(true))
        let own = source.replacingOccurrences(of: #"representsSharedInstance="YES" "#, with: "")
        #expect(
            NibCompilerScrollTests.refusal(Data(own.utf8))
                == "a user defaults controller other than the shared one has no known archived form yet")
    }
}
