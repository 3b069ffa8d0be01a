import Foundation
import ViewCore

/// One field of a value as writers spell it.
enum FieldValue {
    case number(Double)
    case string(String)
    case bool(Bool)
}

/// The fields of the structured values (geometry, style, data): which attributes (XML) or
/// members (JSON) each has, in canonical order, and how to read them back. Both spellings go
/// through here, which is what keeps them each other's lossless conversion.
enum ValueFields {
    /// Calls `body` with each field of `value` in canonical order and returns its kind; nil for
    /// values that are not structured (scalars, arrays, dictionaries, nil).
    /// The kind of a structured value (nil for scalars, arrays, dictionaries and nil).
    static func kind(of value: CodingValue) -> ValueKind? {
        switch value {
        case .data: .data
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .insets: .insets
        case .directionalInsets: .directionalInsets
        case .transform: .transform
        case .color: .color
        case .font: .font
        case .image: .image
        case .bool, .integer, .real, .string, .array, .dictionary, .null: nil
        }
    }

    @discardableResult
    static func forEachField(of value: CodingValue, _ body: (FieldName, FieldValue) -> Void) -> ValueKind? {
        switch value {
        case .data(let data):
            body(.value, .string(data.base64EncodedString()))
            return .data
        case .point(let p):
            body(.x, .number(Double(p.x))); body(.y, .number(Double(p.y)))
            return .point
        case .size(let s):
            body(.width, .number(Double(s.width))); body(.height, .number(Double(s.height)))
            return .size
        case .rect(let r):
            body(.x, .number(Double(r.origin.x))); body(.y, .number(Double(r.origin.y)))
            body(.width, .number(Double(r.size.width))); body(.height, .number(Double(r.size.height)))
            return .rect
        case .insets(let i):
            body(.top, .number(Double(i.top))); body(.left, .number(Double(i.left)))
            body(.bottom, .number(Double(i.bottom))); body(.right, .number(Double(i.right)))
            return .insets
        case .directionalInsets(let i):
            body(.top, .number(Double(i.top))); body(.leading, .number(Double(i.leading)))
            body(.bottom, .number(Double(i.bottom))); body(.trailing, .number(Double(i.trailing)))
            return .directionalInsets
        case .transform(let t):
            body(.a, .number(Double(t.a))); body(.b, .number(Double(t.b))); body(.c, .number(Double(t.c)))
            body(.d, .number(Double(t.d))); body(.tx, .number(Double(t.tx))); body(.ty, .number(Double(t.ty)))
            return .transform
        case .color(let color):
            if color.colorSpace == .gray, color.red == color.green, color.red == color.blue {
                body(.white, .number(Double(color.red)))
            } else {
                body(.red, .number(Double(color.red))); body(.green, .number(Double(color.green)))
                body(.blue, .number(Double(color.blue)))
            }
            body(.alpha, .number(Double(color.alpha)))
            body(.space, .string(color.colorSpace.rawValue))
            if let system = color.systemName { body(.system, .string(system)) }
            if let name = color.assetName { body(.name, .string(name)) }
            return .color
        case .font(let font):
            body(.kind, .string(font.kind.rawValue))
            body(.size, .number(Double(font.pointSize)))
            if font.weight != .regular {
                if let name = font.weight.name {
                    body(.weight, .string(name))
                } else {
                    body(.weight, .number(Double(font.weight.rawValue)))
                }
            }
            if let name = font.name { body(.name, .string(name)) }
            if let family = font.familyName { body(.family, .string(family)) }
            if let style = font.textStyle { body(.style, .string(style.rawValue)) }
            return .font
        case .image(let image):
            body(.name, .string(image.name))
            if image.isSystemImage { body(.system, .bool(true)) }
            return .image
        case .bool, .integer, .real, .string, .array, .dictionary, .null:
            return nil
        }
    }

    private static func mask(_ fields: FieldName...) -> UInt64 { fields.reduce(0) { $0 | $1.bit } }

    /// The fields each kind accepts.
    static func allowedFields(of kind: ValueKind) -> UInt64 { allowedMasks[kind.rawValue] }

    private static let allowedMasks: [UInt64] = ValueKind.allCases.map(computeAllowedFields)

    private static func computeAllowedFields(of kind: ValueKind) -> UInt64 {
        switch kind {
        case .bool, .integer, .real, .data: mask(.value)
        case .string: mask(.value, .base64)
        case .point: mask(.x, .y)
        case .size: mask(.width, .height)
        case .rect: mask(.x, .y, .width, .height)
        case .insets: mask(.top, .left, .bottom, .right)
        case .directionalInsets: mask(.top, .leading, .bottom, .trailing)
        case .transform: mask(.a, .b, .c, .d, .tx, .ty)
        case .color: mask(.red, .green, .blue, .white, .alpha, .space, .system, .name)
        case .font: mask(.kind, .size, .weight, .name, .family, .style)
        case .image: mask(.name, .system)
        case .null, .array, .dictionary: 0
        case .object: mask(.class, .module, .baseClass, .id)
        case .reference: mask(.ref)
        }
    }

