import Foundation
import TestSupport
import Testing

@Suite struct DumpCommandTests {
    @Test func textShowsTheTreeOneObjectALine() throws {
        try withTemporaryFolder("nibc") { folder in
            try NibcProcess.validXML.write(
                to: folder.appendingPathComponent("Main.xml"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["dump", "Main.xml"], in: folder)
            #expect(outcome.status == 0)
            #expect(
                outcome.stdout == """
                    View id=root frame=(0 0 320 480) alpha=0.5
                      Button id=b1 frame=(16 16 100 44)
                    placeholders:
                      owner owner
                    connections:
                      outlet owner.view -> root
                      action b1.tapped: -> owner [touchUpInside]
                    2 views, 0 constraints, 1 outlet, 1 action

                    """)
        }
    }

    @Test func jsonHasTheDocumentedShape() throws {
        try withTemporaryFolder("nibc") { folder in
            try NibcProcess.validXML.write(
                to: folder.appendingPathComponent("Main.xml"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["dump", "--format", "json", "Main.xml"], in: folder)
            #expect(outcome.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: outcome.stdoutData) as? [String: Any])
            let objects = try #require(object["objects"] as? [[String: Any]])
            let root = try #require(objects.first)
            #expect(root["class"] as? String == "View")
            #expect(root["id"] as? String == "root")
            #expect(root["frame"] as? [Double] == [0, 0, 320, 480])
            let children = try #require(root["children"] as? [[String: Any]])
            #expect(children.first?["id"] as? String == "b1")
            #expect(children.first?["frame"] as? [Double] == [16, 16, 100, 44])
            #expect((root["properties"] as? [String: Any])?["alpha"] as? Double == 0.5)
            #expect((object["connections"] as? [[String: Any]])?.count == 2)
            #expect(object["summary"] as? [String: Int] == ["views": 2, "constraints": 0, "outlets": 1, "actions": 1])
        }
    }

    @Test func anUnreadableFileExitsTwoAndAnInvalidOneExitsOne() throws {
        #expect(try NibcProcess.run(["dump", "/no/such.xml"]).status == 2)
        try withTemporaryFolder("nibc") { folder in
            try "<archive".write(to: folder.appendingPathComponent("Bad.xml"), atomically: true, encoding: .utf8)
            let outcome = try NibcProcess.run(["dump", "Bad.xml"], in: folder)
            #expect(outcome.status == 1)
            #expect(outcome.stderr.hasPrefix("Bad.xml:1:"))
        }
    }
}
