import Foundation

extension AppKitNibBuilder {
    /// `NSVisualEffectView.Material` by the `.xib`'s `material`, numbered as AppKit's header
    /// numbers them.
    static let visualEffectMaterials = [
        "appearanceBased": 0, "light": 1, "dark": 2, "titlebar": 3, "selection": 4, "menu": 5, "popover": 6,
        "sidebar": 7, "mediumLight": 8, "ultraDark": 9, "headerView": 10, "sheet": 11, "windowBackground": 12,
        "HUDWindow": 13, "fullScreenUI": 15, "toolTip": 17, "contentBackground": 18, "underWindowBackground": 21,
        "underPageBackground": 22,
    ]

    /// `<visualEffectView>` (`HSChooserWindow`): a view with its subviews and the effect's
    /// blending mode, state and material (as `NSVisualEffectView` numbers them; Interface
    /// Builder's copy of the material too), no mask image.
    mutating func visualEffectView(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        for unsupported in ["customClass", "maskImage", "emphasized"] where element.has(unsupported) {
            throw error(
                .unsupportedElement, "a visual effect view's '\(unsupported)' has no known archived form yet",
                at: element)
        }
        let blending = ["behindWindow": 0, "withinWindow": 1][element["blendingMode"] ?? "behindWindow"]
        let state = ["followsWindowActiveState": 0, "active": 1, "inactive": 2][
            element["state"] ?? "followsWindowActiveState"]
        let material = Self.visualEffectMaterials[element["material"] ?? "appearanceBased"]
        guard let blending, let state, let material else {
            throw error(
                .unsupportedElement, "this visual effect view's settings have no known archived form", at: element)
        }
        let object = graph.add("NSVisualEffectView")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        let subviews = try viewChildren(element, object: object, geometry: &geometry)
        if !subviews.isEmpty { graph.set(object, "NSSubviews", graph.collection("NSMutableArray", subviews)) }
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        graph.set(object, "NSVisualEffectViewBlendingMode", NibObjectGraph.integer(blending))
        graph.set(object, "NSVisualEffectViewState", NibObjectGraph.integer(state))
        graph.set(object, "NSVisualEffectViewMaskImage", .null)
        graph.set(object, "NSVisualEffectViewMaterial", NibObjectGraph.integer(material))
        graph.set(object, "IBVisualEffectViewExternalMaterial", NibObjectGraph.integer(material))
        graph.set(object, "IBVisualEffectViewAppearanceType", NibObjectGraph.integer(0))
        huggingPriority(object, element)
        return object
    }
}
