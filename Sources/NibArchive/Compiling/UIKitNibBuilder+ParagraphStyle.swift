import Foundation

extension UIKitNibBuilder {
    /// `NSParagraphStyle`'s stored alignment by the document's name: Core Text's numbering
    /// (`CTTextAlignment`), which `-[NSParagraphStyle encodeWithCoder:]` archives. Natural, the
    /// default, is 4 and so archived; left is 0 and left out.
    static let paragraphAlignments = ["left": 0, "right": 1, "center": 2, "justified": 3, "natural": 4]

    /// `NSLineBreakMode` by the document's name.
    static let paragraphLineBreakModes = [
        "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingHead": 3, "truncatingTail": 4,
        "truncatingMiddle": 5,
    ]

    /// `NSWritingDirection` as the paragraph style archives it: natural left out.
    static let writingDirections = ["natural": 0, "leftToRight": 1, "rightToLeft": 2]

    /// The paragraph style's lengths and factors by attribute, archived as doubles when not 0.
    static let paragraphDoubles = [
        ("lineSpacing", "NSLineSpacing"), ("paragraphSpacing", "NSParagraphSpacing"), ("headIndent", "NSHeadIndent"),
        ("firstLineHeadIndent", "NSFirstLineHeadIndent"), ("tailIndent", "NSTailIndent"),
        ("minimumLineHeight", "NSMinLineHeight"), ("maximumLineHeight", "NSMaxLineHeight"),
        ("lineHeightMultiple", "NSLineHeightMultiple"), ("paragraphSpacingBefore", "NSParagraphSpacingBefore"),
        ("defaultTabInterval", "NSDefaultTabInterval"), ("hyphenationFactor", "NSHyphenationFactor"),
    ]

    /// A text attribute's `<paragraphStyle>` as `-[NSParagraphStyle encodeWithCoder:]` writes it
    /// (published decompilations of UIFoundation for iOS 26.1), each key only when it differs
    /// from the default paragraph style: `NSAlignment`, `NSLineBreakMode`, `NSWritingDirection`
    /// (integers), the lengths of `paragraphDoubles`, `NSTighteningFactorForTruncation` when the
    /// document gives one (Interface Builder leaves UIKit's default out),
    /// `NSAllowsTighteningForTruncation` as the integer 1 when allowed.
    ///
    /// - Throws: `NIB0801` for a value with no archived form, tab stops (their archived form is
    ///   not verified) or an attribute this does not know.
    mutating func paragraphStyle(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        if let child = element.children.first { throw unsupported(child) }
        let known: Set = [
            "key", "alignment", "lineBreakMode", "baseWritingDirection", "tighteningFactorForTruncation",
            "allowsDefaultTighteningForTruncation",
        ]
        let lengths = Set(Self.paragraphDoubles.map(\.0))
        if let stray = element.attributes.first(where: { !known.contains($0.name) && !lengths.contains($0.name) }) {
            throw invalid(element, stray.name)
        }
        let style = graph.add("NSParagraphStyle")
        for (attribute, key, values, fallback) in [
            ("alignment", "NSAlignment", Self.paragraphAlignments, "natural"),
            ("lineBreakMode", "NSLineBreakMode", Self.paragraphLineBreakModes, "wordWrapping"),
            ("baseWritingDirection", "NSWritingDirection", Self.writingDirections, "natural"),
        ] {
            guard let value = values[element[attribute] ?? fallback] else { throw invalid(element, attribute) }
            if value != 0 { graph.set(style, key, NibObjectGraph.integer(value)) }
        }
        for (attribute, key) in Self.paragraphDoubles {
            if let value = try number(element, attribute), value != 0 { graph.set(style, key, .double(value)) }
        }
        if let factor = try number(element, "tighteningFactorForTruncation") {
            graph.set(style, "NSTighteningFactorForTruncation", .double(factor))
        }
        if element.attribute("allowsDefaultTighteningForTruncation", is: "YES") {
            graph.set(style, "NSAllowsTighteningForTruncation", NibObjectGraph.integer(1))
        }
        return style
    }
}
