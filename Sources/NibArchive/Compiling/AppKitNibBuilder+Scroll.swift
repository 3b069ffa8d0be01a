import Foundation

extension AppKitNibBuilder {
    /// `NSsFlags` bits of an `NSScrollView`, as ibtool writes them.
    enum ScrollFlags {
        static let hasVerticalScroller = 0x10
        static let hasHorizontalScroller = 0x20
        /// The document is wider than the clip view (ibtool sets it after tiling).
        static let horizontalOverflow = 0x80
        static let autohidesScrollers = 0x200
        /// Set in every scroll view of the corpus.
        static let always = 0x2_0800
        static let usesPredominantAxisScrolling = 0x1_0000
        /// Elasticity none (1) or allowed (2), vertical in bits 12-13, horizontal in 14-15
        /// (`test24_tables_elastic`); automatic is 0.
        static let elasticities = ["automatic": 0, "none": 1, "allowed": 2]
        /// Set with a vertical elasticity other than automatic (`test24_tables_elastic`; what
        /// AppKit reads it as is not known).
        static let verticalElasticitySet = 0x40
    }

    /// The border types a scroll view archives: the `NSsFlags` bits and the width the border
    /// takes from each side of the clip view.
    static let scrollBorders: [String: (bits: Int, width: Double)] = [
        "none": (0, 0), "line": (1, 1), "bezel": (2, 1),
    ]

    /// The width a shown legacy scroller takes from the clip view, by control size, as ibtool
    /// tiles it (measured: 17 points regular, 13 small).
    static let scrollerWidths: [String: Double] = ["regular": 17, "small": 13]

    /// The `NSsFlags` bits of a scroll view's elasticities.
    private func elasticityBits(_ element: XMLElementNode) throws(ArchiveReadError) -> Int {
        var bits = 0
        for (attribute, shift) in [("verticalScrollElasticity", 12), ("horizontalScrollElasticity", 14)] {
            let name = element[attribute] ?? "automatic"
            guard let value = ScrollFlags.elasticities[name] else {
                throw error(
                    .unsupportedElement, "the scroll elasticity '\(name)' has no known archived form", at: element)
            }
            bits |= value << shift
            if shift == 12, value != 0 { bits |= ScrollFlags.verticalElasticitySet }
        }
        return bits
    }

