import Foundation

/// Writes a String Catalog (`.xcstrings`) as Xcode 15's migration of an interface file's tables
/// writes it: `sourceLanguage`, then `strings` keyed by the table's keys, each with ibtool's
/// `comment`, `extractionState` `extracted_with_value` and its `localizations` (the source
/// language's Base text in state `new`, each translation in state `translated`), then
/// `version` `1.0`. Keys sorted case-insensitively, `"key" : value`, two spaces of
/// indentation, no line feed after the closing brace, as Xcode writes it.
///
/// Checked against `../shared/corpus/strings/bryceco__GoMap__MainInterface`.
public struct StringCatalogWriter: Sendable {
    /// The source language (`en`).
    public var sourceLanguage: String

    /// A writer for a catalog in `sourceLanguage`.
    public init(sourceLanguage: String) {
        self.sourceLanguage = sourceLanguage
    }

    /// The catalog of `units` with `translations` (values by key, by language).
    ///
    /// - Complexity: O(n log n) in the number of strings and translations.
    public func text(_ units: [LocalizationUnit], translations: [String: [String: String]] = [:]) -> String {
        var text = "{\n  \"sourceLanguage\" : \(Self.quoted(sourceLanguage)),\n  \"strings\" : {\n"
        let sorted = units.sorted { Self.precedes($0.key, $1.key) }
        for (position, unit) in sorted.enumerated() {
            text += "    \(Self.quoted(unit.key)) : {\n"
            if let comment = unit.comment { text += "      \"comment\" : \(Self.quoted(comment)),\n" }
            text += "      \"extractionState\" : \"extracted_with_value\",\n"
            text += "      \"localizations\" : {\n"
            var localizations = [(sourceLanguage, "new", unit.source)]
            for (language, values) in translations where language != sourceLanguage {
                if let value = values[unit.key] { localizations.append((language, "translated", value)) }
            }
            localizations.sort { Self.precedes($0.0, $1.0) }
            for (index, (language, state, value)) in localizations.enumerated() {
                text += "        \(Self.quoted(language)) : {\n"
                text += "          \"stringUnit\" : {\n"
                text += "            \"state\" : \(Self.quoted(state)),\n"
                text += "            \"value\" : \(Self.quoted(value))\n"
                text += "          }\n"
                text += "        }" + (index + 1 < localizations.count ? ",\n" : "\n")
            }
            text += "      }\n"
            text += "    }" + (position + 1 < sorted.count ? ",\n" : "\n")
        }
        return text + "  },\n  \"version\" : \"1.0\"\n}"
    }

    /// Case-insensitive order, then byte order.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.lowercased(), right = rhs.lowercased()
        if left != right { return left.utf8.lexicographicallyPrecedes(right.utf8) }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, `\r` or `\u00XX`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                result += String(format: "\\u%04x", control.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
