/// How a source pixel combines with the destination (premultiplied RGBA8).
public enum BlendMode: String, Sendable, Codable {
    /// D = S + D·(1 − Sα).
    case sourceOver
    /// D = min(1, S + D) per channel (SwiftUI's `.plusLighter`).
    case plusLighter

    @inline(__always) func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        switch self {
        case .sourceOver: return sourceOverPacked(s, d)
        case .plusLighter: return plusLighterPacked(s, d)
        }
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
