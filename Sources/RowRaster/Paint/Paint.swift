/// What fills a shape.
public enum Paint: Sendable, Equatable {
    case solid(Color)
    case linearGradient(LinearGradient)
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
        public var color: Color
        public init(location: Double, color: Color) { self.location = location; self.color = color }
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
    public func color(at t: Double) -> Color { GradientSampler(self).color(at: t) }
}

/// A color in Björn Ottosson's OKLab space.
struct OKLab {
    var l, a, b: Double
    init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

    init(_ c: Color) {
        let r = srgbToLinear(c.red), g = srgbToLinear(c.green), bl = srgbToLinear(c.blue)
        let lm = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let mm = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let sm = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        l = 0.2104542553 * lm + 0.7936177850 * mm - 0.0040720468 * sm
        a = 1.9779984951 * lm - 2.4285922050 * mm + 0.4505937099 * sm
        b = 0.0259040371 * lm + 0.7827717662 * mm - 0.8086757660 * sm
    }

    func color(alpha: Double) -> Color {
        let lm = l + 0.3963377774 * a + 0.2158037573 * b
        let mm = l - 0.1055613458 * a - 0.0638541728 * b
        let sm = l - 0.0894841775 * a - 1.2914855480 * b
        let l3 = lm * lm * lm, m3 = mm * mm * mm, s3 = sm * sm * sm
        let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
        let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
        let bl = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        return Color(red: linearToSRGB(r), green: linearToSRGB(g), blue: linearToSRGB(bl), alpha: alpha)
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
        /// Premultiplied colors (0…255 in 16.16 fixed point, 4 channels per entry) at
        /// `segments + 1` evenly spaced t, interpolated linearly per pixel in integers, so the
        /// result is the same bit for bit in every build.
        case gradient(table: [Int64], start: Point, dx: Double, dy: Double)
    }
    let kind: Kind
    /// Segments of a gradient's color table: linear interpolation across 1/256 of the
    /// gradient stays within half an 8-bit level of the exact color.
    static let gradientSegments = 256

    init(_ paint: Paint) {
        switch paint {
        case .solid(let c):
            kind = .solid(c.premultiplied.packed)
        case .linearGradient(let g):
            let n = Shader.gradientSegments
            let sampler = GradientSampler(g)
            let table = (0...n).flatMap { i -> [Int64] in
                let c = sampler.color(at: Double(i) / Double(n))
                let a = c.alpha.clamped01
                return [c.red.clamped01 * a, c.green.clamped01 * a, c.blue.clamped01 * a, a].map { Int64(($0 * 255 * 65536).rounded()) }
            }
            let vx = g.end.x - g.start.x, vy = g.end.y - g.start.y
            let len2 = vx * vx + vy * vy
            // A zero-length gradient shows its last stop everywhere.
            kind = len2 > 0 ? .gradient(table: table, start: g.start, dx: vx / len2, dy: vy / len2)
                            : .gradient(table: Array(table[(4 * n)...] + table[(4 * n)...]), start: g.start, dx: 0, dy: 0)
        }
    }

    var solidColor: UInt32? { if case .solid(let c) = kind { return c } else { return nil } }

    /// Writes the paint's premultiplied colors for pixels x0 ..< x0 + count of row y.
    func shade(row y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch kind {
        case .solid(let c):
            out.update(repeating: c, count: count)
        case let .gradient(table, start, dx, dy):
            let segments = table.count / 4 - 1
            let scale = Double(segments)
            let rowTerm = (Double(y) + 0.5 - start.y) * dy
            table.withUnsafeBufferPointer { tb in
                for i in 0..<count {
                    let t = (Double(x0 + i) + 0.5 - start.x) * dx + rowTerm
                    let pos = !(t > 0) ? 0 : (t >= 1 ? scale : t * scale)
                    let k = min(Int(pos), segments - 1)
                    let f = Int64((pos - Double(k)) * 65536)   // 0 … 65536 (truncation = floor here)
                    let a = tb.baseAddress! + 4 * k
                    @inline(__always) func channel(_ j: Int) -> UInt32 {
                        let v = a[j] + (((a[j + 4] - a[j]) * f) >> 16)
                        return UInt32(truncatingIfNeeded: (v + 32768) >> 16)
                    }
                    out[i] = channel(0) | channel(1) << 8 | channel(2) << 16 | channel(3) << 24
                }
            }
        }
    }
}

/// Evaluates a gradient's color at t with the stops' OKLab values computed once.
struct GradientSampler {
    let gradient: LinearGradient
    let labs: [OKLab]
    init(_ g: LinearGradient) {
        gradient = g
        labs = g.space == .oklab ? g.stops.map { OKLab($0.color) } : []
    }

    func color(at t: Double) -> Color {
        let stops = gradient.stops
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
        switch gradient.space {
        case .device:
            return Color(red: m(a.color.red, b.color.red), green: m(a.color.green, b.color.green),
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
