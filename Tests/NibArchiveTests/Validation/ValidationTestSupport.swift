import Foundation
import NibArchive

/// Builds an archive around `objects` (and `connections`, `placeholders`), validates it with
/// the given checks and returns the diagnostics as `line:column: severity: message [code]`.
func findings(
    objects: String, connections: String = "", placeholders: String = "", version: String = "1.0",
    checks: [any ArchiveCheck], strict: Bool = false
) throws -> [String] {
    let document = try ArchiveDocument(
        data: Data(
            validationXML(
                objects: objects, connections: connections,
                placeholders: placeholders, version: version
            ).utf8))
    return ArchiveValidator(strict: strict, checks: checks).validate(document).map(line)
}

/// The archive text `findings` validates; line 5 is the first line of `objects` when there are
/// no placeholders.
func validationXML(objects: String, connections: String = "", placeholders: String = "", version: String = "1.0")
    -> String
{
    var text =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive version=\"\(version)\">\n  <!-- validation test -->\n"
    if !placeholders.isEmpty { text += "  <placeholders>\n\(placeholders)  </placeholders>\n" }
    text += "  <objects>\n\(objects)  </objects>\n"
    if !connections.isEmpty { text += "  <connections>\n\(connections)  </connections>\n" }
    return text + "</archive>\n"
}

func line(_ diagnostic: ArchiveDiagnostic) -> String {
    "\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]"
}

let ownerPlaceholder = "    <placeholder id=\"owner\" kind=\"owner\"/>\n"
