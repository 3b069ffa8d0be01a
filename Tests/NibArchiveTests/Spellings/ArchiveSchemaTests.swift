import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing

/// What the writers produce validates against the published schemas: `Formats/archive.rng`
/// with `xmllint --relaxng`, `Formats/archive.schema.json` with Python's `jsonschema`
/// (draft 2020-12), which also checks that the JSON is laid out exactly as Python's
/// `json.dumps(indent=2, ensure_ascii=False)` would. Both run as subprocesses; `.ci/run`
/// installs them.
@Suite(.serialized) struct ArchiveSchemaTests {
    static let formats = ArchiveGenerators.formatsDirectory

    /// Sample documents: every example plus a batch of random ones.
    static func samples() async -> [ArchiveDocument] {
        var documents: [ArchiveDocument] = []
        let examples = formats.appendingPathComponent("examples")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()) ?? []
        where name.hasSuffix(".xml") {
            if let data = try? Data(contentsOf: examples.appendingPathComponent(name)),
                let document = try? ArchiveDocument(data: data)
            {
                documents.append(document)
            }
        }
        await propertyCheck(count: 40, input: ArchiveGenerators.document()) { documents.append($0) }
        return documents
    }

    static func writeSamples(_ documents: [ArchiveDocument], format: ArchiveFormat, in folder: URL) throws -> [String] {
        try documents.enumerated().map { index, document in
            let url = folder.appendingPathComponent("sample\(index).\(format.pathExtension)")
            try document.data(format: format).write(to: url)
            return url.path
        }
    }

    /// Runs a tool; nil when it is not installed.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 127 ? nil : (process.terminationStatus, output)
    }

    @Test func writtenXMLValidatesAgainstTheRelaxNGSchema() async throws {
        let samples = await Self.samples()
        try withTemporaryFolder("nibkit-schema") { folder in
            let paths = try Self.writeSamples(samples, format: .xml, in: folder)
            let schema = Self.formats.appendingPathComponent("archive.rng").path
            guard let result = try Self.run(["xmllint", "--noout", "--relaxng", schema] + paths) else {
                Issue.record(
                    "xmllint is not installed: run .ci/run, which installs it (apt-get install -y libxml2-utils)")
                return
            }
            #expect(result.status == 0, "\(result.output)")
        }
    }

    static let jsonCheck = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("jsonschema missing"); sys.exit(3)
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        bad = 0
        for path in sys.argv[2:]:
            text = open(path, encoding="utf-8").read()
            value = json.loads(text)
            for error in list(validator.iter_errors(value))[:3]:
                bad += 1
                print(path, "/".join(map(str, error.absolute_path)), error.message[:300])
            # The canonical layout is Python's own (json.md): check it independently too.
            if json.dumps(value, indent=2, ensure_ascii=False) + "\\n" != text:
                bad += 1
                print(path, "is not laid out as json.dumps(indent=2, ensure_ascii=False)")
        sys.exit(1 if bad else 0)
        """

    @Test func writtenJSONValidatesAgainstTheJSONSchema() async throws {
        let samples = await Self.samples()
        try withTemporaryFolder("nibkit-schema") { folder in
            let paths = try Self.writeSamples(samples, format: .json, in: folder)
            let schema = Self.formats.appendingPathComponent("archive.schema.json").path
            guard let result = try Self.run(["python3", "-c", Self.jsonCheck, schema] + paths), result.status != 3
            else {
                Issue.record(
                    "python3 with jsonschema is not installed: run .ci/run, which installs it (pip install jsonschema)")
                return
            }
            #expect(result.status == 0, "\(result.output)")
        }
    }
}
