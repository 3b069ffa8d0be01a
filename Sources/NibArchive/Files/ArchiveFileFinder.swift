import Foundation

/// Finds the interface files a tool should look at: files named directly, and in folders
/// (recursively) every file whose extension is one of `extensions`, in a stable order.
public struct ArchiveFileFinder: Sendable {
    /// The extensions picked up inside folders (lowercase, without the dot).
    public var extensions: Set<String>

    /// Every extension NibKit reads (`InterfaceFileExtensions.ordered`): `xml`, `json`, `xib`,
    /// `storyboard`, and compiled `nib` files (a `.nib` folder is one input).
    public static let defaultExtensions = Set(InterfaceFileExtensions.ordered.map(\.pathExtension))

    /// Creates a finder picking up `extensions` in folders; `defaultExtensions` unless given.
    public init(extensions: Set<String> = ArchiveFileFinder.defaultExtensions) {
        self.extensions = extensions
    }

    /// A path that cannot be read.
    public struct Failure: Error, Sendable, Equatable {
        /// The path as given.
        public var path: String
        /// Why it cannot be read, as the system says.
        public var reason: String
    }

    /// The files under `paths`: each file as given, each folder's matching files sorted by
    /// path, skipping hidden entries inside folders. Paths are kept as written (`./a/b.xml`).
    ///
    /// - Throws: `Failure` for a path that does not exist or a folder that cannot be listed.
    public func files(in paths: [String]) throws(Failure) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw Failure(path: path, reason: "no such file or folder")
            }
            guard isFolder.boolValue else {
                result.append(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else {
                throw Failure(path: path, reason: "the folder cannot be read")
            }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                let ext = (name as NSString).pathExtension.lowercased()
                guard extensions.contains(ext) else { continue }
                let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                var isSubfolder: ObjCBool = false
                if manager.fileExists(atPath: full, isDirectory: &isSubfolder), !isSubfolder.boolValue {
                    found.append(full)
                }
            }
            result += found.sorted()
        }
        return result
    }
}
