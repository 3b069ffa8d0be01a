import Foundation
import NibArchive

/// libFuzzer's entry point: validates `data` as an Xcode .xib or .storyboard the way
/// `nibc validate` does (reader, then every default check), renders the diagnostics with their
/// source lines, writes what was read in both spellings, and compiles it as `nibc compile`
/// does, decoding each nib the compiler writes. Inputs whose root is not Xcode's
/// go to our XML reader, which `fuzz-xml` covers, so they stop here. Errors are the expected
/// outcome; only a crash, a sanitizer report, a timeout or running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcode(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    guard XcodeDocumentReader.recognizes(data) else { return 0 }
    let result = ArchiveValidator(checksSchema: false).validate(data: data, format: .xml, file: "fuzz.xib")
    _ = DiagnosticRenderer().text(result.diagnostics, source: data)
    if let document = result.document {
        _ = document.data(format: .xml)
        _ = document.data(format: .json)
    }
    if let output = try? NibCompiler().compile(data, file: "fuzz.xib") {
        for file in output.files where file.path.hasSuffix(".nib") { _ = try? NIBArchiveDecoder().decode(file.data) }
    }
    return 0
}
