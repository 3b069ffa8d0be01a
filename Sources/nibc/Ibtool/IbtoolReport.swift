import Foundation
import NibKit

/// What ibtool prints when it is done: the errors that kept it from its work, and the document's
/// errors, warnings and notices that `--errors`, `--warnings` and `--notices` ask for, in one of
/// ibtool's three output formats.
///
/// The text form is the one Xcode's build system reads: a `/* com.apple.ibtool.… */` header,
/// then one `path:location: severity: message` line a diagnostic, where the location is the
/// object's identifier, or the line when the diagnostic names no object. The property-list forms
/// hold the same diagnostics under the same keys (see `Formats/ibtool.md`).
struct IbtoolReport {
    /// Errors of the tool itself (an unreadable file, a bad argument): `com.apple.ibtool.errors`.
    var toolErrors: [String] = []
    /// The document's diagnostics, each with its file.
    var diagnostics: [ArchiveDiagnostic] = []

    /// Codes that describe NibKit rather than the document: what it does not model, and layouts
    /// it leaves undetermined. ibtool's notices are about the document, so these stay out.
    private static let aboutNibKit: Set<String> = ["NIB0305", "NIB0512", "NIB0513", "NIB0517"]

    /// Whether anything fails the build: a tool error or a document error.
    var failed: Bool { !toolErrors.isEmpty || diagnostics.contains { $0.severity == .error } }

    /// The report as ibtool prints it, for the severities the command line asked for.
    func data(format: IbtoolArguments.OutputFormat, errors: Bool, warnings: Bool, notices: Bool) -> Data {
        var sections: [(key: String, diagnostics: [ArchiveDiagnostic])] = []
        if errors { sections.append(("com.apple.ibtool.document.errors", reported(.error))) }
        if warnings { sections.append(("com.apple.ibtool.document.warnings", reported(.warning))) }
        if notices { sections.append(("com.apple.ibtool.document.notices", reported(.note))) }
        switch format {
        case .humanReadableText:
            return Data(text(sections).utf8)
        case .xml1, .binary1:
            var root: [String: Any] = [:]
            if !toolErrors.isEmpty {
                root["com.apple.ibtool.errors"] = toolErrors.map { ["description": $0] }
            }
            for section in sections { root[section.key] = Self.dictionary(section.diagnostics) }
            return format.propertyList(root)
        }
    }

    private func reported(_ severity: ArchiveDiagnostic.Severity) -> [ArchiveDiagnostic] {
        diagnostics.filter { $0.severity == severity && !Self.aboutNibKit.contains($0.code.rawValue) }
    }

    private func text(_ sections: [(key: String, diagnostics: [ArchiveDiagnostic])]) -> String {
        var text = ""
        if !toolErrors.isEmpty {
            text += "/* com.apple.ibtool.errors */\n"
            for error in toolErrors { text += "ibtool: error: \(error)\n" }
        }
        for section in sections where !section.diagnostics.isEmpty {
            text += "/* \(section.key) */\n"
            for diagnostic in section.diagnostics { text += Self.line(diagnostic) }
        }
        return text
    }

    /// `path:location: severity: message (code)`: the location is the object when there is one,
    /// since Interface Builder finds objects by identifier, and the line otherwise.
    private static func line(_ diagnostic: ArchiveDiagnostic) -> String {
        let location = diagnostic.objectID ?? String(diagnostic.line)
        let file = diagnostic.file ?? "-"
        return "\(file):\(location): \(diagnostic.severity.rawValue): \(diagnostic.message) (\(diagnostic.code))\n"
    }

    /// Object identifier (or `line N`) to the diagnostics about it, in the order they came.
    private static func dictionary(_ diagnostics: [ArchiveDiagnostic]) -> [String: Any] {
        var byLocation: [String: [[String: Any]]] = [:]
        for diagnostic in diagnostics {
            let location = diagnostic.objectID ?? "line \(diagnostic.line)"
            byLocation[location, default: []].append([
                "message": diagnostic.message, "type": diagnostic.code.rawValue,
                "line": diagnostic.line, "column": diagnostic.column,
            ])
        }
        return byLocation
    }
}
