import Foundation

/// A view a collection view reuses (a section header or footer, and the base of cells), UIKit's
/// `UICollectionReusableView`.
///
/// Archived keys: `reuseIdentifier`.
open class CollectionReusableView: View {
    /// The identifier the collection view reuses the view by; nil by default. Settable, unlike
    /// UIKit's (which dequeuing sets), since there is no dequeuing yet.
    open var reuseIdentifier: String?

    /// Creates a reusable view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Clears what a reused view should not keep; override to reset your own content and call `super`.
    open func prepareForReuse() {}

    /// Creates a reusable view from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        reuseIdentifier = try coder.decode(String.self, forKey: "reuseIdentifier")
    }

    /// Writes the view's properties, then the reuse identifier.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(reuseIdentifier, forKey: "reuseIdentifier")
    }
}
