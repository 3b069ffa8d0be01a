import Foundation
import NibKit
import PropertyBased
import TestSupport
import Testing
import ViewCore

/// Random connections, runtime attributes and external placeholders in a well-formed nib
/// (`BadNib.swift`): outlets, collections and actions between any two ids, present or not,
/// under names that exist, nearly exist or cannot, with any control event. The nib must be
/// refused when made, or instantiate, or fail to instantiate; every problem carries a code,
/// the file, a line and a column, and a failed load awakens nothing and leaves the owner's
/// outlets as they were.
@Suite struct HostileNibTests {
    @Test func randomConnectionsLoadOrFailWithLocatedProblems() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max)) { seed in
            var random = RandomNib(seed: UInt64(seed))
            let (connections, attributes, placeholders) = random.parts()
            let made: Nib
            do {
                made = try nib(connections: connections, attributes: attributes, placeholders: placeholders)
            } catch let error as NibLoadingError {
                #expect(!error.problems.isEmpty, "seed \(seed)")
                Self.expectLocated(error, seed: seed)
                return
            }
            let owner = LoginController()
            let sentinel = TextField()
            owner.nameField = sentinel
            let recorder = LoadRecorder()
            let options = Nib.Options(externalObjects: random.externalObjects())
            do {
                let objects = try LoadLog.$current.withValue(recorder) {
                    try made.instantiate(withOwner: owner, options: options)
                }
                #expect(objects.first is CardView, "seed \(seed)")
                #expect(
                    recorder.all.contains { $0.hasPrefix("CardView(") && $0.contains(").awakeFromNib") }, "seed \(seed)"
                )
            } catch let error as NibLoadingError {
                #expect(!error.problems.isEmpty, "seed \(seed)")
                Self.expectLocated(error, seed: seed)
                #expect(recorder.all.isEmpty, "seed \(seed): no object may be awakened when loading fails")
                #expect(
                    owner.nameField === sentinel && owner.card == nil,
                    "seed \(seed): the owner's outlets must be left as they were")
            }
        }
    }

    /// Random trees of every view class, edited at random (`ArchiveDocumentEditor`), are refused
    /// when the nib is made, with located problems, or instantiate, or fail to instantiate with
    /// located problems (a nib decodes once, when instantiated). The validator's promise: a file
    /// `nibc validate`'s checks let through without a warning instantiates. A nib that warned of
    /// an unknown class (`NIB0305`) may still fail, with located problems, when that class is
    /// loaded as a `View` where a view does not fit: the validator cannot know what it would be.
    @Test func editedTreesAreRefusedWhenMadeOrInstantiate() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            var builder = RandomViewTree.withEveryViewClass(seed: UInt64(seed))
            let document = ArchiveDocumentEditor.edited(
                KeyedArchiver.archivedDocument(withRootObjects: [builder.makeTree(depth: 2, width: 3)]),
                seed: UInt64(seed))
            let made: Nib
            do {
                made = try Nib(data: document.data(format: .xml), format: .xml, file: "Bad.xml")
            } catch let error as NibLoadingError {
                #expect(!error.problems.isEmpty, "seed \(seed)")
                Self.expectLocated(error, seed: seed)
                return
            } catch let error as ArchiveReadError {
                #expect(error.everyDiagnosticIsLocated, "seed \(seed): \(error)")
                return
            }
            guard !made.warnings.isEmpty else {
                let validated = ArchiveValidator(checksSchema: false).validate(document, file: "Bad.xml").isEmpty
                do {
                    _ = try made.instantiate(withOwner: nil)
                } catch let error as NibLoadingError {
                    #expect(!validated, "seed \(seed): validated, yet not loadable")
                    Self.expectLocated(error, seed: seed)
                } catch {
                    Issue.record("seed \(seed): \(error)")
                }
                return
            }
            do {
                _ = try made.instantiate(withOwner: nil, options: Nib.Options(fallsBackToKnownBaseClass: true))
            } catch let error as NibLoadingError {
                Self.expectLocated(error, seed: seed)
            }
        }
    }

    static func expectLocated(_ error: NibLoadingError, seed: Int) {
        for problem in error.problems {
            #expect(problem.code.hasPrefix("NIB") && problem.code.count == 7, "seed \(seed): \(problem)")
            #expect(problem.file == "Bad.xml" && problem.line >= 1 && problem.column >= 1, "seed \(seed): \(problem)")
        }
    }
}

/// Draws the random parts of a `BadNib.swift` nib.
private struct RandomNib {
    private var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }
    private mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    /// The connections, runtime attributes and extra placeholders, as XML lines.
    mutating func parts() -> (connections: String, attributes: String, placeholders: String) {
        let declaresExternal = count(0...1) == 1
        let ids = ["owner", "card", "button", "ext", "firstResponder", "ghost"]
        let names = [
            "card", "crad", "nameField", "signInButton", "labels", "title", "controller", "settings",
            "signIn:", "cardTapped:", "tag", "subviews", "x y", "",
        ]
        let events = ["", #" event="touchUpInside""#, #" event="valueChanged""#, #" event="bogus""#]
        let connections = (0..<count(0...4)).map { _ in
            #"<\#(pick(["outlet", "outletCollection", "action"])) source="\#(pick(ids))" destination="\#(pick(ids))" name="\#(pick(names))"\#(pick(events))/>"#
        }
        let attributes = (0..<count(0...2)).map { _ in
            #"<\#(pick(["string", "integer", "real", "bool"])) key="\#(pick(["badgeText", "badgeCount", "badgeTxt", "tag", "alpha", "layer.cornerRadius", "layer.nope"]))" value="\#(pick(["3", "x", "true", "0.5", "-1"]))"/>"#
        }
        var placeholders: [String] = []
        if declaresExternal { placeholders.append(#"<placeholder id="ext" kind="external" identifier="Settings"/>"#) }
        if count(0...1) == 1 { placeholders.append(#"<placeholder id="firstResponder" kind="firstResponder"/>"#) }
        return (
            connections.joined(separator: "\n"), attributes.joined(separator: "\n"),
            placeholders.joined(separator: "\n")
        )
    }

    /// The external objects passed in: sometimes the `Settings` the placeholder names, sometimes
    /// nothing, sometimes an object of another class.
    mutating func externalObjects() -> [String: AnyObject] {
        pick([[:], ["Settings": Settings()], ["Settings": TextField()]])
    }
}
