import Foundation

// STUB (to be completed by the layout engineer): the model of a layout constraint.
open class LayoutConstraint: Archivable, RetainsUnarchivedValues {
    public var unarchivedValues = UnarchivedValues()
    open var shouldBeArchived = true
    public init() {}
    public required init(coder: Coder) throws {}
    open func encode(with coder: Coder) {}
}
