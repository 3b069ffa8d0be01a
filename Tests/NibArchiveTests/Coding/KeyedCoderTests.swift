import Foundation
import NibArchive
import Testing
import ViewCore

/// A small archivable graph node: owned children, and references that may point anywhere.
final class Node: Archivable {
    var name: String
    var children: [Node] = []
    var partner: Node?
    weak var up: Node?
    var unarchivedValues = UnarchivedValues()
    /// What `partner` held when `init(coder:)` returned: references arrive only afterwards.
    var partnerSeenDuringInit: Node?

    init(_ name: String) { self.name = name }

    required init(coder: Coder) throws {
        name = try coder.decode(String.self, forKey: "name") ?? ""
        children = try coder.decodeObjects(of: Node.self, forKey: "children") ?? []
        try coder.decodeConditionalObject(of: Node.self, forKey: "partner") { [unowned self] in self.partner = $0 }
        try coder.decodeConditionalObject(of: Node.self, forKey: "up") { [unowned self] in self.up = $0 }
        partnerSeenDuringInit = partner
    }

    func encode(with coder: Coder) {
        coder.encode(name, forKey: "name")
        if !children.isEmpty { coder.encode(children, forKey: "children") }
        coder.encodeConditionalObject(partner, forKey: "partner")
        coder.encodeConditionalObject(up, forKey: "up")
    }
}

/// Decodes a plain value of a type `init(coder:)` names, to provoke type errors.
final class Strict: Archivable {
    var width: CGFloat = 0
    init() {}
    required init(coder: Coder) throws {
        width = try coder.decode(CGFloat.self, forKey: "width") ?? 0
        _ = try coder.decodeObject(of: Node.self, forKey: "node")
    }
    func encode(with coder: Coder) { coder.encode(width, forKey: "width") }
}

private let registry = ClassRegistry([Node.self, Strict.self])

private func roundTrip(_ roots: [any Archivable]) throws -> [any Archivable] {
    let document = KeyedArchiver.archivedDocument(withRootObjects: roots)
    return try KeyedUnarchiver(document: document, registry: registry).decodeTopLevelObjects()
}

@Suite("Keyed archiver and unarchiver")
struct KeyedCoderTests {
    @Test func sharedReferencesDecodeToOneObject() throws {
        let root = Node("root")
        let a = Node("a"), b = Node("b")
        root.children = [a, b]
        a.partner = b
        root.partner = b
        let decoded = try #require(try roundTrip([root]).first as? Node)
        #expect(decoded.children.map(\.name) == ["a", "b"])
        #expect(decoded.partner === decoded.children[1])
        #expect(decoded.children[0].partner === decoded.children[1])
    }

    @Test func forwardReferencesAndCyclesResolveAfterEveryObjectExists() throws {
        let root = Node("root")
        let first = Node("first"), second = Node("second")
        root.children = [first, second]
        first.partner = second  // forward: second is defined after first
        second.partner = first  // backward
        first.up = root  // to the ancestor still being decoded
        root.partner = root  // to itself
        let decoded = try #require(try roundTrip([root]).first as? Node)
        let (d1, d2) = (decoded.children[0], decoded.children[1])
        #expect(d1.partner === d2)
        #expect(d2.partner === d1)
        #expect(d1.up === decoded)
        #expect(decoded.partner === decoded)
        #expect(d1.partnerSeenDuringInit == nil, "a reference must not be handed over before every object exists")
    }

    @Test func anObjectOnlyReferencedIsKeptAsATopLevelObject() throws {
        let root = Node("root")
        root.partner = Node("outside")
        let document = KeyedArchiver.archivedDocument(withRootObjects: [root])
        #expect(document.objects.map(\.className) == ["Node", "Node"])
        let decoded = try KeyedUnarchiver(document: document, registry: registry).decodeTopLevelObjects()
        let decodedRoot = try #require(decoded.first as? Node)
        #expect(decodedRoot.partner?.name == "outside")
        #expect(decodedRoot.partner === decoded[1] as? Node)
    }

    @Test func unreadKeysAndIdsAreWrittenBack() throws {
        let node = ArchiveObject(
            className: "Node", id: "n7",
            entries: [
                ArchiveEntry(key: "name", value: .value(.string("kept"))),
                ArchiveEntry(key: "futureFeature", value: .value(.rect(CGRect(x: 1, y: 2, width: 3, height: 4)))),
            ])
        let document = ArchiveDocument(objects: [node])
        let decoded = try KeyedUnarchiver(document: document, registry: registry).decodeTopLevelObjects()
        let again = KeyedArchiver.archivedDocument(withRootObjects: decoded)
        #expect(again == document)
    }

