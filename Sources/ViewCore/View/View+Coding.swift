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
            if storedBounds != CGRect(origin: .zero, size: storedBounds.size) { coder.encode(storedBounds, forKey: "bounds") }
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
        coder.encode(translatesAutoresizingMaskIntoConstraints, forKey: "translatesAutoresizingMaskIntoConstraints",
                     omittingDefault: true)
        coder.encode(storedLayoutMargins, forKey: "layoutMargins", omittingDefault: View.defaultLayoutMargins)
        coder.encode(preservesSuperviewLayoutMargins, forKey: "preservesSuperviewLayoutMargins", omittingDefault: false)
        coder.encode(insetsLayoutMarginsFromSafeArea, forKey: "insetsLayoutMarginsFromSafeArea", omittingDefault: true)
        coder.encode(semanticContentAttribute, forKey: "semanticContentAttribute", omittingDefault: .unspecified)
        coder.encode(huggingPriorities.horizontal.rawValue, forKey: "horizontalHuggingPriority", omittingDefault: 250)
        coder.encode(huggingPriorities.vertical.rawValue, forKey: "verticalHuggingPriority", omittingDefault: 250)
        coder.encode(compressionPriorities.horizontal.rawValue, forKey: "horizontalCompressionResistancePriority",
                     omittingDefault: 750)
        coder.encode(compressionPriorities.vertical.rawValue, forKey: "verticalCompressionResistancePriority",
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

    func decodeViewProperties(from coder: Coder) throws {
        // A window is its own window before its subviews are decoded, so that each decoded
        // subtree enters it through `addSubview(_:)` with the window hooks, as in code.
        if let window = self as? Window { storedWindow = window }
        // The layer first: `frame` is turned into `center` through the anchor point, so the
        // anchor must be the archived one before the frame is applied.
        if Layer.archivedKeys.contains(where: coder.containsValue(forKey:)) { try layer.decodeProperties(from: coder) }
        if let frame = try coder.decode(CGRect.self, forKey: "frame") { self.frame = frame }
        if let bounds = try coder.decode(CGRect.self, forKey: "bounds") { storedBounds = bounds }
        if let center = try coder.decode(CGPoint.self, forKey: "center") { storedCenter = center }
        if let transform = try coder.decode(CGAffineTransform.self, forKey: "transform") { storedTransform = transform }
        backgroundColor = try coder.decode(Color.self, forKey: "backgroundColor")
        if let v = try coder.decode(Bool.self, forKey: "isHidden") { isHidden = v }
        if let v = try coder.decode(CGFloat.self, forKey: "alpha") { alpha = v }
        if let v = try coder.decode(Bool.self, forKey: "isOpaque") { isOpaque = v }
        storedTintColor = try coder.decode(Color.self, forKey: "tintColor")
        if let v = try coder.decode(TintAdjustmentMode.self, forKey: "tintAdjustmentMode") { storedTintAdjustmentMode = v }
        if let v = try coder.decode(Bool.self, forKey: "clipsToBounds") { clipsToBounds = v }
        if let v = try coder.decode(Bool.self, forKey: "clearsContextBeforeDrawing") { clearsContextBeforeDrawing = v }
        if let v = try coder.decode(Bool.self, forKey: "isUserInteractionEnabled") { isUserInteractionEnabled = v }
        if let v = try coder.decode(Bool.self, forKey: "isMultipleTouchEnabled") { isMultipleTouchEnabled = v }
        if let v = try coder.decode(Bool.self, forKey: "isExclusiveTouch") { isExclusiveTouch = v }
        if let v = try coder.decode(AutoresizingMask.self, forKey: "autoresizingMask") { autoresizingMask = v }
        if let v = try coder.decode(Bool.self, forKey: "autoresizesSubviews") { autoresizesSubviews = v }
        if let v = try coder.decode(ContentMode.self, forKey: "contentMode") { contentMode = v }
        if let v = try coder.decode(CGFloat.self, forKey: "contentScaleFactor") { contentScaleFactor = v }
        if let v = try coder.decode(Int.self, forKey: "tag") { tag = v }
        restorationIdentifier = try coder.decode(String.self, forKey: "restorationIdentifier")
        if let v = try coder.decode(Bool.self, forKey: "translatesAutoresizingMaskIntoConstraints") {
            translatesAutoresizingMaskIntoConstraints = v
        }
        if let v = try coder.decode(EdgeInsets.self, forKey: "layoutMargins") { storedLayoutMargins = v }
        if let v = try coder.decode(Bool.self, forKey: "preservesSuperviewLayoutMargins") { preservesSuperviewLayoutMargins = v }
        if let v = try coder.decode(Bool.self, forKey: "insetsLayoutMarginsFromSafeArea") { insetsLayoutMarginsFromSafeArea = v }
        if let v = try coder.decode(SemanticContentAttribute.self, forKey: "semanticContentAttribute") {
            semanticContentAttribute = v
        }
        if let v = try coder.decode(Float.self, forKey: "horizontalHuggingPriority") { huggingPriorities.horizontal = .init(v) }
        if let v = try coder.decode(Float.self, forKey: "verticalHuggingPriority") { huggingPriorities.vertical = .init(v) }
        if let v = try coder.decode(Float.self, forKey: "horizontalCompressionResistancePriority") {
            compressionPriorities.horizontal = .init(v)
        }
        if let v = try coder.decode(Float.self, forKey: "verticalCompressionResistancePriority") {
            compressionPriorities.vertical = .init(v)
        }
        if let v = try coder.decode(Bool.self, forKey: "isAccessibilityElement") { isAccessibilityElement = v }
        accessibilityLabel = try coder.decode(String.self, forKey: "accessibilityLabel")
        accessibilityHint = try coder.decode(String.self, forKey: "accessibilityHint")
        accessibilityIdentifier = try coder.decode(String.self, forKey: "accessibilityIdentifier")
        accessibilityValue = try coder.decode(String.self, forKey: "accessibilityValue")
        if let v = try coder.decode(AccessibilityTraits.self, forKey: "accessibilityTraits") { accessibilityTraits = v }
        try coder.decodeConditionalObject(of: View.self, forKey: "mask") { [unowned self] in self.mask = $0 }
        for subview in try coder.decodeObjects(of: View.self, forKey: "subviews") ?? [] { addSubview(subview) }
        for guide in try coder.decodeObjects(of: LayoutGuide.self, forKey: "layoutGuides") ?? [] { addLayoutGuide(guide) }
        if let decoded = try coder.decodeObjects(of: LayoutConstraint.self, forKey: "constraints") { addConstraints(decoded) }
        for recognizer in try coder.decodeObjects(of: GestureRecognizer.self, forKey: "gestureRecognizers") ?? [] {
            addGestureRecognizer(recognizer)
        }
        for effect in try coder.decodeObjects(of: MotionEffect.self, forKey: "motionEffects") ?? [] { addMotionEffect(effect) }
    }
}
