import Foundation

/// What `NibArchiveComparison`'s equivalent-profile rule compares of an ICC profile: its data
/// colour space and the gamma of each tone curve it has (`kTRC`, or `rTRC`, `gTRC`, `bTRC`).
///
/// A curve's gamma is the exponent of the pure power curve closest to it in least squares over
/// 256 evenly spaced inputs, so a sampled table (`curv`), a single gamma (`curv` with one
/// entry) and a parametric curve (`para`) are measured alike: the sRGB curve, as a table or as
/// parameters, measures 2.233, a pure 2.2 power 2.2, a pure 1.8 power 1.8.
public struct ICCProfileSummary: Equatable, Sendable {
    /// The data colour space signature (`GRAY`, `RGB `, …).
    public var colorSpace: String
    /// The gamma of each tone curve, by tag signature.
    public var gammas: [String: Double]

    /// The summary of `data`, or nil when it is not an ICC profile with a tone curve this reads.
    public init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 132, Self.text(bytes, 36) == "acsp", let count = Self.u32(bytes, 128) else { return nil }
        colorSpace = Self.text(bytes, 16) ?? ""
        gammas = [:]
        guard count <= (bytes.count - 132) / 12 else { return nil }
        for entry in 0..<count {
            let base = 132 + 12 * entry
            guard let signature = Self.text(bytes, base), ["kTRC", "rTRC", "gTRC", "bTRC"].contains(signature),
                let offset = Self.u32(bytes, base + 4), let size = Self.u32(bytes, base + 8),
                offset <= bytes.count, size <= bytes.count - offset,
                let curve = Self.curve(Array(bytes[offset..<offset + size]))
            else { continue }
            gammas[signature] = Self.fittedGamma(curve)
        }
        if gammas.isEmpty { return nil }
    }

    /// Whether `other` has the same colour space and the same curves, each gamma within
    /// `tolerance`.
    public func isEquivalent(to other: Self, tolerance: Double = 0.01) -> Bool {
        guard colorSpace == other.colorSpace, Set(gammas.keys) == Set(other.gammas.keys) else { return false }
        return gammas.allSatisfy { key, gamma in abs(gamma - (other.gammas[key] ?? .infinity)) <= tolerance }
    }

    /// The curve of a `curv` or `para` tag, as a function on [0, 1].
    static func curve(_ tag: [UInt8]) -> ((Double) -> Double)? {
        switch text(tag, 0) {
        case "curv":
            guard let count = u32(tag, 8), count <= (tag.count - 12) / 2 else { return nil }
            let entries = (0..<count).map { Double(u16(tag, 12 + 2 * $0)) }
            if count == 0 { return { $0 } }
            if count == 1 {
                let gamma = entries[0] / 256
                return { pow($0, gamma) }
            }
            let table = entries.map { $0 / 65535 }
            return { x in
                let position = min(max(x, 0), 1) * Double(count - 1)
                let low = Int(position.rounded(.down))
                let high = min(low + 1, count - 1)
                let fraction = position - Double(low)
                return table[low] * (1 - fraction) + table[high] * fraction
            }
        case "para":
            guard tag.count >= 12 else { return nil }
            let function = u16(tag, 8)
            let counts = [1, 3, 4, 5, 7]
            guard function < counts.count, tag.count >= 12 + 4 * counts[function] else { return nil }
            let p = (0..<counts[function]).map { Double(Int32(bitPattern: UInt32(u32(tag, 12 + 4 * $0) ?? 0))) / 65536 }
            let g = p[0]
            switch function {
            case 0: return { pow($0, g) }
            case 1: return { x in x >= -p[2] / p[1] ? pow(p[1] * x + p[2], g) : 0 }
            case 2: return { x in x >= -p[2] / p[1] ? pow(p[1] * x + p[2], g) + p[3] : p[3] }
            case 3: return { x in x >= p[4] ? pow(p[1] * x + p[2], g) : p[3] * x }
            default: return { x in x >= p[4] ? pow(p[1] * x + p[2], g) + p[5] : p[3] * x + p[6] }
            }
        default:
            return nil
        }
    }

    /// The exponent of the power curve closest to `curve` in least squares, by golden-section
    /// search over [0.1, 10].
    static func fittedGamma(_ curve: (Double) -> Double) -> Double {
        let samples = (0...255).map { (x: Double($0) / 255, y: curve(Double($0) / 255)) }
        func error(_ gamma: Double) -> Double { samples.reduce(0) { $0 + pow(pow($1.x, gamma) - $1.y, 2) } }
        var low = 0.1
        var high = 10.0
        let ratio = (sqrt(5) - 1) / 2
        for _ in 0..<80 {
            let left = high - ratio * (high - low)
            let right = low + ratio * (high - low)
            if error(left) < error(right) { high = right } else { low = left }
        }
        return (low + high) / 2
    }

    static func text(_ bytes: [UInt8], _ offset: Int) -> String? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    static func u32(_ bytes: [UInt8], _ offset: Int) -> Int? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    static func u16(_ bytes: [UInt8], _ offset: Int) -> Int {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }
}
