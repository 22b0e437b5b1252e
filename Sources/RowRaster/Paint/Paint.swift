/// What fills a shape.
public enum Paint: Sendable, Equatable {
    case solid(RGBA)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    case angularGradient(AngularGradient)
    case meshGradient(MeshGradient)
}

/// A gradient's color stop (location in 0…1).
public typealias GradientStop = LinearGradient.Stop

extension Paint {
    /// The gradient's stops (nil for a solid color); a mesh's vertex colors and its background,
    /// in order, as stops evenly spread.
    public var stops: [GradientStop]? {
        switch self {
        case .solid: return nil
        case .linearGradient(let g): return g.stops
        case .radialGradient(let g): return g.stops
        case .angularGradient(let g): return g.stops
        case .meshGradient(let g):
            let colors = g.colors + [g.background]
            return colors.enumerated().map { .init(location: Double($0.offset) / Double(max(1, colors.count - 1)), color: $0.element) }
        }
    }

    /// Every color of the paint changed by `change` (a gradient's stops keep their locations).
    public func mapColors(_ change: (RGBA) -> RGBA) -> Paint {
        func changed(_ stops: [GradientStop]) -> [GradientStop] { stops.map { .init(location: $0.location, color: change($0.color)) } }
        switch self {
        case .solid(let c): return .solid(change(c))
        case .linearGradient(var g): g.stops = changed(g.stops); return .linearGradient(g)
        case .radialGradient(var g): g.stops = changed(g.stops); return .radialGradient(g)
        case .angularGradient(var g): g.stops = changed(g.stops); return .angularGradient(g)
        case .meshGradient(var g): g.colors = g.colors.map(change); g.background = change(g.background); return .meshGradient(g)
        }
    }

    /// The paint moved by (dx, dy) pixels (what a cropped display list does to it).
    public func moved(dx: Double, dy: Double) -> Paint {
        switch self {
        case .solid: return self
        case .linearGradient(var g):
            g.start = Point(g.start.x + dx, g.start.y + dy); g.end = Point(g.end.x + dx, g.end.y + dy)
            return .linearGradient(g)
        case .radialGradient(var g): g.center = Point(g.center.x + dx, g.center.y + dy); return .radialGradient(g)
        case .angularGradient(var g): g.center = Point(g.center.x + dx, g.center.y + dy); return .angularGradient(g)
        case .meshGradient(var g): g.points = g.points.map { Point($0.x + dx, $0.y + dy) }; return .meshGradient(g)
        }
    }
}

extension Paint {
    /// The paint carried through `t` with the shape it fills (a gradient on a rotated or scaled
    /// view turns and scales with it). Points map exactly; a radial gradient's radii scale by
    /// the transform's mean scale and an angular one's angles turn by its rotation (mirrored,
    /// they run the other way), which is exact for rotations, uniform scales and mirrors.
    public func transformed(by t: AffineTransform) -> Paint {
        if t == .identity { return self }
        switch self {
        case .solid: return self
        case .linearGradient(var g):
            g.start = t.apply(g.start); g.end = t.apply(g.end)
            return .linearGradient(g)
        case .radialGradient(var g):
            let k = abs(t.a * t.d - t.b * t.c).squareRoot()
            g.center = t.apply(g.center); g.startRadius *= k; g.endRadius *= k
            return .radialGradient(g)
        case .angularGradient(var g):
            let turn = atan2(t.b, t.a), mirrored = t.a * t.d - t.b * t.c < 0
            g.center = t.apply(g.center)
            if mirrored {
                (g.startAngle, g.endAngle) = (turn - g.startAngle, turn - g.endAngle)
                if g.endAngle < g.startAngle {
                    // Stops keep their order along the sweep: reverse it into increasing angles.
                    (g.startAngle, g.endAngle) = (g.endAngle, g.startAngle)
                    g.stops = g.stops.reversed().map { .init(location: 1 - $0.location, color: $0.color) }
                }
            } else {
                g.startAngle += turn; g.endAngle += turn
            }
            return .angularGradient(g)
        case .meshGradient(var g):
            g.points = g.points.map(t.apply)
            return .meshGradient(g)
        }
    }
}

