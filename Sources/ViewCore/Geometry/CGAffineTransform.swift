import Foundation

#if !canImport(CoreGraphics)

    /// A 2-D affine transform, UIKit's `CGAffineCGAffineTransform`, which Foundation lacks on Linux.
    ///
    /// The matrix is `[a b 0; c d 0; tx ty 1]` and maps a point `(x, y)` to
    /// `(a·x + c·y + tx, b·x + d·y + ty)`, exactly as Core Graphics does, so values read from
    /// an interface file mean the same thing here as on Apple's systems.
    ///
    /// ```swift
    /// let t = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
    /// let p = CGPoint(x: 1, y: 0).applying(t)
    /// ```
    public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
        /// The matrix entries `[a b 0; c d 0; tx ty 1]`: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
        public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

        /// Creates a transform from its six matrix entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The identity transform: it maps every point to itself.
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// A transform that moves points by `(tx, ty)`.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A transform that scales by `sx` horizontally and `sy` vertically.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A rotation by `angle` radians; positive angles turn the x axis towards the y axis
        /// (clockwise on a screen whose y axis points down, as UIKit's does).
        public init(rotationAngle angle: CGFloat) {
            let cosine = CGFloat(Foundation.cos(Double(angle)))
            let sine = CGFloat(Foundation.sin(Double(angle)))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether this is the identity transform.
        public var isIdentity: Bool { self == .identity }

        /// `self` followed by `other`: points are transformed by `self` first.
        public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * other.a + b * other.c,
                b: a * other.b + b * other.d,
                c: c * other.a + d * other.c,
                d: c * other.b + d * other.d,
                tx: tx * other.a + ty * other.c + other.tx,
                ty: tx * other.b + ty * other.d + other.ty)
        }

        /// The inverse transform, or `self` unchanged when it cannot be inverted (as Core Graphics does).
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            let ia = d / determinant, ib = -b / determinant
            let ic = -c / determinant, id = a / determinant
            return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
        }

        /// A translation applied before `self`.
        public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: x, y: y).concatenating(self)
        }

        /// A scale applied before `self`.
        public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: x, y: y).concatenating(self)
        }

        /// A rotation applied before `self`.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The six entries as `[a, b, c, d, tx, ty]`.
        public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
    }

    extension CGPoint {
        /// The point mapped through `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size mapped through `t`'s linear part (translation ignored), as Core Graphics does;
        /// components may come out negative.
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle that contains `self`'s four corners mapped through `t`.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            if t.isIdentity { return self }
            let r = standardized
            let corners = [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
            ].map { $0.applying(t) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let minX = xs.min() ?? 0, minY = ys.min() ?? 0
            return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
        }
    }
#endif
