/// How a source pixel combines with the destination (premultiplied RGBA8): SwiftUI's and
/// PDF's blend modes, by the W3C Compositing and Blending formulas (separable and
/// non-separable modes composite as `S·(1−Dα) + D·(1−Sα) + Sα·Dα·B(S, D)`), and the
/// Porter–Duff operators SwiftUI names.
public enum BlendMode: String, Sendable, Codable, CaseIterable {
    /// D = S + D·(1 − Sα).
    case sourceOver
    /// D = min(1, S + D) per channel (SwiftUI's `.plusLighter`).
    case plusLighter
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    /// D = S·Dα + D·(1 − Sα).
    case sourceAtop
    /// D = D + S·(1 − Dα).
    case destinationOver
    /// D = D·(1 − Sα): the source erases.
    case destinationOut
    /// Each channel max(0, Rα − ((Dα − D) + (Sα − S))), Rα the union's alpha (Core Graphics'
    /// "1 − ((1 − D) + (1 − S))" on premultiplied colors).
    case plusDarker

    /// SwiftUI's name for source-over.
    public static let normal = BlendMode.sourceOver

    @inline(__always) func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        switch self {
        case .sourceOver: return sourceOverPacked(s, d)
        case .plusLighter: return plusLighterPacked(s, d)
        default: return mixed(s, d)
        }
    }

    /// The modes other than source-over and plus-lighter, in floating point (no heap: SIMD3
    /// lanes are r, g, b).
    private func mixed(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = Double(s >> 24) / 255, da = Double(d >> 24) / 255
        let sc = SIMD3(Double(s & 0xFF), Double(s >> 8 & 0xFF), Double(s >> 16 & 0xFF)) / 255
        let dc = SIMD3(Double(d & 0xFF), Double(d >> 8 & 0xFF), Double(d >> 16 & 0xFF)) / 255
        var ra = sa + da - sa * da, out: SIMD3<Double>
        switch self {
        case .sourceAtop: ra = da; out = sc * da + dc * (1 - sa)
        case .destinationOver: out = dc + sc * (1 - da)
        case .destinationOut: ra = da * (1 - sa); out = dc * (1 - sa)
        case .plusDarker: out = pointwiseMax(SIMD3(repeating: 0), ra - ((da - dc) + (sa - sc)))
        default:
            // Straight colors for the blend function; the result is premultiplied.
            let one = SIMD3<Double>(repeating: 1)
            let cs = sa > 0 ? pointwiseMin(one, sc / sa) : .zero, cd = da > 0 ? pointwiseMin(one, dc / da) : .zero
            out = sc * (1 - da) + dc * (1 - sa) + sa * da * blended(cs, cd)
        }
        func byte(_ v: Double) -> UInt32 { UInt32(min(255, max(0, (v * 255).rounded()))) }
        let a = byte(ra)
        return a << 24 | min(a, byte(out.z)) << 16 | min(a, byte(out.y)) << 8 | min(a, byte(out.x))
    }

    /// B(Cs, Cb) of the W3C formulas, on straight colors.
    private func blended(_ cs: SIMD3<Double>, _ cb: SIMD3<Double>) -> SIMD3<Double> {
        func each(_ f: (Double, Double) -> Double) -> SIMD3<Double> { SIMD3(f(cs.x, cb.x), f(cs.y, cb.y), f(cs.z, cb.z)) }
        func hardLight(_ s: Double, _ b: Double) -> Double { s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1) }
        switch self {
        case .multiply: return cs * cb
        case .screen: return cs + cb - cs * cb
        case .overlay: return each { s, b in hardLight(b, s) }
        case .darken: return pointwiseMin(cs, cb)
        case .lighten: return pointwiseMax(cs, cb)
        case .colorDodge: return each { s, b in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn: return each { s, b in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .hardLight: return each(hardLight)
        case .softLight:
            return each { s, b in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return cs + cb - 2 * cs * cb
        case .hue: return Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case .saturation: return Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case .color: return Self.setLum(cs, Self.lum(cb))
        case .luminosity: return Self.setLum(cb, Self.lum(cs))
        default: return cs
        }
    }

    private static func lum(_ c: SIMD3<Double>) -> Double { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }
    private static func sat(_ c: SIMD3<Double>) -> Double { c.max() - c.min() }
    private static func setLum(_ c: SIMD3<Double>, _ l: Double) -> SIMD3<Double> {
        var r = c + (l - lum(c))
        let lr = lum(r), n = r.min(), x = r.max()
        if n < 0 { r = lr + (r - lr) * lr / max(1e-12, lr - n) }
        if x > 1 { r = lr + (r - lr) * (1 - lr) / max(1e-12, x - lr) }
        return r
    }
    private static func setSat(_ c: SIMD3<Double>, _ s: Double) -> SIMD3<Double> {
        let lo = c.min(), hi = c.max()
        guard hi > lo else { return .zero }
        return (c - lo) * s / (hi - lo)
    }
}

/// Multiplies all four channels of a packed pixel by f/255 (rounded), f in 0…255.
@inline(__always) func scalePacked(_ p: UInt32, _ f: UInt32) -> UInt32 {
    var rb = (p & 0x00FF_00FF) &* f &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((p >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
}

@inline(__always) func sourceOverPacked(_ s: UInt32, _ d: UInt32) -> UInt32 {
    let sa = s >> 24
    if sa == 255 { return s }
    if sa == 0 && s == 0 { return d }
    return s &+ scalePacked(d, 255 - sa)
}

@inline(__always) func plusLighterPacked(_ s: UInt32, _ d: UInt32) -> UInt32 {
    // Per-byte saturating add: add the low 7 bits of each lane without cross-lane carries,
    // fold in bit 7, then saturate the lanes whose bit 7 carried out.
    let low = (s & 0x7F7F_7F7F) &+ (d & 0x7F7F_7F7F)
    let wrapped = low ^ ((s ^ d) & 0x8080_8080)
    let carryOut = ((s & d) | ((s | d) & low)) & 0x8080_8080
    return wrapped | ((carryOut >> 7) &* 0xFF)
}
