import Foundation

extension AppKitNibBuilder {
    /// `<textField>`, `<secureTextField>` and `<searchField>` with their cells: the cell's flags
    /// (``cellFlags(_:textCell:)``, shared with every cell), text, placeholder, font and colours
    /// (and a search field's own keys, ``searchFieldCellKeys(_:_:field:control:)``); the
    /// control's settings written in full, with the keys AppKit's text fields always archive.
    mutating func textField(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let secure = element.name == "secureTextField"
        let search = element.name == "searchField"
        let archivedClass = secure ? "NSSecureTextField" : search ? "NSSearchField" : "NSTextField"
        let cellName = secure ? "secureTextFieldCell" : search ? "searchFieldCell" : "textFieldCell"
        let object = graph.add(archivedClass)
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var cellElement: XMLElementNode?
        for child in element.children where !geometry.read(child) {
            if child.name == cellName, child["key"] == "cell" {
                cellElement = child
                let cell = try textFieldCell(child, field: element, control: object, parent: object, secure: secure)
                if search { try searchFieldCellKeys(cell, child, field: element, control: object) }
                graph.set(object, "NSCell", cell)
            } else {
                try otherChild(child, of: element, object: object)
            }
        }
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        try cellControlKeys(object, element, cell: cellElement)
        if element.attribute("allowsExpansionToolTips", is: "YES") {
            graph.set(object, "NSControlAllowsExpansionToolTips", .bool(true))
        }
        if let width = element["preferredMaxLayoutWidth"].flatMap(Double.init), width != 0 {
            graph.set(object, "NSPreferredMaxLayoutWidth", .double(width))
        }
        graph.set(object, "NSTextFieldAlignmentRectInsetsVersion", NibObjectGraph.integer(2))
        graph.set(object, "NSAllowsWritingTools", .bool(!secure && !search))
        graph.set(object, "NSTextFieldAllowsWritingToolsAffordance", .bool(false))
        graph.set(object, "NS.resolvesNaturalAlignmentWithBaseWritingDirection", .bool(false))
        huggingPriority(object, element, defaultVertical: "750")
        applyCustomClass(object, element, archivedClass: archivedClass)
        return object
    }

    /// The `NSTextFieldCell` (`NSSecureTextFieldCell`, `NSSearchFieldCell`) of a text field's
    /// cell element, or of a table column's data cell (`field` nil), listed under `parent`.
    mutating func textFieldCell(
        _ element: XMLElementNode, field: XMLElementNode?, control: NibObjectGraph.Ref, parent: NibObjectGraph.Ref,
        secure: Bool
    ) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        let cellClass = [
            "secureTextFieldCell": "NSSecureTextFieldCell", "searchFieldCell": "NSSearchFieldCell",
        ][element.name, default: "NSTextFieldCell"]
        let cell = graph.add(cellClass)
        list(cell, element, parent: parent)
        var (flags, flags2) = try cellFlags(element, textCell: true)
        let formatter = element.children.first { $0["key"] == "formatter" }?.name
        // A date-formatted cell has the top bit of its second flags (`datacell_unparseable`,
        // `textfield_formatter`), which ibtool writes sign-extended.
        if formatter == "dateFormatter" { flags2 |= 0x8000_0000 }
        graph.set(cell, "NSCellFlags", NibObjectGraph.integer(flags))
        graph.set(cell, "NSCellFlags2", NibObjectGraph.flags32(flags2))
        switch formatter {
        case "numberFormatter":
            // A number-formatted cell with no title has no contents (`numfmt_basic`); what a
            // title becomes through the formatter is not known yet.
            if Self.text(element, "title") != nil {
                throw error(.unsupportedElement, "a formatted cell's title has no known archived form yet", at: element)
            }
        case "dateFormatter":
            // A title no date style can read stays text (`datacell_unparseable`); every style
            // has digits, so a title without one is such a title.
            let title = Self.text(element, "title") ?? ""
            if title.contains(where: \.isNumber) {
                throw error(
                    .unsupportedElement, "a date-formatted cell's title with digits has no known archived form yet",
                    at: element)
            }
            graph.set(cell, "NSContents", string(title))
        default:
            graph.set(cell, "NSContents", localizable(element))
        }
        if let placeholder = element["placeholderString"] {
            graph.set(cell, "NSPlaceholderString", string(placeholder))
        }
        graph.set(cell, "NSControlView", control)
        if element.attribute("drawsBackground", is: "YES") { graph.set(cell, "NSDrawsBackground", .bool(true)) }
        for child in element.children where try !textCellChild(child, cell: cell) {
            switch child.name {
            case "numberFormatter" where child["key"] == "formatter":
                graph.set(cell, "NSFormatter", try numberFormatter(child, cell: cell))
            case "dateFormatter" where child["key"] == "formatter":
                graph.set(cell, "NSFormatter", try dateFormatter(child, cell: cell))
            case "allowedInputSourceLocales":
                var locales: [NibObjectGraph.Ref] = []
                for locale in child.children {
                    guard locale.name == "string" else {
                        throw error(
                            .unsupportedElement,
                            "<\(locale.name)> in <allowedInputSourceLocales> has no known archived form",
                            at: locale)
                    }
                    locales.append(string(locale.text))
                }
                graph.set(cell, "NSAllowedInputLocales", graph.collection("NSArray", locales))
            // Read as the title above.
            case "string" where child["key"] == "title": continue
            default:
                try otherChild(child, of: element, object: cell)
            }
        }
        // Documents of Xcode 8 (tools 11762 and older) leave the character picker on implicitly.
        // A table's data cell has no picker (`test_table_vignettes`).
        guard let field else { return cell }
        let pickerByDefault = isXcode8Document && !field.has("allowsCharacterPickerTouchBarItem")
        if field.attribute("allowsCharacterPickerTouchBarItem", is: "YES") || pickerByDefault {
            graph.set(cell, "NSCharacterPickerEnabled", .bool(true))
        }
        return cell
    }
}
