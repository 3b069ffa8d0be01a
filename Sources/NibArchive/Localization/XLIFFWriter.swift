/// Writes XLIFF 1.2 as `xcodebuild -exportLocalizations` writes it: one `<file>` per
/// interface file, its `original` the file's path in the project, a `<trans-unit>` per string
/// with `xml:space="preserve"`, its `<source>`, its `<target>` when a translation exists, and
/// its `<note>` (ibtool's comment); two spaces of indentation.
///
/// Checked against public exports (`Formats/strings.md` names them).
public struct XLIFFWriter: Sendable {
    /// One interface file of the export.
    public struct File: Hashable, Sendable {
        /// The file's path in the project (`App/Base.lproj/Main.storyboard`).
        public var original: String
        /// Its strings in ibtool's order.
        public var units: [LocalizationUnit]
        /// The translations by key; a key without one gets no `<target>`.
        public var targets: [String: String]

        /// Creates a file.
        public init(original: String, units: [LocalizationUnit], targets: [String: String] = [:]) {
            self.original = original
            self.units = units
            self.targets = targets
        }
    }

    /// The source language (`en`).
    public var sourceLanguage: String
    /// The target language (`fr`).
    public var targetLanguage: String
    /// The Xcode version the header names, as importers expect a tool entry.
    public var toolVersion = "15.0"
    /// The Xcode build the header names.
    public var buildNumber = "15A240d"

    /// A writer from `sourceLanguage` to `targetLanguage`.
    public init(sourceLanguage: String, targetLanguage: String) {
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
    }

    /// The document.
    ///
    /// - Complexity: O(n) in the size of the output.
    public func text(_ files: [File]) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
            http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

            """
        for file in files {
            text +=
                "  <file original=\"\(Self.escaped(file.original))\" source-language=\"\(Self.escaped(sourceLanguage))\" "
            text += "target-language=\"\(Self.escaped(targetLanguage))\" datatype=\"plaintext\">\n"
            text += "    <header>\n"
            text +=
                "      <tool tool-id=\"com.apple.dt.xcode\" tool-name=\"Xcode\" tool-version=\"\(Self.escaped(toolVersion))\" "
            text += "build-num=\"\(Self.escaped(buildNumber))\"/>\n"
            text += "    </header>\n"
            text += "    <body>\n"
            for unit in file.units {
                text += "      <trans-unit id=\"\(Self.escaped(unit.key))\" xml:space=\"preserve\">\n"
                text += "        <source>\(Self.escaped(unit.source, attribute: false))</source>\n"
                if let target = file.targets[unit.key] {
                    text += "        <target>\(Self.escaped(target, attribute: false))</target>\n"
                }
                if let comment = unit.comment {
                    text += "        <note>\(Self.escaped(comment, attribute: false))</note>\n"
                }
                text += "      </trans-unit>\n"
            }
            text += "    </body>\n"
            text += "  </file>\n"
        }
        return text + "</xliff>\n"
    }

    /// XML's escapes: `&`, `<`, `>` always, `"` in attributes.
    static func escaped(_ text: String, attribute: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
