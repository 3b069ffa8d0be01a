import Foundation
import NibArchive

extension Nib {
    /// A nib from an Xcode file translated into `localization` ("fr", "pt-BR"), checked by the
    /// validator as `init(contentsOf:registry:)` does.
    ///
    /// The table `<lang>.lproj/<name>.strings` beside the Base file (region, then language;
    /// UTF-8, UTF-16 or a binary property list) is applied to the document before anything is
    /// decoded, so every `init(coder:)` and `awakeFromNib()` sees the translated text; a key the
    /// table lacks keeps the Base text, and `""` gives empty text. With no table for the
    /// localization the Base text stays. `Formats/strings.md` lists the translated properties.
    ///
    /// - Throws: `ArchiveReadError` for the file or the table; `NibLoadingError` with every
    ///   semantic error the validator found.
    public convenience init(contentsOf url: URL, localization: String?, registry: ClassRegistry = .shared) throws {
        let document = try ArchiveDocument(contentsOf: url, localization: localization)
        try self.init(validating: document, file: url.path, registry: registry)
    }
}
