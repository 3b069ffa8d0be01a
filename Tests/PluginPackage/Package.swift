// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A small package that uses NibKit's NibcPlugin, built by .ci/check-plugin.sh: `Good` holds a
// valid archive (and a package.json that is no archive) and builds; `Broken` holds an archive
// with a dangling outlet, and its build fails with nibc's diagnostic.
//
// NibKit is two folders up; a path dependency's identity is its folder's name.
let nibKit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "PluginPackage",
    dependencies: [.package(path: "../..")],
    targets: [
        .target(
            name: "Good", resources: [.copy("Main.xml"), .copy("package.json")],
            plugins: [.plugin(name: "NibcPlugin", package: nibKit)]),
        .target(
            name: "Broken", resources: [.copy("Main.xml")], plugins: [.plugin(name: "NibcPlugin", package: nibKit)]),
    ],
    swiftLanguageModes: [.v6]
)
