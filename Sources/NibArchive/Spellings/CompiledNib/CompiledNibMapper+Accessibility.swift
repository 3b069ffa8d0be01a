import Foundation
import ViewCore

extension CompiledNibMapper {
    /// The root's `UINibAccessibilityConfigurationsKey` (`UIRuntimeAccessibilityConfiguration`s)
    /// as the Xcode reader has `<accessibility>`: each object's `accessibilityLabel`,
    /// `accessibilityHint`, `accessibilityIdentifier`, `accessibilityTraits` (the model's names)
    /// and `isAccessibilityElement`. A configuration naming no object of the document is left
    /// out.
    ///
    /// - Complexity: O(n) in the number of objects and configurations.
    func attachUIKitAccessibility(to document: ArchiveDocument) {
        let configurations = graph.objectItems(0, "UINibAccessibilityConfigurationsKey")
        guard !configurations.isEmpty else { return }
        let index = document.objectIndex()
        for configuration in configurations {
            guard let target = graph.reference(configuration, "UIAccessibileObject"), let object = index[id(target)]
            else { continue }
            func set(_ key: String, _ value: CodingValue) {
                object.entries.append(ArchiveEntry(key: key, value: .value(value)))
            }
            for (key, name) in [
                ("UIAccessibilityLabel", "accessibilityLabel"), ("UIAccessibilityHint", "accessibilityHint"),
                ("UIAccessibilityIdentifier", "accessibilityIdentifier"),
            ] {
                if let text = graph.string(configuration, key) { set(name, .string(text)) }
            }
            if let traits = graph.number(configuration, "UIAccessibilityTraits") {
                let bits = Int(traits)
                let names = XcodeValues.accessibilityTraitNames.filter {
                    bits & (UIKitNibBuilder.accessibilityTraitBits[$0] ?? 0) != 0
                }
                set("accessibilityTraits", .string(names.joined(separator: " ")))
            }
            if let element = graph.number(configuration, "UIIsAccessibilityElement") {
                set("isAccessibilityElement", .bool(element != 0))
            }
        }
    }
}
