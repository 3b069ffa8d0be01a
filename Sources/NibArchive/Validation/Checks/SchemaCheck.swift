import Foundation

/// Checks the rules of the RELAX NG schema (`Formats/archive.rng`) that the XML reader does not
/// enforce itself (`NIB0509`), so a file that passes is one `xmllint --relaxng` accepts too.
///
/// The reader already refuses everything else the schema forbids, with its own codes: unknown
/// elements and misplaced ones (`NIB0203`), unknown and missing attributes (`NIB0204`,
/// `NIB0205`), values that are not numbers, integers, booleans, base64 or names of their kind
/// (`NIB0206`), keys where none belongs or missing where one does (`NIB0210`, `NIB0205`), text
/// (`NIB0211`), a version that is not `major.minor` (`NIB0202`) and sections given twice
/// (`NIB0203`). The reader is lenient about three things only, which this check reports:
///
/// - the sections out of order (the schema wants `placeholders`, `objects`, `connections`);
/// - no `objects` section (the schema requires one, empty or not);
/// - an empty `placeholders` or `connections` section (the schema wants at least one child).
///
/// This check used to run libxml2's RELAX NG validator, whose time grew with the square of the
/// children of one element (a 7.5 MB file of siblings: 44 s); it is one pass over the bytes now.
/// JSON has no such pass: member order means nothing there, and its reader applies the rules.
public struct SchemaCheck: Sendable {
    /// Creates the check; it has no settings.
    public init() {}

    /// Every place `data` (XML the reader accepted) departs from the schema, in file order.
    ///
    /// - Complexity: O(n) in the bytes.
    public func findings(in data: Data, file: String?) -> [ArchiveDiagnostic] {
        let scan = data.withUnsafeBytes { SectionScan($0.bindMemory(to: UInt8.self)) }
        guard let archive = scan.archive else { return [] }
        var found: [ArchiveDiagnostic] = []
        func report(_ message: String, at location: SourceLocation) {
            found.append(
                ArchiveDiagnostic(
                    code: .schemaViolation, message: "the schema does not allow this: " + message, file: file,
                    line: location.line, column: location.column))
        }
        let order = ["placeholders", "objects", "connections"]
        var latest = -1
        for section in scan.sections {
            guard let rank = order.firstIndex(of: section.name) else { continue }
            if rank < latest {
                report(
                    "<\(section.name)> comes after <\(order[latest])>; the sections go placeholders, objects, connections",
                    at: section.location)
            }
            latest = max(latest, rank)
            if section.children == 0, section.name != "objects" {
                report("<\(section.name)> is empty; leave it out", at: section.location)
            }
        }
        if !scan.sections.contains(where: { $0.name == "objects" }) {
            report("<archive> has no <objects>", at: archive)
        }
        return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}

/// The archive's sections as one pass over well-formed XML finds them: each child of the root
/// with its location and how many elements it holds. Comments, processing instructions and
/// CDATA are skipped; quoted attribute values may hold `>`.
private struct SectionScan {
    struct Section {
        var name: String
        var location: SourceLocation
        var children = 0
    }

    private(set) var archive: SourceLocation?
    private(set) var sections: [Section] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        var line = 1
        var lineStart = 0
        var depth = 0
        /// Moves `index` past `terminator`, counting lines.
        func skip(past terminator: [UInt8]) {
            while index < bytes.count {
                if bytes[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                if bytes[index] == terminator[0], bytes[index...].starts(with: terminator) {
                    index += terminator.count
                    return
                }
                index += 1
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            }
            guard byte == UInt8(ascii: "<"), index + 1 < bytes.count else {
                index += 1
                continue
            }
            let location = SourceLocation(line: line, column: index - lineStart + 1)
            let rest = bytes[index...]
            if rest.starts(with: "<!--".utf8) {
                skip(past: Array("-->".utf8))
            } else if rest.starts(with: "<![CDATA[".utf8) {
                skip(past: Array("]]>".utf8))
            } else if rest.starts(with: "<?".utf8) {
                skip(past: Array("?>".utf8))
            } else if bytes[index + 1] == UInt8(ascii: "!") {
                skip(past: Array(">".utf8))
            } else if bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                skip(past: Array(">".utf8))
            } else {
                index += 1
                let nameStart = index
                while index < bytes.count {
                    switch bytes[index] {
                    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">"): break
                    default:
                        index += 1
                        continue
                    }
                    break
                }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                var quote: UInt8?
                var selfClosing = false
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == 0x0A {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: ">") {
                        break
                    } else {
                        selfClosing = byte == UInt8(ascii: "/")
                    }
                }
                switch depth {
                case 0: archive = location
                case 1: sections.append(Section(name: name, location: location))
                case 2 where !sections.isEmpty: sections[sections.count - 1].children += 1
                default: break
                }
                if !selfClosing { depth += 1 }
            }
        }
    }
}
