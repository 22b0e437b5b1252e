/// A unit timing curve (SwiftUI's bezier animations): progress 0…1 → eased value, as a cubic
/// Bézier from (0,0) to (1,1) with two control points. x is solved for the curve parameter
/// by Newton's method (bisection when Newton stalls) to 1e-12 — tighter than SwiftUI's 2⁻²⁰,
/// so values are exact to well under 1e-6 even on steep curves.
public struct TimingCurve: Sendable, Hashable {
    public let c1: (x: Double, y: Double)
    public let c2: (x: Double, y: Double)

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        c1 = (x1, y1); c2 = (x2, y2)
    }

    public static let linear = TimingCurve(0, 0, 1, 1)
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Core Animation's default curve (SwiftUI's `.default` timing).
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    public static func == (a: Self, b: Self) -> Bool { a.c1 == b.c1 && a.c2 == b.c2 }
    public func hash(into h: inout Hasher) { h.combine(c1.x); h.combine(c1.y); h.combine(c2.x); h.combine(c2.y) }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The eased value at progress `x` (clamped to 0…1).
    public func value(at x: Double) -> Double {
        guard x.isFinite else { return x > 0 ? 1 : 0 }
        let x = min(1, max(0, x))
        if self == .linear { return x }
        let epsilon = 1e-12
        var t = x
        for _ in 0..<16 {
            let err = TimingCurve.bezier(t, c1.x, c2.x) - x
            if abs(err) < epsilon { return TimingCurve.bezier(t, c1.y, c2.y) }
            let d = TimingCurve.slope(t, c1.x, c2.x)
            if abs(d) < 1e-9 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        while hi - lo > epsilon {
            if TimingCurve.bezier(t, c1.x, c2.x) < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return TimingCurve.bezier(t, c1.y, c2.y)
    }
}
