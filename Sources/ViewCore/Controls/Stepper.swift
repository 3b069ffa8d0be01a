import Foundation

/// A control of two buttons that step a value up and down, UIKit's `UIStepper`.
///
/// The value stays within `minimumValue...maximumValue`; changing the range pulls it back in.
/// Setting `value` in code sends nothing; `simulateIncrement()` and `simulateDecrement()` step
/// it as a tap would and send `.valueChanged`.
///
/// Archived keys: `value`, `minimumValue`, `maximumValue`, `stepValue`, `isContinuous`,
/// `autorepeat`, `wraps`.
open class Stepper: Control {
    /// UIKit's fixed stepper size, returned as the intrinsic size.
    public static let standardSize = CGSize(width: 94, height: 32)

    /// The value, kept within the range; 0 by default.
    open var value: Double = 0 { didSet { clampValue() } }
    /// The lowest value; 0 by default. Raising it past `maximumValue` raises that too.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampValue()
        }
    }
    /// The highest value; 100 by default. Lowering it past `minimumValue` lowers that too.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampValue()
        }
    }
    /// How much a tap changes the value; 1 by default. Not positive values are ignored.
    open var stepValue: Double = 1 { didSet { if stepValue <= 0 { stepValue = oldValue } } }
    /// Whether `.valueChanged` is sent while a button is held, rather than on release; true by default.
    open var isContinuous = true
    /// Whether holding a button repeats the step; true by default.
    open var autorepeat = true
    /// Whether stepping past one end of the range wraps to the other; false by default.
    open var wraps = false

    /// Creates a stepper with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stepper from an archive; see the type's documentation for the keys. The range
    /// is read before the value.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or a step value that is not positive.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        try Stepper.stepperProperties.decode(into: self, from: coder)
    }

    private static let stepperProperties = ArchivedProperties<Stepper>([
        .value("minimumValue", Double.self) { $0.minimumValue = $1 },
        .value("maximumValue", Double.self) { $0.maximumValue = $1 },
        .init("stepValue") { stepper, coder in
            guard let step = try coder.decode(Double.self, forKey: "stepValue") else { return }
            guard step > 0 else {
                throw coder.error(.invalidValue, "stepValue must be positive, found \(step)", forKey: "stepValue")
            }
            stepper.stepValue = step
        },
        .value("value", Double.self) { $0.value = $1 },
        .value("isContinuous", Bool.self) { $0.isContinuous = $1 },
        .value("autorepeat", Bool.self) { $0.autorepeat = $1 },
        .value("wraps", Bool.self) { $0.wraps = $1 },
    ])

    /// Writes the control's properties, then the stepper's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(minimumValue, forKey: "minimumValue", omittingDefault: 0)
        coder.encode(maximumValue, forKey: "maximumValue", omittingDefault: 100)
        coder.encode(stepValue, forKey: "stepValue", omittingDefault: 1)
        coder.encode(value, forKey: "value", omittingDefault: 0)
        coder.encode(isContinuous, forKey: "isContinuous", omittingDefault: true)
        coder.encode(autorepeat, forKey: "autorepeat", omittingDefault: true)
        coder.encode(wraps, forKey: "wraps", omittingDefault: false)
    }

    /// 94 × 32 points, UIKit's stepper size.
    open override var intrinsicContentSize: CGSize { Stepper.standardSize }

    /// 94 × 32 points, whatever the proposal.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Stepper.standardSize }

    /// Steps the value up as a tap on "+" would (wrapping to the minimum past the maximum when
    /// `wraps`) and sends `.valueChanged`; does nothing when disabled or at the maximum.
    ///
    /// - Returns: whether the value changed.
    @discardableResult
    public func simulateIncrement() -> Bool { step(by: stepValue) }

    /// Steps the value down as a tap on "−" would; see `simulateIncrement()`.
    ///
    /// - Returns: whether the value changed.
    @discardableResult
    public func simulateDecrement() -> Bool { step(by: -stepValue) }

    private func step(by delta: Double) -> Bool {
        guard isEnabled else { return false }
        let old = value
        var next = value + delta
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        value = next
        guard value != old else { return false }
        sendActions(for: .valueChanged)
        return true
    }

    private func clampValue() {
        let clamped = min(max(value, minimumValue), maximumValue)
        if clamped != value { value = clamped }
    }
}
