import Foundation

// STUB (to be completed by the layout engineer).
open class LayoutGuide: Archivable, RetainsUnarchivedValues {
    public var unarchivedValues = UnarchivedValues()
    public weak var owningView: View?
    public init() {}
    public required init(coder: Coder) throws {}
    open func encode(with coder: Coder) {}
}

struct BuiltInLayoutGuides {}
