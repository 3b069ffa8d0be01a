// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Benchmarks live in their own package so the main package's test build stays light.
// Each benchmark is its own executable target. Build and run in release:
//   swift run -c release nibkit-bench
//   swift build -c release --package-path .. && swift run -c release nibc-validate-bench
//   swift run -c release layout-bench
//   swift run -c release strings-bench
//
// The NibKit package is one folder up; a path dependency's identity is its folder's name,
// whatever the clone is called, so it is computed here.
let parent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "NibKitBenchmarks",
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        // libxml2 for the baseline scan the loads are measured against.
        .systemLibrary(name: "BenchLibXML2", path: "Sources/BenchLibXML2", pkgConfig: "libxml-2.0"),
        .executableTarget(
            name: "nibkit-bench",
            dependencies: [
                .product(name: "NibKit", package: parent), .product(name: "NibRendering", package: parent),
                "BenchLibXML2",
            ],
            swiftSettings: [.unsafeFlags(["-Ounchecked"])]
        ),
        // LayoutEngine against kiwisolver (Scripts/kiwi_bench.py, run with Debian's python3).
        .executableTarget(
            name: "layout-bench",
            dependencies: [.product(name: "LayoutEngine", package: parent)]
        ),
        // Exporting strings tables against validating, over a folder of Xcode files.
        .executableTarget(
            name: "strings-bench",
            dependencies: [.product(name: "NibKit", package: parent)]
        ),
        // Times the built `nibc validate` binary with --jobs 1 and --jobs 2 (files/s).
        .executableTarget(
            name: "nibc-validate-bench",
            dependencies: [.product(name: "NibKit", package: parent)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
