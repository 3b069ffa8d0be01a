import Foundation

/// UIKit's `IndexPath` accessors for table and collection views (`row`, `item`, `section`),
/// which Foundation only has on Apple platforms.
extension IndexPath {
    /// An index path to a table view row.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// An index path to a collection view item.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item within the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
