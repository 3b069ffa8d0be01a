import Foundation
import NibArchive
import ViewCore

/// Random edits of an archive document's objects, in place (objects are shared references):
/// the hostile-input property tests draw from it. Each edit keeps the document well formed, so
/// it can be written and read back, but makes it say something a class or a loader may refuse.
public struct ArchiveDocumentEditor {
    /// The document being edited.
    public var document: ArchiveDocument
    private var rng: SplitMix64
    /// Every object, nested ones included, with the objects that own it (outermost first).
    private var objects: [(object: ArchiveObject, ancestors: [ArchiveObject])] = []

    /// An editor of `document` whose edits are drawn from `seed`.
    public init(document: ArchiveDocument, seed: UInt64) {
        self.document = document
        rng = SplitMix64(seed: seed)
        for object in document.objects { collect(object, ancestors: []) }
    }

    /// A number drawn from `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    private mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    private mutating func collect(_ object: ArchiveObject, ancestors: [ArchiveObject]) {
        objects.append((object, ancestors))
        for entry in object.entries { collect(entry.value, ancestors: ancestors + [object]) }
    }

    private mutating func collect(_ value: ArchiveValue, ancestors: [ArchiveObject]) {
        switch value {
        case .object(let object): collect(object, ancestors: ancestors)
        case .array(let items): for item in items { collect(item, ancestors: ancestors) }
        case .dictionary(let pairs): for pair in pairs { collect(pair.value, ancestors: ancestors) }
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
            .object(ArchiveObject(className: pick(["View", "Label", "LayoutConstraint", "NoSuchView"]), id: "new\(int(0...999_999))")),
        ])
    }

    /// One edit, chosen at random.
    public mutating func edit() {
        let (object, ancestors) = pick(objects)
        switch int(0...4) {
        case 0 where !object.entries.isEmpty:
            object.entries[int(0...object.entries.count - 1)].value = strangeValue()
        case 1 where !object.entries.isEmpty:
            object.entries.remove(at: int(0...object.entries.count - 1))
        case 2:
            object.className = pick(["View", "Label", "Button", "StackView", "LayoutConstraint", "LayoutGuide", "Window",
                                     "ViewController", "GestureRecognizer", "NoSuchView"])
        case 3:
            // Another object's id (two objects with one id), or one no reference names.
            object.id = pick([pick(objects).object.id, "ghost", "a/b", "main/scroll", ""])
        default:
            // A view listed among the subviews of its own descendant.
            guard let ancestor = ancestors.last else { return }
            let items: [ArchiveValue] = [.reference(ancestor.id)]
            if let index = object.index(ofKey: "subviews"), case .array(let existing) = object.entries[index].value {
                object.entries[index].value = .array(existing + items)
            } else {
                object.entries.append(ArchiveEntry(key: "subviews", value: .array(items)))
            }
        }
    }
}
