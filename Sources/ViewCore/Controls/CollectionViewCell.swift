import Foundation

/// An item of a collection view, UIKit's `UICollectionViewCell`: a content view holding the
/// cell's views, optional background views, and the selection state. Storyboard prototypes are
/// cells too (`CollectionView.prototypeCells`).
///
/// The content view is the cell's first subview, made with the cell and archived with the other
/// subviews; `contentView` names it (a reference, or an owned view when an archive holds it only
/// there, which the cell then inserts as its first subview). The background views are archived
/// the same way.
///
/// Archived keys (besides `CollectionReusableView`'s): `contentView`, `backgroundView`,
/// `selectedBackgroundView`, `isSelected`, `isHighlighted`.
open class CollectionViewCell: CollectionReusableView {
    /// A view behind the content; nil by default.
    open var backgroundView: View?
    /// A view behind the content while selected; nil by default.
    open var selectedBackgroundView: View?
    /// Whether the cell is selected; false by default.
    open var isSelected = false
    /// Whether the cell is highlighted (touched); false by default.
    open var isHighlighted = false

    private var contentSlot = ContentViewSlot()

    /// Creates a cell with `frame` and its content view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = contentView
    }

    /// The view holding the cell's content: the first subview, made with the cell.
    public var contentView: View {
        contentSlot.view(in: self)
    }

    /// Clears the selection and highlight, then what `super` clears.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    // MARK: Selection by the user

    /// What selecting the cell as the user does runs, in the order added: a storyboard adds
    /// here the segues whose source is the cell, which UIKit performs when the user selects its
    /// item. Not archived; setting `isSelected` in code runs nothing.
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
    /// runs `selectionActions` with the cell as sender. There is no data source to make items
    /// from prototypes: call it on a prototype (`CollectionView.prototypeCell(withReuseIdentifier:)`)
    /// to run what selecting an item made from it runs.
    ///
    /// - Returns: false, doing nothing, when the cell is hidden or takes no touches.
    @discardableResult
    open func simulateSelection() -> Bool {
        guard !isHidden, isUserInteractionEnabled else { return false }
        isSelected = true
        selectionList.send(for: .allEvents, sender: self, event: nil)
        return true
    }

    /// Creates a cell from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or a view of the wrong class.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        try CollectionViewCell.cellProperties.decode(into: self, from: coder)
    }

    private static let cellProperties = ArchivedProperties<CollectionViewCell>([
        .init("contentView") { cell, coder in
            if let view = try coder.decodeObject(of: View.self, forKey: "contentView") {
                cell.contentSlot.adopt(view, in: cell)
            }
        },
        .init("backgroundView") { cell, coder in
            cell.backgroundView = try coder.decodeObject(of: View.self, forKey: "backgroundView")
        },
        .init("selectedBackgroundView") { cell, coder in
            cell.selectedBackgroundView = try coder.decodeObject(of: View.self, forKey: "selectedBackgroundView")
        },
        .value("isSelected", Bool.self) { $0.isSelected = $1 },
        .value("isHighlighted", Bool.self) { $0.isHighlighted = $1 },
    ])

    /// Writes the reusable view's properties (the content view among the subviews), then the
    /// cell's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(contentSlot.view, forKey: "contentView")
        coder.encode(backgroundView, forKey: "backgroundView")
        coder.encode(selectedBackgroundView, forKey: "selectedBackgroundView")
        coder.encode(isSelected, forKey: "isSelected", omittingDefault: false)
        coder.encode(isHighlighted, forKey: "isHighlighted", omittingDefault: false)
    }
}
