import Foundation

extension AppKitNibBuilder {
    /// A stack view's alignment as `NSStackViewAlignment` (a layout attribute) and
    /// `NSStackViewSecondaryAlignment`, as ibtool writes them.
    static let stackAlignments: [String: (attribute: Int, secondary: Int)] = [
        "leading": (5, 1), "centerX": (9, 3), "trailing": (6, 4), "top": (3, 1), "centerY": (10, 3),
        "bottom": (4, 4), "firstBaseline": (12, 2), "baseline": (11, 5),
    ]

    /// `<stackView>` (a flat one, as Interface Builder makes them now): its orientation,
    /// alignment, distribution, spacing, hugging and clipping resistance (floats), zero edge
    /// insets, its `identifier` (`NSReuseIdentifierKey`). Its views are its subviews and the
    /// views of its beginning container, an `NSStackViewContainer` that is not listed; the views
    /// translate no mask; the stack view asks to be decoded early, by an `NSNibConnector` of its
    /// own (``earlyConnectors``) (`stackview_identifier`). Visibility priorities other than
    /// 1000 and custom spacings are refused: no pair shows how ibtool archives them.
    mutating func stackView(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("NSStackView")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var views: [NibObjectGraph.Ref] = []
        for child in element.children where !geometry.read(child) {
            switch child.name {
            case "subviews":
                for item in child.children { views.append(try subview(item, superview: object)) }
            case "visibilityPriorities", "customSpacing":
                try requireDefaultStackSettings(child)
            default:
                try otherChild(child, of: element, object: object)
            }
        }
        for unsupported in ["edgeInsets"] where element.has(unsupported) {
            throw error(
                .unsupportedElement, "a stack view's '\(unsupported)' has no known archived form yet", at: element)
        }
        let vertical = element.attribute("orientation", is: "vertical")
        let alignmentName = element["alignment"] ?? (vertical ? "centerX" : "centerY")
        let distributions = [
            "fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
        ]
        guard let alignment = Self.stackAlignments[alignmentName],
            let distribution = distributions[element["distribution"] ?? "fill"]
        else {
            throw error(
                .unsupportedElement, "this stack view's alignment or distribution has no known archived form yet",
                at: element)
        }
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        if !views.isEmpty { graph.set(object, "NSSubviews", graph.collection("NSMutableArray", views)) }
        if let identifier = element["identifier"] { graph.set(object, "NSReuseIdentifierKey", string(identifier)) }
        func float(_ name: String, _ fallback: Float) -> NIBArchive.Payload {
            .float(element[name].flatMap(Float.init) ?? fallback)
        }
        graph.set(object, "NSStackViewOrientation", NibObjectGraph.integer(vertical ? 1 : 0))
        graph.set(object, "NSStackViewSecondaryAlignment", NibObjectGraph.integer(alignment.secondary))
        graph.set(object, "NSStackViewAlignment", NibObjectGraph.integer(alignment.attribute))
        graph.set(object, "NSStackViewVerticalClippingResistance", float("verticalClippingResistancePriority", 1000))
        graph.set(
            object, "NSStackViewHorizontalClippingResistance", float("horizontalClippingResistancePriority", 1000))
        graph.set(object, "NSStackViewVerticalHugging", float("verticalStackHuggingPriority", 250))
        graph.set(object, "NSStackViewHorizontalHugging", float("horizontalStackHuggingPriority", 250))
        graph.set(object, "NSStackViewSpacing", float("spacing", 8))
        graph.set(object, "NSStackViewdistribution", NibObjectGraph.integer(distribution))
        for side in ["top", "left", "right", "bottom"] {
            graph.set(object, "NSStackViewEdgeInsets.\(side)", .float(0))
        }
        if element.attribute("detachesHiddenViews", is: "YES") {
            graph.set(object, "NSStackViewDetachesHiddenViews", .bool(true))
        }
        if !views.isEmpty {
            graph.set(object, "NSStackViewBeginningContainer", stackContainer(of: object, views: views))
            let connector = graph.add("NSNibConnector")
            graph.set(connector, "NSSource", object)
            graph.set(
                connector, "NSLabel",
                string(
                    "Encoding NSStackView requires being decoded before other connections with an early decoding "
                        + "order priority of 999990."))
            earlyConnectors.append(connector)
        }
        graph.set(object, "NSStackViewHasFlatViewHierarchy", .bool(true))
        applyCustomClass(object, element, archivedClass: "NSStackView")
        return object
    }

    /// The `NSStackViewContainer` holding a stack view's `views`: a view of no size that
    /// translates no mask, with no custom spacings and no visibility priorities.
    private mutating func stackContainer(of stack: NibObjectGraph.Ref, views: [NibObjectGraph.Ref])
        -> NibObjectGraph.Ref
    {
        let container = graph.add("NSStackViewContainer")
        graph.set(container, "NSNextResponder", .null)
        graph.set(container, "NSNibTouchBar", .null)
        graph.set(container, "NSvFlags", NibObjectGraph.integer(ViewFlags.autoresizesSubviews))
        graph.set(container, "NSFrameSize", string("{0, 0}"))
        graph.set(container, "NSViewWantsBestResolutionOpenGLSurface", .bool(true))
        graph.set(container, "NSDoNotTranslateAutoresizingMask", .bool(true))
        graph.set(container, "IBNSSafeAreaLayoutGuide", .null)
        graph.set(container, "IBNSLayoutMarginsGuide", .null)
        graph.set(container, "IBNSClipsToBounds", NibObjectGraph.integer(0))
        graph.set(container, "NSStackViewContainerStackView", stack)
        graph.set(container, "NSStackViewContainerViewToCustomAfterSpaceMap", .null)
        graph.set(container, "NSStackViewContainerVisibilityPriorities", .null)
        graph.set(container, "NSStackViewContainerNonDroppedViews", graph.collection("NSMutableArray", views))
        return container
    }

    /// Checks that a stack view's `<visibilityPriorities>` are all 1000 (must hold) and its
    /// `<customSpacing>` all the largest float (none set): what ibtool archives as nil.
    private func requireDefaultStackSettings(_ element: XMLElementNode) throws(ArchiveReadError) {
        let fallback = element.name == "visibilityPriorities" ? 1000 : Double(Float.greatestFiniteMagnitude)
        for value in element.children where Double(value["value"] ?? "") != fallback {
            throw error(
                .unsupportedElement,
                "a stack view's <\(element.name)> other than the default has no known archived form yet",
                at: value)
        }
    }
}
