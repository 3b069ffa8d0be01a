import ArgumentParser
import NibKit

/// `nibc explain NIB0305`: what a diagnostic code means and how to fix it, from the table of
/// `Formats/diagnostics.md` that nibc carries.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain diagnostic codes.",
        discussion: """
            Prints each code's entry of Formats/diagnostics.md: its name, severity, meaning, an \
            example message and how to fix it.

            Examples:
              nibc explain NIB0305
              nibc explain NIB0101 NIB0408
            """
    )

    @Argument(help: "The codes to explain (NIB0xxx).")
    var codes: [String]

    func validate() throws {
        if codes.isEmpty { throw ValidationError("name at least one code, such as NIB0305") }
    }

    func run() throws {
        var unknown: [String] = []
        var texts: [String] = []
        for code in codes {
            guard let entry = DiagnosticsTable.entry(code) else {
                unknown.append(code)
                continue
            }
            var text = "\(entry.code) (\(entry.section))\n"
            for field in entry.fields { text += "  \(field.name): \(field.value)\n" }
            texts.append(text)
        }
        Output.out(texts.joined(separator: "\n"))
        for code in unknown {
            let close = NameSuggestion.closest(to: code.uppercased(), in: DiagnosticsTable.entries.map(\.code))
            Output.error("no diagnostic code '\(code)'" + (close.map { "; did you mean '\($0)'?" } ?? ""))
        }
        if !unknown.isEmpty { throw ExitCode(Status.failed) }
    }
}
