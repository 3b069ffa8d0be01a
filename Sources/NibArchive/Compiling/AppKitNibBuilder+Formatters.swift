import Foundation

extension AppKitNibBuilder {
    /// The `<numberFormatter>` attributes the compiler writes (or that name it).
    static let numberFormatterAttributes: Set<String> = [
        "key", "id", "formatterBehavior", "allowsFloats", "usesGroupingSeparator", "groupingSize",
        "minimumIntegerDigits", "maximumIntegerDigits",
    ]

    /// A text cell's `<numberFormatter>` as ibtool archives it (`numfmt_basic`): an
    /// `NSNumberFormatter` whose `NS.attributes` (an `NSMutableDictionary`, keys sorted) holds
    /// every attribute of a 10.4 formatter of no style, the limits among them; its formats, the
    /// pattern of `#`s and `0`s its integer digits make; nil and not-a-number texts; a
    /// rounding handler; `.` and `,` as separators. The formatter is listed under its cell.
    ///
    /// Only formatters of no number style, with no fraction digits and no grouping, are known:
    /// any other attribute (a style, fraction digits, grouping, a locale) is refused, as is a
    /// digit count the document leaves out.
    mutating func numberFormatter(_ element: XMLElementNode, cell: NibObjectGraph.Ref) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        func refuse(_ what: String) -> ArchiveReadError {
            error(.unsupportedElement, "a number formatter's \(what) has no known archived form yet", at: element)
        }
        for attribute in element.attributes where !Self.numberFormatterAttributes.contains(attribute.name) {
            throw refuse("'\(attribute.name)'")
        }
        guard ["default10_4", "custom10_4"].contains(element["formatterBehavior"] ?? "") else {
            throw refuse("behaviour '\(element["formatterBehavior"] ?? "")'")
        }
        guard !element.attribute("usesGroupingSeparator", is: "YES") else { throw refuse("grouping") }
        func count(_ name: String) throws(ArchiveReadError) -> Int {
            guard let text = element[name], let value = Int(text), value >= 0 else { throw refuse("\(name)") }
            return value
        }
        let grouping = try count("groupingSize")
        let minimumDigits = try count("minimumIntegerDigits")
        let maximumDigits = try count("maximumIntegerDigits")
        guard minimumDigits <= maximumDigits else { throw refuse("digit counts") }
        let allowsFloats = !element.attribute("allowsFloats", is: "NO")
        var limits: [String: NibObjectGraph.Ref] = [:]
        var infinities = ["negativeInfinitySymbol": "-∞", "positiveInfinitySymbol": "+∞"]
        for child in element.children {
            switch (child.name, child["key"] ?? "") {
            case ("real", let key) where key == "minimum" || key == "maximum":
                guard let value = child["value"].flatMap(Double.init) else { throw refuse("\(key)") }
                limits[key] = number(.double(value))
            case ("integer", let key) where key == "minimum" || key == "maximum":
                guard let value = child["value"].flatMap(Int.init) else { throw refuse("\(key)") }
                limits[key] = number(NibObjectGraph.integer(value))
            case ("nil", let key) where infinities[key] != nil:
                infinities[key] = nil
            default:
                throw refuse("<\(child.name)>")
            }
        }
        let formatter = graph.add("NSNumberFormatter")
        list(formatter, element, parent: cell)
        var attributes: [String: NibObjectGraph.Ref] = [
            "allowsFloats": number(.bool(allowsFloats)), "alwaysShowsDecimalSeparator": number(.bool(false)),
            "formatWidth": number(NibObjectGraph.integer(0)), "formatterBehavior": number(NibObjectGraph.integer(1040)),
            "generatesDecimalNumbers": number(.bool(false)), "groupingSize": number(NibObjectGraph.integer(grouping)),
            "lenient": number(.bool(false)), "maximumFractionDigits": number(NibObjectGraph.integer(0)),
            "maximumIntegerDigits": number(NibObjectGraph.integer(maximumDigits)),
            "minimumFractionDigits": number(NibObjectGraph.integer(0)),
            "minimumIntegerDigits": number(NibObjectGraph.integer(minimumDigits)), "nilSymbol": string(""),
            "paddingPosition": number(NibObjectGraph.integer(0)), "roundingMode": number(NibObjectGraph.integer(4)),
            "secondaryGroupingSize": number(NibObjectGraph.integer(0)),
            "usesGroupingSeparator": number(.bool(false)),
        ]
        // Sorted: a dictionary's order differs from one instance to the next, and the order
        // objects are made in is the order of the archive's table.
        for key in infinities.keys.sorted() { attributes[key] = string(infinities[key] ?? "") }
        for key in limits.keys.sorted() { attributes[key] = limits[key] }
        let entries = attributes.keys.sorted().flatMap { key in [string(key), attributes[key] ?? string(key)] }
        graph.set(formatter, "NS.attributes", graph.collection("NSMutableDictionary", entries))
        let format = string(
            String(repeating: "#", count: maximumDigits - minimumDigits) + String(repeating: "0", count: minimumDigits))
        graph.set(formatter, "NS.positiveformat", format)
        graph.set(formatter, "NS.negativeformat", format)
        for key in ["NS.positiveattrs", "NS.negativeattrs", "NS.zero"] { graph.set(formatter, key, .null) }
        graph.set(formatter, "NS.nil", attributedString("", attributes: false))
        graph.set(formatter, "NS.nan", attributedString("NaN", attributes: true))
        for (key, limit) in [("NS.min", "minimum"), ("NS.max", "maximum")] {
            if let value = limits[limit] { graph.set(formatter, key, value) } else { graph.set(formatter, key, .null) }
        }
        let rounding = graph.add("NSDecimalNumberHandler")
        graph.set(rounding, "NS.roundingmode", NibObjectGraph.integer(3))
        for key in ["NS.raise.overflow", "NS.raise.underflow", "NS.raise.dividebyzero"] {
            graph.set(rounding, key, .bool(true))
        }
        graph.set(formatter, "NS.rounding", rounding)
        graph.set(formatter, "NS.decimal", string("."))
        graph.set(formatter, "NS.thousand", string(","))
        graph.set(formatter, "NS.hasthousands", .bool(false))
        graph.set(formatter, "NS.localized", .bool(true))
        graph.set(formatter, "NS.allowsfloats", .bool(allowsFloats))
        return formatter
    }

    /// An `NSNumber` holding `payload` (`NibObjectGraph.number(_:)`).
    mutating func number(_ payload: NIBArchive.Payload) -> NibObjectGraph.Ref { graph.number(payload) }

    /// An `NSAttributedString` of `text`, with an empty `NSAttributes` dictionary when
    /// `attributes` is set.
    private mutating func attributedString(_ text: String, attributes: Bool) -> NibObjectGraph.Ref {
        let object = graph.add("NSAttributedString")
        graph.set(object, "NSString", string(text))
        if attributes { graph.set(object, "NSAttributes", graph.collection("NSDictionary", [])) }
        return object
    }
}
