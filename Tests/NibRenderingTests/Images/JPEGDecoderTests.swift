import Foundation
import PropertyBased
import Testing

@testable import NibRendering

/// Baseline JPEGs decoded and compared with libjpeg-turbo's decoding of the same files (see
/// `Fixtures/Images/README.md`); refused and broken files fail with located errors.
@Suite struct JPEGDecoderTests {
    /// Mean and largest channel difference from libjpeg's decoding. Ours upsamples chroma by
    /// repetition where libjpeg interpolates, so the largest differences sit on colour edges.
    static func compare(_ name: String) throws -> (mean: Double, maximum: Int, image: PixelImage) {
        let image = try JPEGDecoder(ImageFixtures.data(name + ".jpg")).image
        let reference = try PNGImage(ImageFixtures.data(name + "-decoded.png"))
        #expect(image.width == reference.width && image.height == reference.height)
        var (total, maximum) = (0, 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let ours = image.pixel(x: x, y: y)
                let theirs = reference.pixel(x: x, y: y)
                for (a, b) in [(ours.red, theirs.red), (ours.green, theirs.green), (ours.blue, theirs.blue)] {
                    let difference = abs(Int(a) - Int(b))
                    total += difference
                    maximum = max(maximum, difference)
                }
            }
        }
        return (Double(total) / Double(image.width * image.height * 3), maximum, image)
    }

    @Test func fullResolutionChromaAndGreyMatchLibjpeg() throws {
        for name in ["q444", "gray"] {
            let (mean, maximum, _) = try Self.compare(name)
            #expect(mean < 1 && maximum <= 3, "\(name): mean \(mean), largest \(maximum)")
        }
    }

    @Test(arguments: ["q422", "q420", "odd420", "restart", "progressive"])
    func subsampledChromaIsCloseToLibjpeg(name: String) throws {
        let (mean, _, image) = try Self.compare(name)
        #expect(mean < 6, "\(name): mean \(mean)")
        // The middle of each quadrant is its colour.
        let (w, h) = (image.width, image.height)
        let expected: [(Int, Int, (Int, Int, Int))] = [
            (w / 4, h / 4, (230, 30, 30)), (3 * w / 4, h / 4, (30, 200, 40)), (w / 4, 3 * h / 4, (20, 40, 220)),
            (3 * w / 4, 3 * h / 4, (240, 240, 240)),
        ]
        for (x, y, color) in expected {
            let pixel = image.pixel(x: x, y: y)
            let close =
                abs(Int(pixel.red) - color.0) < 16 && abs(Int(pixel.green) - color.1) < 16
                && abs(Int(pixel.blue) - color.2) < 16
            #expect(close, "\(name) at \(x), \(y): \(pixel)")
        }
    }

    @Test(arguments: [
        ([UInt8](), "no JPEG start marker"), ([0xFF, 0xD8, 0xFF, 0xD9], "no image data"),
        ([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 8, 0, 0, 0, 0, 1, 1, 0x11, 0], "0 x 0 pixels"),
        ([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 8, 0xFF, 0xFF, 0xFF, 0xFF, 1, 1, 0x11, 0], "past 16 megapixels"),
        ([0xFF, 0xD8, 0xFF, 0xDB, 0x10, 0x00], "runs past the file's end"),
        ([0xFF, 0xD8, 0xFF, 0xC9, 0x00, 0x0B, 8, 0, 1, 0, 1, 1, 1, 0x11, 0], "arithmetic-coded JPEG is not decoded"),
    ])
    func brokenHeadersGiveLocatedErrors(bytes: [UInt8], expected: String) {
        #expect {
            try JPEGDecoder(Data(bytes))
        } throws: { error in
            "\(error)".hasPrefix("JPEG, byte ") && "\(error)".contains(expected)
        }
    }

    /// Every truncation of a JPEG, and the file with one byte changed, decodes or fails with an
    /// `ImageDecodingError`; never a crash or hang.
    @Test func truncatedAndDamagedFilesNeverCrash() async throws {
        let files = try ["q420", "restart", "gray", "progressive"].map { [UInt8](try ImageFixtures.data($0 + ".jpg")) }
        await propertyCheck(count: 400, input: Gen.int(in: 0...3), Gen.int(in: 0...1000), Gen.int(in: 0...255)) {
            which, cut, noise in
            let bytes = files[which]
            var damaged = bytes
            damaged[cut % bytes.count] = UInt8(noise)
            for data in [Data(bytes.prefix(cut)), Data(damaged)] {
                do {
                    let image = try JPEGDecoder(data).image
                    #expect(image.rgb.count == image.width * image.height * 3)
                } catch {
                    #expect("\(error)".hasPrefix("JPEG, byte "))
                }
            }
        }
    }
}
