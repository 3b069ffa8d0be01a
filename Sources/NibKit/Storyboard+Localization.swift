import Foundation
import NibArchive

extension Storyboard {
    /// A storyboard translated into `localization` ("fr", "pt-BR"), as `Nib(contentsOf:localization:registry:)`
    /// translates a nib: the table beside the Base file is applied before any scene is decoded.
    ///
    /// - Throws: `ArchiveReadError` for the file or the table; `NibLoadingError` with every
    ///   semantic error the validator found.
    public convenience init(contentsOf url: URL, localization: String?, registry: ClassRegistry = .shared) throws {
        let document = try ArchiveDocument(contentsOf: url, localization: localization)
        try self.init(validating: document, file: url.path, registry: registry)
    }
}
