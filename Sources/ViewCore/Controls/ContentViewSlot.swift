/// The content view of a cell or an effect view: a view that fills its owner and is its first
/// subview, made on first use unless an archive supplied one. `TableViewCell`,
/// `CollectionViewCell` and `VisualEffectView` keep theirs in one of these.
struct ContentViewSlot {
    /// The content view, once made or adopted.
    private(set) var view: View?

    /// The content view of `owner`, made now (filling it, resizing with it) if it has none.
    mutating func view(in owner: View) -> View {
        if let view { return view }
        let content = View(frame: owner.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        adopt(content, in: owner)
        return content
    }

    /// Makes `content` the content view of `owner`, inserting it as the first subview unless it
    /// is one of its subviews already (an archive lists it among the subviews, or only under
    /// its key, as Xcode does).
    mutating func adopt(_ content: View, in owner: View) {
        view = content
        if content.superview !== owner { owner.insertSubview(content, at: 0) }
    }
}
