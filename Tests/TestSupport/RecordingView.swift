import Foundation
import ViewCore

/// The ordered list of lifecycle callbacks a group of recording views received.
///
/// Each entry is a string such as `"A.willMove(toWindow: w)"`, `"P.didAddSubview(A)"`,
/// `"A.layoutSubviews"`, `"A.draw(0,0,10,10)"` or `"A.tintColorDidChange"`, so a test pins a
/// whole sequence with one comparison:
///
/// ```swift
/// let log = CallLog()
/// let p = RecordingView("P", log: log), a = RecordingView("A", log: log)
/// p.addSubview(a)
/// #expect(log.take() == ["A.willMove(toSuperview: P)", "A.didMoveToSuperview", "P.didAddSubview(A)"])
/// ```
///
/// One log belongs to one test: views write into it synchronously, so it needs no lock.
public final class CallLog: CustomStringConvertible {
    /// Every entry since the log was made or last taken.
    public private(set) var entries: [String] = []

    /// An empty value.
    public init() {}

    /// Appends one entry.
    public func record(_ entry: String) {
        entries.append(entry)
    }

    /// The entries so far, emptying the log.
    public func take() -> [String] {
        defer { entries = [] }
        return entries
    }

    /// Forgets every entry (after the set-up of a test, before the step it pins).
    public func clear() {
        entries = []
    }

    /// The entries whose hook name (the part after the view's name) is one of `hooks`, e.g.
    /// `take(only: ["tintColorDidChange"])`; the log is emptied.
    public func take(only hooks: Set<String>) -> [String] {
        take().filter { entry in
            guard let dot = entry.firstIndex(of: ".") else { return false }
            let rest = entry[entry.index(after: dot)...]
            let hook = rest.prefix { $0 != "(" }
            return hooks.contains(String(hook))
        }
    }

    /// The recorded lines, as an array's description.
    public var description: String { entries.description }

    /// Whether the log holds exactly `rhs`, in order.
    public static func == (lhs: CallLog, rhs: [String]) -> Bool { lhs.entries == rhs }
}

/// A view or window that writes every lifecycle hook it receives into a `CallLog`.
public protocol Recording: View {
    /// The short name entries use ("A", "P", "w").
    var name: String { get }
    var log: CallLog { get }
    /// Called after each entry is recorded, while the hook runs: lets a test look at the
    /// view's state (superview, window, frame) at that moment.
    var onRecord: ((String) -> Void)? { get }
}

extension Recording {
    func note(_ hook: String) {
        let entry = "\(name).\(hook)"
        log.record(entry)
        onRecord?(entry)
    }
}

/// How entries name a view, a window or nil: a recording view's name, otherwise its class.
public func recordedName(_ view: View?) -> String {
    guard let view else { return "nil" }
    if let recording = view as? any Recording { return recording.name }
    return "\(type(of: view))"
}

/// A rectangle as entries print it: `0,0,10,10`, with whole numbers printed without a fraction.
public func recordedRect(_ rect: CGRect) -> String {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(recordedNumber).joined(separator: ",")
}

func recordedNumber(_ value: CGFloat) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}

/// A recording spy: a `View` that logs every lifecycle hook (and calls `super`).
open class RecordingView: View, Recording {
    /// The name the records are written under.
    public let name: String
    /// Where the calls are recorded.
    public let log: CallLog
    /// Called with each line as it is recorded.
    public var onRecord: ((String) -> Void)?

    /// A spy named `name` writing into `log`.
    public init(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10), log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    /// Decodes the archived properties, as the class's `init(coder:)` must.
    public required init(coder: Coder) throws {
        name = "decoded"
        log = CallLog()
        try super.init(coder: coder)
    }

    open override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        note("willMove(toSuperview: \(recordedName(newSuperview)))")
    }
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        note("didMoveToSuperview")
    }
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        note("willMove(toWindow: \(recordedName(newWindow)))")
    }
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        note("didMoveToWindow")
    }
    open override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        note("didAddSubview(\(recordedName(subview)))")
    }
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        note("willRemoveSubview(\(recordedName(subview)))")
    }
    open override func layoutSubviews() {
        super.layoutSubviews()
        note("layoutSubviews")
    }
    open override func awakeFromNib() {
        super.awakeFromNib()
        note("awakeFromNib")
    }
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        note("tintColorDidChange")
    }
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        note("layoutMarginsDidChange")
    }
    open override func updateConstraints() {
        note("updateConstraints")
        super.updateConstraints()
    }
    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        note("draw(\(recordedRect(rect)))")
    }
}

/// A recording `Window`: logs the same hooks as `RecordingView`, so a cycle's layout and
/// display of the window itself show in the log too.
open class RecordingWindow: Window, Recording {
    /// The name the records are written under.
    public let name: String
    /// Where the calls are recorded.
    public let log: CallLog
    /// Called with each line as it is recorded.
    public var onRecord: ((String) -> Void)?

    /// A window named `name` writing into `log`.
    public init(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480), log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    /// Decodes the archived properties, as the class's `init(coder:)` must.
    public required init(coder: Coder) throws {
        name = "decoded"
        log = CallLog()
        try super.init(coder: coder)
    }

    open override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        note("didAddSubview(\(recordedName(subview)))")
    }
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        note("willRemoveSubview(\(recordedName(subview)))")
    }
    open override func layoutSubviews() {
        super.layoutSubviews()
        note("layoutSubviews")
    }
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        note("tintColorDidChange")
    }
    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        note("draw(\(recordedRect(rect)))")
    }
}
