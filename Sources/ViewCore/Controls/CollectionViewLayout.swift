import Foundation

/// The object that places a collection view's items, UIKit's `UICollectionViewLayout`: an
/// abstract base that NibKit archives but does not run (there are no cells yet).
open class CollectionViewLayout: Archivable {
    /// Keys read from an archive that no class consumed; written back unchanged on encode.
    public var unarchivedValues = UnarchivedValues()

    /// Creates a layout.
    public init() {}

    /// Creates a layout from an archive; the base class reads no keys.
    public required init(coder: Coder) throws {}

    /// Writes nothing; subclasses write their properties.
    open func encode(with coder: Coder) {}
}

/// A grid layout flowing items in lines, UIKit's `UICollectionViewFlowLayout`, with UIKit's
/// defaults (50 × 50 items, 10-point spacing).
///
/// Archived keys: `scrollDirection`, `itemSize`, `estimatedItemSize`, `minimumLineSpacing`,
/// `minimumInteritemSpacing`, `sectionInset`, `headerReferenceSize`, `footerReferenceSize`,
/// `sectionInsetReference`, `sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds`.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// What `sectionInset` is measured from, UIKit's `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: String, ArchivableEnum, Sendable {
        /// The content inset, the safe area, or the layout margins.
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// The default item size, 50 × 50 points.
    public static let defaultItemSize = CGSize(width: 50, height: 50)

    /// The direction the lines flow; `.vertical` by default.
    open var scrollDirection: LayoutAxis = .vertical
    /// The size of every item.
    open var itemSize = CollectionViewFlowLayout.defaultItemSize
    /// An estimate that turns on self-sizing items; zero (off) by default.
    open var estimatedItemSize: CGSize = .zero
    /// The gap between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10
    /// The gap between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The margins of each section; zero by default.
    open var sectionInset: EdgeInsets = .zero
    /// The size of section headers; zero (none) by default.
    open var headerReferenceSize: CGSize = .zero
    /// The size of section footers; zero (none) by default.
    open var footerReferenceSize: CGSize = .zero
    /// What the section insets are measured from; `.fromContentInset` by default.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Whether section headers stay pinned while their section scrolls; false by default.
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether section footers stay pinned while their section scrolls; false by default.
    open var sectionFootersPinToVisibleBounds = false

    /// Creates a flow layout with the defaults.
    public override init() { super.init() }

    /// Creates a flow layout from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(LayoutAxis.self, forKey: "scrollDirection") { scrollDirection = v }
        if let v = try coder.decode(CGSize.self, forKey: "itemSize") { itemSize = v }
        if let v = try coder.decode(CGSize.self, forKey: "estimatedItemSize") { estimatedItemSize = v }
        if let v = try coder.decode(CGFloat.self, forKey: "minimumLineSpacing") { minimumLineSpacing = v }
        if let v = try coder.decode(CGFloat.self, forKey: "minimumInteritemSpacing") { minimumInteritemSpacing = v }
        if let v = try coder.decode(EdgeInsets.self, forKey: "sectionInset") { sectionInset = v }
        if let v = try coder.decode(CGSize.self, forKey: "headerReferenceSize") { headerReferenceSize = v }
        if let v = try coder.decode(CGSize.self, forKey: "footerReferenceSize") { footerReferenceSize = v }
        if let v = try coder.decode(SectionInsetReference.self, forKey: "sectionInsetReference") {
            sectionInsetReference = v
        }
        if let v = try coder.decode(Bool.self, forKey: "sectionHeadersPinToVisibleBounds") {
            sectionHeadersPinToVisibleBounds = v
        }
        if let v = try coder.decode(Bool.self, forKey: "sectionFootersPinToVisibleBounds") {
            sectionFootersPinToVisibleBounds = v
        }
    }

    /// Writes the properties that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(scrollDirection, forKey: "scrollDirection", omittingDefault: .vertical)
        coder.encode(itemSize, forKey: "itemSize", omittingDefault: CollectionViewFlowLayout.defaultItemSize)
        coder.encode(estimatedItemSize, forKey: "estimatedItemSize", omittingDefault: .zero)
        coder.encode(minimumLineSpacing, forKey: "minimumLineSpacing", omittingDefault: 10)
        coder.encode(minimumInteritemSpacing, forKey: "minimumInteritemSpacing", omittingDefault: 10)
        coder.encode(sectionInset, forKey: "sectionInset", omittingDefault: .zero)
        coder.encode(headerReferenceSize, forKey: "headerReferenceSize", omittingDefault: .zero)
        coder.encode(footerReferenceSize, forKey: "footerReferenceSize", omittingDefault: .zero)
        coder.encode(sectionInsetReference, forKey: "sectionInsetReference", omittingDefault: .fromContentInset)
        coder.encode(
            sectionHeadersPinToVisibleBounds, forKey: "sectionHeadersPinToVisibleBounds", omittingDefault: false)
        coder.encode(
            sectionFootersPinToVisibleBounds, forKey: "sectionFootersPinToVisibleBounds", omittingDefault: false)
    }
}
