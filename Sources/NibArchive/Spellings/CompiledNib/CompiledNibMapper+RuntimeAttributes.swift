import Foundation
import ViewCore

extension CompiledNibMapper {
    /// The root's `UINibKeyValuePairsKey` (`UINibKeyValuePair`s: `UIObject`, `UIKeyPath`,
    /// `UIValue`) as the Xcode reader has runtime attributes: each object's
    /// `userDefinedRuntimeAttributes`, a dictionary from key path to value (a colour or an image
    /// as such, other values as kept values are read). A pair naming a placeholder or no object
    /// of the document is left out, as is one without a key path.
    ///
    /// - Complexity: O(n) in the number of objects and pairs.
    func attachUIKitRuntimeAttributes(to document: ArchiveDocument) throws(ArchiveReadError) {
        let pairs = graph.objectItems(0, "UINibKeyValuePairsKey")
        guard !pairs.isEmpty else { return }
        let index = document.objectIndex()
        var attributes: [String: [(key: String, value: ArchiveValue)]] = [:]
        var order: [String] = []
        for pair in pairs {
            guard let object = graph.reference(pair, "UIObject"), let keyPath = graph.string(pair, "UIKeyPath"),
                index[id(object)] != nil
            else { continue }
            let value: ArchiveValue
            if let color = uiColor(graph.reference(pair, "UIValue")) {
                value = .value(.color(color))
            } else if let image = graph.reference(pair, "UIValue"), let name = graph.string(image, "UIResourceName") {
                value = .value(.image(Image(named: name)))
            } else if let payload = graph.value(pair, "UIValue") {
                value = try plain(payload)
            } else {
                value = .value(.null)
            }
            if attributes[id(object)] == nil { order.append(id(object)) }
            attributes[id(object), default: []].removeAll { $0.key == keyPath }
            attributes[id(object), default: []].append((keyPath, value))
        }
        for objectID in order {
            guard let object = index[objectID], let items = attributes[objectID] else { continue }
            object.entries.append(ArchiveEntry(key: "userDefinedRuntimeAttributes", value: .dictionary(items)))
        }
    }
}
