import Foundation

/// A view whose position or size its constraints leave undetermined, as
/// `View.ambiguousLayoutReport()` lists them: another layout, as good for every constraint,
/// would give these attributes other values. UIKit answers only `hasAmbiguousLayout`.
public struct AmbiguousLayout: CustomStringConvertible {
    /// The view.
    public let view: View
    /// The attributes of its alignment rectangle left free, among `left`, `top`, `width` and
    /// `height`.
    public let attributes: [LayoutConstraint.Attribute]

    /// `View(tag: 2): left, width undetermined`.
    public var description: String {
        "\(view.debugName): \(attributes.map(\.rawValue).joined(separator: ", ")) undetermined"
    }
}
