import Foundation

/// A JSON value for tool output (`nibc --format json`), written with members in the order
/// given, 2-space indentation and a trailing newline: stable for scripts and diffs.
public indirect enum JSONOutput: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; whole values below 1e15 are written without a fraction, non-finite ones as `null`.
    case number(Double)
    /// A whole number, written as is.
    case integer(Int)
    /// A string, written quoted and escaped.
    case string(String)
    /// An array, written one element per line (`[]` when empty).
    case array([JSONOutput])
    /// Members in the order they are written.
    case object([(String, JSONOutput)])

    /// Equal when both write the same text, so `.number(1)` and `.integer(1)` compare equal.
    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        lhs.text == rhs.text
    }

    /// A string, or `null` for nil.
    public static func string(_ text: String?) -> JSONOutput {
        text.map(JSONOutput.string) ?? .null
    }

    /// The value as indented text, with a trailing newline.
    public var text: String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .number(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
                output += String(Int(value))
            } else if value.isFinite {
                output += "\(value)"
            } else {
                output += "null"
            }
        case .string(let value): Self.quote(value, into: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "["
            for (position, item) in items.enumerated() {
                output += position == 0 ? "\n" : ",\n"
                output += String(repeating: " ", count: indent + 2)
                item.write(to: &output, indent: indent + 2)
            }
            output += "\n" + String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            for (position, member) in members.enumerated() {
                output += position == 0 ? "\n" : ",\n"
                output += String(repeating: " ", count: indent + 2)
                Self.quote(member.0, into: &output)
                output += ": "
                member.1.write(to: &output, indent: indent + 2)
            }
            output += "\n" + String(repeating: " ", count: indent) + "}"
        }
    }

    private static func quote(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                output +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