/// The color space gradient stops interpolate in.
public enum GradientSpace: String, Sendable, Codable {
    /// Perceptual OKLab on premultiplied colors: SwiftUI's default since the iOS 16 SDK.
    case oklab
    /// sRGB-encoded components on premultiplied colors (SwiftUI's `.device`).
    case device
}

/// A linear gradient between two points in pixel space; beyond the end stops it pads.
public struct LinearGradient: Sendable, Equatable {
    public struct Stop: Sendable, Equatable {
        public var location: Double
        public var color: RGBA
        public init(location: Double, color: RGBA) { self.location = location; self.color = color }
    }
    public var start: Point
    public var end: Point
    /// Stops in order of location (locations in 0…1; equal locations make a hard edge).
    public var stops: [Stop]
    public var space: GradientSpace

    public init(start: Point, end: Point, stops: [Stop], space: GradientSpace = .oklab) {
        self.start = start; self.end = end; self.stops = stops; self.space = space
    }

    /// The interpolated color at parameter t (0 at start, 1 at end), as straight-alpha
    /// components: stops mix on premultiplied colors in the gradient's space.
    public func color(at t: Double) -> RGBA { GradientSampler(stops: stops, space: space).color(at: t) }
}

/// A radial gradient in pixel space: t is the distance from `center` less `startRadius`, over
/// `endRadius − startRadius`; beyond the end stops it pads. With a `verticalScale` other than 1
/// the contours are ellipses: radii are horizontal, and vertical distances count divided by it
/// (SwiftUI's `EllipticalGradient` stretches its circle to the filled rectangle so).
public struct RadialGradient: Sendable, Equatable {
    public var center: Point
    public var startRadius: Double
    public var endRadius: Double
    public var stops: [GradientStop]
    public var space: GradientSpace
    public var verticalScale: Double
    public init(center: Point, startRadius: Double, endRadius: Double, stops: [GradientStop], space: GradientSpace = .oklab, verticalScale: Double = 1) {
        self.center = center; self.startRadius = startRadius; self.endRadius = endRadius; self.stops = stops; self.space = space
        self.verticalScale = verticalScale
    }
}

/// An angular (conic) gradient around `center` in pixel space: t runs from `startAngle` to
/// `endAngle` (radians, clockwise from +x, as y points down). Past the end, the gap up to the
/// start is split at its middle between the two end colors.
public struct AngularGradient: Sendable, Equatable {
    public var center: Point
    public var startAngle: Double
    public var endAngle: Double
    public var stops: [GradientStop]
    public var space: GradientSpace
    public init(center: Point, startAngle: Double, endAngle: Double, stops: [GradientStop], space: GradientSpace = .oklab) {
        self.center = center; self.startAngle = startAngle; self.endAngle = endAngle; self.stops = stops; self.space = space
    }
}

/// A color in Björn Ottosson's OKLab space.
struct OKLab {
    var l, a, b: Double
    init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

    init(_ c: RGBA) {
        let r = srgbToLinear(c.red), g = srgbToLinear(c.green), bl = srgbToLinear(c.blue)
        let lm = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let mm = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let sm = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        l = 0.2104542553 * lm + 0.7936177850 * mm - 0.0040720468 * sm
        a = 1.9779984951 * lm - 2.4285922050 * mm + 0.4505937099 * sm
        b = 0.0259040371 * lm + 0.7827717662 * mm - 0.8086757660 * sm
    }

