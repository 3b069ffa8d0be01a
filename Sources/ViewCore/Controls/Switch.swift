import Foundation

/// An on/off control, UIKit's `UISwitch`.
///
/// Setting `isOn` in code sends nothing, as in UIKit; `simulateToggle()` flips it as a tap
/// would and sends `.valueChanged`.
///
/// Archived keys: `isOn`, `onTintColor`, `thumbTintColor`.
open class Switch: Control {
    /// UIKit's fixed switch size, returned as the intrinsic size.
    public static let standardSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on; false by default.
    open var isOn = false
    /// The track colour when on; nil uses the system green.
    open var onTintColor: Color?
    /// The thumb colour; nil uses white.
    open var thumbTintColor: Color?

    /// Creates a switch with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a switch from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(Bool.self, forKey: "isOn") { isOn = v }
        onTintColor = try coder.decode(Color.self, forKey: "onTintColor")
        thumbTintColor = try coder.decode(Color.self, forKey: "thumbTintColor")
    }

    /// Writes the control's properties, then the switch's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(isOn, forKey: "isOn", omittingDefault: false)
        coder.encode(onTintColor, forKey: "onTintColor")
        coder.encode(thumbTintColor, forKey: "thumbTintColor")
    }

    /// Sets `isOn`; there is no animation and, as in UIKit, no action is sent.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// 49 × 31 points: UIKit's switch frame, 51 × 31, less the 2 points at its right edge that
    /// `alignmentRectInsets` leaves out.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Switch.standardSize.width - 2, height: Switch.standardSize.height)
    }

    /// UIKit's switch aligns by its frame less 2 points at the right, where its track's shadow
    /// falls: pinned 20 points from a right edge, its frame ends 2 points past the pin, and in a
    /// stack view it overhangs the stack by those 2 points (as Interface Builder stores it).
    open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) }

    /// 51 × 31 points, whatever the proposal.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.standardSize }

    /// Flips the switch as a tap would and sends `.valueChanged`; does nothing when disabled.
    ///
    /// - Returns: whether the switch flipped.
    @discardableResult
    public func simulateToggle() -> Bool {
        guard isEnabled else { return false }
        isOn.toggle()
        sendActions(for: .valueChanged)
        return true
    }
}
