import Foundation
import NibArchive
import Testing

/// Expects `compile` to refuse `text` as having no known archived form (`NIB0801`), at the
/// line of `text` that holds `marker`.
public func expectRefusal(
    of text: String, atLineHolding marker: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ compile: (String) throws(ArchiveReadError) -> Void
) {
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains(marker) }.map { $0 + 1 }
    do {
        try compile(text)
        Issue.record("compiled what has no archived form: \(marker)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.code == .unsupportedElement, sourceLocation: sourceLocation)
        #expect(error.diagnostics.first?.line == line, sourceLocation: sourceLocation)
    }
}
