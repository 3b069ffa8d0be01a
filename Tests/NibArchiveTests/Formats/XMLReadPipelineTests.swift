import Foundation
@testable import NibArchive
import PropertyBased
import Testing
import TestSupport

/// Reading on two threads (`XMLReadPipeline`) must give what reading on one gives: the same
/// document, or the same diagnostics at the same lines and columns. Every input here is read
/// both ways, in chunks from a few bytes (so that tags, values and errors straddle chunks and
/// many chunks are in flight) to the real size.
@Suite struct XMLReadPipelineTests {
    static let chunkSizes = [7, 61, 4096, XMLReadPipeline.chunkSize]

    /// What a read gave: the document with every location in it (which `==` on documents
    /// leaves out), or the diagnostics as a user sees them.
    enum Outcome: Equatable {
        case document(ArchiveDocument, locations: [NibArchive.SourceLocation])
        case failure(String)

        init(_ document: ArchiveDocument) {
            var locations = document.placeholders.map(\.location) + document.connections.map(\.location)
            document.forEachObject { object in
                locations.append(object.location)
                locations += object.entries.map(\.location)
            }
            self = .document(document, locations: locations)
        }

        var parsed: ArchiveDocument? {
            if case .document(let document, _) = self { document } else { nil }
        }
    }

    /// `decodingAhead` reads as `KeyedUnarchiver(data:)` does, which on two threads also has
    /// the reading thread work out where each tag starts.
    static func read(_ data: Data, twoThreads: Bool, chunkSize: Int, limits: ReaderLimits = .default,
                     file: String? = "input.xml", decodingAhead: Bool = false) -> Outcome {
        do {
            let reader = XMLArchiveReader(limits: limits)
            let unarchiver = KeyedUnarchiver(document: ArchiveDocument())
            return try withExtendedLifetime(unarchiver) {
                Outcome(try reader.read(data, file: file, pipelineThreshold: twoThreads ? 0 : .max, chunkSize: chunkSize,
                                        decodingAhead: decodingAhead ? DecodingAhead(unarchiver) : nil))
            }
        } catch {
            return .failure(String(describing: error))
        }
    }

    /// Checks that `data` reads alike both ways at every chunk size.
    static func expectAlike(_ data: Data, limits: ReaderLimits = .default, _ comment: String = "") {
        for chunkSize in chunkSizes {
            let one = read(data, twoThreads: false, chunkSize: chunkSize, limits: limits)
            let two = read(data, twoThreads: true, chunkSize: chunkSize, limits: limits)
            #expect(one == two, "\(comment) chunk size \(chunkSize)")
            let ahead = read(data, twoThreads: true, chunkSize: chunkSize, limits: limits, decodingAhead: true)
            #expect(one == ahead, "\(comment) chunk size \(chunkSize), decoding ahead")
        }
    }

    @Test(arguments: ArchiveFailureTests.fixtures.filter { $0.hasSuffix(".xml") })
    func everyFailFixtureFailsAlike(_ name: String) throws {
        let data = try Data(contentsOf: ArchiveFailureTests.directory.appendingPathComponent(name))
        let limits = name.contains("limits-") ? ArchiveFailureTests.smallLimits : .default
        Self.expectAlike(data, limits: limits, name)
        // At the size the golden files were made with, the two-thread reading matches them too.
        let expected = try String(contentsOf: ArchiveFailureTests.directory.appendingPathComponent(name + ".expected"), encoding: .utf8)
        let two = Self.read(data, twoThreads: true, chunkSize: XMLReadPipeline.chunkSize, limits: limits, file: name)
        #expect(two == .failure(String(expected.dropLast())), "\(name)")
    }

