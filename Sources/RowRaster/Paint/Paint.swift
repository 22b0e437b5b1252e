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

    /// The interpolated color at parameter t (0 at start, 1 at end), premultiplied, as
    /// straight-alpha components for inspection.
    public func color(at t: Double) -> Color {
        guard let first = stops.first else { return .clear }
        let t = t.clamped01
        if stops.count == 1 || t <= first.location { return first.color }
        guard let last = stops.last, t < last.location else { return stops.last!.color }
        var i = 1
        while i < stops.count - 1 && stops[i].location <= t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        return GradientSpaceMath.mix(a.color, b.color, f, in: space)
    }
}

/// Color interpolation on premultiplied colors in OKLab or sRGB-encoded space.
enum GradientSpaceMath {
    static func mix(_ a: Color, _ b: Color, _ f: Double, in space: GradientSpace) -> Color {
        let alpha = a.alpha + (b.alpha - a.alpha) * f
        guard alpha > 0 else { return .clear }
        switch space {
        case .device:
            func m(_ x: Double, _ y: Double) -> Double { (x * a.alpha + (y * b.alpha - x * a.alpha) * f) / alpha }
            return Color(red: m(a.red, b.red), green: m(a.green, b.green), blue: m(a.blue, b.blue), alpha: alpha)
        case .oklab:
            let la = OKLab(a), lb = OKLab(b)
            func m(_ x: Double, _ y: Double) -> Double { (x * a.alpha + (y * b.alpha - x * a.alpha) * f) / alpha }
            let mixed = OKLab(l: m(la.l, lb.l), a: m(la.a, lb.a), b: m(la.b, lb.b))
            return mixed.color(alpha: alpha)
        }
    }
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
    enum Kind { case solid(UInt32), gradient(lut: [UInt32], start: Point, dx: Double, dy: Double) }
    let kind: Kind
    /// Entries in a gradient's color table: fine enough that neighbouring entries differ by
    /// at most one 8-bit level for any stop pair.
    static let gradientTableSize = 1024

    init(_ paint: Paint) {
        switch paint {
        case .solid(let c):
            kind = .solid(c.premultiplied.packed)
        case .linearGradient(let g):
            let vx = g.end.x - g.start.x, vy = g.end.y - g.start.y
            let len2 = vx * vx + vy * vy
            // One entry per pixel of gradient length is already exact to half a pixel.
            let n = Int(min(Double(Shader.gradientTableSize), max(2, len2.squareRoot().rounded(.up) + 1)))
            let lut = (0..<n).map { g.color(at: Double($0) / Double(n - 1)).premultiplied.packed }
            // A zero-length gradient shows its last stop everywhere (t = 1).
            let scale = len2 > 0 ? 1 / len2 : 0
            kind = .gradient(lut: len2 > 0 ? lut : [lut[n - 1]], start: g.start, dx: vx * scale, dy: vy * scale)
        }
    }

    var solidColor: UInt32? { if case .solid(let c) = kind { return c } else { return nil } }

    /// Writes the paint's premultiplied colors for pixels x0 ..< x0 + count of row y.
    func shade(row y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch kind {
        case .solid(let c):
            out.update(repeating: c, count: count)
        case let .gradient(lut, start, dx, dy):
            let last = Double(lut.count - 1)
            let rowTerm = (Double(y) + 0.5 - start.y) * dy
            lut.withUnsafeBufferPointer { table in
                for i in 0..<count {
                    let t = (Double(x0 + i) + 0.5 - start.x) * dx + rowTerm
                    let idx = !(t > 0) ? 0 : (t >= 1 ? last : (t * last).rounded())
                    out[i] = table[Int(idx)]
                }
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
