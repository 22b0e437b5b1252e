/// A point in pixel space (y grows downward).
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    var length: Double { (x * x + y * y).squareRoot() }
    var isFinite: Bool { x.isFinite && y.isFinite }
}

/// An axis-aligned rectangle with a fractional origin and size.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
    /// This rectangle widened or heightened about its middle to the given width-to-height
    /// ratio (itself when the ratio is nil or not a positive finite number).
    public func grown(toAspect aspect: Double?) -> Rect {
        guard let aspect, aspect > 0, aspect.isFinite, width > 0, height > 0 else { return self }
        if width / height < aspect {
            let w = height * aspect
            return Rect(x: midX - w / 2, y: y, width: w, height: height)
        }
        let h = width / aspect
        return Rect(x: x, y: midY - h / 2, width: width, height: h)
    }
    /// The smallest integer rectangle that contains this one.
    public var enclosingPixels: IntRect {
        guard !isEmpty, x.isFinite, y.isFinite, maxX.isFinite, maxY.isFinite else { return .zero }
        let lim = Double(IntRect.coordinateLimit)
        let x0 = Int(min(max(x.rounded(.down), -lim), lim))
        let y0 = Int(min(max(y.rounded(.down), -lim), lim))
        let x1 = Int(min(max(maxX.rounded(.up), -lim), lim))
        let y1 = Int(min(max(maxY.rounded(.up), -lim), lim))
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// An integer pixel rectangle (half-open: x ..< x + width).
public struct IntRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// Coordinates are clamped to ±this before conversion, so no geometry can overflow Int.
    static let coordinateLimit = 1 << 40
    public static let zero = IntRect(x: 0, y: 0, width: 0, height: 0)
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Moved by whole pixels.
    public func offsetBy(dx: Int, dy: Int) -> IntRect { IntRect(x: x + dx, y: y + dy, width: width, height: height) }

    public func intersection(_ o: IntRect) -> IntRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        if x1 <= x0 || y1 <= y0 { return .zero }
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    public func union(_ o: IntRect) -> IntRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return IntRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }
    public func insetBy(_ d: Int) -> IntRect {
        IntRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }
    /// Whether every pixel of `o` lies in this rectangle (an empty `o` always does).
    public func contains(_ o: IntRect) -> Bool {
        o.isEmpty || (o.x >= x && o.y >= y && o.maxX <= maxX && o.maxY <= maxY)
    }
    /// Pixels in the rectangle (0 when empty).
    public var area: Int { isEmpty ? 0 : width * height }
}

/// An affine transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// Scale about an anchor point (SwiftUI's scaleEffect(anchor:)).
    public static func scale(_ sx: Double, _ sy: Double, about p: Point) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: p.x - sx * p.x, ty: p.y - sy * p.y)
    }
    public static func rotation(_ radians: Double) -> AffineTransform {
        let cs = cos(radians), sn = sin(radians)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }
    /// The transform that applies `self` first, then `next`.
    public func concatenating(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                        c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                        tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }
    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
    /// Applies only the linear part (for direction vectors).
    public func applyLinear(_ v: Point) -> Point { Point(a * v.x + c * v.y, b * v.x + d * v.y) }
    public var isIdentity: Bool { self == .identity }
    /// True when the transform maps axis-aligned rectangles to axis-aligned rectangles
    /// without flipping (scale ≥ 0 and translation only).
    var isPositiveScaleTranslate: Bool { b == 0 && c == 0 && a > 0 && d > 0 }
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy { $0.isFinite } }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
