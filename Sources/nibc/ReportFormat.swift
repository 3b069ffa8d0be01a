import ArgumentParser

/// How `nibc validate` prints diagnostics.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    /// Compiler style, with the source line and a caret.
    case text
    /// One JSON object: `{"diagnostics": [...], "summary": {...}}`.
    case json
    /// A SARIF 2.1.0 log, for code-scanning dashboards.
    case sarif
    /// GitHub Actions workflow commands (`::error file=...,line=...,col=...::message`).
    case github
}
