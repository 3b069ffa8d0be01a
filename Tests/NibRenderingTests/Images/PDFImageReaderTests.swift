import Foundation
import PropertyBased
import Testing
import ViewCore

@testable import NibRendering

/// Single-page vector PDFs as vector images: Cairo's export, an object-stream PDF, and broken
/// files.
@Suite struct PDFImageReaderTests {
    @Test func cairosIconReadsWithItsSizeColoursAndAlpha() throws {
        let reader = try PDFImageReader(ImageFixtures.data("icon.pdf"))
        #expect(reader.image.size == CGSize(width: 32, height: 32))
        #expect(reader.ignored.isEmpty)
        let fills = reader.image.operations.compactMap { operation -> (VectorImage.Paint, Bool)? in
            if case .fill(_, let paint, let evenOdd) = operation { return (paint, evenOdd) }
            return nil
        }
        #expect(fills.map(\.0) == [.color(RGBA(0, 0.4 * 255, 255)), .color(RGBA(255, 0.2 * 255, 0.2 * 255))])
        #expect(fills.map(\.1) == [false, true])
        let strokes = reader.image.operations.compactMap { operation -> VectorImage.Stroke? in
            if case .stroke(_, let stroke) = operation { return stroke }
            return nil
        }
        #expect(strokes.count == 1)
        #expect(strokes.first?.paint == .color(RGBA(255, 255, 255, 0.5)))
        #expect(strokes.first?.width == 3)
        // Cairo flips its y axis down (`1 0 0 -1 0 32 cm`); the image's axis goes down too, so
        // the square's first point stays at the top.
        guard
            case .fill(let square, _, _)? = reader.image.operations.first(where: {
                if case .fill = $0 { return true }
                return false
            })
        else { return }
        #expect(square.first == .move(CGPoint(x: 26, y: 0)))
    }

    @Test func objectStreamsTwoContentStreamsAndAClip() throws {
        let reader = try PDFImageReader(ImageFixtures.data("objstm.pdf"))
        #expect(reader.image.size == CGSize(width: 40, height: 20))
        #expect(reader.ignored == ["text"])
        let operations = reader.image.operations
        #expect(operations.first == .save)
        #expect(operations.last == .restore)
        guard case .clip(let clip, evenOdd: false) = operations[1] else {
            Issue.record("no clip second: \(operations)")
            return
        }
        // `0 0 40 20 re` flipped: y 0 is the image's bottom edge, 20.
        #expect(clip.first == .move(CGPoint(x: 0, y: 20)))
        // CMYK 0 1 1 0 is red, at the graphics state's 0.5 fill alpha.
        guard case .fill(_, .color(let red), false) = operations[2] else {
            Issue.record("no red fill: \(operations)")
            return
        }
        #expect(red == RGBA(255, 0, 0, 0.5))
        guard case .stroke(let line, let stroke) = operations[4] else {
            Issue.record("no stroke: \(operations)")
            return
        }
        #expect(line == [.move(CGPoint(x: 0, y: 10)), .line(CGPoint(x: 40, y: 10))])
        #expect(stroke.dashes == [4, 2] && stroke.cap == .round && stroke.width == 2)
    }

    @Test(arguments: [
        ("", "no %PDF- header"), ("%PDF-1.4\n", "no objects"),
        ("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 0 10] >> endobj", "empty or too large"),
        ("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj", "no page"),
        (
            "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 10 10] /Contents 2 0 R >> endobj\n2 0 obj << /Length 5 /Filter /DCTDecode >> stream\nabcde\nendstream endobj",
            "DCTDecode"
        ),
    ])
    func brokenFilesGiveLocatedErrors(text: String, expected: String) {
        #expect {
            try PDFImageReader(Data(text.utf8))
        } throws: { error in
            guard let error = error as? ImageDecodingError else { return false }
            return error.format == "PDF" && error.description.contains(expected) && error.description.contains("byte")
        }
    }

    /// Every truncation of the fixtures, and each with a byte changed, reads or fails with an
    /// `ImageDecodingError`: no crash or hang.
    @Test func truncatedAndDamagedFilesNeverCrash() async throws {
        let files = [try ImageFixtures.data("icon.pdf"), try ImageFixtures.data("objstm.pdf")].map { [UInt8]($0) }
        await propertyCheck(count: 200, input: Gen.int(in: 0...1), Gen.int(in: 0...2000), Gen.int(in: 0...255)) {
            which, cut, noise in
            let bytes = files[which]
            var damaged = bytes
            damaged[cut % bytes.count] = UInt8(noise)
            for data in [Data(bytes.prefix(cut)), Data(damaged)] {
                do {
                    let image = try PDFImageReader(data).image
                    #expect(image.size.width > 0)
                } catch {
                    #expect("\(error)".hasPrefix("PDF, byte"))
                }
            }
        }
    }

    @Test func contentOperatorsWithoutOperandsAreSkipped() throws {
        var interpreter = PDFContentInterpreter(
            file: try PDFFile(Array("%PDF-1.4\n1 0 obj null endobj".utf8)), resources: [:], transform: .identity)
        try interpreter.run(Array("Q Q cm m 1 l re f 0 0 m 5 5 l S BI /W 1 ID \u{1}\u{2} EI 1 0 0 rg".utf8))
        #expect(interpreter.operations.count == 1)
        #expect(interpreter.ignored == ["images"])
    }
}
