import Foundation

/// A scrolling grid of items in sections, UIKit's `UICollectionView`, reduced to its layout
/// object, configuration and selection: there is no data source and no cells yet.
///
/// Selection follows UIKit's rules (see `TableView`); `indexPathsForSelectedItems` is empty,
/// not nil, when nothing is selected.
///
/// Archived keys (besides the scroll view's): `collectionViewLayout` (an owned object),
/// `allowsSelection`, `allowsMultipleSelection`, `prototypeCells` (owned cells and reusable
/// views, not subviews: a storyboard's prototypes).
open class CollectionView: ScrollView {
    /// Where an item ends up after scrolling to it, UIKit's `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The position bits, with UIKit's values.
        public let rawValue: UInt
        /// Creates a position from raw bits; unknown bits are kept as given.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centered vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centered horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The object placing the items; a flow layout by default.
    open var collectionViewLayout: CollectionViewLayout
    /// Whether items can be selected; true by default. Turning it off clears the selection.
    open var allowsSelection = true { didSet { if !allowsSelection { selection.removeAll() } } }
    /// Whether several items can be selected at once; false by default.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selection.count > 1 { selection = [selection[selection.count - 1]] } }
    }

    /// The prototype cells (and supplementary views) of a storyboard collection view, each with
    /// its reuse identifier; not subviews. Empty by default. (UIKit keeps them privately.)
    open var prototypeCells: [CollectionReusableView] = []

    /// The prototype registered under `identifier`, or nil.
    public func prototypeCell(withReuseIdentifier identifier: String) -> CollectionReusableView? {
        prototypeCells.first { $0.reuseIdentifier == identifier }
    }

    private var selection: [IndexPath] = []

    /// Creates a collection view with `frame` placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// Creates a collection view with `frame` and a flow layout.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
    }

    /// Creates a collection view from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or a layout of the wrong class.
    public required init(coder: Coder) throws {
        collectionViewLayout =
            try coder.decodeObject(of: CollectionViewLayout.self, forKey: "collectionViewLayout")
            ?? CollectionViewFlowLayout()
        try super.init(coder: coder)
        if let v = try coder.decode(Bool.self, forKey: "allowsSelection") { allowsSelection = v }
        if let v = try coder.decode(Bool.self, forKey: "allowsMultipleSelection") { allowsMultipleSelection = v }
        prototypeCells = try coder.decodeObjects(of: CollectionReusableView.self, forKey: "prototypeCells") ?? []
    }

    /// Writes the scroll view's properties, the layout, then the settings that differ from
    /// their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(collectionViewLayout, forKey: "collectionViewLayout")
        coder.encode(allowsSelection, forKey: "allowsSelection", omittingDefault: true)
        coder.encode(allowsMultipleSelection, forKey: "allowsMultipleSelection", omittingDefault: false)
        if !prototypeCells.isEmpty { coder.encode(prototypeCells, forKey: "prototypeCells") }
    }

    /// The selected items in the order they were selected; empty when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { selection }

    /// Selects the item at `indexPath`; nil clears the selection. Without
    /// `allowsMultipleSelection` the previous selection is replaced; with `allowsSelection` off
    /// nothing happens. There is no scrolling or animation.
    open func selectItem(at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = []) {
        guard let indexPath else { selection.removeAll(); return }
        guard allowsSelection, !selection.contains(indexPath) else { return }
        if allowsMultipleSelection { selection.append(indexPath) } else { selection = [indexPath] }
    }

    /// Deselects the item at `indexPath` (nothing when it is not selected).
    open func deselectItem(at indexPath: IndexPath, animated: Bool = false) {
        selection.removeAll { $0 == indexPath }
    }

    // MARK: State restoration

    /// Saves the scroll view's state, then the selected items in selection order as
    /// `selectedIndexPaths` (Formats/restoration.md).
    open override func encodeRestorableState(with coder: Coder) {
        super.encodeRestorableState(with: coder)
        coder.encode(selection, forKey: "selectedIndexPaths")
    }

    /// Restores the scroll view's state, then the selection (through `selectItem(at:)`, so
    /// `allowsSelection` and `allowsMultipleSelection` still apply).
    open override func decodeRestorableState(with coder: Coder) throws {
        try super.decodeRestorableState(with: coder)
        guard let items = try coder.decodeArray(of: IndexPath.self, forKey: "selectedIndexPaths") else { return }
        selection.removeAll()
        for item in items { selectItem(at: item) }
    }
}
