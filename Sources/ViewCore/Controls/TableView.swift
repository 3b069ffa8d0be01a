import Foundation

/// A scrolling list of rows in sections, UIKit's `UITableView`, reduced to its configuration and
/// selection: there is no data source, no cells and no row layout yet.
///
/// Selection follows UIKit: with `allowsSelection` off nothing can be selected; without
/// `allowsMultipleSelection` selecting a row deselects the previous one. Selecting in code sends
/// no delegate messages (there is no delegate); `simulateSelection(ofRowAt:)` selects as the user
/// does, running the row's cell's selection actions (a storyboard's segues from that cell).
///
/// Archived keys (besides the scroll view's): `style`, `rowHeight`, `estimatedRowHeight`,
/// `sectionHeaderHeight`, `sectionFooterHeight`, `separatorStyle`, `separatorColor`,
/// `separatorInset`, `allowsSelection`, `allowsMultipleSelection`, `allowsSelectionDuringEditing`,
/// `isEditing`, `tableHeaderView` and `tableFooterView` (subviews: references, or owned views the
/// table then adds as subviews), `prototypeCells` (owned cells, not subviews: a storyboard's
/// prototypes), `staticSections` (owned `TableViewSection`s: a storyboard's static content).
open class TableView: ScrollView {
    /// The look of the sections, UIKit's `UITableView.Style`.
    public enum Style: String, ArchivableEnum, Sendable {
        /// Plain rows, grouped sections, or grouped sections inset from the edges.
        case plain, grouped, insetGrouped
    }

