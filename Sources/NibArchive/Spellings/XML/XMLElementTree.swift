import Foundation

/// A whole XML document read into flat storage: one array of element records in document
/// order, one of attribute records, one byte buffer holding every attribute value and text,
/// and the names seen, each once. `XMLElementNode` is the view the Xcode mapper reads through.
///
/// Flat, because a tree of objects cost as much to make and free as the mapping that reads it:
/// one load of the reference .xib took 612M instructions to build the object tree and 90M to
/// free it; the flat one takes 536M to build and next to nothing to free, and a whole load
/// went from 1.859G to 1.827G instructions, one load of the corpus from 1.048G to 1.034G
/// (callgrind, `SWIFT_DETERMINISTIC_HASHING=1`; the strings the tree no longer makes are now
/// made by the mapper, for what it reads).
///
/// Offsets are 32 bits: `parse` refuses inputs of 4 GiB or more, and nothing stored is longer
/// than its input (libxml2 and the unescaping in `XMLElementTreeBuilder` only shorten what
/// they decode).
final class XMLElementTree {
    /// One element: its name, its attributes and text in the shared arrays, its extent.
    struct Element {
        /// The element's name, an index into `names`.
        var name: UInt32
        /// The index of its first attribute in `attributes`.
        var firstAttribute: UInt32
        /// How many attributes it has.
        var attributeCount: UInt32
        /// The index past its last descendant: its next sibling's, when it has one. Its first
        /// child, when it has children, comes right after it.
        var end: UInt32
        /// Where its text starts in `bytes`.
        var textStart: UInt32
        /// The length of its text in bytes.
        var textCount: UInt32
        /// Where its start tag's `<` stands.
        var location: SourceLocation
    }

    /// One attribute: its name, an index into `names`, and its value in `bytes`.
    struct Attribute {
        var name: UInt32
        var valueStart: UInt32
        var valueCount: UInt32
    }

    /// The elements in document order (of their start tags); the root is the first.
    let elements: [Element]
    /// The attributes of every element, an element's together and in file order.
    let attributes: [Attribute]
    /// Attribute values and texts, UTF-8, escapes resolved.
    let bytes: [UInt8]
    /// Element and attribute names, without namespace prefixes.
    let names: [String]
    /// The length of each name in UTF-8 bytes, which attribute lookups compare before the
    /// names themselves: most names differ in length, and a length from this array needs
    /// neither the string nor its reference count. One load of the reference .xib, 1.813G ->
    /// 1.789G instructions; the corpus, 1.014G -> 1.009G (callgrind,
    /// `SWIFT_DETERMINISTIC_HASHING=1`).
    let nameLengths: [Int]

    init(elements: [Element], attributes: [Attribute], bytes: [UInt8], names: [String]) {
        self.elements = elements
        self.attributes = attributes
        self.bytes = bytes
        self.names = names
        nameLengths = names.map(\.utf8.count)
    }

    /// Parses `data` and returns its root element: no DTD (a `DOCTYPE` is refused, `NIB0102`), no
    /// network, no entity substitution, UTF-8 only, and `ReaderLimits` enforced (size `NIB0108`,
    /// depth `NIB0107`, string length `NIB0110`). Comments and processing instructions are dropped.
    ///
    /// - Throws: `ArchiveReadError` with one diagnostic: libxml2's syntax error (`NIB0101`,
    ///   `NIB0106`), a `DOCTYPE` (`NIB0102`), or a limit exceeded (`NIB0107`, `NIB0108`, `NIB0110`).
    /// - Complexity: O(n) in the size of the input.
    static func parse(_ data: Data, file: String?, limits: ReaderLimits) throws(ArchiveReadError) -> XMLElementNode {
        if data.count >= Int(UInt32.max) {
            throw ArchiveReadError(
                ArchiveDiagnostic(
                    code: .fileTooLarge,
                    message: "the input is \(data.count) bytes; XML interface files are read up to 4 GiB",
                    file: file, line: 1, column: 1))
        }
        do {
            return try limits.withCheckedBytes(of: data, file: file) { base, count in
                let builder = XMLElementTreeBuilder(limits: limits, file: file, base: base, count: count)
                return XMLElementNode(tree: try builder.run(), index: 0)
            }
        } catch let error as ArchiveReadError {
            throw error
        } catch {
            throw ArchiveReadError(
                ArchiveDiagnostic(code: .malformedXML, message: "\(error)", file: file, line: 1, column: 1))
        }
    }

    /// The bytes `start..<start + count` as a string.
    func string(_ start: UInt32, _ count: UInt32) -> String {
        String(decoding: bytes[Int(start)..<Int(start + count)], as: UTF8.self)
    }
}
