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
                    + "\(name).storyboard (or .json, .xml) beside this file or in the main bundle",
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

    /// `name.storyboard` (or our JSON or XML of it) in this storyboard's folder, else in the
    /// main bundle.
    func referencedStoryboardURL(named name: String) -> URL? {
        let extensions = ["storyboard"] + ArchiveFormat.allCases.map(\.pathExtension)
        if let file {
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
            for pathExtension in extensions {
                let url = folder.appendingPathComponent(name).appendingPathExtension(pathExtension)
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        return extensions.lazy.compactMap { Bundle.main.url(forResource: name, withExtension: $0) }.first
    }

    private func referenceProblem(_ message: String, at reference: ArchiveObject) -> NibLoadingError {
        NibLoadingError(problems: [
            NibLoadingError.Problem(
                code: NibLoadingError.Code.missingStoryboardReference, message: message, file: file,
                location: reference.location)
        ])
    }
}
