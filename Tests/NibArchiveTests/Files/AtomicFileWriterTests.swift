import Foundation
import TestSupport
import Testing

@testable import NibArchive

/// `AtomicFileWriter`: all or nothing, the replaced file's permissions kept, no temporary file
/// left behind, and the real cause of a failure named.
@Suite struct AtomicFileWriterTests {
    private static func temporaries(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.contains(AtomicFileWriter.temporaryMarker)
        }
    }

    @Test func writesTheBytesAndLeavesNoTemporaryFile() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("Out.json").path
            try AtomicFileWriter().write(Data("one".utf8), to: path)
            try AtomicFileWriter().write(Data("two".utf8), to: path)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("two".utf8))
            #expect(try Self.temporaries(in: folder).isEmpty)
        }
    }

    @Test(arguments: [0o600, 0o640, 0o755] as [mode_t])
    func overwritingKeepsThePermissions(_ mode: mode_t) throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("Out.xml").path
            try AtomicFileWriter().write(Data("old".utf8), to: path)
            #expect(chmod(path, mode) == 0)
            try AtomicFileWriter().write(Data("new".utf8), to: path)
            var info = stat()
            #expect(stat(path, &info) == 0)
            #expect(info.st_mode & 0o7777 == mode)
        }
    }

    @Test func aNewFileGetsTheUsualPermissions() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("New.xml").path
            try AtomicFileWriter().write(Data("x".utf8), to: path)
            let mask = umask(0)
            umask(mask)
            var info = stat()
            #expect(stat(path, &info) == 0)
            #expect(info.st_mode & 0o777 == 0o666 & ~mask)
        }
    }

    @Test func leftoversOfProcessesThatNoLongerRunAreRemoved() throws {
        try withTemporaryFolder { folder in
            // No process has a pid past the kernel's maximum; ours still runs.
            let maximum =
                (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))
                .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 4_194_304
            let dead = folder.appendingPathComponent(".Out.json.nibc-\(maximum + 1)-42.tmp")
            let alive = folder.appendingPathComponent(".Other.json.nibc-\(getpid())-7.tmp")
            let unrelated = folder.appendingPathComponent(".notes.tmp")
            for url in [dead, alive, unrelated] { try Data("partial".utf8).write(to: url) }
            try AtomicFileWriter().write(Data("x".utf8), to: folder.appendingPathComponent("Out.json").path)
            #expect(!FileManager.default.fileExists(atPath: dead.path))
            #expect(FileManager.default.fileExists(atPath: alive.path), "a running process's file is kept")
            #expect(FileManager.default.fileExists(atPath: unrelated.path), "only our own names are touched")
        }
    }

    @Test func aMissingFolderIsNamed() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("missing/Out.xml").path
            let failure = try #require(throws: AtomicFileWriter.Failure.self) {
                try AtomicFileWriter().write(Data(), to: path)
            }
            #expect(failure.description.contains("no such folder"))
        }
    }

    @Test func aFailedRenameLeavesTheDestinationAndNoTemporaryFile() throws {
        try withTemporaryFolder { folder in
            // A folder where the file should go: the rename fails after the bytes were written.
            let path = folder.appendingPathComponent("Taken")
            try FileManager.default.createDirectory(
                at: path.appendingPathComponent("inside"), withIntermediateDirectories: true)
            #expect(throws: AtomicFileWriter.Failure.self) {
                try AtomicFileWriter().write(Data("x".utf8), to: path.path)
            }
            #expect(try Self.temporaries(in: folder).isEmpty)
            #expect(FileManager.default.fileExists(atPath: path.appendingPathComponent("inside").path))
        }
    }

    @Test func causesAreNamedInWords() {
        #expect(AtomicFileWriter.reason(ENOSPC, folder: "/x") == "the disk is full")
        #expect(AtomicFileWriter.reason(EROFS, folder: "/x") == "the file system is read-only")
        #expect(AtomicFileWriter.reason(EACCES, folder: "/x") == "permission denied in '/x'")
        #expect(AtomicFileWriter.reason(ENOENT, folder: "/x") == "no such folder '/x'")
    }

    @Test func theInputIsNeverOverwritten() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("In.xml").path
            try Data("input".utf8).write(to: URL(fileURLWithPath: path))
            // Through a symbolic link and a `..` detour: still the input.
            let link = folder.appendingPathComponent("Link.xml").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
            let detour = folder.appendingPathComponent("sub/../Link.xml").path
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
            #expect(throws: AtomicFileWriter.Failure.wouldOverwriteInput(detour)) {
                try AtomicFileWriter().write(Data("x".utf8), to: detour, protecting: path)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("input".utf8))
        }
    }
}
