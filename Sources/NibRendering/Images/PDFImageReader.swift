import Foundation
import ViewCore

/// A single-page vector PDF (an icon as Sketch, Illustrator, Figma or Xcode export it) as a
/// `VectorImage`: the first page's content streams, painted by `PDFContentInterpreter`, its
/// crop box (else media box) giving the size in points.
struct PDFImageReader {
    /// The image.
    private(set) var image: VectorImage
    /// What the page has that is not drawn (`text`, `images`, `shadings`), sorted.
    private(set) var ignored: [String] = []

    /// Reads a PDF file.
    ///
    /// - Throws: `ImageDecodingError` (with the byte where it went wrong) for a file that is not
    ///   a PDF, has no page, no usable box, or content that does not decode.
    init(_ data: Data) throws(ImageDecodingError) {
        var file = try PDFFile([UInt8](data))
        let page = try Self.firstPage(&file)
        let boxObject = try file.resolve(page["CropBox"] ?? page["MediaBox"])
        let numbers = try (boxObject.array ?? []).map { item throws(ImageDecodingError) in try file.resolve(item).number
        }
        guard numbers.count == 4, let x0 = numbers[0], let y0 = numbers[1], let x1 = numbers[2], let y1 = numbers[3]
        else { throw ImageDecodingError("PDF", byte: 0, "the page has no MediaBox") }
        let box = CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        guard box.width > 0, box.height > 0, box.width <= VectorImage.maximumSide, box.height <= VectorImage.maximumSide
        else { throw ImageDecodingError("PDF", byte: 0, "the page's box \(numbers) is empty or too large") }
        var content: [UInt8] = []
        let contents = try file.resolve(page["Contents"])
        for reference in contents.array ?? [page["Contents"] ?? .null] {
            guard case .reference(let number) = reference, let stream = try file.stream(number) else { continue }
            content += try file.decoded(stream)
            content.append(10)
            guard content.count <= PDFFile.maximumDecodedBytes else {
                throw ImageDecodingError("PDF", byte: 0, "the page's content is larger than 64 MB")
            }
        }
        // PDF's y axis goes up from the box's bottom; the image's down from its top.
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
        let resources = try file.resolve(page["Resources"]).dictionary ?? [:]
        var interpreter = PDFContentInterpreter(file: file, resources: resources, transform: flip)
        try interpreter.run(content)
        image = VectorImage(size: box.size, operations: interpreter.operations)
        ignored = interpreter.ignored.sorted()
    }

    /// The first page's dictionary, with the inheritable entries (`MediaBox`, `CropBox`,
    /// `Resources`) of its ancestors filled in: found from the catalog, else any page object.
    private static func firstPage(_ file: inout PDFFile) throws(ImageDecodingError) -> [String: PDFObject] {
        var catalog: [String: PDFObject]?
        var anyPage: [String: PDFObject]?
        for number in file.objectNumbers {
            guard let dictionary = try? file.object(number).dictionary else { continue }
            if dictionary["Type"]?.name == "Catalog", catalog == nil { catalog = dictionary }
            if dictionary["Type"]?.name == "Page", anyPage == nil { anyPage = dictionary }
        }
        // A catalog in an object stream is found from the trailer's or the cross-reference
        // stream's /Root.
        if catalog == nil {
            for number in file.objectNumbers {
                guard let root = try? file.object(number).dictionary?["Root"] else { continue }
                catalog = try file.resolve(root).dictionary
                break
            }
        }
        if catalog == nil, let trailer = file.trailer?["Root"] { catalog = try file.resolve(trailer).dictionary }
        var node = try file.resolve(catalog?["Pages"]).dictionary
        var inherited: [String: PDFObject] = [:]
        // Down the page tree by first kids, at most as deep as a real tree goes.
        for _ in 0..<32 {
            guard let current = node else { break }
            for key in ["MediaBox", "CropBox", "Resources"] where current[key] != nil { inherited[key] = current[key] }
            if current["Type"]?.name == "Page" || current["Kids"] == nil {
                return current.merging(inherited) { own, _ in own }
            }
            node = try file.resolve(file.resolve(current["Kids"]).array?.first).dictionary
        }
        guard let anyPage else { throw ImageDecodingError("PDF", byte: 0, "no page") }
        return anyPage
    }
}
