import Foundation
import TestSupport
import Testing

/// `nibc validate --jobs 4`: four threads reading and checking real files at once find no error
/// on both whole Xcode corpus folders, and print what one thread prints. `.ci/run` runs the
/// suite again with a `nibc` built under the thread sanitizer, which reports a race on standard
/// error and exits with a status of its own, so a race fails the status and stderr checks.
@Suite struct ParallelValidateTests {
    @Test(XcodeCorpus.required)
    func fourJobsOnTheWholeCorpusFindNoError() throws {
        let four = try NibcProcess.run(["validate", "--jobs", "4"] + XcodeCorpus.folders.map(\.path))
        #expect(four.status == 0, "\(four.stderr.prefix(2000))")
        #expect(!four.stderr.contains("ThreadSanitizer"))
        let count = XcodeCorpus.files().count
        #expect(four.stderr.hasPrefix("\(count) files checked: 0 errors, "), "\(four.stderr.suffix(300))")
    }

    /// One folder is enough to show the order: the report follows the files' order, whichever
    /// thread finished first.
    @Test(XcodeCorpus.required)
    func fourJobsPrintWhatOneJobPrints() throws {
        let four = try NibcProcess.run(["validate", "--jobs", "4", XcodeCorpus.folder.path])
        let one = try NibcProcess.run(["validate", "--jobs", "1", XcodeCorpus.folder.path])
        #expect(!four.stdout.isEmpty)
        #expect(four.stdout == one.stdout)
        #expect(four.stderr == one.stderr)
        #expect(!four.stderr.contains("ThreadSanitizer"))
    }
}
