import Foundation
import ViewCore

/// Numbers that are infinite or NaN (`NIB0207`): neither spelling can write them and no view
/// property accepts them. The readers refuse them in files; this check catches documents made
/// in code before they are written or loaded.
public struct NumberCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    /// An error for each infinite or NaN number.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        var found: [ArchiveDiagnostic] = []
        for (position, node) in context.index.nodes.enumerated() {
            // By index: iterating the entries copied each (reference .xib: 31M -> 25M instructions,
            // callgrind).
            let entries = node.object.entries
            for index in entries.indices {
                // Values without a number told apart before any is copied (reference .xib:
                // 25.4M -> 10.2M instructions, callgrind).
                switch entries[index].value {
                case .object, .reference, .value(.bool), .value(.integer), .value(.string), .value(.data),
                    .value(.color), .value(.font), .value(.image), .value(.null):
                    continue
                default:
                    guard !Self.isFinite(entries[index].value) else { continue }
                }
                let entry = entries[index]
                found.append(
                    context.diagnostic(
                        .nonFiniteNumber,
                        "\(quoted: entry.key) of \(quoted: node.object.id) holds a number that is infinite or NaN",
                        at: entry.location, objectID: node.object.id,
                        keyPathOf: position, key: entry.key))
            }
        }
        return found
    }

    /// Whether every number in `value` (owned objects aside: they are checked on their own) is finite.
    static func isFinite(_ value: ArchiveValue) -> Bool {
        switch value {
        case .value(let plain): isFinite(plain)
        case .object, .reference: true
        case .array(let items): items.allSatisfy(isFinite)
        case .dictionary(let members): members.allSatisfy { isFinite($0.value) }
        }
    }

    static func isFinite(_ value: CodingValue) -> Bool {
        switch value {
        case .real(let number): number.isFinite
        case .point(let point): finite(point.x, point.y)
        case .size(let size): finite(size.width, size.height)
        case .rect(let rect): finite(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        case .insets(let insets): finite(insets.top, insets.left, insets.bottom, insets.right)
        case .directionalInsets(let insets): finite(insets.top, insets.leading, insets.bottom, insets.trailing)
        case .transform(let t): finite(t.a, t.b, t.c, t.d, t.tx, t.ty)
        case .array(let items): items.allSatisfy(isFinite)
        case .dictionary(let members): members.values.allSatisfy(isFinite)
        case .bool, .integer, .string, .data, .color, .font, .image, .null: true
        }
    }

    private static func finite(_ numbers: CGFloat...) -> Bool {
        numbers.allSatisfy(\.isFinite)
    }
}
