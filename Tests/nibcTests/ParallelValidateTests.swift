import Foundation
import TestSupport
import Testing

/// `nibc validate --jobs 4` on both whole Xcode corpus folders: four threads reading and checking
/// real files at once print what one thread prints, and find no error. `.ci/run` runs it
/// again with a `nibc` built under the thread sanitizer, which reports a race on standard
/// error and exits with a status of its own, so a race fails the status and stderr checks.
@Suite struct ParallelValidateTests {
    @Test(XcodeCorpus.required)
    func fourJobsOnTheCorpusMatchOneJobAndFindNoError() throws {
        let folders = XcodeCorpus.folders.map(\.path)
        let four = try NibcProcess.run(["validate", "--jobs", "4"] + folders)
        let one = try NibcProcess.run(["validate", "--jobs", "1"] + folders)
        #expect(four.status == 0, "\(four.stderr.prefix(2000))")
        #expect(!four.stderr.contains("ThreadSanitizer"))
        #expect(four.stdout == one.stdout)
        let count = XcodeCorpus.files().count
        #expect(four.stderr.hasPrefix("\(count) files checked: 0 errors, "), "\(four.stderr.suffix(300))")
    }
}
