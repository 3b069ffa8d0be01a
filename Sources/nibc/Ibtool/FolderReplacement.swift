import Foundation
import NibKit

/// Puts a folder in place of another whole: it is made beside its destination under a hidden
/// name, then renamed into place, so a reader never finds half of it (a product holding half a
/// `.storyboardc` would crash the app that loads it).
struct FolderReplacement {
    /// Where the folder ends up.
    var destination: URL

    /// Makes the new folder with `make` (given the staging path, which does not exist yet) and
    /// puts it at `destination`, replacing what is there. On failure `destination` is left as
    /// it was and the staging folder is removed.
    func replace(_ make: (URL) throws -> Void) throws {
        let files = FileManager.default
        let folder = destination.deletingLastPathComponent()
        let staging = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString)")
        // Foundation here cannot swap two folders in one step: the old one moves aside, the
        // new one takes its name, then the old one goes.
        let aside = staging.appendingPathExtension("old")
        do {
            try make(staging)
            let hadOne = files.fileExists(atPath: destination.path)
            if hadOne { try files.moveItem(at: destination, to: aside) }
            try files.moveItem(at: staging, to: destination)
            if hadOne { try files.removeItem(at: aside) }
        } catch {
            if files.fileExists(atPath: aside.path), !files.fileExists(atPath: destination.path) {
                try? files.moveItem(at: aside, to: destination)
            }
            try? files.removeItem(at: staging)
            throw error
        }
    }

    /// Puts a folder holding `files` (each at its relative path) at `destination`, as `replace`.
    func write(_ files: [NibCompiler.OutputFile]) throws {
        try replace { staging in
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: url)
            }
        }
    }

    /// Puts the file `data` at `destination` in place of the folder there (a `.nib` folder
    /// compiled for older systems, now compiled to one file), as `replace`.
    func write(file data: Data) throws {
        try replace { staging in try data.write(to: staging) }
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
