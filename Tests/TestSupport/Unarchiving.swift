import Foundation
import NibKit

/// Reads `data` in `format` and decodes it with the shared class registry, handing back the
/// first top-level object as a `T`, or nil when it is not one: what every round-trip test does
/// after writing an archive.
public func unarchiveFirst<T>(_ type: T.Type, from data: Data, format: ArchiveFormat) throws -> T? {
    let document = try ArchiveDocument(data: data, format: format)
    return try KeyedUnarchiver(document: document).decodeTopLevelObjects().first as? T
}
