import Foundation

/// The layer behind a view, Core Animation's `CALayer` reduced to what interface files set:
/// corner radius, border, masking, anchor point, z position and shadow. There is no rendering;
/// the values are kept, archived with the view (under `layer.*` keys, the key paths Interface
/// Builder's runtime attributes use; `View+Decoding.swift` reads them back).
open class Layer {
    /// The view the layer backs; it is the layer's delegate, as in UIKit.
    public internal(set) weak var delegate: View?

    /// The radius of the rounded corners, in points; 0 (square corners) by default.
    open var cornerRadius: CGFloat = 0
    /// The width of the border, in points; 0 (no border) by default.
    open var borderWidth: CGFloat = 0
    /// Opaque black by default, as Core Animation's.
    open var borderColor: Color? = .black
    /// Whether sublayers (and so subviews) are clipped to the bounds; mirrors `clipsToBounds`.
    open var masksToBounds: Bool {
        get { delegate?.clipsToBounds ?? storedMasksToBounds }
        set {
            storedMasksToBounds = newValue
            delegate?.clipsToBounds = newValue
        }
    }
    /// The point, in unit coordinates of the bounds, that `center` names and transforms turn about.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's position on the z-axis, relative to its siblings; 0 by default.
    open var zPosition: CGFloat = 0
    /// Opaque black by default.
    open var shadowColor: Color? = .black
    /// The shadow's opacity, from 0 (no shadow, the default) to 1.
    open var shadowOpacity: Float = 0
    /// The shadow's offset from the layer, in points; (0, -3) by default, as Core Animation's.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius, in points; 3 by default.
    open var shadowRadius: CGFloat = 3
    private var storedMasksToBounds = false

    /// Creates a layer with Core Animation's defaults.
    public required init() {}

    /// Writes the properties that differ from their defaults under `layer.*` keys.
    func encodeProperties(with coder: Coder) {
        coder.encode(cornerRadius, forKey: "layer.cornerRadius", omittingDefault: 0)
        coder.encode(borderWidth, forKey: "layer.borderWidth", omittingDefault: 0)
        if borderColor != .black { coder.encodeValue(borderColor?.codingValue ?? .null, forKey: "layer.borderColor") }
        coder.encode(anchorPoint, forKey: "layer.anchorPoint", omittingDefault: CGPoint(x: 0.5, y: 0.5))
        coder.encode(zPosition, forKey: "layer.zPosition", omittingDefault: 0)
        if shadowColor != .black { coder.encodeValue(shadowColor?.codingValue ?? .null, forKey: "layer.shadowColor") }
        coder.encode(shadowOpacity, forKey: "layer.shadowOpacity", omittingDefault: 0)
        coder.encode(shadowOffset, forKey: "layer.shadowOffset", omittingDefault: CGSize(width: 0, height: -3))
        coder.encode(shadowRadius, forKey: "layer.shadowRadius", omittingDefault: 3)
    }
}
