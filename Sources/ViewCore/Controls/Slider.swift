import Foundation

/// A control for picking a value from a continuous range, UIKit's `UISlider`.
///
/// `value` always lies within `minimumValue ... maximumValue`: setting it outside clamps it,
/// and moving a bound past the value moves the value (UIKit's rule). Setting it in code sends
/// nothing; `simulateSlide(to:)` moves it as a drag would and sends `.valueChanged`.
///
/// Archived keys: `value`, `minimumValue`, `maximumValue`, `isContinuous`,
/// `minimumTrackTintColor`, `maximumTrackTintColor`, `thumbTintColor`, `minimumValueImage`,
/// `maximumValueImage`.
open class Slider: Control {
    /// UIKit's slider content height, 30 points (its frame is 31 high, see
    /// `alignmentRectInsets`); the width is left to constraints.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 30) }

    /// UIKit's slider aligns by a rectangle 2 points inside its frame at each end and 1 point
    /// above its bottom, where the thumb's shadow overhangs: pinned 20 points from an edge, its
    /// frame starts at 18, and it is 31 high (as Interface Builder stores it).
    open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 2, bottom: 1, right: 2) }

    /// The value, clamped to the range; 0 by default.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The low end of the range; 0 by default. Raising it past `maximumValue` raises that too.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// The high end of the range; 1 by default. Lowering it below `minimumValue` lowers that too.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// Whether a drag sends `.valueChanged` continuously (true) or only at its end.
    open var isContinuous = true
    /// The track colour left of the thumb; nil uses the tint colour.
    open var minimumTrackTintColor: Color?
    /// The track colour right of the thumb.
    open var maximumTrackTintColor: Color?
    /// The thumb colour.
    open var thumbTintColor: Color?
    /// An image at the low end.
    open var minimumValueImage: Image?
    /// An image at the high end.
    open var maximumValueImage: Image?

    private var storedValue: Float = 0

    /// Creates a slider with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a slider from an archive; see the type's documentation for the keys. The range is
    /// read before the value, so the value is clamped to the archived range.
    ///
    /// - Throws: `CodingError` for a value of the wrong type, or (`.invalidValue`) a range whose
    ///   minimum exceeds its maximum.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        let low = try coder.decode(Float.self, forKey: "minimumValue") ?? 0
        let high = try coder.decode(Float.self, forKey: "maximumValue") ?? 1
        guard low <= high else {
            throw coder.error(.invalidValue, "minimumValue \(low) exceeds maximumValue \(high)", forKey: "minimumValue")
        }
        maximumValue = high
        minimumValue = low
        if let v = try coder.decode(Float.self, forKey: "value") { value = v }
        if let v = try coder.decode(Bool.self, forKey: "isContinuous") { isContinuous = v }
        minimumTrackTintColor = try coder.decode(Color.self, forKey: "minimumTrackTintColor")
        maximumTrackTintColor = try coder.decode(Color.self, forKey: "maximumTrackTintColor")
        thumbTintColor = try coder.decode(Color.self, forKey: "thumbTintColor")
        minimumValueImage = try coder.decode(Image.self, forKey: "minimumValueImage")
        maximumValueImage = try coder.decode(Image.self, forKey: "maximumValueImage")
    }

    /// Writes the control's properties, then the slider's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(storedValue, forKey: "value", omittingDefault: 0)
        coder.encode(minimumValue, forKey: "minimumValue", omittingDefault: 0)
        coder.encode(maximumValue, forKey: "maximumValue", omittingDefault: 1)
        coder.encode(isContinuous, forKey: "isContinuous", omittingDefault: true)
        coder.encode(minimumTrackTintColor, forKey: "minimumTrackTintColor")
        coder.encode(maximumTrackTintColor, forKey: "maximumTrackTintColor")
        coder.encode(thumbTintColor, forKey: "thumbTintColor")
        coder.encode(minimumValueImage, forKey: "minimumValueImage")
        coder.encode(maximumValueImage, forKey: "maximumValueImage")
    }

    /// Sets `value` (clamped); there is no animation and no action is sent.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// Moves the thumb to `value` (clamped) as a drag would and sends `.valueChanged`; does
    /// nothing when disabled.
    ///
    /// - Returns: whether the slider moved.
    @discardableResult
    public func simulateSlide(to value: Float) -> Bool {
        guard isEnabled else { return false }
        self.value = value
        sendActions(for: .valueChanged)
        return true
    }
}
