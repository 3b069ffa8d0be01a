import Foundation
import NibArchive
import PropertyBased
import Testing
import TestSupport
import ViewCore

/// Well-formed archives that say the wrong things: random trees of every view class whose
/// documents are then edited at random (a value swapped for one of another type, a reference
/// pointed elsewhere or nowhere, an entry dropped, an object given another class, a view listed
/// as a subview of its own descendant). Read from the file and decoded, each must either load
/// or fail with a `CodingError` that names its code, key path, line and column: never crash,
/// hang, or fail without saying where.
@Suite struct HostileDocumentTests {
    /// Codes decoding may raise: those of `CodingError.Code`.
    static let decodingCodes: Set<CodingError.Code> = [
        .typeMismatch, .missingValue, .invalidValue, .unknownEnumValue, .unknownClass, .danglingReference, .wrongClass,
        .ownershipCycle,
    ]

    @Test func editedDocumentsLoadOrFailWithALocatedError() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            var builder = RandomViewTree.withEveryViewClass(seed: UInt64(seed))
            let document = KeyedArchiver.archivedDocument(withRootObjects: [builder.makeTree(depth: 2, width: 3)])
            var editor = DocumentEditor(document: document, seed: UInt64(seed))
            for _ in 0...editor.int(0...2) { editor.edit() }
            // Written and read back, so that every value has its place in a file.
            let xml = editor.document.data(format: .xml)
            let read: ArchiveDocument
            do {
                read = try ArchiveDocument(data: xml, format: .xml, file: "edited.xml")
            } catch let error as ArchiveReadError {
                // Some edits break the document's own rules (an id used twice): refused with a place.
                #expect(error.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 }, "seed \(seed): \(error)")
                return
            }
            do {
                _ = try KeyedUnarchiver(document: read, file: "edited.xml").decodeTopLevelObjects()
            } catch let error as CodingError {
                #expect(Self.decodingCodes.contains(error.code), "seed \(seed): \(error)")
                #expect(!error.keyPath.isEmpty, "seed \(seed): \(error)")
                #expect(error.file == "edited.xml" && error.line >= 1 && error.column >= 1, "seed \(seed): \(error)")
            } catch {
                Issue.record("seed \(seed): decoding threw \(type(of: error)), not a CodingError: \(error)")
            }
        }
    }
}

/// Random edits of an archive document's objects, in place (objects are shared references).
private struct DocumentEditor {
    var document: ArchiveDocument
    private var rng: SplitMix64
    /// Every object, nested ones included, with the objects that own it (outermost first).
    private var objects: [(object: ArchiveObject, ancestors: [ArchiveObject])] = []

    init(document: ArchiveDocument, seed: UInt64) {
        self.document = document
        rng = SplitMix64(seed: seed)
        for object in document.objects { collect(object, ancestors: []) }
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

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
    mutating func edit() {
        let (object, ancestors) = pick(objects)
        switch int(0...3) {
        case 0 where !object.entries.isEmpty:
            object.entries[int(0...object.entries.count - 1)].value = strangeValue()
        case 1 where !object.entries.isEmpty:
            object.entries.remove(at: int(0...object.entries.count - 1))
        case 2:
            object.className = pick(["View", "Label", "Button", "StackView", "LayoutConstraint", "LayoutGuide", "Window",
                                     "ViewController", "GestureRecognizer", "NoSuchView"])
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
