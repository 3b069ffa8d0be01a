import Foundation

/// Decoding a view: a table of the archived keys, each with how to apply it, in the order they
/// are applied.
///
/// A view has some sixty archived keys and a file usually sets a handful, so rather than asking
/// the coder for every key, `init(coder:)` asks which keys the object holds and runs only their
/// decoders. The order is fixed by the table, not by the file, where properties depend on each
/// other: the layer (its anchor point) before `frame`, the geometry before everything else,
/// the view's own properties before its subviews, subviews before constraints.
extension View {
    static let viewProperties = ArchivedProperties<View>([
        .value("layer.anchorPoint", CGPoint.self) { $0.layer.anchorPoint = $1 },
        .value("layer.cornerRadius", CGFloat.self) { $0.layer.cornerRadius = $1 },
        .value("layer.borderWidth", CGFloat.self) { $0.layer.borderWidth = $1 },
        .optional("layer.borderColor", Color.self) { $0.layer.borderColor = $1 },
        .value("layer.zPosition", CGFloat.self) { $0.layer.zPosition = $1 },
        .optional("layer.shadowColor", Color.self) { $0.layer.shadowColor = $1 },
        .value("layer.shadowOpacity", Float.self) { $0.layer.shadowOpacity = $1 },
        .value("layer.shadowOffset", CGSize.self) { $0.layer.shadowOffset = $1 },
        .value("layer.shadowRadius", CGFloat.self) { $0.layer.shadowRadius = $1 },
        .value("frame", CGRect.self) { $0.frame = $1 },
        .value("bounds", CGRect.self) { $0.storedBounds = $1 },
        .value("center", CGPoint.self) { $0.storedCenter = $1 },
        .value("transform", CGAffineTransform.self) { $0.storedTransform = $1 },
        .optional("backgroundColor", Color.self) { $0.backgroundColor = $1 },
        .value("isHidden", Bool.self) { $0.isHidden = $1 },
        .value("alpha", CGFloat.self) { $0.alpha = $1 },
        .value("isOpaque", Bool.self) { $0.isOpaque = $1 },
        .optional("tintColor", Color.self) { $0.storedTintColor = $1 },
        .value("tintAdjustmentMode", TintAdjustmentMode.self) { $0.storedTintAdjustmentMode = $1 },
        .value("clipsToBounds", Bool.self) { $0.clipsToBounds = $1 },
        .value("clearsContextBeforeDrawing", Bool.self) { $0.clearsContextBeforeDrawing = $1 },
        .value("isUserInteractionEnabled", Bool.self) { $0.isUserInteractionEnabled = $1 },
        .value("isMultipleTouchEnabled", Bool.self) { $0.isMultipleTouchEnabled = $1 },
        .value("isExclusiveTouch", Bool.self) { $0.isExclusiveTouch = $1 },
        .value("autoresizingMask", AutoresizingMask.self) { $0.autoresizingMask = $1 },
        .value("autoresizesSubviews", Bool.self) { $0.autoresizesSubviews = $1 },
        .value("contentMode", ContentMode.self) { $0.contentMode = $1 },
        .value("contentScaleFactor", CGFloat.self) { $0.contentScaleFactor = $1 },
        .value("tag", Int.self) { $0.tag = $1 },
        .optional("restorationIdentifier", String.self) { $0.restorationIdentifier = $1 },
        .value("translatesAutoresizingMaskIntoConstraints", Bool.self) {
            $0.translatesAutoresizingMaskIntoConstraints = $1
        },
        .value("layoutMargins", EdgeInsets.self) { $0.storedLayoutMargins = $1 },
        .value("preservesSuperviewLayoutMargins", Bool.self) { $0.preservesSuperviewLayoutMargins = $1 },
        .value("insetsLayoutMarginsFromSafeArea", Bool.self) { $0.insetsLayoutMarginsFromSafeArea = $1 },
        .value("semanticContentAttribute", SemanticContentAttribute.self) { $0.semanticContentAttribute = $1 },
        // After the reading direction, which says which side `leading` is. Written back as
        // `layoutMargins`, the same margins.
        .value("directionalLayoutMargins", DirectionalEdgeInsets.self) { $0.directionalLayoutMargins = $1 },
        .value("horizontalHuggingPriority", Float.self) { $0.huggingPriorities.horizontal = LayoutPriority($1) },
        .value("verticalHuggingPriority", Float.self) { $0.huggingPriorities.vertical = LayoutPriority($1) },
        .value("horizontalCompressionResistancePriority", Float.self) {
            $0.compressionPriorities.horizontal = LayoutPriority($1)
        },
        .value("verticalCompressionResistancePriority", Float.self) {
            $0.compressionPriorities.vertical = LayoutPriority($1)
        },
        .value("isAccessibilityElement", Bool.self) { $0.isAccessibilityElement = $1 },
        .optional("accessibilityLabel", String.self) { $0.accessibilityLabel = $1 },
        .optional("accessibilityHint", String.self) { $0.accessibilityHint = $1 },
        .optional("accessibilityIdentifier", String.self) { $0.accessibilityIdentifier = $1 },
        .optional("accessibilityValue", String.self) { $0.accessibilityValue = $1 },
        .value("accessibilityTraits", AccessibilityTraits.self) { $0.accessibilityTraits = $1 },
        .init("mask") { view, coder in
            try coder.decodeConditionalObject(of: View.self, forKey: "mask") { [unowned view] in view.mask = $0 }
        },
        .init("subviews") { view, coder in
            for subview in try coder.decodeObjects(of: View.self, forKey: "subviews") ?? [] { view.addSubview(subview) }
        },
        .init("layoutGuides") { view, coder in
            for guide in try coder.decodeObjects(of: LayoutGuide.self, forKey: "layoutGuides") ?? [] {
                view.addLayoutGuide(guide)
            }
        },
        .init("constraints") { view, coder in
            if let decoded = try coder.decodeObjects(of: LayoutConstraint.self, forKey: "constraints") {
                view.addConstraints(decoded)
            }
        },
        .init("gestureRecognizers") { view, coder in
            for recognizer in try coder.decodeObjects(of: GestureRecognizer.self, forKey: "gestureRecognizers") ?? [] {
                view.addGestureRecognizer(recognizer)
            }
        },
        .init("motionEffects") { view, coder in
            for effect in try coder.decodeObjects(of: MotionEffect.self, forKey: "motionEffects") ?? [] {
                view.addMotionEffect(effect)
            }
        },
    ])

    func decodeViewProperties(from coder: Coder) throws {
        // A window is its own window before its subviews are decoded, so that each decoded
        // subtree enters it through `addSubview(_:)` with the window hooks, as in code.
        if let window = self as? Window { storedWindow = window }
        try View.viewProperties.decode(into: self, from: coder)
    }
}
