import Foundation

/// A horizontal row of segments of which one is selected, UIKit's `UISegmentedControl`.
///
/// `selectedSegmentIndex` is `SegmentedControl.noSegment` (-1) or a valid index: removing the
/// selected segment clears it. Setting it in code sends nothing; `simulateSelection(of:)`
/// selects as a tap would and sends `.valueChanged`.
///
/// ```swift
/// let control = SegmentedControl(items: ["Day", "Week", "Month"])
/// control.selectedSegmentIndex = 0
/// ```
///
/// Archived keys: `segments` (an array of dictionaries with `title`, `image`, `isEnabled` when
/// false and `width` when not 0), `selectedSegmentIndex`, `isMomentary`,
/// `apportionsSegmentWidthsByContent`, `selectedSegmentTintColor`.
open class SegmentedControl: Control {
    /// The value of `selectedSegmentIndex` when no segment is selected, UIKit's `noSegment`.
    public static let noSegment = -1

    struct Segment: Equatable {
        var title: String?
        var image: Image?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private var storedSelectedIndex = SegmentedControl.noSegment

    /// 31 points high: its alignment rectangle, a 32-point frame (UIKit's height since iOS 13)
    /// less the point of shadow below the segments (`alignmentRectInsets`); as wide as its
    /// segments, each as wide as the widest title (`View.textMeasuring`, 13-point font) plus 24
    /// points of padding, or the width set for it.
    open override var intrinsicContentSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: View.noIntrinsicMetric, height: 31) }
        let widest = segments.map { TextMetrics.size(of: $0.title ?? "", font: Self.titleFont).width + 24 }.max() ?? 0
        let width = segments.map { $0.width > 0 ? $0.width : widest }.reduce(0, +)
        return CGSize(width: width, height: 31)
    }

    /// The point at the bottom of the frame that layout leaves out, as UIKit's segmented control
    /// does: a view placed 8 points below it in Interface Builder is stored 7 points below its
    /// frame (29-point frames before iOS 13, 32-point ones since, in the shared corpus).
    open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) }

    /// The titles' baseline: each segment centres its title, in the 13-point system font.
    override func baselinePlacement(last: Bool) -> (fraction: CGFloat, offset: CGFloat) {
        TextMetrics.centredBaseline(" ", font: Self.titleFont, last: last)
    }

    /// The font the segments' titles are measured in.
    private static let titleFont = Font.systemFont(ofSize: 13)

    /// The selected segment, or `noSegment`; setting an index out of range selects none.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set { storedSelectedIndex = segments.indices.contains(newValue) ? newValue : SegmentedControl.noSegment }
    }
    /// Whether segments spring back after a tap instead of staying selected.
    open var isMomentary = false
    /// Whether segment widths follow their content instead of being equal.
    open var apportionsSegmentWidthsByContent = false
    /// The colour of the selected segment.
    open var selectedSegmentTintColor: Color?

    /// Creates an empty segmented control with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control with one segment per title, none selected.
    public convenience init(items: [String]) {
        self.init(frame: .zero)
        segments = items.map { Segment(title: $0) }
    }

    /// Creates a segmented control from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type, or (`.invalidValue`) a selected
    ///   index that names no segment.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let value = try coder.decodeValue(forKey: "segments") {
            guard case .array(let items) = value else {
                throw coder.error(
                    .typeMismatch, "expected array of segment dictionaries, found \(value.typeName)", forKey: "segments"
                )
            }
            segments = try items.enumerated().map { index, item in
                guard case .dictionary(let fields) = item else {
                    throw coder.error(
                        .typeMismatch, "expected a segment dictionary at index \(index), found \(item.typeName)",
                        forKey: "segments")
                }
                return try Self.segment(from: fields, index: index, coder: coder)
            }
        }
        if let v = try coder.decode(Int.self, forKey: "selectedSegmentIndex") {
            guard v == SegmentedControl.noSegment || segments.indices.contains(v) else {
                throw coder.error(
                    .invalidValue, "selectedSegmentIndex \(v) is out of range for \(segments.count) segments",
                    forKey: "selectedSegmentIndex")
            }
            storedSelectedIndex = v
        }
        if let v = try coder.decode(Bool.self, forKey: "isMomentary") { isMomentary = v }
        if let v = try coder.decode(Bool.self, forKey: "apportionsSegmentWidthsByContent") {
            apportionsSegmentWidthsByContent = v
        }
        selectedSegmentTintColor = try coder.decode(Color.self, forKey: "selectedSegmentTintColor")
    }

    /// Writes the control's properties, then the segments and settings that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        if !segments.isEmpty {
            coder.encodeValue(
                .array(
                    segments.map { segment in
                        var fields: [String: CodingValue] = [:]
                        if let title = segment.title { fields["title"] = .string(title) }
                        if let image = segment.image { fields["image"] = .image(image) }
                        if !segment.isEnabled { fields["isEnabled"] = .bool(false) }
                        if segment.width != 0 { fields["width"] = segment.width.codingValue }
                        return .dictionary(fields)
                    }), forKey: "segments")
        }
        coder.encode(storedSelectedIndex, forKey: "selectedSegmentIndex", omittingDefault: SegmentedControl.noSegment)
        coder.encode(isMomentary, forKey: "isMomentary", omittingDefault: false)
        coder.encode(
            apportionsSegmentWidthsByContent, forKey: "apportionsSegmentWidthsByContent", omittingDefault: false)
        coder.encode(selectedSegmentTintColor, forKey: "selectedSegmentTintColor")
    }

    // MARK: Segments

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `index` (clamped to `0...numberOfSegments`). A
    /// selection at or after `index` moves with its segment.
    open func insertSegment(withTitle title: String?, at index: Int, animated: Bool = false) {
        insert(Segment(title: title), at: index)
    }

    /// Inserts a segment showing `image` at `index` (clamped).
    open func insertSegment(with image: Image?, at index: Int, animated: Bool = false) {
        insert(Segment(image: image), at: index)
    }

    /// Removes the segment at `index` (nothing when out of range); removing the selected one
    /// clears the selection.
    open func removeSegment(at index: Int, animated: Bool = false) {
        guard segments.indices.contains(index) else { return }
        segments.remove(at: index)
        if storedSelectedIndex == index {
            storedSelectedIndex = SegmentedControl.noSegment
        } else if storedSelectedIndex > index {
            storedSelectedIndex -= 1
        }
    }

    /// Removes every segment and the selection.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = SegmentedControl.noSegment
    }

    /// Sets the title of the segment at `index` (nothing when out of range).
    open func setTitle(_ title: String?, forSegmentAt index: Int) {
        if segments.indices.contains(index) { segments[index].title = title }
    }

    /// The title of the segment at `index`, or nil.
    open func titleForSegment(at index: Int) -> String? {
        segments.indices.contains(index) ? segments[index].title : nil
    }

    /// Sets the image of the segment at `index` (nothing when out of range).
    open func setImage(_ image: Image?, forSegmentAt index: Int) {
        if segments.indices.contains(index) { segments[index].image = image }
    }

    /// The image of the segment at `index`, or nil.
    open func imageForSegment(at index: Int) -> Image? {
        segments.indices.contains(index) ? segments[index].image : nil
    }

    /// Enables or disables the segment at `index` (nothing when out of range).
    open func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        if segments.indices.contains(index) { segments[index].isEnabled = enabled }
    }

    /// Whether the segment at `index` is enabled (false when out of range).
    open func isEnabledForSegment(at index: Int) -> Bool {
        segments.indices.contains(index) ? segments[index].isEnabled : false
    }

    /// Sets the width of the segment at `index`; 0 sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt index: Int) {
        if segments.indices.contains(index) { segments[index].width = width }
    }

    /// The width of the segment at `index`; 0 means automatic.
    open func widthForSegment(at index: Int) -> CGFloat {
        segments.indices.contains(index) ? segments[index].width : 0
    }

    /// Selects `index` as a tap would and sends `.valueChanged` (a momentary control then clears
    /// the selection again); nothing happens when the control or the segment is disabled.
    ///
    /// - Returns: whether the segment was selected.
    @discardableResult
    public func simulateSelection(of index: Int) -> Bool {
        guard isEnabled, isEnabledForSegment(at: index) else { return false }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = SegmentedControl.noSegment }
        return true
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
    }

    private static func segment(from fields: [String: CodingValue], index: Int, coder: Coder) throws -> Segment {
        var segment = Segment()
        for (name, value) in fields {
            switch (name, value) {
            case ("title", .string(let v)): segment.title = v
            case ("image", .image(let v)): segment.image = v
            case ("isEnabled", .bool(let v)): segment.isEnabled = v
            case ("width", _):
                guard let v = CGFloat(codingValue: value) else { fallthrough }
                segment.width = v
            default:
                throw coder.error(
                    .typeMismatch, "unexpected \(quoted: name) (\(value.typeName)) in segment \(index)",
                    forKey: "segments")
            }
        }
        return segment
    }
}
