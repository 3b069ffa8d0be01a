import Foundation

/// Why an image file of an asset catalog could not be decoded: its format, where, and what.
struct ImageDecodingError: Error, Equatable, CustomStringConvertible {
    /// The file's format as people name it: `SVG`, `PDF`, `JPEG`.
    var format: String
    /// Where in the file: `line 3, column 7` for text, `byte 1234` for binary files.
    var location: String
    /// What is wrong.
    var message: String

    /// An error at byte `offset` of a binary file.
    init(_ format: String, byte offset: Int, _ message: String) {
        (self.format, location, self.message) = (format, "byte \(offset)", message)
    }

    /// An error at a 1-based line and column (in characters) of a text file.
    init(_ format: String, line: Int, column: Int, _ message: String) {
        (self.format, location, self.message) = (format, "line \(line), column \(column)", message)
    }

    /// `SVG, line 3, column 7: an unclosed element`.
    var description: String { "\(format), \(location): \(message)" }
}
