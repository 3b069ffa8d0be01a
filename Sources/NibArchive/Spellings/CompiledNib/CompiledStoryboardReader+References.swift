import Foundation

extension CompiledStoryboardReader {
    /// The class the Xcode reader gives a `<viewControllerPlaceholder>`.
    static let referenceClass = "StoryboardReference"

    /// Names each `UIStoryboardViewControllerPlaceholder` of `document` (a storyboard reference's
    /// nib, or one a container holds) as the Xcode reader names the source's reference: a `StoryboardReference` with the
    /// `storyboardName`, `referencedIdentifier` and `bundleIdentifier` that `references`
    /// (`Info.plist`'s `UIViewControllerIdentifiersToExternalStoryboardReferences`) gives under
    /// its `UIStoryboardIdentifier` (`UIReferencedStoryboardName`,
    /// `UIReferencedControllerIdentifier`, `UIReferencedBundleIdentifier`).
    static func nameReferences(in document: ArchiveDocument, _ references: [String: Any]) {
        document.forEachObject { object in
            guard object.className == "StoryboardViewControllerPlaceholder" else { return }
            object.className = referenceClass
            guard let identifier = keptString(object, "UIStoryboardIdentifier"),
                let entry = references[identifier] as? [String: Any]
            else { return }
            for (key, attribute) in [
                ("UIReferencedStoryboardName", "storyboardName"),
                ("UIReferencedControllerIdentifier", "referencedIdentifier"),
                ("UIReferencedBundleIdentifier", "bundleIdentifier"),
            ] {
                guard let value = entry[key] as? String else { continue }
                object.entries.append(ArchiveEntry(key: attribute, value: .value(.string(value))))
            }
        }
    }
}
