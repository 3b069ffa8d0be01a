import Foundation
import NibArchive

/// libFuzzer's entry point: validates `data` as our XML spelling the way `nibc validate` does
/// (reader, then every default check; not the RELAX NG schema, which is libxml2's own and
/// slow), renders the diagnostics with their source lines, and writes what was read in both
/// spellings. Errors are the expected outcome; only a crash, a sanitizer report, a timeout or
/// running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXML(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let result = ArchiveValidator(checksSchema: false).validate(data: data, format: .xml, file: "fuzz.xml")
    _ = DiagnosticRenderer().text(result.diagnostics, source: data)
    if let document = result.document {
        _ = document.data(format: .xml)
        _ = document.data(format: .json)
    }
    return 0
}
