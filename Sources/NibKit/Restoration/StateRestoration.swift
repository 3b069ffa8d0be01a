import Foundation
import NibArchive
import ViewCore

/// Saves the state of live view trees by restoration identifier and brings it back into fresh
/// trees: UIKit's state preservation and restoration, on NibKit's coder and archive formats.
///
/// ```swift
/// // Saving, when the app goes to the background:
/// let archive = try StateRestoration.save(roots: [controller], appVersion: "2.4.1")
/// try archive.data(format: .json).write(to: stateURL)
///
/// // Restoring, after loading the interface again:
/// let roots = try Nib(contentsOf: mainURL).instantiate(withOwner: controller)
/// let saved = try ArchiveDocument(data: Data(contentsOf: stateURL))
/// let report = try StateRestoration.restore(saved, into: [controller],
///                                           options: RestorationOptions(requiredAppVersion: "2.4.1"))
/// for problem in report.failures { log(problem) }
/// ```
///
/// **Paths.** An object's restoration path is the identifiers of its ancestors that have one
/// (view controllers included), then its own, joined with `/` (`RestorationPath`). Objects
/// without an identifier are neither saved nor part of paths.
///
/// **Order.** Both save and restore walk the tree depth-first, parents before children
/// (`RestorationTree`). Restoring sends `decodeRestorableState(with:)` to each object in that
/// order, then, once every state is applied, `applicationFinishedRestoringState()` to each
/// restored object in the same order.
///
/// The archive format is specified in `Formats/restoration.md`.
public enum StateRestoration {
    // MARK: Saving

    /// Saves the state of every object with a restoration identifier under `roots` (views or
    /// view controllers) into a restoration archive.
    ///
    /// - Parameters:
    ///   - roots: The views and view controllers whose trees are saved.
    ///   - appVersion: The app's version string, recorded so a restore can refuse state
    ///     saved by another version.
    /// - Returns: the archive; write it with `data(format:)` in XML or JSON.
    /// - Throws: `RestorationError` listing every problem: two objects with the same path
    ///   (`duplicatePath`), an identifier containing `/` (`invalidIdentifier`), a
    ///   state holding a reference (`unsupportedValue`).
    /// - Complexity: O(n) in the number of objects, plus what their encoders do.
    public static func save(roots: [any StateRestoring], appVersion: String) throws(RestorationError) -> ArchiveDocument
    {
        var records: [ArchiveObject] = []
        var problems: [RestorationProblem] = []
        RestorationTree(roots: roots).walk { object, path in
            guard let path, let identifier = RestorationPath.identifier(object.restorationIdentifier) else { return }
            if let problem = RestorationPath.problem(with: identifier) {
                problems.append(
                    RestorationProblem(
                        code: .invalidIdentifier, message: problem + " (\(type(of: object)))", path: path))
                return
            }
            let coder = RestorationStateCoder(encodingPath: path)
            object.encodeRestorableState(with: coder)
            problems += coder.problems
            records.append(coder.record)
        }
        for (path, group) in RestorationPath.duplicates(records.map { ($0.id, $0) }) {
            problems.append(
                RestorationProblem(
                    code: .duplicatePath,
                    message:
                        "\(group.count) objects have the restoration path \(quoted: path); give them different identifiers",
                    path: path))
        }
        guard problems.isEmpty else { throw RestorationError(problems: problems) }
        let info = RestorationArchiveInfo(appVersion: appVersion)
        return ArchiveDocument(objects: [info.archiveObject] + records)
    }

    /// Saves the state under one root.
    public static func save(root: any StateRestoring, appVersion: String) throws(RestorationError) -> ArchiveDocument {
        try save(roots: [root], appVersion: appVersion)
    }

    // MARK: Restoring

    /// Applies a restoration archive to the trees under `roots`, typically just instantiated
    /// from a nib.
    ///
    /// A state goes to the live object with its path; failing that, to the object its alias
    /// names (`RestorationOptions.aliases`), unless that object has a state of its own. A
    /// state that fails to decode is reported and skipped (the object may hold the values it
    /// read before the error, and gets no `applicationFinishedRestoringState()`); objects with
    /// no state are left untouched.
    ///
    /// - Returns: what was restored, aliased, orphaned, missing and what failed.
    /// - Throws: `RestorationError`, before anything changes, when the document is not a
    ///   restoration archive, its format version is newer, or it was saved by another app
    ///   version than `options.requiredAppVersion`.
    public static func restore(
        _ archive: ArchiveDocument, into roots: [any StateRestoring], file: String? = nil,
        options: RestorationOptions = RestorationOptions()
    ) throws(RestorationError) -> RestorationReport {
        var restoration = try Restoration(archive: archive, roots: roots, file: file, options: options)
        return restoration.run()
    }

    /// Restores into one root.
    public static func restore(
        _ archive: ArchiveDocument, into root: any StateRestoring, file: String? = nil,
        options: RestorationOptions = RestorationOptions()
    ) throws(RestorationError) -> RestorationReport {
        try restore(archive, into: [root], file: file, options: options)
    }

    /// Reads a restoration archive from bytes (XML or JSON, `format` nil: sniffed) and applies it.
    ///
    /// - Throws: `ArchiveReadError` for a file that does not read; `RestorationError` as
    ///   `restore(_:into:file:options:)`.
    public static func restore(
        data: Data, format: ArchiveFormat? = nil, file: String? = nil, into roots: [any StateRestoring],
        options: RestorationOptions = RestorationOptions()
    ) throws -> RestorationReport {
        let archive = try ArchiveDocument(data: data, format: format, file: file)
        return try restore(archive, into: roots, file: file, options: options)
    }

    /// The restoration paths of every object under `roots` with an identifier, in walk order
    /// (parents before children): what a save would write.
    public static func paths(under roots: [any StateRestoring]) -> [String] {
        RestorationTree(roots: roots).pathsAndObjects().map(\.path)
    }
}
