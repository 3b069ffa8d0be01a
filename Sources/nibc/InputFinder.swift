import Foundation
import NibKit

/// Finds the files `nibc validate` checks: `-` for standard input, each file named, and in
/// folders (recursively, skipping hidden entries) every `.xml`, `.json`, `.xib` and
/// `.storyboard` file, sorted, less those an `--exclude` glob matches.
struct InputFinder {
    /// The extensions picked up inside folders.
    var extensions = ArchiveFileFinder.defaultExtensions
    /// The `--exclude` globs.
    var excludes: [Glob] = []

    /// One file to check.
    struct File: Sendable, Hashable {
        /// The path as written (or as found under a folder as written); `-` for standard input.
        var path: String
        /// Whether the file was found inside a folder rather than named.
        var foundInFolder: Bool
    }

    /// What the paths hold.
    struct Found {
        /// The files, in the order of the paths, each folder's sorted.
        var files: [File] = []
        /// The folders that held no interface file at all.
        var emptyFolders: [String] = []
    }

    /// The files under `paths`.
    ///
    /// - Throws: `InputFile.Failure` for a path that does not exist or a folder that cannot be listed.
    func find(_ paths: [String]) throws(InputFile.Failure) -> Found {
        var found = Found()
        let manager = FileManager.default
        for path in paths {
            if path == InputFile.standardInput {
                found.files.append(File(path: path, foundInFolder: false))
                continue
            }
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw InputFile.Failure(path: path, reason: "no such file or folder")
            }
            // A compiled storyboard named on the command line is one input, not a folder to search.
            guard isFolder.boolValue, !CompiledNibFile.isStoryboardBundle(path) else {
                if !excluded(path, relative: (path as NSString).lastPathComponent) {
                    found.files.append(File(path: path, foundInFolder: false))
                }
                continue
            }
            guard manager.isReadableFile(atPath: path), let enumerator = manager.enumerator(atPath: path) else {
                throw InputFile.Failure(path: path, reason: "permission denied")
            }
            var inFolder: [String] = []
            var excludedSome = false
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                if name.hasPrefix(".") || excluded(full, relative: relative) {
                    enumerator.skipDescendants()
                    excludedSome = excludedSome || !name.hasPrefix(".")
                    continue
                }
                guard
                    extensions.contains((name as NSString).pathExtension.lowercased()) || name.hasSuffix(".storyboardc")
                else { continue }
                // A name that cannot be followed (a broken link) is kept: reading it fails and
                // says so, where skipping it would leave an interface file unchecked.
                var isSubfolder: ObjCBool = false
                if !manager.fileExists(atPath: full, isDirectory: &isSubfolder) || !isSubfolder.boolValue {
                    inFolder.append(full)
                } else if name.lowercased().hasSuffix(".nib") || name.lowercased().hasSuffix(".storyboardc") {
                    // A `.nib` folder is one compiled nib, not a folder to search.
                    inFolder.append(full)
                    enumerator.skipDescendants()
                }
            }
            // A folder whose files were all excluded was not empty: the user chose.
            if inFolder.isEmpty, !excludedSome { found.emptyFolders.append(path) }
            found.files += inFolder.sorted().map { File(path: $0, foundInFolder: true) }
        }
        return found
    }

    /// Whether an `--exclude` glob matches the path as written, or its path inside the folder
    /// searched from any folder down (`Generated/*` excludes `UI/Generated/Main.xml`, as in a
    /// `.gitignore`).
    func excluded(_ path: String, relative: String) -> Bool {
        let components = relative.split(separator: "/")
        var candidates = [path, "/" + relative]
        for start in components.indices {
            candidates.append(components[start...].joined(separator: "/"))
        }
        return excludes.contains { glob in candidates.contains { glob.matches($0) } }
    }
}
