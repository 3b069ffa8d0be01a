import Foundation

/// Finds the table that translates an interface file: `<lang>.lproj/<name>.strings` beside the
/// Base file, as a bundle with Base internationalization holds it.
///
/// For `App/Base.lproj/Main.storyboard` and the localization `pt-BR` it tries
/// `App/pt-BR.lproj/Main.strings`, `App/pt_BR.lproj/Main.strings`, then the language alone,
/// `App/pt.lproj/Main.strings`; nil means the Base text stays. A file not in a `Base.lproj`
/// folder has its `.lproj` folders beside it.
public enum StringsTableLocator {
    /// The folders tried for `localization`, most specific first: the region (`pt-BR`, also
    /// spelled `pt_BR`), then the language (`pt`).
    public static func candidateFolders(for localization: String) -> [String] {
        var names: [String] = [localization]
        let hyphenated = localization.replacingOccurrences(of: "_", with: "-")
        let underscored = localization.replacingOccurrences(of: "-", with: "_")
        for name in [hyphenated, underscored] where !names.contains(name) { names.append(name) }
        if let language = hyphenated.split(separator: "-").first.map(String.init), language != hyphenated {
            names.append(language)
        }
        return names.map { $0 + ".lproj" }
    }

    /// The table for `file` in `localization`, or nil when there is none (the Base text stays).
    ///
    /// - Complexity: a few file-system lookups.
    public static func table(for file: URL, localization: String) -> URL? {
        var folder = file.deletingLastPathComponent()
        if folder.lastPathComponent == "Base.lproj" { folder = folder.deletingLastPathComponent() }
        let name = file.deletingPathExtension().lastPathComponent + ".strings"
        for candidate in candidateFolders(for: localization) {
            let url = folder.appendingPathComponent(candidate).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return nil
    }
}
