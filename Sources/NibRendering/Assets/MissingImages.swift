import Foundation
import ViewCore

/// The images drawing looked for and found in no asset catalog (drawn as placeholders), each
/// recorded once per process, so a tool can warn once.
public enum MissingImages {
    private static let recorded = Locked<Set<String>>([])

    /// The names of the images not found so far, sorted.
    public static var all: [String] { recorded.withLock { $0.sorted() } }

    /// Records that no catalog has an image named `name`.
    static func record(_ name: String) {
        _ = recorded.withLock { $0.insert(name) }
    }
}
