/// A position in a table's scalars with its line and column: the column counts UTF-8 bytes
/// from the start of the line, 1-based, as every NibKit location does.
struct StringsCursor {
    let scalars: [Unicode.Scalar]
    private(set) var index = 0
    private(set) var line = 1
    private(set) var column = 1

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// The scalar at the cursor, nil at the end.
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// The scalar after the one at the cursor, nil past the end.
    var next: Unicode.Scalar? { index + 1 < scalars.count ? scalars[index + 1] : nil }

    /// Where the cursor stands.
    var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// Moves past one scalar; a line feed, or a carriage return not followed by one, ends a line.
    mutating func advance() {
        guard let scalar = current else { return }
        index += 1
        if scalar == "\n" || (scalar == "\r" && current != "\n") {
            line += 1
            column = 1
        } else {
            column += UTF8.width(scalar)
        }
    }
}
