import Foundation
import NibKit
import PropertyBased

/// Random archive documents for property tests of the archive formats: every kind of value,
/// nested objects, references, awkward strings and numbers, always in canonical form (unique
/// keys and ids, dictionary keys sorted by UTF-8 bytes, finite numbers, plain collections as
/// `ArchiveValue.array` / `.dictionary`), so a round trip must give back an equal document.
public enum ArchiveGenerators {
    /// A random document of up to `maxObjects` top-level objects.
    public static func document(maxObjects: Int = 4, maxDepth: Int = 3) -> Generator<
        ArchiveDocument, Shrink.None<ArchiveDocument>
    > {
        Generator { rng in
            var builder = DocumentBuilder(rng: rng, maxDepth: maxDepth)
            return builder.document(maxObjects: maxObjects)
        }
    }

    /// The root of the repository (for `Formats/`).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Formats/` in the repository.
    public static var formatsDirectory: URL { repositoryRoot.appendingPathComponent("Formats") }
}

private struct DocumentBuilder {
    var rng: any RandomNumberGenerator
    let maxDepth: Int
    var nextID = 0
    var ids: [String] = []

    init(rng: any RandomNumberGenerator, maxDepth: Int) {
        self.rng = rng
        self.maxDepth = maxDepth
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    /// Characters that stress both spellings: markup, quotes, whitespace, non-ASCII, emoji.
    static let pieces: [String] = [
        "a", "Z", "0", "_", " ", "&", "<", ">", "\"", "'", "\\", "/", "\n", "\r", "\t", "\r\n", "é", "e\u{301}",
        "ß", "中", "😀", "\u{2028}", "\u{7F}", "\u{85}", "\u{FFFD}", "&amp;", "&#38;", "]]>", "{", "}", ":",
    ]
    /// Characters XML 1.0 cannot hold: forces `base64` for strings.
    static let forbidden: [String] = ["\u{0}", "\u{1}", "\u{8}", "\u{B}", "\u{C}", "\u{1F}", "\u{FFFE}", "\u{FFFF}"]

    mutating func text(maxLength: Int = 8, allowForbidden: Bool = false) -> String {
        var result = ""
        for _ in 0..<int(0...maxLength) {
            result += allowForbidden && chance(10) ? pick(Self.forbidden) : pick(Self.pieces)
        }
        return result
    }

    mutating func name() -> String {
        chance(70)
            ? pick(["frame", "text", "alpha", "isHidden", "tag", "subviews", "firstItem", "font", "x"])
                + String(int(0...99))
            : "k" + text(maxLength: 4)
    }

    mutating func real() -> Double {
        switch int(0...6) {
        case 0: return Double(int(-1000...1000))
        case 1: return Double(int(-10000...10000)) / 100
        case 2:
            return pick([
                0.1, 0.5, 1e-5, 1e21, 1e22, 1e23, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                0.30000000000000004, 123456789012345680,
            ])
        case 3: return Double(int(0...255)) / 255
        default:
            let bits = UInt64.random(in: 0...UInt64.max, using: &rng)
            let value = Double(bitPattern: bits)
            return value.isFinite ? value : 1.5
        }
    }

    mutating func color() -> Color {
        var color: Color
        switch int(0...3) {
        case 0: color = Color(white: real(), alpha: real())
        case 1:
            color = Color(red: real(), green: real(), blue: real(), alpha: real())
            color.colorSpace = .gray
        default:
            color = Color(red: real(), green: real(), blue: real(), alpha: real())
            color.colorSpace = pick([.sRGB, .displayP3, .extendedSRGB, Color.Space(rawValue: text(maxLength: 3))])
        }
        if chance(30) { color.systemName = pick(["systemBlue", "label", text(maxLength: 4)]) }
        if chance(30) { color.assetName = text(maxLength: 6) }
        return color
    }

    mutating func font() -> Font {
        var font = Font(kind: pick(Font.Kind.allCases), pointSize: real())
        font.weight = chance(50) ? pick(Font.Weight.allCases) : Font.Weight(rawValue: real())
        if chance(40) { font.name = text(maxLength: 6) }
        if chance(30) { font.familyName = text(maxLength: 6) }
        if chance(30) { font.textStyle = Font.TextStyle(rawValue: pick(["body", "headline", text(maxLength: 3)])) }
        return font
    }

    mutating func plain() -> CodingValue {
        switch int(0...16) {
        case 0: return .bool(chance(50))
        case 1: return .integer(chance(20) ? pick([Int.min, Int.max, 0, -1]) : int(-100_000...100_000))
        case 2: return .real(real())
        case 3, 4: return .string(text(maxLength: 12, allowForbidden: chance(20)))
        case 5: return .data(Data((0..<int(0...20)).map { _ in UInt8.random(in: 0...255, using: &rng) }))
        case 6: return .point(CGPoint(x: real(), y: real()))
        case 7: return .size(CGSize(width: real(), height: real()))
        case 8: return .rect(CGRect(x: real(), y: real(), width: real(), height: real()))
        case 9: return .insets(EdgeInsets(top: real(), left: real(), bottom: real(), right: real()))
        case 10:
            return .directionalInsets(
                DirectionalEdgeInsets(top: real(), leading: real(), bottom: real(), trailing: real()))
        case 11:
            return .transform(CGAffineTransform(a: real(), b: real(), c: real(), d: real(), tx: real(), ty: real()))
        case 12: return .color(color())
        case 13: return .font(font())
        case 14: return .image(chance(50) ? Image(named: text(maxLength: 6)) : Image(systemName: text(maxLength: 6)))
        default: return .null
        }
    }

    mutating func freshID() -> String {
        nextID += 1
        let id = chance(80) ? "o\(nextID)" : "id-\(nextID)-" + text(maxLength: 3)
        ids.append(id)
        return id
    }

    mutating func value(depth: Int) -> ArchiveValue {
        let roll = int(0...20)
        if depth < maxDepth {
            switch roll {
            case 0, 1: return .object(object(depth: depth + 1))
            case 2: return .array((0..<int(0...4)).map { _ in value(depth: depth + 1) })
            case 3:
                var members: [(key: String, value: ArchiveValue)] = []
                var keys = Set<String>()
                for _ in 0..<int(0...4) {
                    let key = name()
                    if keys.insert(key).inserted { members.append((key, value(depth: depth + 1))) }
                }
                members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                return .dictionary(members)
            default: break
            }
        }
        if roll == 4, !ids.isEmpty { return .reference(chance(90) ? pick(ids) : "missing-" + text(maxLength: 3)) }
        return .value(plain())
    }

    mutating func object(depth: Int) -> ArchiveObject {
        let object = ArchiveObject(
            className: pick(["View", "Label", "Button", "LayoutConstraint", "Card" + text(maxLength: 3)]),
            module: chance(25) ? pick(["MyApp", text(maxLength: 4)]) : nil, id: freshID())
        var keys = Set<String>()
        for _ in 0..<int(0...6) {
            let key = name()
            guard keys.insert(key).inserted else { continue }
            object.entries.append(ArchiveEntry(key: key, value: value(depth: depth)))
        }
        return object
    }

    mutating func document(maxObjects: Int) -> ArchiveDocument {
        var document = ArchiveDocument(version: ArchiveVersion(major: int(0...1), minor: int(0...12)))
        if chance(60) {
            document.placeholders.append(
                ArchivePlaceholder(id: "owner", kind: .owner, className: chance(50) ? "ViewController" : nil));
            ids.append("owner")
        }
        if chance(30) {
            document.placeholders.append(ArchivePlaceholder(id: "firstResponder", kind: .firstResponder));
            ids.append("firstResponder")
        }
        if chance(30) {
            document.placeholders.append(
                ArchivePlaceholder(id: "ext" + text(maxLength: 3), kind: .external(text(maxLength: 5))))
        }
        for _ in 0..<int(0...maxObjects) { document.objects.append(object(depth: 1)) }
        for _ in 0..<int(0...3) where !ids.isEmpty {
            document.connections.append(
                ArchiveConnection(
                    kind: pick(ArchiveConnection.Kind.allCases), source: pick(ids), destination: pick(ids),
                    name: pick(["view", "tapped:", text(maxLength: 5)]),
                    event: chance(40) ? pick(["touchUpInside", text(maxLength: 4)]) : nil))
        }
        return document
    }
}