    /// `<scrollView>` with a `<clipView>` holding a plain or custom view, and its two
    /// `<scroller>`s: the clip view placed where ibtool tiles it (inside the border, less each
    /// scroller that shows: present, not hidden and not autohidden), the document view resized
    /// with it by its autoresizing mask, the scroll view's pan recogniser and magnification.
    /// Rulers, magnification and the other settings are refused: ibtool archives more for them than the compiler knows yet.
    mutating func scrollView(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        for unsupported in [
            "scrollerKnobStyle", "findBarPosition",
            "allowsMagnification", "magnification", "minMagnification", "maxMagnification", "hasHorizontalRuler",
            "hasVerticalRuler", "rulersVisible", "automaticallyAdjustsContentInsets", "scrollerInsets",
        ] where element.has(unsupported) {
            throw error(
                .unsupportedElement, "a scroll view's '\(unsupported)' has no known archived form yet", at: element)
        }
        guard let border = Self.scrollBorders[element["borderType"] ?? "bezel"] else {
            throw error(
                .unsupportedElement,
                "the scroll view border '\(element["borderType"] ?? "")' has no known archived form yet", at: element)
        }
        let object = graph.add("NSScrollView")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var clipElement: XMLElementNode?
        var scrollerElements: [String: XMLElementNode] = [:]
        var headerElement: XMLElementNode?
        for child in element.children where !geometry.read(child) {
            switch child.name {
            case "clipView" where child["key"] == "contentView": clipElement = child
            case "tableHeaderView" where child["key"] == "headerView": headerElement = child
            case "scroller" where child["key"] == "horizontalScroller" || child["key"] == "verticalScroller":
                scrollerElements[child["key"] ?? ""] = child
            default: try otherChild(child, of: element, object: object)
            }
        }
        guard let clipElement, let horizontal = scrollerElements["horizontalScroller"],
            let vertical = scrollerElements["verticalScroller"]
        else {
            throw error(
                .unsupportedElement,
                "a scroll view without its clip view and both scrollers has no known archived form",
                at: element)
        }
        let autohides = element.attribute("autohidesScrollers", is: "YES")
        let hasHorizontal = !element.attribute("hasHorizontalScroller", is: "NO")
        let hasVertical = !element.attribute("hasVerticalScroller", is: "NO")
        // The clip view fills the inside of the border, less each scroller that shows.
        let size = SourceFrame(element)
        var clipWidth = size.width - 2 * border.width
        var clipHeight = size.height - 2 * border.width
        if hasVertical, !autohides, !vertical.attribute("hidden", is: "YES") {
            clipWidth -= try scrollerWidth(vertical)
        }
        if hasHorizontal, !autohides, !horizontal.attribute("hidden", is: "YES") {
            clipHeight -= try scrollerWidth(horizontal)
        }
        let headerHeight = headerElement.map { SourceFrame($0).height }
        let verticalShows = hasVertical && !autohides && !vertical.attribute("hidden", is: "YES")
        let clip = try clipView(
            clipElement, parent: object, origin: border.width, size: (clipWidth, clipHeight),
            headerHeight: headerHeight, verticalScrollerShows: verticalShows)
        let layered = border.bits == 0 && autohides
        // A table tiles its scroll view: a shown vertical scroller beside the rows, below the
        // header; a scroller with nothing to scroll hidden when scrollers autohide.
        var verticalFrame: String?
        if clip.table != nil, verticalShows {
            let width = try scrollerWidth(vertical)
            let top = border.width + (headerHeight ?? 0)
            verticalFrame = Self.rectText(
                (size.width - border.width - width, top, width, clipHeight - (headerHeight ?? 0)))
        }
        let tableHides = clip.table != nil && autohides
        let horizontalScroller = try scroller(
            horizontal, scrollView: object, isHorizontal: true, layered: layered,
            hides: tableHides && clip.documentWidth <= clipWidth)
        let verticalScroller = try scroller(
            vertical, scrollView: object, isHorizontal: false, layered: layered, tiled: verticalFrame,
            hides: tableHides)
        var subviews = [clip.object, horizontalScroller, verticalScroller]
        if let headerElement {
            guard let table = clip.table else {
                throw error(
                    .unsupportedElement, "a table header view without a table has no known archived form",
                    at: headerElement)
            }
            let headerClip = try tableHeaderView(
                headerElement, scrollView: object, table: table, border: border.width, clipWidth: clipWidth)
            subviews.insert(headerClip, at: 1)
            graph.set(object, "NSHeaderClipView", headerClip)
        }
        if let table = clip.table {
            // The corner view stands beside the header, inside a border (measured on the pairs).
            let inScrollView = headerElement != nil && border.width > 0
            placeCornerView(
                table.cornerView, scrollView: inScrollView ? object : nil, showsBeside: verticalShows,
                scrollWidth: size.width, border: border.width, headerHeight: headerHeight)
            if inScrollView {
                subviews.insert(table.cornerView, at: subviews.count - 1)
                graph.set(object, "NSCornerView", table.cornerView)
            }
        }
        graph.set(object, "NSSubviews", graph.collection("NSMutableArray", subviews))
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        graph.set(object, "NSNextKeyView", clip.object)
        let pan = graph.add("NSPanGestureRecognizer")
        graph.set(pan, "NSGestureRecognizer.allowedTouchTypes", NibObjectGraph.integer(1))
        graph.set(pan, "NSGestureRecognizer.action", string("_panWithGestureRecognizer:"))
        graph.set(pan, "NSGestureRecognizer.target", object)
        graph.set(pan, "NSGestureRecognizer.delegate", object)
        graph.set(pan, "NSPanGestureRecognizer.buttonMask", NibObjectGraph.integer(0))
        graph.set(pan, "NSPanGestureRecognizer.numberOfTouchesRequired", NibObjectGraph.integer(1))
        graph.set(object, "NSGestureRecognizers", graph.collection("NSArray", [pan]))
        var flags = ScrollFlags.always | border.bits
        if hasVertical { flags |= ScrollFlags.hasVerticalScroller }
        if hasHorizontal { flags |= ScrollFlags.hasHorizontalScroller }
        if autohides { flags |= ScrollFlags.autohidesScrollers }
        flags |= try elasticityBits(element)
        if !element.attribute("usesPredominantAxisScrolling", is: "NO") {
            flags |= ScrollFlags.usesPredominantAxisScrolling
        }
        if clip.documentWidth > clipWidth {
            flags |= ScrollFlags.horizontalOverflow
            // There is something to scroll to: the scroller is enabled.
            graph.set(horizontalScroller, "NSEnabled", .bool(true))
        }
        graph.set(object, "NSsFlags", NibObjectGraph.integer(flags))
        graph.set(object, "NSVScroller", verticalScroller)
        graph.set(object, "NSHScroller", horizontalScroller)
        graph.set(object, "NSContentView", clip.object)
        graph.set(object, "NSMinMagnification", .double(0.25))
        graph.set(object, "NSMaxMagnification", .double(4))
        graph.set(object, "NSMagnification", .double(1))
        if let amounts = Self.scrollAmounts(element, lineAmount: clip.table?.lineHeight) {
            graph.set(object, "NSScrollAmts", .data(amounts))
        }
        applyCustomClass(object, element, archivedClass: "NSScrollView")
        return object
    }

