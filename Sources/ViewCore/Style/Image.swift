/// A reference to an image by name, as interface files hold them: an asset-catalog or bundle
/// image (`Image(named:)`) or a system symbol (`Image(systemName:)`). No pixels are loaded.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The image's name.
    public var name: String
    /// Whether the name is a system symbol rather than an app resource.
    public var isSystemImage: Bool

    /// An app image by name, as `UIImage(named:)`.
    public init(named name: String) {
        self.name = name
        self.isSystemImage = false
    }

    /// A system symbol by name, as `UIImage(systemName:)`.
    public init(systemName name: String) {
        self.name = name
        self.isSystemImage = true
    }

    /// The name, prefixed `system:` for a system symbol.
    public var description: String { isSystemImage ? "system:\(name)" : name }
}
