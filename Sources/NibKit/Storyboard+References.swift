import Foundation
import NibArchive
import ViewCore

/// Storyboard references (Xcode's `viewControllerPlaceholder`): a scene standing for a scene of
/// another storyboard, found beside this one or in the main bundle.
extension Storyboard {
    /// The class a storyboard reference's object has.
    static let referenceClassName = "StoryboardReference"

    /// The controller the reference `reference` stands for: the scene `referencedIdentifier`
    /// of the storyboard `storyboardName` (this one when it names none), or its initial scene.
    ///
    /// - Throws: `NibLoadingError` (`NIB0412`) when the reference names no storyboard or scene, the
    ///   storyboard is not found, or it has no such scene; the referenced storyboard's errors.
    func followReference(_ reference: ArchiveObject, options: Nib.Options) throws -> ViewController {
        func string(_ key: String) -> String? {
            if case .value(.string(let text))? = reference[key] { return text }
            return nil
        }
        guard let name = string("storyboardName") else {
            // No storyboard: a scene of this one, as Xcode reads it.
            guard let identifier = string("referencedIdentifier") else {
                throw referenceProblem(
                    "the storyboard reference \(quoted: reference.id) names neither a storyboard nor a scene",
                    at: reference)
            }
            return try instantiateViewController(withIdentifier: identifier, options: options)
        }
        guard let url = referencedStoryboardURL(named: name) else {
            throw referenceProblem(
                "the storyboard reference \(quoted: reference.id) names storyboard \(quoted: name), but there is no "
                    + "\(Self.fileNames(name)) beside this file or in the main bundle",
                at: reference)
        }
        let target = url.standardizedFileURL.path + "#" + (string("referencedIdentifier") ?? "")
        // References may lead back to themselves (a storyboard whose initial scene refers to
        // itself): each is followed once per chain.
        guard !Self.referenceChain.contains(target) else {
            throw referenceProblem(
                "the storyboard reference \(quoted: reference.id) leads back to itself through "
                    + Self.referenceChain.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " -> "),
                at: reference)
        }
        return try Self.$referenceChain.withValue(Self.referenceChain + [target]) {
            let other = try Storyboard(contentsOf: url, registry: registry)
            if let identifier = string("referencedIdentifier") {
                return try other.instantiateViewController(withIdentifier: identifier, options: options)
            }
            guard let initial = try other.instantiateInitialViewController(options: options) else {
                throw referenceProblem(
                    "the storyboard reference \(quoted: reference.id) names storyboard \(quoted: name), which has no initial "
                        + "view controller", at: reference)
            }
            return initial
        }
    }

    /// The references being followed on this task, each as `path#identifier`.
    @TaskLocal static var referenceChain: [String] = []

    /// `name` with an extension a storyboard may have (`InterfaceFileExtensions`), in this
    /// storyboard's folder, else in the main bundle as `init(name:bundle:)` finds it.
    func referencedStoryboardURL(named name: String) -> URL? {
        if let file {
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
            for pathExtension in InterfaceFileExtensions.ordered(for: .storyboard) {
                let url = folder.appendingPathComponent(name).appendingPathExtension(pathExtension)
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        return try? InterfaceFileLookup(name: name, kind: .storyboard, bundle: .main).find()
    }

    /// `Name.storyboard (or .xml, .json, .storyboardc)`: the files a reference to the storyboard `name` looks
    /// for, Xcode's spelling first.
    static func fileNames(_ name: String) -> String {
        let others = InterfaceFileExtensions.ordered(for: .storyboard).filter { $0 != "storyboard" }
        return "\(name).storyboard (or " + others.map { "." + $0 }.joined(separator: ", ") + ")"
    }

    private func referenceProblem(_ message: String, at reference: ArchiveObject) -> NibLoadingError {
        NibLoadingError(problems: [
            NibLoadingError.Problem(
                code: NibLoadingError.Code.missingStoryboardReference, message: message, file: file,
                location: reference.location)
        ])
    }
}