    func color(alpha: Double) -> RGBA {
        let lm = l + 0.3963377774 * a + 0.2158037573 * b
        let mm = l - 0.1055613458 * a - 0.0638541728 * b
        let sm = l - 0.0894841775 * a - 1.2914855480 * b
        let l3 = lm * lm * lm, m3 = mm * mm * mm, s3 = sm * sm * sm
        let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
        let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
        let bl = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        return RGBA(red: linearToSRGB(r), green: linearToSRGB(g), blue: linearToSRGB(bl), alpha: alpha)
    }
}

/// sRGB transfer function, decode.
func srgbToLinear(_ c: Double) -> Double {
    c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
}
/// sRGB transfer function, encode (clamped to 0…1).
func linearToSRGB(_ c: Double) -> Double {
    let v = c.clamped01
    return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
}

/// A paint prepared for shading rows of pixels.
struct Shader {
    enum Kind {
        case solid(UInt32)
        case gradient(GradientTable, start: Point, dx: Double, dy: Double)
        /// t = (distance from the center, vertical distances times `yScale`, − r0) / dr.
        case radial(GradientTable, center: Point, r0: Double, dr: Double, yScale: Double)
        /// t = (angle from `start`, clockwise, in 0 ..< 2π) / span.
        case angular(GradientTable, center: Point, start: Double, span: Double)
        /// A mesh's pixels, rasterized once.
        case mesh(MeshRaster)
    }
    let kind: Kind

    init(_ paint: Paint) {
        switch paint {
        case .solid(let c):
            kind = .solid(c.premultiplied.packed)
        case .linearGradient(let g):
            let vx = g.end.x - g.start.x, vy = g.end.y - g.start.y
            let len2 = vx * vx + vy * vy
            // A zero-length gradient shows its last stop everywhere.
            kind = len2 > 0 ? .gradient(GradientTable(stops: g.stops, space: g.space), start: g.start, dx: vx / len2, dy: vy / len2)
                            : .solid(g.color(at: 1).premultiplied.packed)
        case .radialGradient(let g):
            kind = .radial(GradientTable(stops: g.stops, space: g.space), center: g.center, r0: g.startRadius, dr: g.endRadius - g.startRadius,
                           yScale: g.verticalScale > 0 ? 1 / g.verticalScale : 1)
        case .angularGradient(let g):
            // No sweep (the angles equal or reversed) is a whole turn, as SwiftUI draws one.
            let span = g.endAngle - g.startAngle
            kind = .angular(GradientTable(stops: g.stops, space: g.space), center: g.center, start: g.startAngle,
                            span: span > 1e-12 ? span : 2 * Double.pi)
        case .meshGradient(let g):
            kind = .mesh(MeshRaster(g))
        }
    }

    var solidColor: UInt32? { if case .solid(let c) = kind { return c } else { return nil } }

    /// True when every row shades the same colors (a horizontal gradient).
    var isRowInvariant: Bool {
        switch kind {
        case .solid: return true
        case let .gradient(_, _, _, dy): return dy == 0
        case .radial, .angular, .mesh: return false
        }
    }

