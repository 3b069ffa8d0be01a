import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing

/// `NibCompiler` on random iOS view trees: plain views, labels, image views, switches, buttons
/// and text fields nested in one another, each with random view settings. Every tree compiles,
/// reads back through the compiled-nib reader into the source's tree with the same settings,
/// and archives what UIKit's decoders need under the keys they read (published decompilations
/// of UIKitCore: `UISwitchEnabled`, a custom button's image adjustments, `UIAlpha`).
@Suite struct UIKitViewTreeCompilerTests {
    /// The elements drawn, with what each needs inside it.
    static let kinds: [(element: String, attributes: String, body: String)] = [
        ("view", "", ""),
        (
            "label", #"text="Title" textAlignment="natural""#,
            #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        ),
        ("imageView", #"image="star""#, ""),
        ("switch", #"contentHorizontalAlignment="center" contentVerticalAlignment="center""#, ""),
        (
            "button", #"contentHorizontalAlignment="center" contentVerticalAlignment="center""#,
            #"<state key="normal" title="Go"/>"#
        ),
        (
            "textField", #"borderStyle="roundedRect""#,
            #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#
        ),
    ]

    /// A random view element and, for a plain view, its random subviews, `depth` levels deep at
    /// most; ids are numbered in document order.
    static func element(_ random: inout RandomViewTree, depth: Int, next: inout Int) -> String {
        let kind = depth == 0 ? kinds[0] : random.pick(kinds)
        let id = "v\(next)"
        next += 1
        var attributes = [kind.attributes, #"contentMode="scaleToFill""#]
        // Interface Builder writes an alpha only when not 1.
        if random.chance(0.4) { attributes.append(#"alpha="\#(Double(random.int(0...7)) / 8)""#) }
        if random.chance(0.2) { attributes.append(#"hidden="YES""#) }
        if random.chance(0.3) { attributes.append(#"tag="\#(random.int(1...9))""#) }
        if random.chance(0.2) { attributes.append(#"userInteractionEnabled="NO""#) }
        if random.chance(0.3) { attributes.append(#"clipsSubviews="YES""#) }
        switch kind.element {
        case "switch":
            if random.chance(0.5) { attributes.append(#"on="YES""#) }
            if random.chance(0.4) { attributes.append(#"enabled="NO""#) }
        case "button":
            attributes.append(#"buttonType="\#(random.pick(["custom", "system"]))""#)
            if random.chance(0.4) { attributes.append(#"adjustsImageWhenHighlighted="NO""#) }
        case "textField":
            attributes.append(#"textAlignment="\#(random.pick(["left", "center", "natural", "right"]))""#)
        default: break
        }
        let frame =
            #"<rect key="frame" x="\#(random.int(0...40))" y="\#(random.int(0...40))" "#
            + #"width="\#(random.int(10...200))" height="\#(random.int(10...200))"/>"#
        var subviews = ""
        if kind.element == "view", depth < 3 {
            let children = (0..<random.int(0...3)).map { _ in element(&random, depth: depth + 1, next: &next) }
            if !children.isEmpty { subviews = "<subviews>" + children.joined() + "</subviews>" }
        }
        return "<\(kind.element) \(attributes.joined(separator: " ")) id=\"\(id)\">"
            + frame + subviews + kind.body + "</\(kind.element)>"
    }

    /// A random xib from `seed`.
    static func xib(seed: Int) -> String {
        var random = RandomViewTree(seed: UInt64(seed))
        var next = 0
        return XcodeTestXib.iOSText(element(&random, depth: 0, next: &next))
    }

    /// The views of `document`'s first top-level view, depth first, root first.
    static func views(of document: ArchiveDocument) -> [ArchiveObject] {
        var found: [ArchiveObject] = []
        func visit(_ view: ArchiveObject) {
            found.append(view)
            guard case .array(let subviews)? = view["subviews"] else { return }
            for case .object(let subview) in subviews { visit(subview) }
        }
        if let root = document.objects.first(where: { $0["subviews"] != nil || $0["frame"] != nil }) { visit(root) }
        return found
    }

    @Test func randomViewTreesCompileAndReadBackWithTheirSettings() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000)) { seed in
            let source = Self.xib(seed: seed)
            do {
                let data = try #require(try UIKitDocumentCompilerTests.compile(source).files.first).data
                let read = try CompiledNibReader().read(data, file: "Tree.nib")
                let xib = try XcodeDocumentReader().read(Data(source.utf8), file: "Tree.xib")
                let differences = CompiledPairSummary(read).differences(from: CompiledPairSummary(xib))
                for part in ["classes", "structure", "frames"] {
                    #expect(differences[part] == nil, "seed \(seed) \(part): \(String(describing: differences[part]))")
                }
                let written = Self.views(of: xib)
                let readBack = Self.views(of: read)
                #expect(written.count == readBack.count, "seed \(seed)")
                for (want, got) in zip(written, readBack) {
                    for key in ["alpha", "isHidden", "tag", "isUserInteractionEnabled", "clipsToBounds"] {
                        #expect(got[key] == want[key], "seed \(seed) \(want.className).\(key)")
                    }
                }
                try Self.expectDecoderKeys(data, source: source, seed: seed)
            } catch {
                Issue.record("seed \(seed): \(error)\n\(source)")
            }
        }
    }

    /// What UIKit's decoders need that the read-back does not show: each switch's enabled state
    /// under `UISwitchEnabled` (absent means disabled), each custom button's image adjustments
    /// (absent means off), in document order.
    static func expectDecoderKeys(_ data: Data, source: String, seed: Int) throws {
        let nib = try NIBArchiveDecoder().decode(data)
        let switches = nib.indices(ofClass: "UISwitch")
        let disabled = source.components(separatedBy: "<switch ").dropFirst().map {
            $0.prefix { $0 != ">" }.contains(#"enabled="NO""#)
        }
        #expect(switches.count == disabled.count, "seed \(seed)")
        for (index, off) in zip(switches, disabled) {
            #expect((nib.value(index, "UISwitchEnabled") == .bool(true)) == !off, "seed \(seed)")
        }
        let buttons = nib.indices(ofClass: "UIButton")
        let custom = source.components(separatedBy: "<button ").dropFirst().map { $0.prefix { $0 != ">" } }
        #expect(buttons.count == custom.count, "seed \(seed)")
        for (index, attributes) in zip(buttons, custom) where attributes.contains(#"buttonType="custom""#) {
            let adjusts = !attributes.contains(#"adjustsImageWhenHighlighted="NO""#)
            #expect((nib.value(index, "UIAdjustsImageWhenHighlighted") == .bool(true)) == adjusts, "seed \(seed)")
        }
    }
}
