import NibArchive
import ViewCore

/// What a nib works out once from its document so every instantiation can skip it: the order
/// objects appear in the file (the awake order) and the runtime attributes to apply.
struct NibPlan: Sendable {
    /// A user-defined runtime attribute of one object.
    struct Attribute: Sendable {
        let objectID: String
        let keyPath: String
        let value: CodingValue
        let location: SourceLocation
    }

    /// The archive key holding an object's runtime attributes: a dictionary from key path to value.
    static let attributesKey = "userDefinedRuntimeAttributes"

    /// Every object node in file order, each once: each object before the objects nested in it.
    let nodesInFileOrder: [ArchiveObject]
    /// Every object by id, handed to each instantiation's unarchiver so it need not rebuild it.
    let objectIndex: [String: ArchiveObject]
    let attributes: [Attribute]

    init(_ document: ArchiveDocument) {
        var nodes: [ArchiveObject] = []
        var seen = Set<ObjectIdentifier>()
        var attributes: [Attribute] = []
        document.forEachObject { node in
            // A document made in code may hold one node twice; it is still one object.
            if seen.insert(ObjectIdentifier(node)).inserted { nodes.append(node) }
            for entry in node.entries where entry.key == NibPlan.attributesKey {
                guard case .dictionary(let items) = entry.value else { continue }
                for item in items {
                    attributes.append(
                        Attribute(
                            objectID: node.id, keyPath: item.key, value: item.value.codingValue ?? .null,
                            location: entry.location))
                }
            }
        }
        nodesInFileOrder = nodes
        objectIndex = document.objectIndex()
        self.attributes = attributes
    }
}
