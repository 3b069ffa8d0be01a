import Foundation
import NibArchive
import ViewCore

/// Finds an interface file by name in a bundle, as `UINib(nibName:bundle:)` and
/// `UIStoryboard(name:bundle:)` do: in the bundle's resources, then in the `.lproj` folder of
/// each of the bundle's preferred localizations (`Bundle.preferredLocalizations`), then in
/// `Base.lproj`; in each folder, every extension of the kind in the order of
/// `InterfaceFileExtensions.ordered`.
struct InterfaceFileLookup {
    /// The file's name without its extension (`"Main"`).
    let name: String
    /// What the file holds, which tells the extensions to try.
    let kind: InterfaceFileExtensions.Kind
    /// The bundle searched.
    let bundle: Bundle

    /// The folders searched, in order, each with how messages name it: the resources folder as
    /// `"the bundle"`, an `.lproj` folder by its name.
    var folders: [(url: URL, label: String)] {
        let resources = bundle.resourceURL ?? bundle.bundleURL
        var labels = bundle.preferredLocalizations.filter { $0 != "Base" }.map { "\($0).lproj" }
        labels.append("Base.lproj")
        return [(resources, "the bundle")] + labels.map { (resources.appendingPathComponent($0), $0) }
    }

    /// The first file found.
    ///
    /// - Throws: `NibLoadingError` (`NIB0413`) saying which names and folders were tried.
    func find() throws(NibLoadingError) -> URL {
        let extensions = InterfaceFileExtensions.ordered(for: kind)
        let folders = self.folders
        for folder in folders {
            for pathExtension in extensions {
                let url = folder.url.appendingPathComponent(name).appendingPathExtension(pathExtension)
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        let names = extensions.map { "\(name).\($0)" }.joined(separator: ", ")
        let places = folders.map(\.label).joined(separator: ", ")
        throw NibLoadingError(problems: [
            NibLoadingError.Problem(
                code: NibLoadingError.Code.missingInterfaceFile,
                message:
                    "no \(kind.rawValue) named \(quoted: name) in \(bundle.bundlePath): tried \(names) in \(places)",
                file: nil, location: .unknown)
        ])
    }
}

extension NibLoadingError.Code {
    /// No nib or storyboard of that name in the bundle (`Nib(nibName:bundle:)`,
    /// `Storyboard(name:bundle:)`, `ViewController(nibName:bundle:)`).
    public static let missingInterfaceFile = "NIB0413"
}
