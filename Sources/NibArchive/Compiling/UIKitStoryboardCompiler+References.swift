import Foundation

extension UIKitStoryboardCompiler {
    /// A storyboard reference's entry in `Info.plist`'s
    /// `UIViewControllerIdentifiersToExternalStoryboardReferences`, as
    /// `-[UIStoryboard referencedStoryboardForExternalReferenceInfo:]` and
    /// `_instantiateViewControllerReferencedByPlaceholderWithIdentifier:…` read it (published
    /// decompilations of UIKitCore 26.1; Fleet, which reads real bundles, reads the same keys):
    /// `UIReferencedStoryboardName` (none: this storyboard), `UIReferencedControllerIdentifier`
    /// (none: that storyboard's entry point), `UIReferencedBundleIdentifier` (none: this
    /// storyboard's bundle).
    static func externalReference(_ element: XMLElementNode) -> BinaryPropertyListWriter.Value {
        var entry: [String: String] = [:]
        for (attribute, key) in [
            ("storyboardName", "UIReferencedStoryboardName"),
            ("referencedIdentifier", "UIReferencedControllerIdentifier"),
            ("bundleIdentifier", "UIReferencedBundleIdentifier"),
        ] {
            if let value = element[attribute] { entry[key] = value }
        }
        return .sorted(entry)
    }

    /// The nib of a storyboard reference, found by its identifier as a controller's is: File's
    /// Owner (the scene loader, whose `sceneViewController` outlet names it) and the storyboard
    /// placeholder, with a `UIStoryboardViewControllerPlaceholder` whose `UIStoryboardIdentifier`
    /// is the reference's identifier. Its `initWithCoder:` returns, in its place, the controller
    /// the storyboard instantiates from `Info.plist`'s entry for that identifier, so a segue
    /// template names a reference's identifier as it names a controller's.
    ///
    /// The identifier is the reference's storyboard identifier, else `UIViewController-<id>` as
    /// for a controller without one: inferred, since no ibtool output with a reference was at hand.
    func referenceNib(of element: XMLElementNode) throws(ArchiveReadError) -> NIBArchive {
        var nib = builder()
        let owner = nib.proxy("IBFilesOwner")
        let storyboard = nib.proxy("UIStoryboardPlaceholder")
        let placeholder = nib.graph.add("UIStoryboardViewControllerPlaceholder")
        nib.graph.set(placeholder, "UIStoryboardIdentifier", nib.graph.string(Self.identifier(of: element)))
        nib.listed = [owner, storyboard, placeholder]
        nib.topLevel = [owner, storyboard, placeholder]
        nib.outlet("sceneViewController", from: owner, to: placeholder)
        return try nib.finish()
    }

    /// Refuses storyboard references within this storyboard (no `storyboardName`) that lead, by
    /// their referenced identifier or the entry point, back to a reference already followed:
    /// UIKit would instantiate them forever.
    ///
    /// - Throws: `NIB0801` at the first reference of such a cycle.
    func refuseReferenceCycles(entry: String?) throws(ArchiveReadError) {
        var byIdentifier: [String: XMLElementNode] = [:]
        for (_, element) in references { byIdentifier[Self.identifier(of: element)] = element }
        let entryElement = entry.flatMap { id in controllers[id] ?? references.first { $0.id == id }?.element }
        let entryIdentifier = entryElement.map(Self.identifier(of:))
        for (_, element) in references {
            var seen: Set<String> = []
            var current = element
            while current["storyboardName"] == nil {
                guard seen.insert(Self.identifier(of: current)).inserted else {
                    throw builder().error(
                        .unsupportedElement,
                        "the storyboard reference leads back to itself, which UIKit would follow forever",
                        at: element)
                }
                guard let next = current["referencedIdentifier"] ?? entryIdentifier, let target = byIdentifier[next]
                else { break }
                current = target
            }
        }
    }
}

extension UIKitStoryboardCompiler {
    /// Whether `element` is a navigation item with nothing in it: no title, no items, no
    /// attribute beyond its key and identifier.
    static func isEmptyNavigationItem(_ element: XMLElementNode) -> Bool {
        element.name == "navigationItem" && element.children.isEmpty
            && element.attributes.allSatisfy { ["key", "id"].contains($0.name) }
    }
}
