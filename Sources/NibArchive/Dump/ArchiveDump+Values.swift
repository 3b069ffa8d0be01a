import Foundation
import ViewCore

extension ArchiveDump {
    // MARK: JSON

    /// The tree as one JSON object.
    public func json(_ document: ArchiveDocument) -> JSONOutput {
        let summary = summary(of: document)
        return .object([
            ("objects", .array(document.objects.map { json($0, via: nil) })),
            (
                "placeholders",
                .array(
                    document.placeholders.map { placeholder in
                        .object([
                            ("id", .string(placeholder.id)), ("kind", .string(Self.kindName(placeholder.kind))),
                            ("identifier", .string(Self.identifier(placeholder.kind))),
                            ("class", .string(placeholder.className)),
                        ])
                    })
            ),
            (
                "connections",
                .array(
                    document.connections.map { connection in
                        .object([
                            ("kind", .string(connection.kind.rawValue)), ("source", .string(connection.source)),
                            ("destination", .string(connection.destination)), ("name", .string(connection.name)),
                            ("event", .string(connection.event)),
                        ])
                    })
            ),
            (
                "summary",
                .object([
                    ("views", .integer(summary.views)), ("constraints", .integer(summary.constraints)),
                    ("outlets", .integer(summary.outlets)), ("actions", .integer(summary.actions)),
                ])
            ),
        ])
    }

    private func json(_ object: ArchiveObject, via key: String?) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("class", .string(object.className)), ("id", .string(object.id))]
        if let module = object.module { members.append(("module", .string(module))) }
        if let key { members.append(("key", .string(key))) }
        if case .value(.rect(let frame))? = object["frame"] {
            members.append(
                (
                    "frame",
                    .array(
                        [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map {
                            .number(Double($0))
                        })
                ))
        }
        var properties: [(String, JSONOutput)] = []
        for entry in object.entries where entry.key != "frame" && !Self.holdsObjects(entry.value) {
            properties.append((entry.key, Self.valueJSON(entry.value)))
        }
        members.append(("properties", .object(properties)))
        members.append(("children", .array(children(of: object).map { json($0.1, via: $0.0) })))
        return .object(members)
    }

    private static func kindName(_ kind: ArchivePlaceholder.Kind) -> String {
        switch kind {
        case .owner: "owner"
        case .firstResponder: "firstResponder"
        case .external: "external"
        }
    }

    private static func identifier(_ kind: ArchivePlaceholder.Kind) -> String? {
        if case .external(let identifier) = kind { return identifier }
        return nil
    }

    // MARK: Values

    /// A number as the archives write it: `1` rather than `1.0`.
    static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        if double.isFinite, double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        return "\(double)"
    }

    /// A value on one line: `true`, `7`, `"text"`, `(0 0 320 480)`, `rgba(1 0.5 0 1)`, `->v2`.
    static func valueText(_ value: ArchiveValue) -> String {
        switch value {
        case .value(let plain): valueText(plain)
        case .object(let object): "<\(object.className) \(object.id)>"
        case .reference(let id): "->\(id)"
        case .array(let items): "[" + items.map(valueText).joined(separator: ", ") + "]"
        case .dictionary(let members):
            "{" + members.map { "\($0.key): \(valueText($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    static func valueText(_ value: CodingValue) -> String {
        switch value {
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .real(let number): self.number(CGFloat(number))
        case .string(let text): quoted(text)
        case .data(let data): "data(\(data.count) bytes)"
        case .point(let p): "(\(number(p.x)) \(number(p.y)))"
        case .size(let s): "(\(number(s.width)) \(number(s.height)))"
        case .rect(let r):
            "(\(number(r.origin.x)) \(number(r.origin.y)) \(number(r.size.width)) \(number(r.size.height)))"
        case .insets(let i): "(\(number(i.top)) \(number(i.left)) \(number(i.bottom)) \(number(i.right)))"
        case .directionalInsets(let i):
            "(\(number(i.top)) \(number(i.leading)) \(number(i.bottom)) \(number(i.trailing)))"
        case .transform(let t): "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " "))]"
        case .color(let color): "\(color)"
        case .font(let font): "\(font)"
        case .image(let image): "\(image)"
        case .array(let items): "[" + items.map(valueText).joined(separator: ", ") + "]"
        case .dictionary(let members):
            "{" + members.sorted { $0.key < $1.key }.map { "\($0.key): \(valueText($0.value))" }.joined(separator: ", ")
                + "}"
        case .null: "nil"
        }
    }

    static func valueJSON(_ value: ArchiveValue) -> JSONOutput {
        switch value {
        case .value(.bool(let flag)): .bool(flag)
        case .value(.integer(let number)): .integer(number)
        case .value(.real(let number)): .number(number)
        case .value(.string(let text)): .string(text)
        case .value(.null): .null
        case .reference(let id): .object([("ref", .string(id))])
        case .array(let items): .array(items.map(valueJSON))
        case .dictionary(let members): .object(members.map { ($0.key, valueJSON($0.value)) })
        default: .string(valueText(value))
        }
    }

    private static func quoted(_ text: String) -> String {
        var output = "\""
        for character in text {
            switch character {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            default: output.append(character)
            }
        }
        return output + "\""
    }
}
