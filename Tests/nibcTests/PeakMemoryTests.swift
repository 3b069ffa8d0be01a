import Foundation
import TestSupport
import Testing

/// `validate`, `convert` and `dump` need memory in proportion to their input: above what nibc
/// takes for the smallest file, at most `multiple` times the file's size (measured on a 6 MB
/// file of 20,000 labels, debug build: validate 2.8, convert 4.1, dump under 1 times, and
/// validate of its 9 MB JSON 1.2 times; see the NibArchive DocC article "The archive formats").
/// The test reads 8,000 labels (2.4 MB), big enough that the file outweighs nibc's own start.
@Suite struct PeakMemoryTests {
    static let multiple = 20

    static func labels(_ count: Int) -> Data {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
                <object class="View" id="root">
                  <array key="subviews">

            """
        for index in 0..<count {
            xml += """
                        <object class="Label" id="l\(index)">
                          <rect key="frame" x="16" y="\(index * 24)" width="382" height="21"/>
                          <string key="text" value="Label \(index)"/>
                          <font key="font" kind="system" size="17"/>
                          <color key="textColor" red="0.2" green="0.2" blue="0.2" alpha="1"/>
                        </object>

                """
        }
        return Data((xml + "      </array>\n    </object>\n  </objects>\n</archive>\n").utf8)
    }

    @Test func peakMemoryStaysWithinAMultipleOfTheFile() throws {
        try withTemporaryFolder("nibc-memory") { folder in
            let small = folder.appendingPathComponent("Small.xml")
            let large = folder.appendingPathComponent("Large.xml")
            try Self.labels(1).write(to: small)
            let data = Self.labels(8_000)
            try data.write(to: large)
            let json = folder.appendingPathComponent("Large.json").path
            let commands: [[String]] = [
                ["validate"], ["convert", "-o", folder.appendingPathComponent("Out.json").path], ["dump"],
            ]
            for command in commands {
                let baseline = try PeakMemory.run(command + [small.path])
                let measured = try PeakMemory.run(command + [large.path])
                #expect(baseline.status == 0 && measured.status == 0, "\(command)")
                let multiple = Double(measured.peakBytes - baseline.peakBytes) / Double(data.count)
                #expect(multiple < Double(Self.multiple), "\(command[0]) took \(multiple) times the file's size")
            }
            // And from JSON, which is larger for the same content.
            #expect(try PeakMemory.run(["convert", large.path, "-o", json]).status == 0)
            let jsonSize = try Data(contentsOf: URL(fileURLWithPath: json)).count
            let baseline = try PeakMemory.run(["validate", small.path])
            let measured = try PeakMemory.run(["validate", json])
            #expect(measured.status == 0)
            #expect(Double(measured.peakBytes - baseline.peakBytes) / Double(jsonSize) < Double(Self.multiple))
        }
    }
}
