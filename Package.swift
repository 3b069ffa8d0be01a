// swift-tools-version: 6.1
import PackageDescription

// `.ci/run` builds the suites that start threads or share process-wide state once more, under
// the thread sanitizer. With NIBKIT_THREAD_SUITES set, the test targets hold those suites (and
// the helpers they need) alone: the step took 393 s with every suite, 192 s with these (a cold run on 2 cores).
let threadSuitesOnly = Context.environment["NIBKIT_THREAD_SUITES"] != nil

/// The sources of a test target in a thread-sanitizer build: `kept` alone (paths inside the
/// target's folder); every file in any other build. Named rather than found by listing the
/// folder: SwiftPM caches a manifest's result by its text, so a listing goes stale when a test
/// file is added (CI's sanitized build once compiled new files without the helpers they use).
func threadSuites(_ kept: [String]) -> [String]? {
    threadSuitesOnly ? kept : nil
}

// Dependencies point one way: nibc -> NibKit -> NibArchive -> ViewCore -> LayoutEngine, and
// nibc -> NibRendering -> ViewCore. Only NibArchive imports CLibXML2, only NibRendering CCairo
// and CPango; no other module sees a C pointer.
let package = Package(
    name: "NibKit",
    // The language of resources not in a `<language>.lproj` folder (NibKitTests' fixtures have
    // `Base.lproj` and `fr.lproj` ones, which SwiftPM accepts only with it).
    defaultLocalization: "en",
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "ViewCore", targets: ["ViewCore"]),
        .library(name: "NibArchive", targets: ["NibArchive"]),
        .library(name: "NibKit", targets: ["NibKit"]),
        .library(name: "NibRendering", targets: ["NibRendering"]),
        .executable(name: "nibc", targets: ["nibc"]),
        .executable(name: "nibkit-demo", targets: ["NibKitDemo"]),
        .executable(name: "nibkit-tour", targets: ["NibKitTour"]),
        .plugin(name: "NibcPlugin", targets: ["NibcPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation` (the DocC catalogs; .ci/run checks them).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // NibRendering's C libraries, each imported by one wrapper file (Cairo/CairoContext.swift,
        // Text/PangoText.swift); the core modules never see them.
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CPango",
            path: "Sources/CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        .target(name: "LayoutEngine"),
        .target(name: "ViewCore", dependencies: ["LayoutEngine"]),
        .target(name: "NibArchive", dependencies: ["ViewCore", "CLibXML2"]),
        .target(name: "NibKit", dependencies: ["NibArchive", "ViewCore"]),
        .target(name: "NibRendering", dependencies: ["ViewCore", "CCairo", "CPango"]),
        .executableTarget(
            name: "nibc",
            dependencies: [
                "NibKit",
                "NibRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "NibKitDemo",
            dependencies: ["NibKit"],
            resources: [.copy("Resources/Login.xml")]
        ),
        // Runs `nibc validate` on a target's interface files during `swift build`.
        .plugin(name: "NibcPlugin", capability: .buildTool(), dependencies: ["nibc"]),
        // The README's tour, verbatim (nibcTests compares the two and runs it).
        .executableTarget(name: "NibKitTour", dependencies: ["NibKit"]),
        .target(
            name: "TestSupport",
            dependencies: ["NibKit", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "ViewCoreTests",
            dependencies: [
                "ViewCore", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            sources: threadSuites(["Coding/LockedTests.swift", "Layout/LayoutReportTests.swift"])
        ),
        .testTarget(
            name: "NibArchiveTests",
            dependencies: [
                "NibArchive", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            sources: threadSuites(["Spellings/ArchiveReaderTests.swift", "Coding/ArchivedKeysTests.swift"]),
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "NibKitTests",
            dependencies: ["NibKit", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            sources: threadSuites(["Loading/NibLoadingTests.swift", "Loading/NibTestClasses.swift"]),
            // Interface files found by name in `Bundle.module`, laid out as an app ships them.
            resources: [.process("Fixtures/Bundle")]
        ),
        .testTarget(
            name: "nibcTests",
            dependencies: [
                "nibc", "NibKitTour", "NibRendering", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"],
            sources: threadSuites(["ValidateCommandTests.swift", "ParallelValidateTests.swift"])
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The solver's and the renderer's tests start no thread.
if !threadSuitesOnly {
    package.targets += [
        .testTarget(
            name: "LayoutEngineTests",
            dependencies: ["LayoutEngine", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "NibRenderingTests",
            dependencies: [
                "NibRendering", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            // Read through #filePath, so the goldens are rewritten in place (and the image fixtures
            // are not copied).
            exclude: ["Goldens", "Fixtures"]
        ),
    ]
}