    /// `NSScrollAmts`: the page then line amounts (horizontal, vertical) as big-endian floats,
    /// written only when one differs from AppKit's 10. An amount the source leaves out is 0,
    /// unless it gives none at all (then every one is AppKit's). A table sets both line
    /// amounts to its row's height (`lineAmount`) whatever the source says.
    static func scrollAmounts(_ element: XMLElementNode, lineAmount: Double? = nil) -> Data? {
        let names = ["horizontalPageScroll", "verticalPageScroll", "horizontalLineScroll", "verticalLineScroll"]
        let givesNone = names.allSatisfy { !element.has($0) }
        var amounts = names.map { givesNone ? 10 : Float(element[$0] ?? "") ?? 0 }
        if let lineAmount { (amounts[2], amounts[3]) = (Float(lineAmount), Float(lineAmount)) }
        guard amounts.contains(where: { $0 != 10 }) else { return nil }
        var data = Data()
        for amount in amounts {
            let bits = amount.bitPattern
            data.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: bits >> $0) })
        }
        return data
    }

    /// A table's corner view: beside the header, right of the clip view, when the vertical
    /// scroller shows; else at its own size, hidden when the scroll view holds it.
    private mutating func placeCornerView(
        _ corner: NibObjectGraph.Ref, scrollView: NibObjectGraph.Ref?, showsBeside: Bool, scrollWidth: Double,
        border: Double, headerHeight: Double?
    ) {
        if showsBeside {
            let width = 17 + border
            let frame = Self.frame(x: scrollWidth - width, y: border, width: width, height: headerHeight ?? 28)
            implicitViewKeys(corner, superview: scrollView, flags: ViewFlags.autoresizesSubviews, frame: frame)
        } else {
            let hidden = scrollView == nil ? 0 : ViewFlags.hidden
            implicitViewKeys(
                corner, superview: scrollView, flags: ViewFlags.autoresizesSubviews | hidden,
                frame: ("NSFrameSize", Self.sizeText(17, 28)))
        }
    }

    /// The width a shown scroller takes, by its control size.
    func scrollerWidth(_ scroller: XMLElementNode) throws(ArchiveReadError) -> Double {
        guard let width = Self.scrollerWidths[scroller["controlSize"] ?? "regular"] else {
            throw error(
                .unsupportedElement,
                "a scroller of control size '\(scroller["controlSize"] ?? "")' has no known archived form yet",
                at: scroller)
        }
        return width
    }
}
