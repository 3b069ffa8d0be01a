import Foundation
import NibKit
import TestSupport
import Testing

/// Paths nibc cannot read say why, and `-` is standard input for every command.
@Suite struct InputCommandTests {
    @Test(arguments: [["validate"], ["convert", "-o", "Out.json"], ["dump"]])
    func anUnreadablePathSaysWhy(_ command: [String]) throws {
        try withTemporaryFolder("nibc") { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Folder.xml"), withIntermediateDirectories: true)
            let missing = try NibcProcess.run(command.prefix(1) + ["Missing.xml"] + command.dropFirst(), in: folder)
            #expect(missing.status == 2)
            #expect(missing.stderr.contains("nibc: error: cannot read 'Missing.xml': no such file or folder"))
            if command[0] != "validate" {
                let isFolder = try NibcProcess.run(command.prefix(1) + ["Folder.xml"] + command.dropFirst(), in: folder)
                #expect(isFolder.status == 2)
                #expect(isFolder.stderr.contains("nibc: error: cannot read 'Folder.xml': it is a folder"))
            }
        }
    }

    /// A file in a folder that cannot be read (here a broken link) fails the run (status 2)
    /// instead of going unchecked, and the machine report still covers the files read, as a
    /// CI job uploading it expects.
    @Test(arguments: ["json", "sarif"])
    func anUnreadableFileKeepsTheReportOfTheOthers(_ format: String) throws {
        try withTemporaryFolder("nibc") { folder in
            let bad = NibcProcess.validXML.replacingOccurrences(of: #"destination="root""#, with: #"destination="rot""#)
            try bad.write(to: folder.appendingPathComponent("Bad.xml"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("Gone.xib").path, withDestinationPath: "/no/such/file.xib")
            let outcome = try NibcProcess.run(["validate", "--format", format, "."], in: folder)
            #expect(outcome.status == 2)
            #expect(outcome.stderr.contains("cannot read './Gone.xib'"), "\(outcome.stderr)")
            #expect(outcome.stdout.contains("NIB0408"), "\(outcome.stdout)")
            #expect(try JSONSerialization.jsonObject(with: outcome.stdoutData) is [String: Any])
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file"))
    func aFileWithoutPermissionSaysSo() throws {
        try withTemporaryFolder("nibc") { folder in
            let file = folder.appendingPathComponent("Locked.xml")
            try NibcProcess.validXML.write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
            let outcome = try NibcProcess.run(["dump", "Locked.xml"], in: folder)
            #expect(outcome.status == 2)
            #expect(outcome.stderr.contains("cannot read 'Locked.xml': permission denied"))
        }
    }

    @Test func dashReadsStandardInput() throws {
        let xml = Data(NibcProcess.validXML.utf8)
        let valid = try NibcProcess.run(["validate", "-"], stdin: xml)
        #expect(valid.status == 0 && valid.stdout.isEmpty, "\(valid.stderr)")
        let bad = try NibcProcess.run(
            ["validate", "-"],
            stdin: Data(
                NibcProcess.validXML.replacingOccurrences(of: #"destination="root""#, with: #"destination="rot""#).utf8)
        )
        #expect(bad.status == 1)
        #expect(bad.stdout.hasPrefix("<stdin>:18:5: error:"))
        let dump = try NibcProcess.run(["dump", "-"], stdin: xml)
        #expect(dump.status == 0)
        #expect(dump.stdout.contains("Button"))
        let converted = try NibcProcess.run(["convert", "-", "-o", "-"], stdin: xml)
        #expect(converted.status == 0)
        #expect(converted.stdoutData == (try ArchiveDocument(data: xml)).data(format: .json))
    }

    @Test func convertToStandardOutputWritesTheOtherSpelling() throws {
        try withTemporaryFolder("nibc") { folder in
            let document = try ArchiveDocument(data: Data(NibcProcess.validXML.utf8))
            try document.data(format: .json).write(to: folder.appendingPathComponent("Main.json"))
            let outcome = try NibcProcess.run(["convert", "Main.json", "-o", "-"], in: folder)
            #expect(outcome.status == 0)
            #expect(outcome.stdoutData == document.data(format: .xml))
        }
    }
}
