import Foundation

extension AppKitNibBuilder {
    /// The date and time styles as `NSDateFormatterStyle` numbers them.
    static let dateStyles = ["none": 0, "short": 1, "medium": 2, "long": 3, "full": 4]

    /// The date patterns of the styles (short to full) in the `en_AU` locale.
    static let australianDatePatterns = ["", "d/M/y", "d MMM y", "d MMMM y", "EEEE, d MMMM y"]
    /// The time patterns of the styles (short to full) in the `en_AU` locale: a narrow
    /// no-break space before the day period, as CLDR 42 and later have it.
    static let australianTimePatterns = [
        "", "h:mm\u{202F}a", "h:mm:ss\u{202F}a", "h:mm:ss\u{202F}a z", "h:mm:ss\u{202F}a zzzz",
    ]

    /// The pattern `NSDateFormatter` derives from a date and a time style.
    ///
    /// ibtool writes the pattern of the locale of the Mac that compiles the file; NibKit writes
    /// that of `en_AU`, the locale of the Mac that compiled the corpus's pairs
    /// (`datacell_unparseable`, `textfield_formatter`), so that output does not depend on the
    /// machine. AppKit derives the pattern again from the styles when it loads the nib.
    static func datePattern(dateStyle: Int, timeStyle: Int) -> String {
        let date = australianDatePatterns[dateStyle]
        let time = australianTimePatterns[timeStyle]
        if date.isEmpty || time.isEmpty { return date + time }
        // The short date joins its time with a comma, the longer ones with "at" (CLDR).
        return date + (dateStyle == 1 ? ", " : " 'at' ") + time
    }

    /// A text cell's `<dateFormatter>` of date and time styles, as ibtool archives it: an
    /// `NSDateFormatter` whose `NS.attributes` (an `NSMutableDictionary`, keys sorted) holds the
    /// styles, relative formatting when it is on and the 10.4 behaviour; `NS.format` the
    /// pattern (``datePattern(dateStyle:timeStyle:)``); `NS.natural` false. A custom format,
    /// a locale or any other setting is refused. The formatter is listed under its cell.
    mutating func dateFormatter(_ element: XMLElementNode, cell: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let known: Set<String> = ["key", "id", "dateStyle", "timeStyle", "doesRelativeDateFormatting"]
        for attribute in element.attributes where !known.contains(attribute.name) {
            throw error(
                .unsupportedElement, "a date formatter's '\(attribute.name)' has no known archived form yet",
                at: element)
        }
        if let child = element.children.first {
            throw error(
                .unsupportedElement, "<\(child.name)> in <dateFormatter> has no known archived form yet", at: child)
        }
        var styles: [String: Int] = [:]
        for name in ["dateStyle", "timeStyle"] {
            guard let style = Self.dateStyles[element[name] ?? "none"] else {
                throw error(
                    .unsupportedElement, "the \(name) '\(element[name] ?? "")' has no known archived form", at: element)
            }
            styles[name] = style
        }
        let dateStyle = styles["dateStyle"] ?? 0
        let timeStyle = styles["timeStyle"] ?? 0
        guard dateStyle != 0 || timeStyle != 0 else {
            throw error(
                .unsupportedElement, "a date formatter of no style has no known archived form yet", at: element)
        }
        let formatter = graph.add("NSDateFormatter")
        list(formatter, element, parent: cell)
        var attributes: [(String, NibObjectGraph.Ref)] = [("dateStyle", number(NibObjectGraph.integer(dateStyle)))]
        if element.attribute("doesRelativeDateFormatting", is: "YES") {
            attributes.append(("doesRelativeDateFormatting", number(.bool(true))))
        }
        attributes.append(("formatterBehavior", number(NibObjectGraph.integer(1040))))
        attributes.append(("timeStyle", number(NibObjectGraph.integer(timeStyle))))
        let entries = attributes.flatMap { [string($0.0), $0.1] }
        graph.set(formatter, "NS.attributes", graph.collection("NSMutableDictionary", entries))
        graph.set(formatter, "NS.format", string(Self.datePattern(dateStyle: dateStyle, timeStyle: timeStyle)))
        graph.set(formatter, "NS.natural", .bool(false))
        return formatter
    }
}
