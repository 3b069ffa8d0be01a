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
}
