import Foundation

extension AppKitNibBuilder {
    /// `NSFlags` bits of an `NSTextViewSharedData`, as GNUstep's `NSTextView` decodes them and
    /// the five text views of the macOS pairs agree.
    enum TextSharedFlags {
        static let selectable = 0x1
        static let editable = 0x2
        static let richText = 0x4
        static let importsGraphics = 0x8
        static let usesFontPanel = 0x20
        /// Set in every pair (GNUstep reads it as using the ruler, 0x800 as drawing the
        /// background); their sources say nothing of either.
        static let always = 0x900
        static let smartInsertDelete = 0x200
        static let allowsUndo = 0x400
        /// Set in every pair, each with `spellingCorrection="YES"`.
        static let spellingCorrection = 0x400_0000
        /// The settings no corpus pair shows, at the bits viraptor/ibtool measured on its own
        /// pairs (and GNUstep names the first two of).
        static let usesRuler = 0x40
        static let continuousSpellChecking = 0x80
        static let allowsDocumentBackgroundColorChange = 0x4000
        static let dashSubstitution = 0x2_0000
        static let linkDetection = 0x4_0000
        static let quoteSubstitution = 0x100_0000
        /// Set in a storyboard's text view instead of ``spellingCorrection``.
        static let storyboard = 0x200_8000
    }

    /// `NSTVFlags` of an `NSTextView`: resizable horizontally (1) and vertically (2), with
    /// `0x84` set in every pair.
    enum TextViewFlags {
        static let horizontallyResizable = 0x1
        static let verticallyResizable = 0x2
        static let always = 0x84
    }

    /// The `<textView>` attributes the compiler knows; any other is refused.
    static let textViewAttributes: Set<String> = [
        "id", "key", "wantsLayer", "editable", "selectable", "importsGraphics", "richText", "verticallyResizable",
        "horizontallyResizable", "findStyle", "spellingCorrection", "smartInsertDelete", "allowsUndo",
        "usesFontPanel", "textCompletion", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "continuousSpellChecking", "usesRuler", "linkDetection", "allowsDocumentBackgroundColorChange",
        "quoteSubstitution", "dashSubstitution",
    ]

    /// A clip view's `<textView>`, `size` big (the clip view's: the text view is resized with
    /// it), with the text network ibtool archives: an `NSTextContainer` as wide as the view, its
    /// `NSLayoutManager` and `NSTextStorage` (the source's text, each run's attributes), and an
    /// `NSTextViewSharedData` with the settings, the selection, insertion and link looks.
    ///
    /// The shared data's background is AppKit's text background whatever the source says: the
    /// four pairs whose source sets white keep `textBackgroundColor` there.
    mutating func textView(_ element: XMLElementNode, clip: NibObjectGraph.Ref, size: (Double, Double))
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        for attribute in element.attributes where !Self.textViewAttributes.contains(attribute.name) {
            throw error(
                .unsupportedElement, "a text view's '\(attribute.name)' has no known archived form yet", at: element)
        }
        if let style = element["findStyle"], style != "bar" {
            throw error(.unsupportedElement, "the find style '\(style)' has no known archived form yet", at: element)
        }
        let object = graph.add("NSTextView")
        list(object, element, parent: clip)
        var geometry = ViewGeometry()
        var textColor: NibObjectGraph.Ref?
        var insertionColor: NibObjectGraph.Ref?
        // Without one, the maximum is the source frame's size, as `NSTextView(frame:)` sets it
        // (`sb_textview`).
        let source = SourceFrame(element)
        var maxSize = Self.sizeText(source.width, source.height)
        var storage: XMLElementNode?
        for child in element.children where !geometry.read(child) {
            switch (child.name, child["key"]) {
            case ("color", "textColor"?): textColor = try color(child)
            // A storyboard's text view takes AppKit's insertion colour for any system colour
            // (`sb_toolbar_colors_tv` says `textColor`).
            case ("color", "insertionPointColor"?) where isStoryboard && child["colorSpace"] == "catalog":
                insertionColor = try systemColor("textInsertionPointColor", at: child)
            case ("color", "insertionPointColor"?): insertionColor = try color(child)
            // Not archived: the shared data's background is AppKit's (see above).
            case ("color", "backgroundColor"?): break
            case ("size", "minSize"?): break
            case ("size", "maxSize"?):
                maxSize = Self.sizeText(Self.decimal(child, "width", 0), Self.decimal(child, "height", 0))
            case ("attributedString", "textStorage"?): storage = child
            default: try otherChild(child, of: element, object: object)
            }
        }
        (geometry.frameKey, geometry.frame) = (
            "NSFrameSize", Self.sizeText(size.0, size.1)
        )
        commonViewKeys(object, element, geometry, superview: clip, topLevel: false)