    @Test func everyExampleReadsAlike() throws {
        let directory = ArchiveGenerators.formatsDirectory.appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".xml") }
        #expect(!names.isEmpty)
        for name in names {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            Self.expectAlike(data, name)
            guard Self.read(data, twoThreads: true, chunkSize: 61).parsed != nil else {
                Issue.record("\(name) did not read on two threads")
                continue
            }
        }
    }

    /// Random documents, strings with references libxml2 must resolve among them (so values
    /// are copied as well as read in place), and random damage to them.
    @Test func randomAndDamagedDocumentsReadAlike() async {
        let inputs = zip(ArchiveGenerators.document(maxObjects: 4, maxDepth: 3), Gen.int(in: 0...Int.max), Gen.int(in: 0...6))
        await propertyCheck(count: 150, input: inputs) { document, seed, kind in
            let data = document.data(format: .xml)
            #expect(Self.read(data, twoThreads: true, chunkSize: 61).parsed == document)
            let damaged = kind == 6 ? data : ArchiveMutationTests.mutate(data, seed: seed, kind: kind)
            Self.expectAlike(damaged)
        }
    }

    /// A byte order mark and Windows line ends: libxml2 skips the one and folds the other in
    /// values, while offsets still count the file's bytes.
    @Test func byteOrderMarksAndCarriageReturnsReadAlike() async {
        await propertyCheck(count: 60, input: ArchiveGenerators.document(maxObjects: 3, maxDepth: 3)) { document in
            let text = String(decoding: document.data(format: .xml), as: UTF8.self)
            let windows = Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
            let marked = Data([0xEF, 0xBB, 0xBF]) + document.data(format: .xml)
            #expect(Self.read(marked, twoThreads: true, chunkSize: 61).parsed == document)
            Self.expectAlike(marked)
            Self.expectAlike(windows)
        }
    }

    /// A value libxml2 rewrites (character references, a tab and a line break it normalizes to
    /// spaces) is copied, not read from the input.
    @Test func valuesLibxml2RewritesAreCopied() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive version="1.0">
              <objects>
                <object class="View" id="1">
                  <string key="a" value="x &amp; &#x4E2D; &lt;y&gt;"/>
                  <string key="b" value="tab\tand
            line"/>
                  <string key="c" value="plain"/>
                </object>
              </objects>
            </archive>

            """
        let outcome = Self.read(Data(xml.utf8), twoThreads: true, chunkSize: 7)
        guard let object = outcome.parsed?.objects.first else {
            Issue.record("not read: \(outcome)")
            return
        }
        #expect(object["a"] == .value(.string("x & 中 <y>")))
        #expect(object["b"] == .value(.string("tab and line")))
        #expect(object["c"] == .value(.string("plain")))
        Self.expectAlike(Data(xml.utf8))
    }

    /// When the builder stops (here: too many errors, then too deep), the reading thread
    /// stops too, and the diagnostics are those of one thread.
    @Test func aStoppedBuilderStopsTheReaderAndKeepsItsDiagnostics() {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive version=\"1.0\">\n  <objects>\n"
        for index in 0..<400 { xml += "    <object class=\"View\" id=\"\(index)\"><wrong/></object>\n" }
        xml += "  </objects>\n</archive>\n"
        let outcome = Self.read(Data(xml.utf8), twoThreads: true, chunkSize: 61)
        guard case .failure(let text) = outcome else {
            Issue.record("read without error")
            return
        }
        #expect(text.components(separatedBy: "NIB0203").count - 1 == ReaderLimits.default.maxDiagnostics)
        Self.expectAlike(Data(xml.utf8))
        let deep = "<archive version=\"1.0\"><objects>" + String(repeating: "<object class=\"View\" id=\"x\">", count: 300)
        Self.expectAlike(Data(deep.utf8))
    }

    /// A builder that stops early stops the reading thread within a few chunks, long before
    /// the end of the input: the stop comes in about the sixth of some 900 chunks, and the
    /// reader runs at most three chunks ahead of the builder.
    @Test func theReaderStopsSoonAfterTheBuilder() throws {
        let opening = "<archive version=\"1.0\"><objects><object class=\"View\" id=\"a\">"
            + String(repeating: "<array key=\"k\">", count: 300)
        let filler = String(repeating: "<array key=\"k\"><bool value=\"true\"/></array>\n", count: 20_000)
        let data = Data((opening + filler).utf8)
        let chunkSize = 1024
        let (fed, diagnostics) = try data.withUnsafeBytes { raw throws -> (Int, [ArchiveDiagnostic]) in
            let base = try #require(raw.bindMemory(to: UInt8.self).baseAddress)
            let builder = XMLDocumentBuilder(base: base, count: raw.count, limits: .default, file: nil)
            let pipeline = try XMLReadPipeline(builder: builder, chunkSize: chunkSize)
            #expect(pipeline.run())
            return (pipeline.chunksFed, builder.fatal.map { [$0] } ?? [])
        }
        #expect(diagnostics.first?.code == .tooDeep)
        #expect(fed < 20, "fed \(fed) of \(data.count / chunkSize) chunks")
    }

    /// Whitespace runs of every length and mix, with and without a stray byte at each place.
    @Test func whitespaceIsToldFromTextAtEveryLength() async {
        let blanks: [UInt8] = [0x20, 0x20, 0x20, 0x0A, 0x09, 0x0D]
        let runs = zip(Gen.int(in: 0...40), Gen.int(in: 0...Int.max), Gen.int(in: -1...40))
        await propertyCheck(count: 500, input: runs) { length, seed, stray in
            var state = UInt64(truncatingIfNeeded: seed) | 1
            var bytes = (0..<length).map { index -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1
                // Mostly a line break then spaces, as indentation is.
                return index == 0 ? 0x0A : state >> 61 == 0 ? blanks[Int(state >> 33) % blanks.count] : 0x20
            }
            if stray >= 0, stray < length { bytes[stray] = UInt8(ascii: "x") }
            let expected = bytes.firstIndex { !blanks.contains($0) }
            bytes.withUnsafeBufferPointer { buffer in
                let found = buffer.baseAddress.flatMap { XMLDocumentBuilder.firstNonBlank($0, count: length) }
                #expect(found == (length == 0 ? nil : expected), "\(bytes)")
            }
        }
    }

    /// When no reading thread can be started, the input is read on the calling thread, with
    /// the same result, instead of waiting for a thread that never runs.
    @Test func withoutASecondThreadReadingStaysOnTheCallingOne() throws {
        let name = "01-single-view.xml"
        let url = ArchiveGenerators.formatsDirectory.appendingPathComponent("examples").appendingPathComponent(name)
        let data = try Data(contentsOf: url)
        var asked = 0
        let document = try data.withUnsafeBytes { raw throws -> ArchiveDocument in
            let base = try #require(raw.bindMemory(to: UInt8.self).baseAddress)
            let builder = XMLDocumentBuilder(base: base, count: raw.count, limits: .default, file: name)
            return try builder.run(pipelineThreshold: 0, startThread: { _ in
                asked += 1
                return nil
            })
        }
        #expect(asked == 1)
        #expect(Outcome(document) == Self.read(data, twoThreads: false, chunkSize: LibXML2PushParser.chunkSize, file: name))
    }

    /// An archive over the threshold reads the same through the public entry point (on two
    /// threads) as on one, and so does the same archive cut short.
    @Test func aLargeArchiveReadsAlike() throws {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive version=\"1.0\">\n  <objects>\n"
        xml += "    <object class=\"View\" id=\"root\">\n      <array key=\"subviews\">\n"
        for index in 0..<5_000 {
            xml += """
                        <object class="Label" id="\(index)">
                          <rect key="frame" x="16" y="\(index * 24)" width="382" height="21"/>
                          <string key="text" value="Label \(index) &amp; more"/>
                          <color key="textColor" red="0.2" green="0.2" blue="0.2" alpha="1" space="sRGB"/>
                        </object>

                """
        }
        xml += "      </array>\n    </object>\n  </objects>\n</archive>\n"
        let data = Data(xml.utf8)
        #expect(data.count >= 1 << 20)
        let one = try XMLArchiveReader(parallelReading: false).read(data, file: "input.xml")
        #expect(one.objects.first?["subviews"].map { if case .array(let items) = $0 { items.count } else { 0 } } == 5_000)
        #expect(Outcome(try XMLArchiveReader().read(data, file: "input.xml")) == Outcome(one))
        let cut = data.prefix(data.count * 2 / 3)
        #expect(Self.read(cut, twoThreads: false, chunkSize: LibXML2PushParser.chunkSize)
            == Self.read(cut, twoThreads: true, chunkSize: XMLReadPipeline.chunkSize))
    }
}
