import Foundation

/// The 8 x 8 inverse DCT of T.81 (A.3.3), separable, in floating point: rows, then columns.
/// Plain sums over a cosine table; an icon-sized photo has a few hundred blocks.
enum JPEGInverseDCT {
    /// `C(u) cos((2x + 1) u pi / 16) / 2`, indexed `u * 8 + x`.
    private static let cosines: [Double] = (0..<64).map { index in
        let (u, x) = (index / 8, index % 8)
        let scale = u == 0 ? 1 / 2.squareRoot() : 1
        return scale * cos(Double(2 * x + 1) * Double(u) * Double.pi / 16) / 2
    }

    /// Transforms dequantised coefficients (natural order) and writes the 64 samples, level
    /// shifted by 128 and clamped to 0...255, into `plane` from `offset`, `stride` a row.
    static func transform(_ coefficients: [Int], into plane: inout [UInt8], at offset: Int, stride: Int) {
        var rows = [Double](repeating: 0, count: 64)
        for v in 0..<8 {
            for x in 0..<8 {
                var sum = 0.0
                for u in 0..<8 where coefficients[v * 8 + u] != 0 {
                    sum += cosines[u * 8 + x] * Double(coefficients[v * 8 + u])
                }
                rows[v * 8 + x] = sum
            }
        }
        for x in 0..<8 {
            for y in 0..<8 {
                var sum = 0.0
                for v in 0..<8 { sum += cosines[v * 8 + y] * rows[v * 8 + x] }
                let index = offset + y * stride + x
                guard index < plane.count else { continue }
                plane[index] = UInt8(max(0, min(255, (sum + 128).rounded())))
            }
        }
    }
}