    /// Writes the paint's premultiplied colors for pixels x0 ..< x0 + out.count of row y.
    func shade(row y: Int, x0: Int, into out: UnsafeMutableBufferPointer<UInt32>) {
        let count = out.count
        switch kind {
        case .solid(let c):
            out.update(repeating: c)
        case let .gradient(table, start, dx, dy):
            let rowTerm = (Double(y) + 0.5 - start.y) * dy
            // t at canvas pixel x of this row is tZero + x·dx. Pixels outside the few whose t
            // can fall strictly inside 0…1 take the pad colors. Inside, the table position
            // is an integer (32.32 fixed point) stepped from an anchor that depends only on
            // the row, so any span of the row gets the same bits, in every build; the
            // bounded range keeps the wrapping arithmetic far from overflow.
            let tZero = (0.5 - start.x) * dx + rowTerm
            let bound = Double(Int32.max)
            func pixel(_ v: Double) -> Int { Int(Swift.max(0, Swift.min(bound, v.isNaN ? 0 : v))) }
            var (first, end) = (0, Int(Int32.max))       // canvas x range that may be inside
            if dx > 0 { first = pixel((-tZero / dx).rounded(.up) - 1); end = Swift.max(first, pixel(((1 - tZero) / dx).rounded(.down) + 2)) }
            if dx < 0 { first = pixel(((1 - tZero) / dx).rounded(.up) - 1); end = Swift.max(first, pixel((-tZero / dx).rounded(.down) + 2)) }
            let one = Double(1 << 32) * Double(GradientTable.segments), limit = Double(Int64(1) << 50)
            func fixed(_ v: Double) -> Int64 { Int64(Swift.max(-limit, Swift.min(limit, v.isNaN ? 0 : v))) }
            table.withColor { color in
                if dx == 0 { out.update(repeating: color(fixed(tZero * one))); return }
                let a = Swift.min(count, Swift.max(0, first - x0)), b = Swift.min(count, Swift.max(a, end - x0))
                UnsafeMutableBufferPointer(rebasing: out[..<a]).update(repeating: color(dx < 0 ? GradientTable.end : 0))
                let step = fixed(dx * one)
                var pos = fixed((tZero + Double(first) * dx) * one) &+ Int64(x0 + a - first) &* step
                for i in a..<b {
                    out[i] = color(pos)
                    pos &+= step
                }
                UnsafeMutableBufferPointer(rebasing: out[b...]).update(repeating: color(dx < 0 ? 0 : GradientTable.end))
            }
        case let .radial(table, center, r0, dr, yScale):
            let dy = (Double(y) + 0.5 - center.y) * yScale, y2 = dy * dy
            table.withColor { color in
                for i in 0..<count {
                    let x = Double(x0 + i) + 0.5 - center.x
                    let d = (x * x + y2).squareRoot()
                    out[i] = color(Self.position(dr != 0 ? (d - r0) / dr : (d < r0 ? 0 : 1)))
                }
            }
        case let .angular(table, center, start, span):
            let dy = Double(y) + 0.5 - center.y, turn = 2 * Double.pi
            table.withColor { color in
                for i in 0..<count {
                    var a = atan2(dy, Double(x0 + i) + 0.5 - center.x) - start
                    a -= (a / turn).rounded(.down) * turn
                    // Past the end: the nearer end color, the gap split at its middle.
                    let t = a <= span ? a / span : (a - span < (turn - span) / 2 ? 1 : 0)
                    out[i] = color(Self.position(t))
                }
            }
        case .mesh(let raster):
            for i in 0..<count { out[i] = raster.color(x: x0 + i, y: y) }
        }
    }

    /// A table position (32.32 fixed point) for t, clamped far beyond 0…1.
    @inline(__always) private static func position(_ t: Double) -> Int64 {
        let v = t * Double(Int64(1) << 32) * Double(GradientTable.segments), limit = Double(Int64(1) << 50)
        return Int64(Swift.max(-limit, Swift.min(limit, v.isNaN ? 0 : v)))
    }
}

/// A gradient's premultiplied colors (0…255 in 16.16 fixed point, 4 channels per entry) at
/// `segments + 1` evenly spaced t, interpolated linearly in integers, so the result is the
/// same bit for bit in every build. Linear interpolation across 1/256 of a smooth stretch
/// stays within half an 8-bit level of the exact color; a segment with a stop inside it
/// (a kink or a hard edge) is evaluated exactly instead.
struct GradientTable {
    static let segments = 256
    /// The table position of t = 1, in 32.32 fixed point.
    static let end = Int64(segments) << 32
    private var entries: [Int64] = []
    /// Segments holding a stop strictly inside them.
    private var kinked = [Bool](repeating: false, count: segments)
    private let sampler: GradientSampler

    init(stops: [GradientStop], space: GradientSpace) {
        sampler = GradientSampler(stops: stops, space: space)
        let n = Self.segments
        entries.reserveCapacity(4 * (n + 1))
        for i in 0...n { append(sampler.color(at: Double(i) / Double(n))) }
        for stop in stops {
            let p = stop.location.clamped01 * Double(n)
            let k = Int(p.rounded(.down))
            if p > Double(k), k < n { kinked[k] = true }
        }
    }

