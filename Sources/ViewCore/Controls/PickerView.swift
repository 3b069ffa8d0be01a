import Foundation

/// A view of spinning wheels for picking values, UIKit's `UIPickerView`, reduced to a view with
/// its frame: there is no data source yet, so it has no components or rows.
///
/// Archived keys: `showsSelectionIndicator`.
open class PickerView: View {
    /// Whether the selection bar shows (ignored by UIKit since iOS 7); false by default.
    open var showsSelectionIndicator = false

    /// Creates a picker view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a picker view from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(Bool.self, forKey: "showsSelectionIndicator") { showsSelectionIndicator = v }
    }

    /// Writes the view's properties, then `showsSelectionIndicator` when set.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(showsSelectionIndicator, forKey: "showsSelectionIndicator", omittingDefault: false)
    }

    /// UIKit's picker height, 216 points, with no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 216) }
}
