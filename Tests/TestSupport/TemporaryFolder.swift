import Foundation

/// Calls `body` with a fresh empty folder under the temporary directory, and removes the folder
/// with everything in it when `body` returns or throws, so test runs leave nothing behind.
///
/// ```swift
/// try withTemporaryFolder { folder in
///     try Data().write(to: folder.appendingPathComponent("Empty.xml"))
/// }
/// ```
public func withTemporaryFolder<Result>(_ label: String = "nibkit", _ body: (URL) throws -> Result) throws -> Result {
    let folder = try makeTemporaryFolder(label)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// `withTemporaryFolder(_:_:)` for a body that awaits.
public func withTemporaryFolder<Result>(_ label: String = "nibkit", _ body: (URL) async throws -> Result) async throws
    -> Result
{
    let folder = try makeTemporaryFolder(label)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}

private func makeTemporaryFolder(_ label: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
