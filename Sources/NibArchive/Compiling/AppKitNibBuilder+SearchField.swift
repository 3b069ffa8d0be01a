import Foundation

extension AppKitNibBuilder {
    /// What a search field's cell adds to a text field cell's keys (`searchfield_no_completion`):
    /// its bezel (`NSTextBezelStyle`, round 1), the search and cancel button cells, the recents
    /// limit (255), `NSSearchFieldFlags`, and text completion when the field sets it. Other
    /// bezels, recents and sending settings are refused: no pair shows them.
    mutating func searchFieldCellKeys(
        _ cell: NibObjectGraph.Ref, _ element: XMLElementNode, field: XMLElementNode, control: NibObjectGraph.Ref
    ) throws(ArchiveReadError) {
        for unsupported in [
            "maximumRecents", "recentsAutosaveName", "sendsWholeSearchString", "sendsSearchStringImmediately",
            "centersPlaceholder",
        ]
        where element.has(unsupported) || field.has(unsupported) {
            throw error(
                .unsupportedElement, "a search field's '\(unsupported)' has no known archived form yet", at: element)
        }
        guard element["bezelStyle"] == "round" else {
            throw error(
                .unsupportedElement,
                "a search field's bezel style '\(element["bezelStyle"] ?? "")' has no known archived form yet",
                at: element)
        }
        graph.set(cell, "NSTextBezelStyle", NibObjectGraph.integer(1))
        switch field["textCompletion"] {
        case nil: break
        case "NO":
            graph.set(cell, "NSAutomaticTextCompletionDisabled", .bool(true))
            graph.set(cell, "NSAutomaticTextCompletionStored", .bool(true))
        case let other?:
            throw error(
                .unsupportedElement, "a search field's text completion '\(other)' has no known archived form yet",
                at: field)
        }
        graph.set(cell, "NSSearchButtonCell", searchButtonCell(cell, control: control, cancel: false))
        graph.set(cell, "NSCancelButtonCell", searchButtonCell(cell, control: control, cancel: true))
        graph.set(cell, "NSMaximumRecents", NibObjectGraph.integer(255))
        graph.set(cell, "NSSearchFieldFlags", .data(Data([6, 0, 0, 0])))
    }

    /// The search (magnifying glass) or cancel button cell of a search field's cell: a button
    /// cell that sends `_searchFieldSearch:` / `_searchFieldCancel:` to it. The cancel button
    /// is on and carries its accessibility description, "cancel".
    private mutating func searchButtonCell(_ cell: NibObjectGraph.Ref, control: NibObjectGraph.Ref, cancel: Bool)
        -> NibObjectGraph.Ref
    {
        let button = graph.add("NSButtonCell")
        graph.set(button, "NSCellFlags", NibObjectGraph.integer(cancel ? CellSettingFlags.stateOn : 0))
        graph.set(button, "NSCellFlags2", NibObjectGraph.integer(0))
        if cancel {
            let description = graph.collection(
                "NSMutableDictionary",
                [
                    string("AXDescription"), string("cancel"), string("NSAccessibilityEncodedAttributesValueType"),
                    number(NibObjectGraph.integer(1)),
                ])
            graph.set(button, "NSAccessibilityOverriddenAttributes", graph.collection("NSMutableArray", [description]))
        } else {
            graph.set(button, "NSContents", string("search"))
        }
        graph.set(button, "NSControlView", control)
        graph.set(button, "NSAction", string(cancel ? "_searchFieldCancel:" : "_searchFieldSearch:"))
        graph.set(button, "NSTarget", cell)
        graph.set(button, "NSButtonFlags", NibObjectGraph.integer(0x840_4000))
        graph.set(button, "NSButtonFlags2", NibObjectGraph.integer(0))
        graph.set(button, "NSBezelStyle", NibObjectGraph.integer(0))
        graph.set(button, "NSKeyEquivalent", string(""))
        graph.set(button, "NSPeriodicDelay", NibObjectGraph.integer(400))
        graph.set(button, "NSPeriodicInterval", NibObjectGraph.integer(75))
        graph.set(button, "NSAuxButtonType", NibObjectGraph.integer(5))
        return button
    }
}