    /// Lines between rows, UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: String, ArchivableEnum, Sendable {
        /// No separators, or a single line between rows.
        case none, singleLine
    }

    /// Where a row ends up after scrolling to it, UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: String, Sendable {
        /// Scroll the least needed, or put the row at the top, middle or bottom of the visible area.
        case none, top, middle, bottom
    }

    /// Asks the table view to size rows (or headers) from their content: UIKit's value, -1.
    public static let automaticDimension: CGFloat = -1

    /// The look; fixed at creation, `.plain` by default.
    public let style: Style
    /// The height of every row; `automaticDimension` by default.
    open var rowHeight: CGFloat = TableView.automaticDimension
    /// An estimate used before rows are measured; `automaticDimension` by default.
    open var estimatedRowHeight: CGFloat = TableView.automaticDimension
    /// The height of section headers; `automaticDimension` by default.
    open var sectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// The height of section footers; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = TableView.automaticDimension
    /// Lines between rows; `.singleLine` by default.
    open var separatorStyle: SeparatorStyle = .singleLine
    /// The separator colour; nil uses the system's.
    open var separatorColor: Color?
    /// Insets of the separators; 15 points on the left by default, as in UIKit.
    open var separatorInset = TableView.defaultSeparatorInset
    /// Whether rows can be selected; true by default. Turning it off clears the selection.
    open var allowsSelection = true { didSet { if !allowsSelection { selection.removeAll() } } }
    /// Whether several rows can be selected at once; false by default.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selection.count > 1 { selection = [selection[selection.count - 1]] } }
    }
    /// Whether rows can be selected while editing; false by default.
    open var allowsSelectionDuringEditing = false
    /// Whether the table is in editing mode.
    open var isEditing = false
    /// A view above the rows, added as a subview; nil by default.
    open var tableHeaderView: View? { didSet { replaceAccessoryView(oldValue, with: tableHeaderView) } }
    /// A view below the rows, added as a subview; nil by default.
    open var tableFooterView: View? { didSet { replaceAccessoryView(oldValue, with: tableFooterView) } }
    /// The prototype cells of a storyboard table, each with its reuse identifier; not subviews.
    /// Empty by default. (UIKit keeps them privately, registered by reuse identifier.)
    open var prototypeCells: [TableViewCell] = []

    /// The sections of a static table (Interface Builder's static cells), whose cells are the
    /// rows; not subviews. Empty by default.
    open var staticSections: [TableViewSection] = []

    /// The static cell at `indexPath` (section, row), or nil when there is none.
    public func staticCell(at indexPath: IndexPath) -> TableViewCell? {
        guard indexPath.count == 2, staticSections.indices.contains(indexPath.section) else { return nil }
        let cells = staticSections[indexPath.section].cells
        return cells.indices.contains(indexPath.row) ? cells[indexPath.row] : nil
    }

    /// The prototype cell registered under `identifier`, or nil.
    public func prototypeCell(withReuseIdentifier identifier: String) -> TableViewCell? {
        prototypeCells.first { $0.reuseIdentifier == identifier }
    }

    private func replaceAccessoryView(_ old: View?, with new: View?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
    }

    /// The default `separatorInset`.
    public static let defaultSeparatorInset = EdgeInsets(top: 0, left: 15, bottom: 0, right: 0)

    private var selection: [IndexPath] = []

    /// Creates a table view of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table view with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table view from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown name.
    public required init(coder: Coder) throws {
        style = try coder.decode(Style.self, forKey: "style") ?? .plain
        try super.init(coder: coder)
        if let v = try coder.decode(CGFloat.self, forKey: "rowHeight") { rowHeight = v }
        if let v = try coder.decode(CGFloat.self, forKey: "estimatedRowHeight") { estimatedRowHeight = v }
        if let v = try coder.decode(CGFloat.self, forKey: "sectionHeaderHeight") { sectionHeaderHeight = v }
        if let v = try coder.decode(CGFloat.self, forKey: "sectionFooterHeight") { sectionFooterHeight = v }
        if let v = try coder.decode(SeparatorStyle.self, forKey: "separatorStyle") { separatorStyle = v }
        separatorColor = try coder.decode(Color.self, forKey: "separatorColor")
        if let v = try coder.decode(EdgeInsets.self, forKey: "separatorInset") { separatorInset = v }
        if let v = try coder.decode(Bool.self, forKey: "allowsSelection") { allowsSelection = v }
        if let v = try coder.decode(Bool.self, forKey: "allowsMultipleSelection") { allowsMultipleSelection = v }
        if let v = try coder.decode(Bool.self, forKey: "allowsSelectionDuringEditing") {
            allowsSelectionDuringEditing = v
        }
        if let v = try coder.decode(Bool.self, forKey: "isEditing") { isEditing = v }
        // Observers do not run in the class's own initializer: add the views as `didSet` would.
        tableHeaderView = try coder.decodeObject(of: View.self, forKey: "tableHeaderView")
        replaceAccessoryView(nil, with: tableHeaderView)
        tableFooterView = try coder.decodeObject(of: View.self, forKey: "tableFooterView")
        replaceAccessoryView(nil, with: tableFooterView)
        prototypeCells = try coder.decodeObjects(of: TableViewCell.self, forKey: "prototypeCells") ?? []
        staticSections = try coder.decodeObjects(of: TableViewSection.self, forKey: "staticSections") ?? []
    }

    /// Writes the scroll view's properties, then the table view's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(style, forKey: "style", omittingDefault: .plain)
        coder.encode(rowHeight, forKey: "rowHeight", omittingDefault: TableView.automaticDimension)
        coder.encode(estimatedRowHeight, forKey: "estimatedRowHeight", omittingDefault: TableView.automaticDimension)
        coder.encode(sectionHeaderHeight, forKey: "sectionHeaderHeight", omittingDefault: TableView.automaticDimension)
        coder.encode(sectionFooterHeight, forKey: "sectionFooterHeight", omittingDefault: TableView.automaticDimension)
        coder.encode(separatorStyle, forKey: "separatorStyle", omittingDefault: .singleLine)
        coder.encode(separatorColor, forKey: "separatorColor")
        coder.encode(separatorInset, forKey: "separatorInset", omittingDefault: TableView.defaultSeparatorInset)
        coder.encode(allowsSelection, forKey: "allowsSelection", omittingDefault: true)
        coder.encode(allowsMultipleSelection, forKey: "allowsMultipleSelection", omittingDefault: false)
        coder.encode(allowsSelectionDuringEditing, forKey: "allowsSelectionDuringEditing", omittingDefault: false)
        coder.encode(isEditing, forKey: "isEditing", omittingDefault: false)
        coder.encode(tableHeaderView, forKey: "tableHeaderView")
        coder.encode(tableFooterView, forKey: "tableFooterView")
        if !prototypeCells.isEmpty { coder.encode(prototypeCells, forKey: "prototypeCells") }
        if !staticSections.isEmpty { coder.encode(staticSections, forKey: "staticSections") }
    }

    // MARK: Selection

    /// The selected rows in the order they were selected, or nil when none is (UIKit's contract).
    public var indexPathsForSelectedRows: [IndexPath]? { selection.isEmpty ? nil : selection }

    /// The most recently selected row, or nil.
    public var indexPathForSelectedRow: IndexPath? { selection.last }

    /// Selects the row at `indexPath`; nil clears the selection. Without
    /// `allowsMultipleSelection` the previous selection is replaced; with `allowsSelection` off
    /// nothing happens. There is no scrolling or animation.
    open func selectRow(at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = .none) {
        guard let indexPath else { selection.removeAll(); return }
        guard allowsSelection, !selection.contains(indexPath) else { return }
        if allowsMultipleSelection { selection.append(indexPath) } else { selection = [indexPath] }
    }

    /// Deselects the row at `indexPath` (nothing when it is not selected).
    open func deselectRow(at indexPath: IndexPath, animated: Bool = false) {
        selection.removeAll { $0 == indexPath }
    }

    /// Selects the row at `indexPath` as the user's tap would (there are no touches): the row is
    /// selected as `selectRow(at:)` selects it (a static row replaced by it is marked deselected),
    /// then its static cell, if it has one, runs its part (`TableViewCell.simulateSelection()`:
    /// marked selected, its selection actions run, such as a storyboard's segues from that cell).
    ///
    /// - Returns: false, doing nothing, when rows cannot be selected (`allowsSelection` off, or
    ///   editing without `allowsSelectionDuringEditing`) or the table takes no touches (hidden,
    ///   user interaction off).
    @discardableResult
    open func simulateSelection(ofRowAt indexPath: IndexPath) -> Bool {
        guard allowsSelection, !isEditing || allowsSelectionDuringEditing, !isHidden, isUserInteractionEnabled else {
            return false
        }
        let replaced = allowsMultipleSelection ? [] : selection.filter { $0 != indexPath }
        selectRow(at: indexPath)
        for row in replaced { staticCell(at: row)?.setSelected(false, animated: false) }
        staticCell(at: indexPath)?.simulateSelection()
        return true
    }

    /// Taps the accessory button of the row at `indexPath` as the user would (there are no
    /// touches): its static cell runs its part (`TableViewCell.simulateAccessoryButtonTap()`:
    /// its accessory actions run, such as a storyboard's accessory-action segues from that
    /// cell). UIKit tells the delegate `tableView(_:accessoryButtonTappedForRowWith:)` and
    /// selects nothing; neither does this.
    ///
    /// - Returns: false, doing nothing, when the row has no static cell, the cell has no
    ///   accessory button or takes no touches, or the table takes no touches (hidden, user
    ///   interaction off).
    @discardableResult
    open func simulateAccessoryButtonTap(forRowAt indexPath: IndexPath) -> Bool {
        guard !isHidden, isUserInteractionEnabled, let cell = staticCell(at: indexPath) else { return false }
        return cell.simulateAccessoryButtonTap()
    }

    /// Sets `isEditing`; there is no animation.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    // MARK: State restoration

    /// Saves the scroll view's state, then the selected rows in selection order as
    /// `selectedIndexPaths` (Formats/restoration.md).
    open override func encodeRestorableState(with coder: Coder) {
        super.encodeRestorableState(with: coder)
        coder.encode(selection, forKey: "selectedIndexPaths")
    }

    /// Restores the scroll view's state, then the selection (through `selectRow(at:)`, so
    /// `allowsSelection` and `allowsMultipleSelection` still apply).
    open override func decodeRestorableState(with coder: Coder) throws {
        try super.decodeRestorableState(with: coder)
        guard let rows = try coder.decodeArray(of: IndexPath.self, forKey: "selectedIndexPaths") else { return }
        selection.removeAll()
        for row in rows { selectRow(at: row) }
    }
}
