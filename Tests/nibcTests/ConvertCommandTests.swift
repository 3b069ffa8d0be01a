import Foundation
import NibKit
import PropertyBased
import TestSupport
import Testing

@Suite struct ConvertCommandTests {
    @Test func writesTheFormatTheExtensionNames() throws {
        try withTemporaryFolder("nibc") { folder in
            try NibcProcess.validXML.write(
                to: folder.appendingPathComponent("Main.xml"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["convert", "Main.xml", "-o", "Main.json"], in: folder)
            #expect(outcome.status == 0)
            #expect(outcome.stdout.isEmpty && outcome.stderr.isEmpty)
            let json = try Data(contentsOf: folder.appendingPathComponent("Main.json"))
            let document = try ArchiveDocument(data: Data(NibcProcess.validXML.utf8))
            #expect(json == document.data(format: .json))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Main.json", "Main.xml"],
                "no temporary file is left behind")
        }
    }

    @Test func dashWritesToStandardOutput() throws {
        try withTemporaryFolder("nibc") { folder in
            try NibcProcess.validXML.write(
                to: folder.appendingPathComponent("Main.xml"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["convert", "Main.xml", "-o", "-", "--to", "json"], in: folder)
            #expect(outcome.status == 0)
            #expect(
                outcome.stdoutData == (try ArchiveDocument(data: Data(NibcProcess.validXML.utf8))).data(format: .json))
            let unnamed = try NibcProcess.run(["convert", "Main.xml", "-o", "-"], in: folder)
            #expect(unnamed.status == 0, "without --to, standard output gets the other spelling")
            #expect(unnamed.stdoutData == outcome.stdoutData)
        }
    }

    @Test func refusesToOverwriteItsInput() throws {
        try withTemporaryFolder("nibc") { folder in
            let input = folder.appendingPathComponent("Main.xml")
            try NibcProcess.validXML.write(to: input, atomically: true, encoding: .utf8)
            for output in [
                "Main.xml", "./Main.xml", folder.appendingPathComponent("Main.xml").path,
                "../\(folder.lastPathComponent)/Main.xml",
            ] {
                let outcome = try NibcProcess.run(["convert", "Main.xml", "-o", output, "--to", "json"], in: folder)
                #expect(outcome.status == 2, "\(output)")
                #expect(outcome.stderr.contains("refusing to overwrite the input file"))
            }
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("Link.xml").path, withDestinationPath: input.path)
            #expect(try NibcProcess.run(["convert", "Main.xml", "-o", "Link.xml"], in: folder).status == 2)
            #expect(try String(contentsOf: input, encoding: .utf8) == NibcProcess.validXML)
        }
    }

    @Test func leavesNoPartialFileWhenConversionFails() throws {
        try withTemporaryFolder("nibc") { folder in
            let broken = String(NibcProcess.validXML.prefix(200))
            try broken.write(to: folder.appendingPathComponent("Broken.xml"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["convert", "Broken.xml", "-o", "Broken.json"], in: folder)
            #expect(outcome.status == 1)
            #expect(outcome.stderr.contains("[NIB0106]"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Broken.xml"])

            try NibcProcess.validXML.write(
                to: folder.appendingPathComponent("Main.xml"), atomically: true, encoding: .utf8)
            let existing = folder.appendingPathComponent("Old.json")
            try Data("old".utf8).write(to: existing)
            let failed = try NibcProcess.run(["convert", "Broken.xml", "-o", "Old.json"], in: folder)
            #expect(failed.status == 1)
            #expect(
                try Data(contentsOf: existing) == Data("old".utf8),
                "a failed conversion leaves the old output as it was")

            let nowhere = try NibcProcess.run(["convert", "Main.xml", "-o", "missing/Main.json"], in: folder)
            #expect(nowhere.status == 2)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
        }
    }

    @Test func unknownClassesConvertUnchanged() throws {
        try withTemporaryFolder("nibc") { folder in
            let custom = NibcProcess.validXML.replacingOccurrences(
                of: #"class="Button""#, with: #"class="CardView" module="MyApp""#)
            try custom.write(to: folder.appendingPathComponent("Custom.xml"), atomically: true, encoding: .utf8)
            #expect(try NibcProcess.run(["convert", "Custom.xml", "-o", "Custom.json"], in: folder).status == 0)
            let back = try NibcProcess.run(["convert", "Custom.json", "-o", "-", "--to", "xml"], in: folder)
            #expect(back.stdout == custom)
        }
    }

    /// xml -> json -> xml through the binary gives the same bytes, for every example of
    /// `Formats/examples` and for generated documents.
    @Test func xmlToJSONToXMLIsByteIdentical() async throws {
        try await withTemporaryFolder("nibc") { folder in
            let examples = ArchiveGenerators.formatsDirectory.appendingPathComponent("examples")
            var inputs: [(String, Data)] = []
            for name in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()
            where name.hasSuffix(".xml") {
                let data = try Data(contentsOf: examples.appendingPathComponent(name))
                // Examples that are archives (not restoration files) are canonical already.
                if let document = try? ArchiveDocument(data: data) {
                    inputs.append((name, document.data(format: .xml)))
                }
            }
            #expect(!inputs.isEmpty)
            var generated: [ArchiveDocument] = []
            await propertyCheck(count: 25, input: ArchiveGenerators.document()) { generated.append($0) }
            inputs += generated.enumerated().map { ("generated\($0.offset).xml", $0.element.data(format: .xml)) }
            for (name, xml) in inputs {
                let source = folder.appendingPathComponent(name)
                try xml.write(to: source)
                let json = folder.appendingPathComponent(name + ".json")
                let there = try NibcProcess.run(["convert", source.path, "-o", json.path])
                #expect(there.status == 0, "\(name): \(there.stderr)")
                let back = try NibcProcess.run(["convert", json.path, "-o", "-", "--to", "xml"])
                #expect(back.status == 0, "\(name): \(back.stderr)")
                #expect(back.stdoutData == xml, "\(name) changed on the way xml -> json -> xml")
            }
        }
    }
}
