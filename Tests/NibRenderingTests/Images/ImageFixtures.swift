import Foundation

/// The files under `Tests/NibRenderingTests/Fixtures/Images` (see its README), read through
/// `#filePath` like the goldens.
enum ImageFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Images")

    /// The bytes of the fixture `name`.
    static func data(_ name: String) throws -> Data { try Data(contentsOf: directory.appendingPathComponent(name)) }
}