    /// Rejects fields the kind does not take.
    static func checkFields(_ source: some FieldSource, allowed: UInt64) throws(FieldProblem) {
        if let unknown = source.unknownField { throw FieldProblem(field: nil, reason: .unknown(unknown)) }
        let extra = source.presentFields & ~allowed
        if extra != 0, let field = FieldName(rawValue: extra.trailingZeroBitCount) {
            throw FieldProblem(field: field, reason: .unknown(field.text))
        }
    }

    /// Reads a plain value of `kind` (not array, dictionary, object or reference).
    static func decode(_ kind: ValueKind, from s: some FieldSource) throws(FieldProblem) -> CodingValue {
        try checkFields(s, allowed: allowedFields(of: kind))
        switch kind {
        case .bool:
            guard let value = try s.bool(.value) else { throw .missing(.value) }
            return .bool(value)
        case .integer:
            guard let value = try s.integer(.value) else { throw .missing(.value) }
            return .integer(value)
        case .real:
            return .real(try s.requiredNumber(.value))
        case .string:
            if let encoded = try s.string(.base64) {
                if s.has(.value) { throw FieldProblem(field: .value, reason: .unknown("value")) }
                guard let data = Data(base64Encoded: encoded), let text = String(validating: data, as: UTF8.self) else {
                    throw .invalid(.base64, expected: "base64 of UTF-8 text", text: encoded)
                }
                return .string(text)
            }
            return .string(try s.requiredString(.value))
        case .data:
            let encoded = try s.requiredString(.value)
            guard let data = Data(base64Encoded: encoded) else {
                throw .invalid(.value, expected: "base64", text: encoded)
            }
            return .data(data)
        case .null:
            return .null
        case .point:
            return .point(CGPoint(x: try s.requiredNumber(.x), y: try s.requiredNumber(.y)))
        case .size:
            return .size(CGSize(width: try s.requiredNumber(.width), height: try s.requiredNumber(.height)))
        case .rect:
            return .rect(
                CGRect(
                    x: try s.requiredNumber(.x), y: try s.requiredNumber(.y),
                    width: try s.requiredNumber(.width), height: try s.requiredNumber(.height)))
        case .insets:
            return .insets(
                EdgeInsets(
                    top: try s.requiredNumber(.top), left: try s.requiredNumber(.left),
                    bottom: try s.requiredNumber(.bottom), right: try s.requiredNumber(.right)))
        case .directionalInsets:
            return .directionalInsets(
                DirectionalEdgeInsets(
                    top: try s.requiredNumber(.top), leading: try s.requiredNumber(.leading),
                    bottom: try s.requiredNumber(.bottom), trailing: try s.requiredNumber(.trailing)))
        case .transform:
            return .transform(
                CGAffineTransform(
                    a: try s.requiredNumber(.a), b: try s.requiredNumber(.b), c: try s.requiredNumber(.c),
                    d: try s.requiredNumber(.d), tx: try s.requiredNumber(.tx), ty: try s.requiredNumber(.ty)))
        case .color:
            return .color(try decodeColor(s))
        case .font:
            return .font(try decodeFont(s))
        case .image:
            let name = try s.requiredString(.name)
            return .image(try s.bool(.system) == true ? Image(systemName: name) : Image(named: name))
        case .array, .dictionary, .object, .reference:
            return .null  // containers are built by the readers, never here
        }
    }

    private static func decodeColor(_ s: some FieldSource) throws(FieldProblem) -> Color {
        let alpha = try s.requiredNumber(.alpha)
        var color: Color
        if let white = try s.number(.white) {
            let components = s.presentFields & (FieldName.red.bit | FieldName.green.bit | FieldName.blue.bit)
            if components != 0, let field = FieldName(rawValue: components.trailingZeroBitCount) {
                throw FieldProblem(field: field, reason: .unknown(field.text))
            }
            color = Color(white: white, alpha: alpha)
            if let space = try s.string(.space) { color.colorSpace = Color.Space(rawValue: space) }
        } else {
            color = Color(
                red: try s.requiredNumber(.red), green: try s.requiredNumber(.green),
                blue: try s.requiredNumber(.blue), alpha: alpha)
            if let space = try s.string(.space) { color.colorSpace = Color.Space(rawValue: space) }
        }
        color.systemName = try s.string(.system)
        color.assetName = try s.string(.name)
        return color
    }

    private static func decodeFont(_ s: some FieldSource) throws(FieldProblem) -> Font {
        let kindText = try s.requiredString(.kind)
        guard let kind = Font.Kind(rawValue: kindText) else {
            let names = Font.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalid(.kind, expected: "one of \(names)", text: kindText)
        }
        var font = Font(kind: kind, pointSize: try s.requiredNumber(.size))
        if let weight = try s.numberOrName(.weight) {
            if let number = weight.number {
                font.weight = Font.Weight(rawValue: number)
            } else if let name = weight.name, let named = Font.Weight(name: name) {
                font.weight = named
            } else {
                let names = Font.Weight.names.joined(separator: ", ")
                throw .invalid(.weight, expected: "a number or one of \(names)", text: weight.name)
            }
        }
        font.name = try s.string(.name)
        font.familyName = try s.string(.family)
        font.textStyle = try s.string(.style).map { Font.TextStyle(rawValue: $0) }
        return font
    }
}
