import Foundation
import ViewCore

/// The font substitutions text measuring and drawing made: Apple's fonts are not on Linux, so
/// each face a file asks for is drawn with a free one. Each substitution is recorded once per
/// process, so a tool can report it once.
public enum FontSubstitutions {
    private static let recorded = Locked<[String: String]>([:])

    /// Every substitution made so far, as sentences (`"HelveticaNeue-Bold is drawn with
    /// DejaVu Sans"`), sorted.
    public static var all: [String] {
        recorded.withLock { $0.map { "\($0.key) is drawn with \($0.value)" }.sorted() }
    }

    /// Whether `requested` was already recorded; answering false records it.
    static func isRecorded(_ requested: String) -> Bool {
        recorded.withLock { $0[requested] != nil }
    }

    /// Records that `requested` is drawn with `family`; returns true the first time.
    @discardableResult
    static func record(_ requested: String, drawnWith family: String) -> Bool {
        recorded.withLock { table in
            guard table[requested] == nil else { return false }
            table[requested] = family
            return true
        }
    }

    /// Records the substitution `text` made, unless its face was recorded before.
    static func note(_ text: PangoText) {
        let face = text.spec.face
        let requested = face.requested ?? "the system font"
        guard !isRecorded(requested) else { return }
        record(requested, drawnWith: text.resolvedFamily())
    }
}
