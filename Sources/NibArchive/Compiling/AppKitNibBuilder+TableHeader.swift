import Foundation

extension AppKitNibBuilder {
    /// A scroll view's `<tableHeaderView>` for `table`, in a clip view of its own at the top of
    /// the scroll view (inside the border) as wide as the content clip view; the header view
    /// is as wide as the table.
    mutating func tableHeaderView(
        _ element: XMLElementNode, scrollView: NibObjectGraph.Ref, table: CompiledTable, border: Double,
        clipWidth: Double
    ) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        let height = SourceFrame(element).height
        let headerClip = graph.add("NSClipView")
        let header = graph.add("NSTableHeaderView")
        list(header, element, parent: scrollView)
        var geometry = ViewGeometry()
        for child in element.children where !geometry.read(child) { try otherChild(child, of: element, object: header) }
        geometry.frameKey = "NSFrameSize"
        geometry.frame = Self.sizeText(table.width, height)
        commonViewKeys(header, element, geometry, superview: headerClip, topLevel: false)
        graph.set(header, "NSTableView", table.object)
        graph.set(table.object, "NSHeaderView", header)

        let frame = Self.frame(x: border, y: border, width: clipWidth, height: height)
        implicitViewKeys(headerClip, superview: scrollView, flags: ViewFlags.autoresizesSubviews, frame: frame)
        graph.set(headerClip, "NSSubviews", graph.collection("NSMutableArray", [header]))
        graph.set(headerClip, "NSNextKeyView", header)
        graph.set(headerClip, "NSDocView", header)
        graph.set(headerClip, "NSAutomaticallyAdjustsContentInsets", .bool(true))
        return headerClip
    }

    /// The keys of a view ibtool makes that the source does not hold (a header's clip view, a
    /// table's corner view), with `frame` as ``frame(x:y:width:height:)`` gives it.
    mutating func implicitViewKeys(
        _ object: NibObjectGraph.Ref, superview: NibObjectGraph.Ref?, flags: Int, frame: (key: String, text: String)
    ) {
        if let superview {
            graph.set(object, "NSNextResponder", superview)
            graph.set(object, "NSSuperview", superview)
        } else {
            graph.set(object, "NSNextResponder", .null)
        }
        graph.set(object, "NSNibTouchBar", .null)
        graph.set(object, "NSvFlags", NibObjectGraph.integer(flags))
        graph.set(object, frame.key, string(frame.text))
        graph.set(object, "NSViewWantsBestResolutionOpenGLSurface", .bool(true))
        graph.set(object, "IBNSSafeAreaLayoutGuide", .null)
        graph.set(object, "IBNSLayoutMarginsGuide", .null)
        graph.set(object, "IBNSClipsToBounds", NibObjectGraph.integer(0))
    }
}
