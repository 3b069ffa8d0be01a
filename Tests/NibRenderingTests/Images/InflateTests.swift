import Foundation
import PropertyBased
import Testing

@testable import NibRendering

/// DEFLATE against streams Python's zlib wrote (stored, fixed and dynamic blocks), and
/// damaged input failing with a located error.
@Suite struct InflateTests {
    /// `zlib.compress(b'abcabcabcabc hello hello', 1)`: one fixed-Huffman block with matches.
    static let fixedBlock = "eAFLTEpOhCGFjNScnHwICQBwEgkB"
    /// `''.join('%d ' % (i * 7919 % 1000) for i in range(2000))`, the payload below, as
    /// Python's zlib compresses its first 300 bytes with Z_FIXED strategy at level 9.
    static let fixedLong =
        "eAEzULA0tFSwMLZQMDc1VzAzN1MwtTRVMDU0UTAxNlYwNjVSMDI3VDC0NFAwNLBUMLJQsDQxV7AwM1MwtzBVMDcwUTAzMlYwNTFSMDEzVDC2MFAwsgQqM7RQMDQ2VzA1U7A0N1WwsDRRsDA0VjA3NlIwMzVUMDU3UDCxsFQwMbBQMDYyVzAyMVMwNAOqM1EwVrA0MgIyDBXMzQyAzrEEOscC6BxzoHPMgM4xBTrHBOgcYwVDQyMFY0MFS1MDoHMsgc4B+sAA6AMjoA9MTIHOARpmAfSBAdAHRkAfmBgAjQI6xwLoHKAPDIE+MDYFOscE6BxjBRNLoA8MgT4wBvrAxBLoHKA6oGlA54DcZQJ0jrECAK41N4E="

    static var payload: [UInt8] { Array((0..<2000).map { "\($0 * 7919 % 1000) " }.joined().utf8) }

    static func bytes(_ base64: String) throws -> [UInt8] { [UInt8](try #require(Data(base64Encoded: base64))) }

    @Test func fixedHuffmanBlocksInflate() throws {
        #expect(try Inflate.zlib(Self.bytes(Self.fixedBlock), limit: 1 << 20) == Array("abcabcabcabc hello hello".utf8))
        #expect(try Inflate.zlib(Self.bytes(Self.fixedLong), limit: 1 << 20) == Array(Self.payload.prefix(300)))
    }

    /// Cairo's PDF content stream is one dynamic-Huffman block (zlib's): 438 bytes of
    /// operators, from the flip of the y axis to the last `Q`.
    @Test func dynamicBlocksFromZlibInflate() throws {
        var file = try PDFFile([UInt8](ImageFixtures.data("icon.pdf")))
        let stream = try #require(try file.stream(4))
        #expect(stream.data[2] & 0b111 == 0b101, "a final dynamic block")
        let content = String(decoding: try file.decoded(stream), as: UTF8.self)
        #expect(content.count == 438)
        #expect(content.hasPrefix("1 0 0 -1 0 32 cm\nq\n0 0.4 1 rg /a0 gs\n"))
        #expect(content.hasSuffix("14.5 15 m f*\nQ\n"))
    }

    @Test func storedBlocksCopy() throws {
        // A final stored block of 5 bytes: header bits 001, aligned, LEN, NLEN, data.
        let raw: [UInt8] = [0x01, 0x05, 0x00, 0xFA, 0xFF] + Array("hello".utf8)
        #expect(try Inflate.raw(raw, limit: 100) == Array("hello".utf8))
        #expect(throws: ImageDecodingError.self) { try Inflate.raw([0x01, 0x05, 0x00, 0xFA, 0xFE], limit: 100) }
    }

    @Test func outputStopsAtTheLimit() throws {
        #expect(throws: ImageDecodingError.self) { try Inflate.zlib(Self.bytes(Self.fixedLong), limit: 100) }
    }

    @Test func badHeadersAndReservedBlocksFail() throws {
        #expect(throws: ImageDecodingError.self) { try Inflate.zlib([0x78], limit: 10) }
        #expect(throws: ImageDecodingError.self) { try Inflate.zlib([0x78, 0x00, 0x00], limit: 10) }
        #expect(throws: ImageDecodingError.self) { try Inflate.raw([0x07], limit: 10) }
    }

    /// Every truncation and every one-byte change of a stream either inflates (within the
    /// limit) or fails with an error naming a byte inside the input: no crash, no hang.
    @Test func damagedStreamsFailCleanly() async throws {
        let good = try Self.bytes(Self.fixedLong)
        await propertyCheck(count: 300, input: Gen.int(in: 0...good.count), Gen.int(in: 0...255)) { cut, noise in
            var damaged = good
            damaged[noise % good.count] ^= UInt8(noise | 1)
            for input in [Array(good.prefix(cut)), damaged] {
                do {
                    #expect(try Inflate.zlib(input, limit: 4096).count <= 4096)
                } catch {
                    #expect("\(error)".contains("PDF, byte"))
                }
            }
        }
    }
}
