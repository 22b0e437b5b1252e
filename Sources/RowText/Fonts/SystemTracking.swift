/// iOS's size-dependent tracking of its system fonts: what CoreText adds after each character
/// of SF Pro (tightening it from about 13 pt to 22 pt, loosening it at display sizes) and of SF
/// Pro Rounded. Applied to whichever face draws the family — the stand-in or a licensed SF Pro
/// — so widths follow iOS's; `Text.tracking(_:)` and `kerning(_:)` add to it.
/// Figures: ../shared/REFERENCE.md §7 (SF Pro in points, SF Pro Rounded in 1/1000 em); between
/// listed sizes the value is interpolated linearly, beyond them it is the nearest one's.
enum SystemTracking {
    /// (size in points, tracking in points)
    static let sfPro: [(Double, Double)] = [
        (11, 0.06), (12, 0), (13, -0.08), (15, -0.23), (16, -0.31), (17, -0.43), (20, -0.45), (22, -0.26), (24, 0.07), (28, 0.38), (34, 0.40),
    ]
    /// (size in points, tracking in thousandths of an em)
    static let sfProRounded: [(Double, Double)] = [
        (11, 52), (13, 40), (15, 30), (17, 22), (20, 18), (22, 16), (28, 13), (34, 11),
    ]

    /// The tracking in points of `family` at `size` points (0 for families without one).
    static func points(_ family: FontFamily, size: Double) -> Double {
        switch family {
        case .system: return interpolate(sfPro, at: size)
        case .rounded: return interpolate(sfProRounded, at: size) / 1000 * size
        default: return 0
        }
    }

    private static func interpolate(_ table: [(Double, Double)], at size: Double) -> Double {
        guard let first = table.first, let last = table.last, size.isFinite else { return 0 }
        if size <= first.0 { return first.1 }
        if size >= last.0 { return last.1 }
        var i = 1
        while table[i].0 < size { i += 1 }
        let (s0, v0) = table[i - 1], (s1, v1) = table[i]
        return v0 + (v1 - v0) * (size - s0) / (s1 - s0)
    }
}
