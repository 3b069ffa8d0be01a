import Foundation

/// Where the archive of a compiled nib is: a `.nib` file is its own archive; a `.nib` folder
/// (what `ibtool` writes when it compiles for several system versions) holds one archive per
/// version, and this picks the one the newest system loads.
public enum CompiledNibFile {
    /// The archive file to read for `path`: `path` itself unless it is a folder; in a folder,
    /// the versioned archive with the highest version (`objects-13.0+.nib` over
    /// `objects-11.0+.nib`, `keyedobjects-101300.nib` over `keyedobjects.nib`), else
    /// `runtime.nib`, `objects.nib`, `keyedobjects.nib`; `path` when none is there (reading
    /// it then says it is a folder).
    ///
    /// - Complexity: O(n) in the number of files in the folder.
    public static func archivePath(_ path: String) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
            let names = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { return path }
        guard let best = choose(from: names) else { return path }
        return (path as NSString).appendingPathComponent(best)
    }

    /// The archive among `names` (a `.nib` folder's entries) the newest system loads, or nil.
    public static func choose(from names: [String]) -> String? {
        let versioned = names.compactMap { name in version(of: name).map { (name, $0) } }
        if let newest = versioned.max(by: { $0.1.lexicographicallyPrecedes($1.1) }) { return newest.0 }
        return ["runtime.nib", "objects.nib", "keyedobjects.nib"].first(where: names.contains)
    }

    /// The version in `objects-13.0+.nib` (`[13, 0]`) or `keyedobjects-101300.nib`
    /// (`[101300]`); nil for other names.
    static func version(of name: String) -> [Int]? {
        for prefix in ["objects-", "keyedobjects-"] where name.hasPrefix(prefix) && name.hasSuffix(".nib") {
            var text = name.dropFirst(prefix.count).dropLast(4)
            if text.hasSuffix("+") { text = text.dropLast() }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
            return parts.compactMap { $0 }
        }
        return nil
    }

    /// Whether `path` is a compiled storyboard: a folder holding an `Info.plist` and at least
    /// one `.nib` (`ibtool` names it `X.storyboardc`).
    public static func isStoryboardBundle(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
            let names = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { return false }
        return names.contains("Info.plist") && names.contains { $0.hasSuffix(".nib") }
    }

    /// The `Info.plist` and the nibs (by file name; a `.nib` folder gives the archive
    /// `archivePath` picks) of the compiled storyboard at `path`.
    ///
    /// - Throws: what reading a file throws.
    public static func storyboardBundle(at path: String) throws -> (info: Data, nibs: [String: Data]) {
        let folder = URL(fileURLWithPath: path)
        let info = try Data(contentsOf: folder.appendingPathComponent("Info.plist"))
        var nibs: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path) where name.hasSuffix(".nib") {
            let archive = archivePath(folder.appendingPathComponent(name).path)
            nibs[name] = try Data(contentsOf: URL(fileURLWithPath: archive))
        }
        return (info, nibs)
    }
}
