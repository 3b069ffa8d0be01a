import Foundation

/// A row of a table view, UIKit's `UITableViewCell`: a content view holding the cell's views
/// (the labels and image view of the standard styles, or the app's own), an accessory, and the
/// selection and editing settings. Storyboard prototypes are cells too (`TableView.prototypeCells`).
///
/// Unlike UIKit, the standard style's `textLabel`, `detailTextLabel` and `imageView` are made
/// with the cell, not on first use: a cell made with `init(style:reuseIdentifier:)` already
/// holds them in its content view (`detailTextLabel` only for `.value1`, `.value2` and
/// `.subtitle`; `imageView` not for `.value2`, as UIKit).
///
/// The content view is the cell's first subview and is archived with the other subviews;
/// `contentView` names it (a reference, or an owned view when an archive holds it only there,
/// which the cell then inserts as its first subview). `textLabel`, `detailTextLabel`,
/// `imageView` and the accessory and background views are archived the same way.
///
/// Archived keys: `style`, `reuseIdentifier`, `contentView`, `textLabel`, `detailTextLabel`,
/// `imageView`, `accessoryType`, `editingAccessoryType`, `accessoryView`, `editingAccessoryView`,
/// `backgroundView`, `selectedBackgroundView`, `selectionStyle`, `indentationLevel`,
/// `indentationWidth`, `shouldIndentWhileEditing`, `showsReorderControl`, `separatorInset`,
/// `isSelected`, `isHighlighted`, `isEditing`.
open class TableViewCell: View {
    /// The standard layouts of a cell, UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: String, ArchivableEnum, Sendable {
        /// A title (and image); title and right-aligned detail; blue title and detail side by side;
        /// title over a smaller detail.
        case `default`, value1, value2, subtitle
    }

    /// The standard accessory at the cell's trailing edge, UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: String, ArchivableEnum, Sendable {
        /// Nothing, a chevron, an info button and chevron, a checkmark, or an info button.
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell is drawn, UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: String, ArchivableEnum, Sendable {
        /// No highlight, the old blue and grey highlights, or the system's.
        case none, blue, gray, `default`
    }

    /// The cell's standard layout; fixed at creation, `.default` by default.
    public let style: CellStyle
    /// The identifier the table view reuses the cell by; nil by default.
    public let reuseIdentifier: String?

    /// The accessory shown; `.none` by default.
    open var accessoryType: AccessoryType = .none
    /// The accessory shown while editing; `.none` by default.
    open var editingAccessoryType: AccessoryType = .none
    /// A view shown in place of the accessory; nil by default.
    open var accessoryView: View?
    /// A view shown in place of the accessory while editing; nil by default.
    open var editingAccessoryView: View?
    /// A view behind the content; nil by default.
    open var backgroundView: View?
    /// A view behind the content while selected; nil by default.
    open var selectedBackgroundView: View?
    /// How the selection is drawn; `.default` by default.
    open var selectionStyle: SelectionStyle = .default
    /// How many levels the content is indented; 0 by default.
    open var indentationLevel = 0
    /// The width of one indentation level; 10 points by default.
    open var indentationWidth: CGFloat = 10
    /// Whether the content is indented while editing; true by default.
    open var shouldIndentWhileEditing = true
    /// Whether the reorder control shows while editing; false by default.
    open var showsReorderControl = false
    /// Insets of the separator below the cell; 15 points on the left by default, as the table's.
    open var separatorInset = TableView.defaultSeparatorInset
    /// Whether the cell is selected; false by default.
    open var isSelected = false
    /// Whether the cell is highlighted (touched); false by default.
    open var isHighlighted = false
    /// Whether the cell is in editing mode; false by default.
    open var isEditing = false

    private var contentSlot = ContentViewSlot()
    /// The standard style's title label, or nil.
    public private(set) var textLabel: Label?
    /// The standard style's detail label (for `.value1`, `.value2` and `.subtitle`), or nil.
    public private(set) var detailTextLabel: Label?
    /// The standard style's image view (not for `.value2`), or nil.
    public private(set) var imageView: ImageView?

    /// Creates a cell of `style` whose table view reuses it by `reuseIdentifier`, as
    /// `UITableViewCell(style:reuseIdentifier:)`, with its content view and the style's views.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let content = contentView
        let label = Label(frame: .zero)
        content.addSubview(label)
        textLabel = label
        if style != .default {
            let detail = Label(frame: .zero)
            content.addSubview(detail)
            detailTextLabel = detail
        }
        if style != .value2 {
            let image = ImageView(frame: .zero)
            content.addSubview(image)
            imageView = image
        }
    }

    /// Creates a `.default` cell with no reuse identifier, sized `frame`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The view holding the cell's content: the first subview, made with the cell.
    public var contentView: View {
        contentSlot.view(in: self)
    }

    /// Sets `isSelected`; there is no animation.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Sets `isHighlighted`; there is no animation.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    /// Sets `isEditing`; there is no animation.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Clears the state a reused cell should not keep: selection and highlight. Override to
    /// reset your own content; call `super`.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    // MARK: Selection by the user

    /// What selecting the cell as the user does runs, in the order added: a storyboard adds
    /// here the segues whose source is the cell, which UIKit performs when the user selects its
    /// row. Not archived; selecting in code (`setSelected(_:animated:)`) runs nothing.
    public var selectionActions: [Action] {
        selectionList.entries.compactMap { entry in
            guard case .closure(let action) = entry.kind else { return nil }
            return action
        }
    }
    private var selectionList = TargetActionList()

    /// Adds `action` to `selectionActions`; an action whose identifier is already there replaces it.
    public func addSelectionAction(_ action: Action) {
        selectionList.add(.closure(action), for: .allEvents)
    }

    /// The cell's part of the user selecting it (there are no touches): marks it selected, then
    /// runs `selectionActions` with the cell as sender. `TableView.simulateSelection(ofRowAt:)`
    /// calls it for a static row's cell after selecting the row; call it on a prototype
    /// (`TableView.prototypeCell(withReuseIdentifier:)`) to run what selecting a row made from
    /// it runs, since there is no data source to make rows from prototypes.
    ///
    /// - Returns: false, doing nothing, when the cell is hidden or takes no touches.
    @discardableResult
    open func simulateSelection() -> Bool {
        guard !isHidden, isUserInteractionEnabled else { return false }
        setSelected(true, animated: false)
        selectionList.send(for: .allEvents, sender: self, event: nil)
        return true
    }

    // MARK: The accessory button

    /// What tapping the cell's accessory button runs, in the order added: a storyboard adds here
    /// the segues from the cell whose trigger is `accessoryAction`, which UIKit performs from
    /// `tableView(_:accessoryButtonTappedForRowWith:)`. Not archived.
    public var accessoryActions: [Action] {
        accessoryList.entries.compactMap { entry in
            guard case .closure(let action) = entry.kind else { return nil }
            return action
        }
    }
    private var accessoryList = TargetActionList()

    /// Adds `action` to `accessoryActions`; an action whose identifier is already there replaces it.
    public func addAccessoryAction(_ action: Action) {
        accessoryList.add(.closure(action), for: .allEvents)
    }

    /// Whether the cell shows UIKit's accessory button: a `.detailButton` or
    /// `.detailDisclosureButton` accessory (the editing one while editing) that no accessory view
    /// replaces. A chevron or a checkmark is no button, and an accessory view handles its own
    /// touches.
    public var hasAccessoryButton: Bool {
        let type = isEditing ? editingAccessoryType : accessoryType
        let view = isEditing ? editingAccessoryView : accessoryView
        return view == nil && (type == .detailButton || type == .detailDisclosureButton)
    }

    /// The cell's part of the user tapping its accessory button (there are no touches): runs
    /// `accessoryActions` with the cell as sender. The row is not selected, as in UIKit.
    /// `TableView.simulateAccessoryButtonTap(forRowAt:)` calls it for a static row's cell; call
    /// it on a prototype to run what tapping the button of a row made from it runs.
    ///
    /// - Returns: false, doing nothing, when the cell has no accessory button
    ///   (`hasAccessoryButton`), is hidden or takes no touches.
    @discardableResult
    open func simulateAccessoryButtonTap() -> Bool {
        guard hasAccessoryButton, !isHidden, isUserInteractionEnabled else { return false }
        accessoryList.send(for: .allEvents, sender: self, event: nil)
        return true
    }

    /// Creates a cell from an archive; see the type's documentation for the keys. The style
    /// and reuse identifier are read first, the subviews next (by `View`), then the rest.
    ///
    /// - Throws: `CodingError` for a value of the wrong type, an unknown name, or a view of
    ///   the wrong class.
    public required init(coder: Coder) throws {
        style = try coder.decode(CellStyle.self, forKey: "style") ?? .default
        reuseIdentifier = try coder.decode(String.self, forKey: "reuseIdentifier")
        try super.init(coder: coder)
        try TableViewCell.cellProperties.decode(into: self, from: coder)
    }

    private static let cellProperties = ArchivedProperties<TableViewCell>([
        .init("contentView") { cell, coder in
            if let view = try coder.decodeObject(of: View.self, forKey: "contentView") {
                cell.contentSlot.adopt(view, in: cell)
            }
        },
        .init("textLabel") { cell, coder in cell.textLabel = try coder.decodeObject(of: Label.self, forKey: "textLabel")
        },
        .init("detailTextLabel") { cell, coder in
            cell.detailTextLabel = try coder.decodeObject(of: Label.self, forKey: "detailTextLabel")
        },
        .init("imageView") { cell, coder in
            cell.imageView = try coder.decodeObject(of: ImageView.self, forKey: "imageView")
        },
        .value("accessoryType", AccessoryType.self) { $0.accessoryType = $1 },
        .value("editingAccessoryType", AccessoryType.self) { $0.editingAccessoryType = $1 },
        .init("accessoryView") { cell, coder in
            cell.accessoryView = try coder.decodeObject(of: View.self, forKey: "accessoryView")
        },
        .init("editingAccessoryView") { cell, coder in
            cell.editingAccessoryView = try coder.decodeObject(of: View.self, forKey: "editingAccessoryView")
        },
        .init("backgroundView") { cell, coder in
            cell.backgroundView = try coder.decodeObject(of: View.self, forKey: "backgroundView")
        },
        .init("selectedBackgroundView") { cell, coder in
            cell.selectedBackgroundView = try coder.decodeObject(of: View.self, forKey: "selectedBackgroundView")
        },
        .value("selectionStyle", SelectionStyle.self) { $0.selectionStyle = $1 },
        .value("indentationLevel", Int.self) { $0.indentationLevel = $1 },
        .value("indentationWidth", CGFloat.self) { $0.indentationWidth = $1 },
        .value("shouldIndentWhileEditing", Bool.self) { $0.shouldIndentWhileEditing = $1 },
        .value("showsReorderControl", Bool.self) { $0.showsReorderControl = $1 },
        .value("separatorInset", EdgeInsets.self) { $0.separatorInset = $1 },
        .value("isSelected", Bool.self) { $0.isSelected = $1 },
        .value("isHighlighted", Bool.self) { $0.isHighlighted = $1 },
        .value("isEditing", Bool.self) { $0.isEditing = $1 },
    ])

    /// Writes the view's properties (the content view among the subviews), then the cell's
    /// that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(style, forKey: "style", omittingDefault: .default)
        coder.encode(reuseIdentifier, forKey: "reuseIdentifier")
        coder.encode(contentSlot.view, forKey: "contentView")
        coder.encode(textLabel, forKey: "textLabel")
        coder.encode(detailTextLabel, forKey: "detailTextLabel")
        coder.encode(imageView, forKey: "imageView")
        coder.encode(accessoryType, forKey: "accessoryType", omittingDefault: .none)
        coder.encode(editingAccessoryType, forKey: "editingAccessoryType", omittingDefault: .none)
        coder.encode(accessoryView, forKey: "accessoryView")
        coder.encode(editingAccessoryView, forKey: "editingAccessoryView")
        coder.encode(backgroundView, forKey: "backgroundView")
        coder.encode(selectedBackgroundView, forKey: "selectedBackgroundView")
        coder.encode(selectionStyle, forKey: "selectionStyle", omittingDefault: .default)
        coder.encode(indentationLevel, forKey: "indentationLevel", omittingDefault: 0)
        coder.encode(indentationWidth, forKey: "indentationWidth", omittingDefault: 10)
        coder.encode(shouldIndentWhileEditing, forKey: "shouldIndentWhileEditing", omittingDefault: true)
        coder.encode(showsReorderControl, forKey: "showsReorderControl", omittingDefault: false)
        coder.encode(separatorInset, forKey: "separatorInset", omittingDefault: TableView.defaultSeparatorInset)
        coder.encode(isSelected, forKey: "isSelected", omittingDefault: false)
        coder.encode(isHighlighted, forKey: "isHighlighted", omittingDefault: false)
        coder.encode(isEditing, forKey: "isEditing", omittingDefault: false)
    }
}
