import Foundation
import NibArchive
import Testing
import ViewCore

/// Something with a name, adopted by a class: a class-bound protocol type, whose values are
/// not bare references.
private protocol Named: AnyObject {
    var name: String { get }
}

private final class Leaf: Archivable, Named {
    var name = ""
    var unarchivedValues = UnarchivedValues()
    required init(coder: Coder) throws { name = try coder.decode(String.self, forKey: "name") ?? "" }
    func encode(with coder: Coder) {}
}

private final class Other: Archivable {
    var unarchivedValues = UnarchivedValues()
    required init(coder: Coder) throws {}
    func encode(with coder: Coder) {}
}

/// Decodes one list as `Leaf`, then another as `Other`, then a third as `any Named`.
private final class Holder: Archivable {
    var leaves: [Leaf] = []
    var others: [Other] = []
    var named: [any Named] = []
    var unarchivedValues = UnarchivedValues()
    required init(coder: Coder) throws {
        leaves = try coder.decodeObjects(of: Leaf.self, forKey: "leaves") ?? []
        others = try coder.decodeObjects(of: Other.self, forKey: "others") ?? []
        named = try coder.decodeObjects(of: (any Named).self, forKey: "named") ?? []
    }
    func encode(with coder: Coder) {}
}

private let registry = ClassRegistry([Leaf.self, Other.self, Holder.self])

private func leaf(_ id: String) -> ArchiveValue {
    .object(ArchiveObject(className: "Leaf", id: id, entries: [ArchiveEntry(key: "name", value: .value(.string(id)))]))
}

private func decodeHolder(_ entries: [ArchiveEntry]) throws -> Holder {
    let root = ArchiveObject(className: "Holder", id: "h", entries: entries)
    let roots = try KeyedUnarchiver(document: ArchiveDocument(objects: [root]), registry: registry).decodeTopLevelObjects()
    return try #require(roots.first as? Holder)
}

/// The unarchiver remembers which classes cast to which class types; these pin that a
/// remembered cast is never applied to another class, another type, or a protocol type.
@Suite("Casting decoded objects")
struct CastCacheTests {
    @Test func aWrongClassAfterManyRightOnesIsStillAnError() throws {
        let error = try #require(throws: CodingError.self) {
            try decodeHolder([ArchiveEntry(key: "leaves", value: .array([
                leaf("a"), leaf("b"), .object(ArchiveObject(className: "Other", id: "o")),
            ]))])
        }
        #expect(error.code == .wrongClass)
        #expect(error.keyPath == "objects[id=h] (Holder) > leaves[2]")
    }

    @Test func aClassRightForOneTypeIsCheckedAgainForAnother() throws {
        // The same class, cast to `Leaf` first (which succeeds), must not pass as `Other`.
        let error = try #require(throws: CodingError.self) {
            try decodeHolder([
                ArchiveEntry(key: "leaves", value: .array([leaf("a")])),
                ArchiveEntry(key: "others", value: .array([leaf("b")])),
            ])
        }
        #expect(error.code == .wrongClass)
        #expect(error.message.hasPrefix("expected Other, found Leaf"))
    }

    @Test func objectsCastToAProtocolTypeKeepTheirWitnesses() throws {
        let holder = try decodeHolder([
            ArchiveEntry(key: "leaves", value: .array([leaf("a"), leaf("b")])),
            ArchiveEntry(key: "named", value: .array([leaf("c"), leaf("d"), leaf("e")])),
        ])
        #expect(holder.leaves.map(\.name) == ["a", "b"])
        #expect(holder.named.map(\.name) == ["c", "d", "e"])
    }

    @Test func subclassesCastToTheirBaseClassStayThemselves() throws {
        let root = View()
        for index in 0..<5 {
            root.addSubview(index.isMultiple(of: 2) ? Label() : Button())
        }
        let document = KeyedArchiver.archivedDocument(withRootObjects: [root])
        let decoded = try #require(try KeyedUnarchiver(document: document).decodeTopLevelObjects().first as? View)
        #expect(decoded.subviews.map { "\(type(of: $0))" } == ["Label", "Button", "Label", "Button", "Label"])
        #expect(decoded.subviews.allSatisfy { $0.superview === decoded })
    }
}
