import Foundation

// STUB (to be completed by the layout engineer).
extension View {
    public func addConstraints(_ constraints: [LayoutConstraint]) { self.constraints += constraints }
    public func addLayoutGuide(_ guide: LayoutGuide) { ownLayoutGuides.append(guide); guide.owningView = self }
    public var layoutGuides: [LayoutGuide] { ownLayoutGuides }
}
