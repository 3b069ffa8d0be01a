import Foundation

extension AppKitNibBuilder {
    /// A view's frame as the source gives it.
    struct SourceFrame: Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        /// The `<rect key="frame">` of `element`, widths and heights whole as AppKit archives them.
        init(_ element: XMLElementNode) {
            let rect = element.children.first { $0.name == "rect" && $0["key"] == "frame" }
            func number(_ name: String) -> Double { (rect?[name]).flatMap(Double.init) ?? 0 }
            x = number("x")
            y = number("y")
            width = number("width").rounded(.towardZero)
            height = number("height").rounded(.towardZero)
        }
    }

    /// Moves and resizes the compiled view `object` of `element` as AppKit's autoresizing
    /// does when its superview grows by `growth` (width, height), and returns its new frame.
    /// Only a mask with at most one flexible part per axis is resized: how AppKit shares a
    /// growth between several is not measured, so such a view is refused (`NIB0801`). Its
    /// subviews follow when it changes size.
    @discardableResult
    mutating func autoresize(_ object: NibObjectGraph.Ref, _ element: XMLElementNode, by growth: (Double, Double))
        throws(ArchiveReadError) -> SourceFrame
    {
        var frame = SourceFrame(element)
        guard growth != (0, 0) else { return frame }
        let mask = element.children.first { $0.name == "autoresizingMask" }.map(Self.autoresizingFlags) ?? 0
        func share(_ delta: Double, minimum: Int, size: Int, maximum: Int) -> (origin: Double, size: Double)? {
            if delta == 0 { return (0, 0) }
            switch (mask & minimum != 0, mask & size != 0, mask & maximum != 0) {
            case (false, false, _): return (0, 0)
            case (true, false, false): return (delta, 0)
            case (false, true, false): return (0, delta)
            default: return nil
            }
        }
        guard
            let horizontal = share(
                growth.0, minimum: ViewFlags.minXMargin, size: ViewFlags.widthSizable, maximum: ViewFlags.maxXMargin),
            let vertical = share(
                growth.1, minimum: ViewFlags.minYMargin, size: ViewFlags.heightSizable, maximum: ViewFlags.maxYMargin)
        else {
            throw error(
                .unsupportedElement,
                "a view that resizes with its superview by more than one flexible part has no known archived form yet",
                at: element)
        }
        frame.x += horizontal.origin
        frame.width += horizontal.size
        frame.y += vertical.origin
        frame.height += vertical.size
        // Its subviews follow in turn, each by its own mask.
        if horizontal.size != 0 || vertical.size != 0 {
            try autoresizeSubviews(of: element, by: (horizontal.size, vertical.size))
        }
        setFrame(object, frame)
        return frame
    }

    /// Autoresizes the compiled subviews of `element` (found by their ids) for a growth of
    /// `growth`.
    mutating func autoresizeSubviews(of element: XMLElementNode, by growth: (Double, Double))
        throws(ArchiveReadError)
    {
        guard growth != (0, 0), !element.attribute("autoresizesSubviews", is: "NO") else { return }
        for list in element.children where list.name == "subviews" {
            for subview in list.children {
                guard let id = subview["id"], let object = objectsByID[id] else { continue }
                try autoresize(object, subview, by: growth)
            }
        }
    }

    /// Writes `frame` as `object`'s archived frame, replacing the one it had.
    mutating func setFrame(_ object: NibObjectGraph.Ref, _ frame: SourceFrame) {
        graph.remove(object, "NSFrame")
        graph.remove(object, "NSFrameSize")
        let archived = Self.frame(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        graph.set(object, archived.key, string(archived.text))
    }
}
