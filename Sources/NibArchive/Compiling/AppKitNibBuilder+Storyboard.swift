import Foundation

extension AppKitNibBuilder {
    /// A storyboard nib's File's Owner: an `NSCustomObject` of class `NSObject` (the storyboard
    /// fills it in when it loads the nib), the object `aliases` also name (a view nib's
    /// controller: its connections start at the owner).
    mutating func storyboardOwner(aliases: [String] = []) -> NibObjectGraph.Ref {
        let owner = graph.add("NSCustomObject")
        graph.set(owner, "NSClassName", string("NSObject"))
        objectsByID["-2"] = owner
        for alias in aliases { objectsByID[alias] = owner }
        return owner
    }

    /// The application placeholder every storyboard nib lists under its owner.
    mutating func applicationPlaceholder() {
        let application = graph.add("NSCustomObject")
        graph.set(application, "NSClassName", string("NSApplication"))
        listed.append((application, nil))
    }

    /// An `NSNibExternalObjectPlaceholder` for the storyboard loading the nib, listed under the
    /// owner: each controller's `storyboard` outlet has one of its own.
    mutating func storyboardPlaceholder() -> NibObjectGraph.Ref {
        placeholder("NSStoryboardPlaceholder")
    }

    /// An `NSNibExternalObjectPlaceholder` for the object the loader gives as `identifier`,
    /// listed under the owner.
    mutating func placeholder(_ identifier: String) -> NibObjectGraph.Ref {
        let placeholder = graph.add("NSNibExternalObjectPlaceholder")
        graph.set(placeholder, "NSExternalObjectPlaceholderIdentifier", string(identifier))
        listed.append((placeholder, nil))
        return placeholder
    }

    /// Makes `object` an `NSClassSwapper` naming the custom class of `element`, if it has one,
    /// and `original`, the class it stands in for: a storyboard swaps every custom controller in.
    mutating func swapInCustomClass(_ object: NibObjectGraph.Ref, of element: XMLElementNode, original: String) {
        guard let customClass = element["customClass"] else { return }
        graph.setClassName(object, "NSClassSwapper")
        graph.set(object, "NSClassName", string(swiftName(customClass, module: moduleName(element))))
        graph.set(object, "NSOriginalClassName", string(original))
    }

    /// An outlet the compiler makes (a storyboard's wiring, not the source's): `label` from
    /// `source` to `destination`, listed with the other outlets.
    mutating func outlet(
        _ label: String, from source: NibObjectGraph.Ref, to destination: NibObjectGraph.Ref,
        at element: XMLElementNode
    ) {
        let connector = graph.add("NSNibOutletConnector")
        graph.set(connector, "NSSource", source)
        graph.set(connector, "NSLabel", string(label))
        graph.set(connector, "NSChildControllerCreationSelectorName", .null)
        pendingConnections.append(
            .init(
                connector: connector, destination: "", isOutlet: true, label: label, sourceID: element["id"] ?? "",
                location: element.location, target: destination))
    }

    /// A user-defined runtime attribute the compiler sets: `keyPath` of `object` to `value`
    /// when the nib loads (how a window learns its content view controller).
    mutating func runtimeAttribute(_ keyPath: String, of object: NibObjectGraph.Ref, to value: NibObjectGraph.Ref) {
        let connector = graph.add("NSIBUserDefinedRuntimeAttributesConnector")
        graph.set(connector, "NSObject", object)
        graph.set(connector, "NSValues", graph.collection("NSArray", [value]))
        graph.set(connector, "NSKeyPaths", graph.collection("NSArray", [string(keyPath)]))
        runtimeAttributeConnectors.append(connector)
    }

    /// The content view ibtool gives a storyboard window that has none: an empty view the
    /// content rect's size, listed under `window`.
    mutating func emptyContentView(of window: NibObjectGraph.Ref, size: (Double, Double)) -> NibObjectGraph.Ref {
        let view = graph.add("NSView")
        listed.append((view, window))
        graph.set(view, "NSNextResponder", .null)
        graph.set(view, "NSNibTouchBar", .null)
        graph.set(view, "NSvFlags", NibObjectGraph.integer(ViewFlags.autoresizesSubviews))
        graph.set(view, "NSFrameSize", string(Self.sizeText(size.0, size.1)))
        graph.set(view, "NSViewWantsBestResolutionOpenGLSurface", .bool(true))
        graph.set(view, "IBNSSafeAreaLayoutGuide", .null)
        graph.set(view, "IBNSLayoutMarginsGuide", .null)
        graph.set(view, "IBNSClipsToBounds", NibObjectGraph.integer(0))
        graph.replace(window, "NSWindowView", .object(view.index))
        return view
    }

    /// Moves the listed `objects` (listed last, in this order) to just after `anchor`: ibtool
    /// lists a window's content view and content controller before the window's other parts.
    mutating func moveListed(_ objects: [NibObjectGraph.Ref], after anchor: NibObjectGraph.Ref) {
        let moving = Set(objects)
        let entries = listed.filter { moving.contains($0.object) }
        listed.removeAll { moving.contains($0.object) }
        guard let position = listed.firstIndex(where: { $0.object == anchor }) else {
            listed += entries
            return
        }
        listed.insert(contentsOf: entries, at: position + 1)
    }

    /// Lists the menu tree under `menu` as ibtool lists a storyboard's main menu: depth first,
    /// each menu's items in reverse order, each item followed by its submenu (`sb_localized`:
    /// Quit, the separator, then About; viraptor/ibtool saw the same on its storyboard pairs).
    /// A `.xib`'s menus keep document order.
    mutating func listMenuItemsInReverse(_ menu: NibObjectGraph.Ref) {
        var order: [NibObjectGraph.Ref] = []
        var pending = [menu]
        while let next = pending.popLast() {
            order.append(next)
            if graph.className(next) == "NSMenu" {
                // Reversed items, each visited before the one listed before it.
                if case .object(let items)? = graph.value(next, "NSMenuItems") {
                    pending += graph.items(NibObjectGraph.Ref(index: items))
                }
            } else if case .object(let submenu)? = graph.value(next, "NSSubmenu") {
                pending.append(NibObjectGraph.Ref(index: submenu))
            }
        }
        let members = Set(order)
        guard let start = listed.firstIndex(where: { members.contains($0.object) }) else { return }
        let entries = Dictionary(
            listed.filter { members.contains($0.object) }.map { ($0.object, $0) },
            uniquingKeysWith: { first, _ in first })
        listed.removeAll { members.contains($0.object) }
        listed.insert(contentsOf: order.compactMap { entries[$0] }, at: start)
    }
}
