import Foundation

/// A view that shows an image, UIKit's `UIImageView`.
///
/// Images are references by name (`Image`), so the view has no pixel size:
/// `intrinsicContentSize` is `noIntrinsicMetric` on both axes. User interaction is off by
/// default, as in UIKit (archives store `isUserInteractionEnabled: false`, as Xcode does).
///
/// Archived keys: `image`, `highlightedImage`, `isHighlighted`.
open class ImageView: View {
    /// The image shown when not highlighted.
    open var image: Image?
    /// The image shown while highlighted; nil shows `image`.
    open var highlightedImage: Image?
    /// Whether the view shows `highlightedImage`.
    open var isHighlighted = false

    /// Creates an image view with `frame`; user interaction is off, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, as `UIImageView(image:highlightedImage:)`.
    public convenience init(image: Image?, highlightedImage: Image? = nil) {
        self.init(frame: .zero)
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// Creates an image view from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        image = try coder.decode(Image.self, forKey: "image")
        highlightedImage = try coder.decode(Image.self, forKey: "highlightedImage")
        if let v = try coder.decode(Bool.self, forKey: "isHighlighted") { isHighlighted = v }
    }

    /// Writes the view's properties, then the image view's that are set.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(image, forKey: "image")
        coder.encode(highlightedImage, forKey: "highlightedImage")
        coder.encode(isHighlighted, forKey: "isHighlighted", omittingDefault: false)
    }

    /// The image currently shown: `highlightedImage` while highlighted (when set), else `image`.
    public var currentImage: Image? {
        if isHighlighted, let highlightedImage { return highlightedImage }
        return image
    }
}
