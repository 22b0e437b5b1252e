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

    /// The modes other than source-over and plus-lighter, in floating point.
    private func mixed(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = Double(s >> 24) / 255, da = Double(d >> 24) / 255
        let sc = [Double(s & 0xFF), Double(s >> 8 & 0xFF), Double(s >> 16 & 0xFF)].map { $0 / 255 }
        let dc = [Double(d & 0xFF), Double(d >> 8 & 0xFF), Double(d >> 16 & 0xFF)].map { $0 / 255 }
        var out = [0.0, 0.0, 0.0], ra = sa + da - sa * da
        switch self {
        case .sourceAtop:
            ra = da
            for i in 0..<3 { out[i] = sc[i] * da + dc[i] * (1 - sa) }
        case .destinationOver:
            for i in 0..<3 { out[i] = dc[i] + sc[i] * (1 - da) }
        case .destinationOut:
            ra = da * (1 - sa)
            for i in 0..<3 { out[i] = dc[i] * (1 - sa) }
        case .plusDarker:
            for i in 0..<3 { out[i] = max(0, ra - ((da - dc[i]) + (sa - sc[i]))) }
        default:
            // Straight colors for the blend function; the result is premultiplied.
            let cs = sc.map { sa > 0 ? min(1, $0 / sa) : 0 }, cd = dc.map { da > 0 ? min(1, $0 / da) : 0 }
            let b = blended(cs, cd)
            for i in 0..<3 { out[i] = sc[i] * (1 - da) + dc[i] * (1 - sa) + sa * da * b[i] }
        }
        func byte(_ v: Double) -> UInt32 { UInt32(min(255, max(0, (v * 255).rounded()))) }
        let a = byte(ra)
        return a << 24 | min(a, byte(out[2])) << 16 | min(a, byte(out[1])) << 8 | min(a, byte(out[0]))
    }

    /// B(Cs, Cb) of the W3C formulas, on straight colors.
    private func blended(_ cs: [Double], _ cb: [Double]) -> [Double] {
        func each(_ f: (Double, Double) -> Double) -> [Double] { (0..<3).map { f(cs[$0], cb[$0]) } }
        func hardLight(_ s: Double, _ b: Double) -> Double { s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1) }
        switch self {
        case .multiply: return each { $0 * $1 }
        case .screen: return each { $0 + $1 - $0 * $1 }
        case .overlay: return each { s, b in hardLight(b, s) }
        case .darken: return each { min($0, $1) }
        case .lighten: return each { max($0, $1) }
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
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case .saturation: return Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case .color: return Self.setLum(cs, Self.lum(cb))
        case .luminosity: return Self.setLum(cb, Self.lum(cs))
        default: return cs
        }
    }

    private static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }
    private static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }
    private static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        var r = c.map { $0 + d }
        let lr = lum(r), n = r.min()!, x = r.max()!
        if n < 0 { r = r.map { lr + ($0 - lr) * lr / max(1e-12, lr - n) } }
        if x > 1 { r = r.map { lr + ($0 - lr) * (1 - lr) / max(1e-12, x - lr) } }
        return r
    }
    private static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let lo = c.min()!, hi = c.max()!
        guard hi > lo else { return [0, 0, 0] }
        return c.map { ($0 - lo) * s / (hi - lo) }
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
