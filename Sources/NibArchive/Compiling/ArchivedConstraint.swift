import Foundation

/// How a document's `<constraint>` attributes are numbered in a compiled nib, for UIKit and
/// AppKit alike.
enum ArchivedConstraint {
    /// `NSLayoutConstraint.Attribute` by the name a document gives it.
    static let attributes = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "lastBaseline": 11, "baseline": 11, "firstBaseline": 12, "leftMargin": 13,
        "rightMargin": 14, "topMargin": 15, "bottomMargin": 16, "leadingMargin": 17, "trailingMargin": 18,
        "centerXWithinMargins": 19, "centerYWithinMargins": 20,
    ]

    /// A multiplier as a document writes it: a decimal, or a ratio `a:b` or `a/b`, read as the
    /// Xcode reader reads it.
    static func multiplier(_ text: String) -> Double? { XcodeValues.multiplier(text) }
}