        let container = graph.add("NSTextContainer")
        let layoutManager = graph.add("NSLayoutManager")
        graph.set(layoutManager, "NSTextStorage", try textStorage(storage, of: element))
        graph.set(layoutManager, "NSTextContainers", graph.collection("NSMutableArray", [container]))
        graph.set(layoutManager, "NSLMFlags", NibObjectGraph.integer(0x66))
        graph.set(layoutManager, "NSDelegate", .null)
        graph.set(container, "NSLayoutManager", layoutManager)
        graph.set(container, "NSTextLayoutManager", .null)
        graph.set(container, "NSTextView", object)
        graph.set(container, "NSWidth", .double(size.0))
        graph.set(container, "NSMinWidth", .double(15))
        graph.set(container, "NSTCFlags", NibObjectGraph.integer(1))
        graph.set(object, "NSTextContainer", container)
        graph.set(object, "NSSharedData", try textSharedData(element, insertionColor: insertionColor))

        var flags = TextViewFlags.always
        if element.attribute("horizontallyResizable", is: "YES") { flags |= TextViewFlags.horizontallyResizable }
        // Documents of Xcode 8 (tools 11762 and older) leave vertical resizing implicit.
        let verticalByDefault = isXcode8Document && !element.has("verticallyResizable")
        if element.attribute("verticallyResizable", is: "YES") || verticalByDefault {
            flags |= TextViewFlags.verticallyResizable
        }
        graph.set(object, "NSTVFlags", NibObjectGraph.integer(flags))
        graph.set(object, "NSMaxSize", string(maxSize))
        graph.set(object, "NSDelegate", .null)
        // An empty text view of an Xcode 8 document keeps AppKit's text colour
        // (`test6_whitecolor`, `test13_clip_flags`; not `textview_attributedstring`).
        if textColor == nil, storage == nil, isXcode8Document {
            textColor = try systemColor("textColor", at: element)
        }
        if let textColor { graph.set(object, "NSTextViewTextColor", textColor) }
        return object
    }

    /// The `NSTextViewSharedData` of a text view's settings.
    private mutating func textSharedData(_ element: XMLElementNode, insertionColor: NibObjectGraph.Ref?)
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        var flags = TextSharedFlags.always
        let settings: [(String, Bool, Int)] = [
            ("selectable", true, TextSharedFlags.selectable), ("editable", true, TextSharedFlags.editable),
            ("richText", true, TextSharedFlags.richText), ("importsGraphics", true, TextSharedFlags.importsGraphics),
            ("usesFontPanel", false, TextSharedFlags.usesFontPanel),
            ("smartInsertDelete", false, TextSharedFlags.smartInsertDelete),
            ("allowsUndo", false, TextSharedFlags.allowsUndo),
            ("spellingCorrection", false, TextSharedFlags.spellingCorrection),
            ("continuousSpellChecking", false, TextSharedFlags.continuousSpellChecking),
            ("usesRuler", false, TextSharedFlags.usesRuler), ("linkDetection", false, TextSharedFlags.linkDetection),
            ("allowsDocumentBackgroundColorChange", false, TextSharedFlags.allowsDocumentBackgroundColorChange),
            ("quoteSubstitution", false, TextSharedFlags.quoteSubstitution),
            ("dashSubstitution", false, TextSharedFlags.dashSubstitution),
        ]
        flags |= Self.settingBits(element, settings)
        if isStoryboard {
            // A storyboard's text view sets two bits of its own and not the spelling one
            // (`sb_textview`; GNUstep does not name them).
            flags = (flags & ~TextSharedFlags.spellingCorrection) | TextSharedFlags.storyboard
        }
        let shared = graph.add("NSTextViewSharedData")
        graph.set(shared, "NSAutomaticTextCompletionDisabled", .bool(element.attribute("textCompletion", is: "NO")))
        graph.set(shared, "NSFlags", NibObjectGraph.integer(flags))
        graph.set(shared, "NSMoreFlags", NibObjectGraph.integer(1))
        graph.set(shared, "NSTextCheckingTypes", NibObjectGraph.integer(0))
        graph.set(shared, "NSMarkedAttributes", .null)
        graph.set(shared, "NSBackgroundColor", try systemColor("textBackgroundColor", at: element))
        let selected = [
            string("NSBackgroundColor"), try systemColor("selectedTextBackgroundColor", at: element),
            string("NSColor"), try systemColor("selectedTextColor", at: element),
        ]
        graph.set(shared, "NSSelectedAttributes", graph.collection("NSDictionary", selected))
        if let insertionColor {
            graph.set(shared, "NSInsertionColor", insertionColor)
        } else {
            graph.set(shared, "NSInsertionColor", try systemColor("textInsertionPointColor", at: element))
        }
        let cursor = graph.add("NSCursor")
        graph.set(cursor, "NSHotSpot", string("{8, -8}"))
        graph.set(cursor, "NSCursorType", NibObjectGraph.integer(13))
        let link = [
            string("NSColor"), try systemColor("linkColor", at: element), string("NSCursor"), cursor,
            string("NSUnderline"), number(NibObjectGraph.integer(1)),
        ]
        graph.set(shared, "NSLinkAttributes", graph.collection("NSDictionary", link))
        graph.set(shared, "NSDefaultParagraphStyle", .null)
        graph.set(shared, "NSTextFinder", .null)
        graph.set(shared, "NSPreferredTextFinderStyle", NibObjectGraph.integer(element["findStyle"] == "bar" ? 2 : 0))
        graph.set(shared, "NSTextHighlightAttributes", .null)
        graph.set(shared, "NSWritingToolsFlags", NibObjectGraph.integer(0x100))
        return shared
    }

    /// The `NSTextStorage` of a text view's `<attributedString>` (nil: empty). Each fragment's
    /// attributes are AppKit's text colour and the fragment's font (Helvetica 12 when it names
    /// none); one set of attributes is `NSAttributes` itself, several are listed once each in
    /// an `NSMutableArray`, with `NSAttributeInfo` holding each run's length (UTF-16) and
    /// attributes' index as varints. Attributes other than a font are refused.
    private mutating func textStorage(_ element: XMLElementNode?, of textView: XMLElementNode)
        throws(ArchiveReadError) -> NibObjectGraph.Ref
    {
        let storage = graph.add("NSTextStorage")
        var text = ""
        var runs: [(length: Int, font: XMLElementNode?)] = []
        for fragment in element.map({ Array($0.children) }) ?? [] {
            guard fragment.name == "fragment" else {
                throw error(
                    .unsupportedElement, "<\(fragment.name)> in <attributedString> has no known archived form yet",
                    at: fragment)
            }
            var content = fragment["content"] ?? ""
            var font: XMLElementNode?
            for child in fragment.children {
                switch child.name {
                case "string" where child["key"] == "content": content = child.text
                case "attributes":
                    for attribute in child.children {
                        guard attribute.name == "font", attribute["key"] == "NSFont" else {
                            throw error(
                                .unsupportedElement,
                                "a text attribute <\(attribute.name)> has no known archived form yet", at: attribute)
                        }
                        font = attribute
                    }
                default:
                    throw error(
                        .unsupportedElement, "<\(child.name)> in <fragment> has no known archived form yet", at: child)
                }
            }
            text += content
            runs.append((content.utf16.count, font))
        }
        let mutableText = graph.add("NSMutableString")
        graph.set(mutableText, "NS.bytes", .data(Data(text.utf8)))
        graph.set(storage, "NSString", mutableText)
        if !runs.isEmpty {
            // Runs of equal attributes are one run, and equal attributes are archived once.
            var keys: [String] = []
            var merged: [(length: Int, index: Int)] = []
            var fonts: [XMLElementNode?] = []
            for run in runs where run.length > 0 {
                let key = run.font.map { "\($0["metaFont"] ?? "")/\($0["name"] ?? "")/\($0["size"] ?? "")" } ?? ""
                let index = keys.firstIndex(of: key) ?? keys.count
                if index == keys.count {
                    keys.append(key)
                    fonts.append(run.font)
                }
                if let last = merged.last, last.index == index {
                    merged[merged.count - 1].length += run.length
                } else {
                    merged.append((run.length, index))
                }
            }
            var dictionaries: [NibObjectGraph.Ref] = []
            for font in fonts {
                let archivedFont: NibObjectGraph.Ref
                if let font {
                    archivedFont = try self.font(font)
                } else {
                    archivedFont = self.archivedFont("Helvetica", size: 12, flags: 16)
                }
                let entries = [
                    string("NSColor"), try systemColor("textColor", at: textView),
                    string("NSFont"), archivedFont,
                ]
                dictionaries.append(graph.collection("NSDictionary", entries))
            }
            graph.setAttributeRuns(merged, dictionaries: dictionaries, on: storage, mutable: true)
        }
        graph.set(storage, "NSDelegate", .null)
        return storage
    }
}
