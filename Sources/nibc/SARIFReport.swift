import Foundation
import NibKit

/// Diagnostics as a SARIF 2.1.0 log (`--format sarif`), the format GitHub code scanning and
/// other CI dashboards read: one run of the tool `nibc`, its rules (each code found, described
/// from `Formats/diagnostics.md`) and one result per diagnostic.
///
/// Notes become results of level `note` of their own. Lines and columns are 1-based; SARIF
/// counts columns in UTF-16 code units and nibc in bytes of UTF-8, which agree on ASCII lines.
struct SARIFReport {
    /// The version `tool.driver.version` gives.
    var toolVersion: String

    /// The SARIF log of `diagnostics`, as JSON with sorted keys and a trailing newline.
    func text(_ diagnostics: [ArchiveDiagnostic]) -> String {
        let codes = Array(Set(diagnostics.map(\.code.rawValue))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "nibc",
                            "version": toolVersion,
                            "rules": codes.map(rule),
                        ] as [String: Any]
                    ],
                    "results": diagnostics.map { result($0, ruleIndex: ruleIndex[$0.code.rawValue] ?? 0) },
                ] as [String: Any]
            ],
        ]
        let data =
            (try? JSONSerialization.data(
                withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func rule(_ code: String) -> [String: Any] {
        var rule: [String: Any] = ["id": code]
        guard let entry = DiagnosticsTable.entry(code) else { return rule }
        if let name = entry.field("name") { rule["name"] = name }
        if let meaning = entry.field("meaning") { rule["shortDescription"] = ["text": meaning] }
        if let fix = entry.field("how to fix") { rule["help"] = ["text": fix] }
        return rule
    }

    private func result(_ diagnostic: ArchiveDiagnostic, ruleIndex: Int) -> [String: Any] {
        var physical: [String: Any] = [
            "artifactLocation": ["uri": Self.uri(diagnostic.file ?? InputFile.standardInputName)]
        ]
        if diagnostic.line > 0 {
            var region: [String: Any] = ["startLine": diagnostic.line]
            if diagnostic.column > 0 { region["startColumn"] = diagnostic.column }
            physical["region"] = region
        }
        var result: [String: Any] = [
            "ruleId": diagnostic.code.rawValue,
            "ruleIndex": ruleIndex,
            "level": Self.level(diagnostic.severity),
            "message": ["text": diagnostic.message],
            "locations": [["physicalLocation": physical]],
        ]
        if let keyPath = diagnostic.keyPath {
            result["properties"] = ["keyPath": keyPath, "objectID": diagnostic.objectID ?? ""]
        }
        return result
    }

    /// SARIF's level for a severity.
    static func level(_ severity: ArchiveDiagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        default: "note"
        }
    }

    /// A relative path as a relative URI reference; an absolute one as a `file://` URI.
    static func uri(_ path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
