import Foundation

/// The table of diagnostic codes, `Formats/diagnostics.md`, embedded at build time
/// (`.ci/embed-diagnostics.sh`): what `nibc explain` prints and SARIF's rule descriptions.
enum DiagnosticsTable {
    /// One code's row: its columns by header (`name`, `severity`, `meaning`, `example message`,
    /// `how to fix`), in the table's order.
    struct Entry: Sendable {
        /// `NIB0305`.
        var code: String
        /// The section the code is listed in (`NIB05xx: semantic validation`).
        var section: String
        /// The row's cells, named by the table's header, in order.
        var fields: [(name: String, value: String)]

        /// The cell named `name`, if the row has one.
        func field(_ name: String) -> String? {
            fields.first { $0.name == name }?.value
        }
    }

    /// Every code of the table, in the table's order.
    static let entries: [Entry] = parse(markdown)

    /// The entry of `code` (case-insensitive), if the table has one.
    static func entry(_ code: String) -> Entry? {
        let code = code.uppercased()
        return entries.first { $0.code == code }
    }

    /// Whether `text` is spelled like a code (`NIB` and four digits).
    static func isCode(_ text: String) -> Bool {
        text.count == 7 && text.uppercased().hasPrefix("NIB") && text.dropFirst(3).allSatisfy(\.isASCII)
            && text.dropFirst(3).allSatisfy(\.isNumber)
    }

    /// Parses the tables: a row whose first cell is one code is that code's entry; the rows of
    /// the closing "how to fix" table, whose first cell lists codes (`NIB0104, NIB0111`) or
    /// ranges (`NIB0107-NIB0110`), add a `how to fix` field to each code they name.
    static func parse(_ text: String) -> [Entry] {
        var entries: [Entry] = []
        var header: [String] = []
        var section = ""
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            guard line.hasPrefix("|") else {
                header = []
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if header.isEmpty {
                header = cells
                continue
            }
            guard header.first == "code", let first = cells.first, first.hasPrefix("NIB") else { continue }
            let named = Array(zip(header.dropFirst(), cells.dropFirst()))
            if isCode(first), !entries.contains(where: { $0.code == first }) {
                entries.append(Entry(code: first, section: section, fields: named.map { ($0.0, $0.1) }))
                continue
            }
            for code in codes(in: first) {
                guard let index = entries.firstIndex(where: { $0.code == code }) else { continue }
                entries[index].fields += named.map { ($0.0, $0.1) }
            }
        }
        return entries
    }

    /// The codes a cell lists: `NIB0104, NIB0111`, `NIB0107-NIB0110`.
    static func codes(in cell: String) -> [String] {
        cell.split(separator: ",").flatMap { part -> [String] in
            let bounds = part.split(separator: "-").map { $0.trimmingCharacters(in: .whitespaces) }
            guard bounds.count == 2, let low = Int(bounds[0].dropFirst(3)), let high = Int(bounds[1].dropFirst(3)),
                low <= high
            else {
                return [part.trimmingCharacters(in: .whitespaces)]
            }
            return (low...high).map { "NIB" + String(repeating: "0", count: 4 - String($0).count) + String($0) }
        }
    }
}
