/// A color in sRGB with straight (unpremultiplied) alpha; components in 0…1.
public struct RGBA: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// 8-bit components, straight alpha.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    /// Parses "#RRGGBB" or "#RRGGBBAA" (straight alpha); nil when malformed.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, s.allSatisfy(\.isHexDigit), let v = UInt32(s, radix: 16) else { return nil }
        let value = s.count == 6 ? (v << 8) | 0xFF : v
        self.init(r8: UInt8(value >> 24), g8: UInt8((value >> 16) & 0xFF),
                  b8: UInt8((value >> 8) & 0xFF), a8: UInt8(value & 0xFF))
    }
    /// "#RRGGBBAA", straight alpha.
    public var hexString: String {
        let parts = [red, green, blue, alpha].map { UInt8(($0.clamped01 * 255).rounded()) }
        return "#" + parts.map { b in
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }.joined()
    }
    /// Premultiplied 8-bit pixel, rounded to nearest.
    public var premultiplied: Pixel {
        let a = alpha.clamped01
        return Pixel(r: UInt8((red.clamped01 * a * 255).rounded()), g: UInt8((green.clamped01 * a * 255).rounded()),
                     b: UInt8((blue.clamped01 * a * 255).rounded()), a: UInt8((a * 255).rounded()))
    }
    public func withAlpha(_ a: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: a) }
}

/// One premultiplied RGBA8 pixel as stored in a `Canvas`.
public struct Pixel: Hashable, Sendable {
    public var r, g, b, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
    public static let transparent = Pixel(r: 0, g: 0, b: 0, a: 0)
    /// Straight-alpha color of this pixel.
    public var unpremultiplied: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard a != 0 else { return (0, 0, 0, 0) }
        if a == 255 { return (r, g, b, a) }
        let h = UInt32(a) / 2
        func u(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + h) / UInt32(a))) }
        return (u(r), u(g), u(b), a)
    }
    /// Packs as little-endian RGBA in a UInt32 (memory order r, g, b, a).
    @inline(__always) var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }
    @inline(__always) init(packed v: UInt32) {
        r = UInt8(truncatingIfNeeded: v); g = UInt8(truncatingIfNeeded: v >> 8)
        b = UInt8(truncatingIfNeeded: v >> 16); a = UInt8(truncatingIfNeeded: v >> 24)
    }
}

extension Double {
    @inline(__always) var clamped01: Double { self < 0 ? 0 : (self > 1 ? 1 : (self.isNaN ? 0 : self)) }
}

/// x·y/255 rounded to nearest, exact for x, y in 0…255.
@inline(__always) func mul255(_ x: UInt32, _ y: UInt32) -> UInt32 {
    let t = x &* y &+ 128            // x, y ≤ 255: no overflow
    return (t &+ (t >> 8)) >> 8
}