    @Test func anUnknownClassIsAnErrorWithItsLocation() throws {
        let node = ArchiveObject(
            className: "CardView", module: "MyApp", id: "c1",
            location: SourceLocation(line: 4, column: 5))
        let document = ArchiveDocument(objects: [node])
        let error = try #require(throws: CodingError.self) {
            try KeyedUnarchiver(document: document, file: "Main.xml", registry: registry).decodeTopLevelObjects()
        }
        #expect(error.code == .unknownClass)
        #expect(
            error.description
                == "Main.xml:4:5: error: objects[id=c1] (CardView): class 'MyApp.CardView' is not registered; register it with ClassRegistry.shared.register(CardView.self) [NIB0305]"
        )
    }

    @Test func anUnknownNestedClassNamesTheKeyThatHoldsIt() throws {
        let card = ArchiveObject(className: "CardView", id: "c1", location: SourceLocation(line: 6, column: 9))
        let root = ArchiveObject(
            className: "Node", id: "root",
            entries: [
                ArchiveEntry(
                    key: "children",
                    value: .array([.object(ArchiveObject(className: "Node", id: "n1")), .object(card)]))
            ])
        let error = try #require(throws: CodingError.self) {
            try KeyedUnarchiver(document: ArchiveDocument(objects: [root]), registry: registry).decodeTopLevelObjects()
        }
        #expect(error.code == .unknownClass)
        #expect(error.keyPath == "objects[id=root] (Node) > children[1]")
        #expect((error.line, error.column) == (6, 9))
    }

    @Test func anUnknownClassReachedOnlyByReferenceNamesWhereItIsOwned() throws {
        // `c1` is owned under a key `Node` does not read, so it is made while references resolve.
        let card = ArchiveObject(className: "CardView", id: "c1", location: SourceLocation(line: 7, column: 3))
        let root = ArchiveObject(
            className: "Node", id: "root",
            entries: [
                ArchiveEntry(key: "partner", value: .reference("c1")),
                ArchiveEntry(key: "spare", value: .object(card)),
            ])
        let error = try #require(throws: CodingError.self) {
            try KeyedUnarchiver(document: ArchiveDocument(objects: [root]), registry: registry).decodeTopLevelObjects()
        }
        #expect(error.code == .unknownClass)
        #expect(error.keyPath == "objects[id=root] (Node) > spare")
        #expect((error.line, error.column) == (7, 3))
    }

    @Test func anUnknownClassCanFallBackToViewAndKeepsItsName() throws {
        let node = ArchiveObject(
            className: "CardView", module: "MyApp", id: "c1",
            entries: [
                ArchiveEntry(key: "tag", value: .value(.integer(3))),
                ArchiveEntry(key: "cornerStyle", value: .value(.string("round"))),
            ])
        let document = ArchiveDocument(objects: [node])
        let unarchiver = KeyedUnarchiver(
            document: document, registry: registry,
            options: .init(fallsBackToKnownBaseClass: true))
        let view = try #require(try unarchiver.decodeTopLevelObjects().first as? View)
        #expect(view.tag == 3)
        #expect(unarchiver.warnings.map(\.code) == [.unknownClass])
        let again = KeyedArchiver.archivedDocument(withRootObjects: [view])
        #expect(again.objects.first?.className == "CardView")
        #expect(again.objects.first?.module == "MyApp")
        #expect(again.objects.first?["cornerStyle"] == .value(.string("round")))
    }

    @Test func aValueOfTheWrongTypeNamesItsKeyPathAndLocation() throws {
        let inner = ArchiveObject(
            className: "Strict", id: "s1",
            entries: [
                ArchiveEntry(key: "width", value: .value(.string("wide")), location: SourceLocation(line: 9, column: 7))
            ])
        let root = ArchiveObject(
            className: "Node", id: "root",
            entries: [
                ArchiveEntry(
                    key: "children",
                    value: .array([.object(ArchiveObject(className: "Node", id: "n1")), .reference("s1")])),
                ArchiveEntry(key: "extra", value: .object(inner)),
            ])
        let error = try #require(throws: CodingError.self) {
            try KeyedUnarchiver(document: ArchiveDocument(objects: [root]), file: "f.xml", registry: registry)
                .decodeTopLevelObjects()
        }
        #expect(error.code == .typeMismatch)
        #expect(error.keyPath == "objects[id=root] (Node) > children[1] > width")
        #expect(error.message == "expected real, found string")
        #expect((error.line, error.column) == (9, 7))
    }

    @Test func aDanglingReferenceIsAnError() throws {
        let root = ArchiveObject(
            className: "Node", id: "root",
            entries: [
                ArchiveEntry(key: "partner", value: .reference("ghost"), location: SourceLocation(line: 3, column: 5))
            ])
        let error = try #require(throws: CodingError.self) {
            try KeyedUnarchiver(document: ArchiveDocument(objects: [root]), registry: registry).decodeTopLevelObjects()
        }
        #expect(error.code == .danglingReference)
        #expect(error.keyPath == "objects[id=root] (Node) > partner")
        #expect(error.line == 3)
    }

    @Test func aReferenceToAnObjectOfTheWrongClassIsAnError() throws {
        let root = ArchiveObject(
            className: "Node", id: "root",
            entries: [
                ArchiveEntry(key: "partner", value: .reference("s")),
                ArchiveEntry(key: "children", value: .array([])),
            ])
        let strict = ArchiveObject(className: "Strict", id: "s")
        let error = try #require(throws: CodingError.self) {
            try KeyedUnarchiver(document: ArchiveDocument(objects: [root, strict]), registry: registry)
                .decodeTopLevelObjects()
        }
        #expect(error.code == .wrongClass)
        #expect(error.message.hasPrefix("expected Node, found Strict"))
    }

    @Test func anObjectThatOwnsItselfIsAnErrorNotARecursion() throws {
        let root = ArchiveObject(className: "Node", id: "loop", location: SourceLocation(line: 2, column: 3))
        root.entries = [
            ArchiveEntry(
                key: "children", value: .array([.reference("loop")]), location: SourceLocation(line: 5, column: 7))
        ]
        let error = try #require(throws: CodingError.self) {
            try KeyedUnarchiver(document: ArchiveDocument(objects: [root]), registry: registry).decodeTopLevelObjects()
        }
        #expect(error.code == .ownershipCycle)
        #expect(error.keyPath == "objects[id=loop] (Node) > children[0]")
        // Where the reference that closes the cycle stands, not where the object starts.
        #expect((error.line, error.column) == (5, 7))
    }

    @Test func placeholdersAnswerReferences() throws {
        let owner = Node("owner")
        let root = ArchiveObject(
            className: "Node", id: "root",
            entries: [
                ArchiveEntry(key: "partner", value: .reference("-1"))
            ])
        let decoded = try KeyedUnarchiver(
            document: ArchiveDocument(objects: [root]), placeholders: ["-1": owner],
            registry: registry
        ).decodeTopLevelObjects()
        #expect((decoded.first as? Node)?.partner === owner)
    }

    @Test func registeredModuleQualifiedNamesWinOverBareOnes() {
        let registry = ClassRegistry()
        registry.register(Strict.self, as: "Thing", module: "Other")
        registry.register(Node.self, as: "Thing")  // replaces the bare name only
        let id = { (type: (any Archivable.Type)?) in type.map { ObjectIdentifier($0) } }
        #expect(id(registry.lookup("Thing", module: "Other")) == ObjectIdentifier(Strict.self))
        #expect(id(registry.lookup("Thing", module: "Elsewhere")) == ObjectIdentifier(Node.self))
        #expect(id(registry.lookup("View")) == ObjectIdentifier(View.self))
        #expect(registry.lookup("Nope") == nil)
    }

    /// A class registers under the names `String(describing:)` and `String(reflecting:)` give,
    /// which the registry takes without their reflection: nested and generic classes too.
    @Test func classesRegisterUnderTheirSwiftNamesBareAndQualified() {
        for type in viewCoreArchivableClasses {
            #expect(type.archiveClassName == String(describing: type))
        }
        #expect(Outer.Inner.archiveClassName == "Inner")
        #expect(Boxed<Int>.archiveClassName == "Boxed<Int>")
        let registry = ClassRegistry([Outer.Inner.self])
        registry.register(View.self, as: "Inner", module: "Elsewhere")  // replaces the bare name only
        let id = { (type: (any Archivable.Type)?) in type.map { ObjectIdentifier($0) } }
        #expect(id(registry.lookup("Inner")) == ObjectIdentifier(View.self))
        #expect(id(registry.lookup("Inner", module: "NibArchiveTests")) == ObjectIdentifier(Outer.Inner.self))
    }

    /// Each object is archived under its own type's name and module, however types alternate
    /// (the archiver finds them once per type).
    @Test func everyObjectIsArchivedUnderItsOwnTypesNameAndModule() {
        let objects: [any Archivable] = [Node("a"), View(), Renamed(), Label(), Node("b"), View(), Renamed(), Label()]
        let document = KeyedArchiver.archivedDocument(withRootObjects: objects)
        let names = document.objects.map { "\($0.module ?? "-").\($0.className)" }
        let expected = ["NibArchiveTests.Node", "-.View", "NibArchiveTests.Other", "-.Label"]
        #expect(names == expected + expected)
    }
}

/// Archived under a name of its own.
final class Renamed: Archivable {
    static var archiveClassName: String { "Other" }
    init() {}
    required init(coder: Coder) throws {}
    func encode(with coder: Coder) {}
}

private enum Outer {
    final class Inner: View {}
}

private final class Boxed<Value>: View {}
