/// The file extensions NibKit reads interface files from, in one ordered list: every lookup of
/// a file by name (`Nib(nibName:bundle:)`, `Storyboard(name:bundle:)`, a storyboard reference)
/// tries them in this order, and `ArchiveFileFinder` picks up all of them in folders. A new
/// spelling is one line here.
public enum InterfaceFileExtensions {
    /// What a file holds: one nib's objects, or a storyboard's scenes.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A nib (`.xib`, or our XML or JSON of one).
        case nib
        /// A storyboard (`.storyboard`, or our XML or JSON of one).
        case storyboard
    }

    /// One extension (lowercase, without the dot) and the kinds of file it may hold.
    public struct Spelling: Sendable, Hashable {
        /// The extension, lowercase, without the dot.
        public var pathExtension: String
        /// The kinds of file it may hold.
        public var kinds: Set<Kind>
    }

    /// Every extension NibKit reads, in the order a lookup by name tries them: our own XML and
    /// JSON first (made from an Xcode file by `nibc convert`, they are what a build meant to
    /// ship when both are there), then Xcode's sources, then what `ibtool --compile` made of them
    /// (a `.nib` file, or a folder of archives for each system version).
    public static let ordered: [Spelling] = [
        Spelling(pathExtension: "xml", kinds: [.nib, .storyboard]),
        Spelling(pathExtension: "json", kinds: [.nib, .storyboard]),
        Spelling(pathExtension: "xib", kinds: [.nib]),
        Spelling(pathExtension: "storyboard", kinds: [.storyboard]),
        Spelling(pathExtension: "nib", kinds: [.nib]),
        Spelling(pathExtension: "storyboardc", kinds: [.storyboard]),
    ]

    /// The extensions a file of `kind` may have, in lookup order (`.nib`: `xml`, `json`, `xib`, `nib`).
    public static func ordered(for kind: Kind) -> [String] {
        ordered.filter { $0.kinds.contains(kind) }.map(\.pathExtension)
    }
}
