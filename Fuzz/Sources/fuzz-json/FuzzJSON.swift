import Foundation
import NibArchive

/// libFuzzer's entry point: reads `data` as our JSON spelling and, when it reads, writes the
/// document in both spellings. Errors are the expected outcome; only a crash, a sanitizer
/// report, a timeout or running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    guard let document = try? JSONArchiveReader().read(data, file: "fuzz.json") else { return 0 }
    _ = document.data(format: .xml)
    _ = document.data(format: .json)
    return 0
}
