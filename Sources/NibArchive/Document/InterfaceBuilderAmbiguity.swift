/// What Interface Builder recorded about ambiguous layouts in an Xcode `.xib` or `.storyboard`:
/// the views it marked `ambiguous="YES"`, and those whose ambiguity it was told to judge
/// without their sizes (`verifyAmbiguity="ignoreSizes"`). A view whose ambiguity it was told not
/// to verify (`verifyAmbiguity="off"`) is in neither. Design-time facts about the file, kept
/// with the document (`ArchiveDocument.interfaceBuilderAmbiguity`) rather than with any view.
public struct InterfaceBuilderAmbiguity: Sendable, Equatable {
    /// The ids of the views Interface Builder marked ambiguous.
    public var ambiguousViewIDs: Set<String>
    /// The ids of the views whose undetermined width or height Interface Builder ignores.
    public var sizesIgnoredViewIDs: Set<String>

    /// Creates the record; by default no view is marked.
    public init(ambiguousViewIDs: Set<String> = [], sizesIgnoredViewIDs: Set<String> = []) {
        self.ambiguousViewIDs = ambiguousViewIDs
        self.sizesIgnoredViewIDs = sizesIgnoredViewIDs
    }

    /// Whether Interface Builder calls the view `id` ambiguous when the layout leaves
    /// `attributes` of it (among `left`, `top`, `width`, `height`) undetermined: it marked the
    /// view, and, when told to ignore its sizes, an edge is free along an axis whose size is
    /// not (an edge free only with its size is placed once the size is taken as fixed).
    public func agrees(id: String, attributes: [String]) -> Bool {
        guard ambiguousViewIDs.contains(id) else { return false }
        guard sizesIgnoredViewIDs.contains(id) else { return true }
        let free = Set(attributes)
        return (free.contains("left") && !free.contains("width")) || (free.contains("top") && !free.contains("height"))
    }
}
