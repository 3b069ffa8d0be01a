// swift-tools-version: 6.1
import Foundation
import PackageDescription

// libFuzzer harnesses, one executable target each, kept out of the main package so its builds
// stay unsanitized. Build with the sanitizers on the command line, which instruments the NibKit
// targets too (coverage comes from them, not from the harness):
//   swift build -c release --package-path Fuzz --sanitize=fuzzer --sanitize=address \
//       -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
// `Fuzz/run.sh TARGET SECONDS` does that and runs one target with seeds (see README.md).
//
// A path dependency's identity is its folder's name, whatever the clone is called.
let parent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "NibKitFuzz",
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        // Our XML spelling: XMLArchiveReader, then both writers on what it read.
        .executableTarget(name: "fuzz-xml", dependencies: [.product(name: "NibArchive", package: parent)]),
        // Our JSON spelling: JSONArchiveReader, then both writers on what it read.
        .executableTarget(name: "fuzz-json", dependencies: [.product(name: "NibArchive", package: parent)]),
        // Xcode .xib / .storyboard: XcodeDocumentReader, then both writers on what it read.
        .executableTarget(name: "fuzz-xcode", dependencies: [.product(name: "NibArchive", package: parent)]),
        // Compiled nibs: NIBArchiveDecoder, the raw dump, CompiledNibReader and the checks, then both writers.
        .executableTarget(name: "fuzz-nib", dependencies: [.product(name: "NibArchive", package: parent)]),
        // Any spelling through `Nib(data:)` (read + loading checks), then `instantiate`.
        .executableTarget(name: "fuzz-load", dependencies: [.product(name: "NibKit", package: parent)]),
    ],
    swiftLanguageModes: [.v6]
)
