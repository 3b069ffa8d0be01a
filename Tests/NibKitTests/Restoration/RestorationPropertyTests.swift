import Foundation
import NibKit
import PropertyBased
import TestSupport
import Testing

/// Random trees with random identifiers, scroll offsets and texts round-trip through save and
/// restore into a structurally identical fresh tree.
@Suite("State restoration properties")
struct RestorationPropertyTests {
    /// A tree shape with its restorable values, rebuilt as often as needed.
    private struct Blueprint {
        enum Kind { case plain, scroll, field, textView }
        struct Node {
            var kind: Kind
            var identifier: String?
            var offset: CGPoint
            var text: String
            var children: [Node]
        }
        var root: Node

        init(seed: UInt64) {
            var rng = SplitMix64(seed: seed)
            func identifier() -> String? {
                guard Int.random(in: 0...3, using: &rng) > 0 else { return nil }
                let letters = Array("abcxyz019-_. é")
                return String(
                    (0..<Int.random(in: 1...3, using: &rng)).map { _ in letters.randomElement(using: &rng) ?? "a" })
            }
            func node(depth: Int) -> Node {
                let kind = [Kind.plain, .scroll, .field, .textView].randomElement(using: &rng) ?? .plain
                let offset = CGPoint(
                    x: CGFloat(Int.random(in: -400...4000, using: &rng)) / 4,
                    y: CGFloat(Int.random(in: -400...4000, using: &rng)) / 4)
                let words = ["", "a", "Zoë", "👋🏽", "line\nbreak", "<&\">", "  spaced  "]
                let text = (0..<Int.random(in: 0...3, using: &rng)).map { _ in words.randomElement(using: &rng) ?? "" }
                    .joined()
                let count = depth > 2 ? 0 : Int.random(in: 0...3, using: &rng)
                return Node(
                    kind: kind, identifier: identifier(), offset: offset, text: text,
                    children: (0..<count).map { _ in node(depth: depth + 1) })
            }
            root = node(depth: 0)
        }

        /// A live tree; with `values`, the restorable values are set.
        func build(values: Bool) -> View {
            func make(_ node: Node) -> View {
                let view: View
                switch node.kind {
                case .plain: view = View()
                case .scroll:
                    let scroll = ScrollView()
                    if values { scroll.contentOffset = node.offset }
                    view = scroll
                case .field:
                    let field = TextField()
                    if values { field.text = node.text }
                    view = field
                case .textView:
                    let textView = TextView()
                    if values {
                        textView.text = node.text
                        textView.contentOffset = node.offset
                    }
                    view = textView
                }
                view.restorationIdentifier = node.identifier
                node.children.map(make).forEach(view.addSubview)
                return view
            }
            return make(root)
        }
    }

    /// Every view's class, identifier and restorable values, in tree order.
    private static func snapshot(_ view: View) -> [String] {
        var lines: [String] = []
        func visit(_ view: View) {
            var line = "\(type(of: view)) \(view.restorationIdentifier ?? "-")"
            if view.restorationIdentifier != nil {
                if let scroll = view as? ScrollView { line += " offset=\(scroll.contentOffset)" }
                if let field = view as? TextField { line += " text=\(field.text ?? "")" }
                if let textView = view as? TextView {
                    line += " text=\(textView.text ?? "") range=\(textView.selectedRange)"
                }
            }
            lines.append(line)
            view.subviews.forEach(visit)
        }
        visit(view)
        return lines
    }

    @Test func randomTreesRoundTripThroughSaveAndRestore() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            let blueprint = Blueprint(seed: UInt64(seed))
            let live = blueprint.build(values: true)
            let paths = StateRestoration.paths(under: [live])
            let hasDuplicates = Set(paths).count != paths.count
            for format in ArchiveFormat.allCases {
                let archive: ArchiveDocument
                do {
                    archive = try StateRestoration.save(root: live, appVersion: "1")
                } catch {
                    #expect(hasDuplicates, "seed \(seed): \(error)")
                    #expect(
                        (error as? RestorationError)?.codes.allSatisfy { $0 == .duplicatePath } == true, "seed \(seed)")
                    return
                }
                #expect(!hasDuplicates, "seed \(seed): a save with duplicate paths must fail")
                let data = archive.data(format: format)
                let fresh = blueprint.build(values: false)
                let report = try StateRestoration.restore(data: data, format: format, into: [fresh])
                #expect(report.isComplete, "seed \(seed), \(format): \(report)")
                #expect(report.restoredPaths == paths, "seed \(seed), \(format)")
                #expect(Self.snapshot(fresh) == Self.snapshot(live), "seed \(seed), \(format)")
            }
        }
    }

    @Test func saveAndNibcValidateAgreeOnDuplicatePaths() async {
        // The same tree, live (save) and archived (RestorationPathCheck, NIB0507): a save fails
        // with NIB0601 exactly where validation reports a duplicate path, for the same paths.
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            let live = Blueprint(seed: UInt64(seed)).build(values: true)
            let document = KeyedArchiver.archivedDocument(withRootObjects: [live])
            let findings = ArchiveValidator(checks: [RestorationPathCheck()]).validate(document)
                .filter { $0.code == .duplicateRestorationPath && $0.severity == .error }
            var savePaths: Set<String> = []
            do {
                _ = try StateRestoration.save(root: live, appVersion: "1")
            } catch let error as RestorationError {
                savePaths = Set(error.problems.compactMap(\.path))
            }
            let duplicates = Set(document.duplicateRestorationPaths().map(\.path))
            #expect(savePaths == duplicates, "seed \(seed)")
            #expect(findings.isEmpty == duplicates.isEmpty, "seed \(seed): \(findings)")
        }
    }

    @Test func theLiveAndFilePathRulesAgree() async {
        // The file rule (ownership in a document) and the live rule (the view tree) agree.
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            let live = Blueprint(seed: UInt64(seed)).build(values: true)
            let document = KeyedArchiver.archivedDocument(withRootObjects: [live])
            #expect(document.restorationPaths().map(\.path) == StateRestoration.paths(under: [live]), "seed \(seed)")
        }
    }
}
