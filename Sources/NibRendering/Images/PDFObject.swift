import Foundation

/// A PDF object (ISO 32000-1, 7.3), as far as drawing a page needs it.
indirect enum PDFObject: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case name(String)
    case string([UInt8])
    case array([PDFObject])
    case dictionary([String: PDFObject])
    /// An indirect reference: `12 0 R`.
    case reference(Int)
    /// An operator in a content stream, or a keyword the parser does not know.
    case keyword(String)

    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    var name: String? {
        if case .name(let value) = self { return value }
        return nil
    }

    var array: [PDFObject]? {
        if case .array(let value) = self { return value }
        return nil
    }

    var dictionary: [String: PDFObject]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }
}
