import Foundation

extension UIKitNibBuilder {
    /// A `<customObject>`: an object of the app's own class (`customClass`) that the nib makes
    /// with `init`, as a `UIClassSwapper` over `UICustomObject` (whose `initWithCoder:` is
    /// `init`, in published decompilations of UIKitCore; xib2nib writes the same swapper), with
    /// its runtime attributes and connections. It is a top-level object of its nib.
    ///
    /// - Throws: `NIB0801` for a child with no known archived form.
    mutating func customObject(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        let object = newObject("UICustomObject", for: element)
        for child in element.children {
            switch child.name {
            case "connections": continue
            case "userDefinedRuntimeAttributes": try runtimeAttributes(child, of: object)
            default: throw unsupported(child)
            }
        }
        try connections(of: element, source: object)
        return object
    }
}
