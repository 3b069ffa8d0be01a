import ViewCore

/// Text worded when it is read rather than when it is made: a diagnostic's key path, which the
/// `Nib` loader makes for every warning it keeps and nearly nobody reads. Wording a key path
/// walks the object's owners and joins their keys, about 16,000 instructions; keeping the parts
/// to word it from costs a few hundred.
struct DeferredText: Sendable {
    private enum Storage: Sendable {
        case text(String)
        case making(@Sendable () -> String)
    }

    private let storage: Storage

    /// Text already worded.
    init(_ text: String) {
        storage = .text(text)
    }

    /// Text `make` words each time it is read; `make` must give the same text every time.
    init(making make: @escaping @Sendable () -> String) {
        storage = .making(make)
    }

    /// The text, bounded as every text of a diagnostic is (`DiagnosticText.bounded`).
    var text: String {
        switch storage {
        case .text(let text): text
        case .making(let make): DiagnosticText.bounded(make())
        }
    }
}
