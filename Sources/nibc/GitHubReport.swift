import NibKit

/// Diagnostics as GitHub Actions workflow commands (`--format github`), which GitHub shows as
/// annotations on the pull request's lines:
///
/// ```
/// ::error file=UI/Main.xml,line=12,col=7,title=NIB0408::the outlet's destination 'rot' is ...
/// ```
enum GitHubReport {
    /// One command a line, for every diagnostic (notes as `::notice`).
    static func text(_ diagnostics: [ArchiveDiagnostic]) -> String {
        diagnostics.map(line).joined()
    }

    private static func line(_ diagnostic: ArchiveDiagnostic) -> String {
        let command =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            default: "notice"
            }
        var properties = ["file=" + property(diagnostic.file ?? InputFile.standardInputName)]
        if diagnostic.line > 0 {
            properties.append("line=\(diagnostic.line)")
            if diagnostic.column > 0 { properties.append("col=\(diagnostic.column)") }
        }
        properties.append("title=" + diagnostic.code.rawValue)
        return
            "::\(command) \(properties.joined(separator: ","))::\(message(diagnostic.message + " [\(diagnostic.code)]"))\n"
    }

    /// A message with the characters a workflow command reserves escaped.
    static func message(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value, which must also escape `:` and `,`.
    static func property(_ text: String) -> String {
        message(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
