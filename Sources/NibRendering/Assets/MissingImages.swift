import Foundation
import ViewCore

/// The images drawing looked for and could not draw (drawn as placeholders): in no asset
/// catalog, or in a file that does not decode. Each is recorded once per process, so a tool
/// can warn once.
public enum MissingImages {
    /// Each name with why its file did not decode (empty when no catalog has it).
    private static let recorded = Locked<[String: String]>([:])

    /// The names of the images not drawn so far, sorted.
    public static var all: [String] { recorded.withLock { $0.keys.sorted() } }

    /// Why the image `name` was not drawn when a catalog has it (its format, where its file
    /// stops decoding and why: `JPEG, byte 158: the image data ends early`); nil when no
    /// catalog has it or it was drawn.
    public static func reason(for name: String) -> String? {
        recorded.withLock { $0[name].flatMap { $0.isEmpty ? nil : $0 } }
    }

    /// Each image drawn without some of its content, with what was left out.
    private static let partial = Locked<[String: String]>([:])

    /// The image files drawn without some of their content so far, sorted, each with what was
    /// left out (`'ticket.pdf' (PDF: text, images)`), so a tool can note it once.
    public static var partlyDrawn: [String] {
        partial.withLock { entries in entries.keys.sorted().map { "'\($0)' (\(entries[$0] ?? ""))" } }
    }

    /// Records that the image file `name` was drawn without `left` (`text`, `images`) of it.
    static func recordPartlyDrawn(_ name: String, format: String, left: [String]) {
        guard !left.isEmpty else { return }
        partial.withLock { $0[name] = format + ": " + left.joined(separator: ", ") }
    }

    /// Records that no catalog has an image named `name`, or, with `reason`, that its file
    /// does not decode.
    static func record(_ name: String, reason: String = "") {
        recorded.withLock { entries in
            if entries[name]?.isEmpty ?? true { entries[name] = reason }
        }
    }
}
