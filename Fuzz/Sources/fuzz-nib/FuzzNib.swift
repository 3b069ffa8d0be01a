import Foundation
import NibArchive

/// libFuzzer's entry point: decodes `data` as a compiled nib (`NIBArchive`, or a keyed-archive
/// nib), prints its raw tables as `nibc dump --raw` does, validates it the way `nibc validate`
/// does (decoder, mapper, then every default check), renders the diagnostics, and writes what
/// was read in both spellings. Errors are the expected outcome; only a crash, a sanitizer
/// report, a timeout or running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNib(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    guard CompiledNibReader.recognizes(data) else { return 0 }
    if let archive = try? CompiledNibReader().archive(data, file: "fuzz.nib") {
        _ = NIBArchiveDump().text(archive)
    }
    let result = ArchiveValidator(checksSchema: false).validate(data: data, file: "fuzz.nib")
    _ = DiagnosticRenderer().text(result.diagnostics, source: nil)
    if let document = result.document {
        _ = document.data(format: .xml)
        _ = document.data(format: .json)
    }
    return 0
}
