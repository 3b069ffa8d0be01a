import Foundation

/// A shell wildcard pattern (`*`, `?`, `[abc]`), matched by the C library's `fnmatch`. `*`
/// matches across `/` too, so `Generated/*` and `**/Generated/**` both exclude a folder.
struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    var pattern: String

    /// The pattern as written.
    var description: String { pattern }

    /// Whether `path` matches the whole pattern.
    func matches(_ path: String) -> Bool {
        fnmatch(pattern, path, 0) == 0
    }
}
