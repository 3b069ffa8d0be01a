import Foundation

extension AppKitNibBuilder {
    /// `NSDatePickerElementFlags` bits by the attribute of `<datePickerElements>` that sets them.
    static let datePickerElements = [
        "second": 0x02, "minute": 0x04, "hour": 0x08, "timeZone": 0x10, "day": 0x20, "month": 0x40, "year": 0x80,
        "era": 0x100,
    ]

    /// `<datePicker>` and its `<datePickerCell>` in the default style (a text field with a
    /// stepper, one date): the cell's date (`NSContents`, an `NSDate`), font, colours and
    /// elements; the control's settings written in full (`datepicker`). Another style, a range,
    /// limits or a calendar are refused.
    mutating func datePicker(_ element: XMLElementNode, superview: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let object = graph.add("NSDatePicker")
        list(object, element, parent: superview)
        var geometry = ViewGeometry()
        var cellElement: XMLElementNode?
        for child in element.children where !geometry.read(child) {
            if child.name == "datePickerCell", child["key"] == "cell" {
                cellElement = child
                graph.set(object, "NSCell", try datePickerCell(child, control: object))
            } else {
                try otherChild(child, of: element, object: object)
            }
        }
        commonViewKeys(object, element, geometry, superview: superview, topLevel: false)
        try cellControlKeys(object, element, cell: cellElement)
        graph.set(object, "presentsCalendarOverlay", .bool(false))
        huggingPriority(object, element, defaultVertical: "750")
        applyCustomClass(object, element, archivedClass: "NSDatePicker")
        return object
    }

    private mutating func datePickerCell(_ element: XMLElementNode, control: NibObjectGraph.Ref)
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        for unsupported in ["datePickerStyle", "datePickerMode", "minDate", "maxDate", "calendar", "locale"]
        where element.has(unsupported) {
            throw error(
                .unsupportedElement, "a date picker cell's '\(unsupported)' has no known archived form yet",
                at: element)
        }
        let cell = graph.add("NSDatePickerCell")
        list(cell, element, parent: control)
        let (flags, flags2) = try cellFlags(element, textCell: true)
        graph.set(cell, "NSCellFlags", NibObjectGraph.integer(flags))
        graph.set(cell, "NSCellFlags2", NibObjectGraph.integer(flags2))
        graph.set(cell, "NSControlView", control)
        graph.set(cell, "NSTimeInterval", .double(0))
        var elements = 0
        for child in element.children where try !textCellChild(child, cell: cell) {
            switch child.name {
            case "date" where child["key"] == "date":
                guard let time = child["timeIntervalSinceReferenceDate"].flatMap(Double.init) else {
                    throw error(
                        .unsupportedElement, "the date has no time interval since the reference date", at: child)
                }
                let date = graph.add("NSDate")
                graph.set(date, "NS.time", .double(time))
                graph.set(cell, "NSContents", date)
            case "datePickerElements" where child["key"] == "datePickerElements":
                for attribute in child.attributes where attribute.name != "key" && attribute.value == "YES" {
                    guard let bit = Self.datePickerElements[attribute.name] else {
                        throw error(
                            .unsupportedElement,
                            "the date picker element '\(attribute.name)' has no known archived form",
                            at: child)
                    }
                    elements |= bit
                }
            default:
                try otherChild(child, of: element, object: cell)
            }
        }
        graph.set(cell, "NSDatePickerElements", NibObjectGraph.integer(elements))
        graph.set(cell, "NSDatePickerUseCurrentDateDuringDecoding", .bool(false))
        return cell
    }
}
