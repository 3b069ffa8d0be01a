import Foundation
import NibKit

/// libFuzzer's entry point: loads `data` as a nib in any spelling (`Nib(data:)`: read, then
/// the validator's loading checks) and instantiates it, with unregistered classes falling back
/// to their known base class so that more files reach `init(coder:)`. Errors are the expected
/// outcome; only a crash, a sanitizer report, a timeout or running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLoad(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    guard let nib = try? Nib(data: data, file: "fuzz") else { return 0 }
    _ = try? nib.instantiate(withOwner: nil, options: Nib.Options(fallsBackToKnownBaseClass: true))
    return 0
}
