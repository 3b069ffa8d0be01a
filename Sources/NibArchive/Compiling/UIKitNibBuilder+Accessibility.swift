import Foundation

extension UIKitNibBuilder {
    /// `UIAccessibilityTraits`' bits by the names Interface Builder writes in
    /// `<accessibilityTraits>` (UIKit's `UIAccessibilityConstants.h`, as GNUstep's and
    /// Cocotron's UIKit and React Native define them alike). The tab bar trait's value differs
    /// among those sources, so it has no entry and is refused.
    static let accessibilityTraitBits: [String: Int] = [
        "none": 0, "button": 1, "link": 2, "image": 4, "selected": 8, "playsSound": 16, "keyboardKey": 32,
        "staticText": 64,
        "summaryElement": 128, "notEnabled": 256, "updatesFrequently": 512, "searchField": 1024,
        "startsMediaSession": 2048, "adjustable": 4096, "allowsDirectInteraction": 8192, "causesPageTurn": 16384,
        "header": 65536,
    ]

    /// The archived keys of `<accessibility key="accessibilityConfiguration">`'s attributes.
    static let accessibilityKeys = [
        "label": "UIAccessibilityLabel", "hint": "UIAccessibilityHint", "identifier": "UIAccessibilityIdentifier",
    ]

    /// An `<accessibility key="accessibilityConfiguration">` as the
    /// `UIRuntimeAccessibilityConfiguration` the nib's `UINibAccessibilityConfigurationsKey`
    /// lists, which UIKit applies to `object` once the nib is loaded.
    ///
    /// The keys are those `-[UIRuntimeAccessibilityConfiguration initWithCoder:]` decodes, as
    /// published decompilations of UIKitCore show it and xib2nib writes them (the object under
    /// UIKit's own spelling, `UIAccessibileObject`): label, hint and identifier as strings,
    /// the traits and whether it is an element as `NSNumber`s, each only when set.
    ///
    /// - Throws: `NIB0801` for an attribute, trait or child with no known archived form (an
    ///   accessibility value, say, which the class has no key for).
    mutating func accessibilityConfiguration(
        _ element: XMLElementNode, of object: NibObjectGraph.Ref
    ) throws(ArchiveReadError) {
        let configuration = graph.add("UIRuntimeAccessibilityConfiguration")
        graph.set(configuration, "UIAccessibileObject", object)
        for (name, text) in element.attributes where name != "key" {
            guard let key = Self.accessibilityKeys[name] else { throw invalid(element, name) }
            graph.set(configuration, key, graph.string(text))
        }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("accessibilityTraits", "traits"):
                var traits = 0
                for (name, value) in child.attributes where name != "key" {
                    guard let bit = Self.accessibilityTraitBits[name] else { throw invalid(child, name) }
                    if value == "YES" { traits |= bit }
                }
                graph.set(configuration, "UIAccessibilityTraits", graph.number(NibObjectGraph.integer(traits)))
            case ("bool", "isElement"):
                graph.set(configuration, "UIIsAccessibilityElement", graph.number(.bool(child["value"] == "YES")))
            default: throw unsupported(child)
            }
        }
        accessibilityConfigurations.append(configuration)
    }
}