    private mutating func append(_ c: RGBA) {
        for v in Self.fixedChannels(c) { entries.append(v) }
    }

    private static func fixedChannels(_ c: RGBA) -> [Int64] {
        let a = c.alpha.clamped01
        return [c.red.clamped01 * a, c.green.clamped01 * a, c.blue.clamped01 * a, a].map { Int64(($0 * 255 * 65536).rounded()) }
    }

    /// Calls `body` with a function from a table position (32.32 fixed point, clamped to
    /// 0…end) to a packed premultiplied color.
    func withColor<R>(_ body: ((Int64) -> UInt32) -> R) -> R {
        entries.withUnsafeBufferPointer { tb in
            kinked.withUnsafeBufferPointer { kinked in
                let lastK = Int64(Self.segments - 1)
                @inline(__always) func color(_ pos: Int64) -> UInt32 {
                    let p = Swift.max(0, Swift.min(Self.end, pos))
                    let k = Swift.min(p >> 32, lastK)
                    let f = (p &- (k << 32)) >> 16          // 0 … 65536
                    if kinked[Int(k)] {
                        let c = Self.fixedChannels(sampler.color(at: Double(p) / Double(Self.end)))
                        return c.enumerated().reduce(0) { $0 | UInt32(truncatingIfNeeded: ($1.element &+ 32768) >> 16) << (8 * $1.offset) }
                    }
                    // k ≤ segments − 1, so e[0 ..< 8] lies within the 4·(segments + 1) entries.
                    let e = tb.baseAddress! + 4 &* Int(k)
                    @inline(__always) func channel(_ j: Int) -> UInt32 {
                        let v = e[j] &+ (((e[j &+ 4] &- e[j]) &* f) >> 16)
                        return UInt32(truncatingIfNeeded: (v &+ 32768) >> 16)
                    }
                    return channel(0) | channel(1) << 8 | channel(2) << 16 | channel(3) << 24
                }
                return body(color)
            }
        }
    }
}

extension RGBA {
    /// This color `fraction` of the way to `other` (clamped to 0…1), interpolated as a
    /// gradient between the two would be at that point.
    public func mixed(with other: RGBA, by fraction: Double, in space: GradientSpace) -> RGBA {
        GradientSampler(stops: [GradientStop(location: 0, color: self), GradientStop(location: 1, color: other)], space: space)
            .color(at: fraction)
    }
}

/// Evaluates a gradient's color at t with the stops' OKLab values computed once.
struct GradientSampler {
    let stops: [GradientStop]
    let space: GradientSpace
    let labs: [OKLab]
    init(stops: [GradientStop], space: GradientSpace) {
        self.stops = stops; self.space = space
        labs = space == .oklab ? stops.map { OKLab($0.color) } : []
    }

    func color(at t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        let t = t.clamped01
        if stops.count == 1 || t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while i < stops.count - 1 && stops[i].location <= t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        let alpha = a.color.alpha + (b.color.alpha - a.color.alpha) * f
        guard alpha > 0 else { return .clear }
        // Premultiplied interpolation: mix x·α, then divide by the mixed α.
        func m(_ x: Double, _ y: Double) -> Double { (x * a.color.alpha + (y * b.color.alpha - x * a.color.alpha) * f) / alpha }
        switch space {
        case .device:
            return RGBA(red: m(a.color.red, b.color.red), green: m(a.color.green, b.color.green),
                         blue: m(a.color.blue, b.color.blue), alpha: alpha)
        case .oklab:
            let la = labs[i - 1], lb = labs[i]
            return OKLab(l: m(la.l, lb.l), a: m(la.a, lb.a), b: m(la.b, lb.b)).color(alpha: alpha)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
