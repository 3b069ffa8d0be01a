/// One string of an Xcode interface file that a localizer translates, as ibtool exports it:
/// the object's id and the property's name make the key (`abc-de-fgh.text`,
/// `NJH-oV-DbS.segmentTitles[0]`), and the comment names the object's Interface Builder class.
public struct XcodeLocalizableString: Hashable, Sendable {
    /// The id of the object in the file.
    public var objectID: String
    /// The property: `text`, `normalTitle`, `headerCell.title`, `segmentTitles[1]`.
    public var property: String
    /// Interface Builder's class of the object (`UILabel`, `NSTextFieldCell`), never its custom class.
    public var className: String
    /// The text in the file (the Base language's).
    public var value: String
    /// The object's comment for localizers, when it has one.
    public var note: String?
    /// Where the text stands: the element and its attribute (nil for the element's text).
    let origin: Origin

    /// Where a string's text stands in the element tree.
    struct Origin: Hashable, Sendable {
        /// The element's index in the tree.
        var element: Int
        /// The attribute's index in the tree's attributes; nil for the element's text.
        var attribute: Int?
    }

    /// The key in a `.strings` table: `objectID.property`.
    public var key: String { objectID + "." + property }

    /// The comment ibtool writes above the entry, without its delimiters:
    /// `Class = "UILabel"; text = "Hello"; ObjectID = "abc-de-fgh"; Note = "...";`. An indexed
    /// property is named with the object's id (`NJH-oV-DbS.segmentTitles[0] = ...`), as ibtool does.
    public var comment: String {
        let name = property.contains("[") ? key : property
        var comment =
            "Class = \"\(StringsTable.escaped(className))\"; \(name) = \"\(StringsTable.escaped(value))\"; "
            + "ObjectID = \"\(StringsTable.escaped(objectID))\";"
        if let note { comment += " Note = \"\(StringsTable.escaped(note))\";" }
        return comment
    }

    /// Whether `lhs` comes before `rhs` in ibtool's order: by object id (numeric ids of old
    /// files in numeric order, others in byte order), then by property in byte order.
    static func precedes(_ lhs: Self, _ rhs: Self) -> Bool {
        if lhs.objectID != rhs.objectID { return idPrecedes(lhs.objectID, rhs.objectID) }
        return lhs.property.utf8.lexicographicallyPrecedes(rhs.property.utf8)
    }

    /// Ids in ibtool's order: numbers by value (`9` before `10`), numbers before other ids,
    /// the rest in byte order.
    static func idPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let lhsNumber = isNumber(lhs), rhsNumber = isNumber(rhs)
        if lhsNumber, rhsNumber {
            // Compared as text, longer meaning larger: no overflow, whatever the length.
            let left = lhs.drop { $0 == "0" }, right = rhs.drop { $0 == "0" }
            if left.utf8.count != right.utf8.count { return left.utf8.count < right.utf8.count }
            return left.utf8.lexicographicallyPrecedes(right.utf8)
        }
        if lhsNumber != rhsNumber { return lhsNumber }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    private static func isNumber(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
