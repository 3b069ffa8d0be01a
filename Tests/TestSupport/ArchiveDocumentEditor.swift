import Foundation
import NibArchive
import ViewCore

/// Random edits of an archive document's objects, in place (objects are shared references):
/// the hostile-input property tests draw from it. Each edit keeps the document well formed, so
/// it can be written and read back, but makes it say something a class or a loader may refuse.
public struct ArchiveDocumentEditor {
    private var rng: SplitMix64
    /// Every object, nested ones included, with the object that owns it.
    private var objects: [(object: ArchiveObject, owner: ArchiveObject?)] = []

    /// `document` after one to three random edits drawn from `seed`. Its objects are edited
    /// in place: the document passed in changes too.
    public static func edited(_ document: ArchiveDocument, seed: UInt64) -> ArchiveDocument {
        var editor = ArchiveDocumentEditor(document: document, seed: seed)
        for _ in 0...editor.int(0...2) { editor.edit() }
        return document
    }

    private init(document: ArchiveDocument, seed: UInt64) {
        rng = SplitMix64(seed: seed)
        for object in document.objects { collect(object, owner: nil) }
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    private mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    private mutating func collect(_ object: ArchiveObject, owner: ArchiveObject?) {
        objects.append((object, owner))
        for entry in object.entries { collect(entry.value, owner: object) }
    }

    private mutating func collect(_ value: ArchiveValue, owner: ArchiveObject) {
        switch value {
        case .object(let object): collect(object, owner: owner)
        case .array(let items): for item in items { collect(item, owner: owner) }
        case .dictionary(let pairs): for pair in pairs { collect(pair.value, owner: owner) }
        case .value, .reference: break
        }
    }

    /// A value of some type, a reference to an object of the document or to none.
    private mutating func strangeValue() -> ArchiveValue {
        let someID = pick(objects).object.id
        return pick([
            .value(.string("nonsense")), .value(.bool(true)), .value(.integer(-7)), .value(.real(1e300)),
            .value(.rect(CGRect(x: 0, y: 0, width: -5, height: 3))), .value(.color(.systemRed)), .value(.null),
            .reference(someID), .reference("ghost"), .array([.value(.integer(1))]), .array([.reference(someID)]),
            .dictionary([(key: "k", value: .value(.integer(1)))]),
            .object(
                ArchiveObject(
                    className: pick(["View", "Label", "LayoutConstraint", "NoSuchView"]), id: "new\(int(0...999_999))")),
        ])
    }

    /// One edit, chosen at random.
    private mutating func edit() {
        let (object, owner) = pick(objects)
        switch int(0...4) {
        case 0 where !object.entries.isEmpty:
            object.entries[int(0...object.entries.count - 1)].value = strangeValue()
        case 1 where !object.entries.isEmpty:
            object.entries.remove(at: int(0...object.entries.count - 1))
        case 2:
            object.className = pick([
                "View", "Label", "Button", "StackView", "LayoutConstraint", "LayoutGuide", "Window",
                "ViewController", "GestureRecognizer", "NoSuchView",
            ])
        case 3:
            // Another object's id (two objects with one id), or one no reference names.
            object.id = pick([pick(objects).object.id, "ghost", "a/b", "main/scroll", ""])
        default:
            // A view listed among the subviews of its own descendant.
            guard let owner else { return }
            let items: [ArchiveValue] = [.reference(owner.id)]
            if let index = object.index(ofKey: "subviews"), case .array(let existing) = object.entries[index].value {
                object.entries[index].value = .array(existing + items)
            } else {
                object.entries.append(ArchiveEntry(key: "subviews", value: .array(items)))
            }
        }
    }
}

extension ArchiveReadError {
    /// Whether every diagnostic has a place in the file (a line and a column from 1).
    public var everyDiagnosticIsLocated: Bool {
        diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 }
    }
}
