import Foundation

/// The archive keys of `View`: the Swift property names, so a key in a file is the property a
/// developer would set in code.
///
/// Geometry is stored as `frame` (plus `bounds` when its origin is not zero or its size is not
/// the frame's) while the transform is identity; under a transform, where `frame` means
/// nothing, as `center`, `bounds` and `transform`. Layer properties go under `layer.*`.
/// Subviews, constraints, layout guides, gesture recognizers and motion effects are owned
/// objects; `mask` is a reference.
extension View {
    func encodeViewProperties(with coder: Coder) {
        if storedTransform.isIdentity {
            coder.encode(frame, forKey: "frame")
            if storedBounds != CGRect(origin: .zero, size: storedBounds.size) {
                coder.encode(storedBounds, forKey: "bounds")
            }
        } else {
            coder.encode(storedCenter, forKey: "center")
            coder.encode(storedBounds, forKey: "bounds")
            coder.encode(storedTransform, forKey: "transform")
        }
        coder.encode(backgroundColor, forKey: "backgroundColor")
        coder.encode(isHidden, forKey: "isHidden", omittingDefault: false)
        coder.encode(alpha, forKey: "alpha", omittingDefault: 1)
        coder.encode(isOpaque, forKey: "isOpaque", omittingDefault: true)
        coder.encode(storedTintColor, forKey: "tintColor")
        coder.encode(storedTintAdjustmentMode, forKey: "tintAdjustmentMode", omittingDefault: .automatic)
        coder.encode(clipsToBounds, forKey: "clipsToBounds", omittingDefault: false)
        coder.encode(clearsContextBeforeDrawing, forKey: "clearsContextBeforeDrawing", omittingDefault: true)
        storedLayer?.encodeProperties(with: coder)
        coder.encode(isUserInteractionEnabled, forKey: "isUserInteractionEnabled", omittingDefault: true)
        coder.encode(isMultipleTouchEnabled, forKey: "isMultipleTouchEnabled", omittingDefault: false)
        coder.encode(isExclusiveTouch, forKey: "isExclusiveTouch", omittingDefault: false)
        coder.encode(autoresizingMask, forKey: "autoresizingMask", omittingDefault: [])
        coder.encode(autoresizesSubviews, forKey: "autoresizesSubviews", omittingDefault: true)
        coder.encode(contentMode, forKey: "contentMode", omittingDefault: .scaleToFill)
        coder.encode(contentScaleFactor, forKey: "contentScaleFactor", omittingDefault: 1)
        coder.encode(tag, forKey: "tag", omittingDefault: 0)
        coder.encode(restorationIdentifier, forKey: "restorationIdentifier")
        coder.encode(
            translatesAutoresizingMaskIntoConstraints, forKey: "translatesAutoresizingMaskIntoConstraints",
            omittingDefault: true)
        coder.encode(storedLayoutMargins, forKey: "layoutMargins", omittingDefault: View.defaultLayoutMargins)
        coder.encode(preservesSuperviewLayoutMargins, forKey: "preservesSuperviewLayoutMargins", omittingDefault: false)
        coder.encode(insetsLayoutMarginsFromSafeArea, forKey: "insetsLayoutMarginsFromSafeArea", omittingDefault: true)
        coder.encode(semanticContentAttribute, forKey: "semanticContentAttribute", omittingDefault: .unspecified)
        coder.encode(huggingPriorities.horizontal.rawValue, forKey: "horizontalHuggingPriority", omittingDefault: 250)
        coder.encode(huggingPriorities.vertical.rawValue, forKey: "verticalHuggingPriority", omittingDefault: 250)
        coder.encode(
            compressionPriorities.horizontal.rawValue, forKey: "horizontalCompressionResistancePriority",
            omittingDefault: 750)
        coder.encode(
            compressionPriorities.vertical.rawValue, forKey: "verticalCompressionResistancePriority",
            omittingDefault: 750)
        coder.encode(isAccessibilityElement, forKey: "isAccessibilityElement", omittingDefault: false)
        coder.encode(accessibilityLabel, forKey: "accessibilityLabel")
        coder.encode(accessibilityHint, forKey: "accessibilityHint")
        coder.encode(accessibilityIdentifier, forKey: "accessibilityIdentifier")
        coder.encode(accessibilityValue, forKey: "accessibilityValue")
        coder.encode(accessibilityTraits, forKey: "accessibilityTraits", omittingDefault: [])
        coder.encodeConditionalObject(mask, forKey: "mask")
        if !subviews.isEmpty { coder.encode(subviews, forKey: "subviews") }
        if !ownLayoutGuides.isEmpty { coder.encode(ownLayoutGuides, forKey: "layoutGuides") }
        let archived = constraints.filter(\.shouldBeArchived)
        if !archived.isEmpty { coder.encode(archived, forKey: "constraints") }
        if !gestureRecognizers.isEmpty { coder.encode(gestureRecognizers, forKey: "gestureRecognizers") }
        if !motionEffects.isEmpty { coder.encode(motionEffects, forKey: "motionEffects") }
    }
}
