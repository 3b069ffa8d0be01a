import Foundation
import NibArchive
import TestSupport
import Testing
import ViewCore

/// `Formats/classes.md`, the reference of every built-in class's archived keys, is generated
/// from the classes themselves (`ArchivedKeys`) and must match them: run with
/// `NIBKIT_RECORD_FIXTURES=1` to write it anew after changing a class, then review the diff.
@Suite struct ClassReferenceTests {
    static let file = ArchiveGenerators.repositoryRoot.appendingPathComponent("Formats/classes.md")

    /// The reference as the classes say it is.
    static func generated() -> String {
        var text = """
            # Archived keys of the built-in classes

            Generated from the classes' own `init(coder:)` (`ArchivedKeys`) by
            `Tests/NibArchiveTests/Coding/ClassReferenceTests.swift`; do not edit by hand. Each class
            lists the keys it reads beyond those of the class it inherits from. The value kinds and
            defaults are in each class's documentation; `nibc validate` warns of a key the object's
            class does not read (`NIB0513`).

            | class | inherits | keys |
            |---|---|---|

            """
        let classes = viewCoreArchivableClasses.sorted { $0.archiveClassName < $1.archiveClassName }
        for type in classes {
            let keys = ArchivedKeys.keys(readBy: type)
            let parent = _getSuperclass(type as AnyClass).flatMap { $0 as? any Archivable.Type }
            let inherited = Set(parent.map { ArchivedKeys.keys(readBy: $0) } ?? [])
            let own = keys.filter { !inherited.contains($0) }
            let keyList = own.isEmpty ? "(none of its own)" : own.map { "`\($0)`" }.joined(separator: ", ")
            text += "| `\(type.archiveClassName)` | \(parent.map { "`\($0.archiveClassName)`" } ?? "") | \(keyList) |\n"
        }
        return text
    }

    @Test func theReferenceMatchesTheClasses() throws {
        let expected = Self.generated()
        if ProcessInfo.processInfo.environment["NIBKIT_RECORD_FIXTURES"] == "1" {
            try expected.write(to: Self.file, atomically: true, encoding: .utf8)
        }
        let actual = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(actual == expected, "Formats/classes.md is stale: run the tests with NIBKIT_RECORD_FIXTURES=1")
    }

    @Test func everyBuiltInClassIsListed() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        for type in viewCoreArchivableClasses {
            #expect(text.contains("| `\(type.archiveClassName)` |"), "\(type.archiveClassName)")
        }
    }
}
