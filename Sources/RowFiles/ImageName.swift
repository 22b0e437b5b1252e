/// The one naming scheme of every image RowFrame writes — goldens, `render`, `frames`, the
/// gallery — and that the diff, report and approve read:
///
///     name[.state].appearance@Nx[.tMSms].png      row.pressed.dark@3x.t250ms.png
///
/// `appearance` is light or dark, `N` the display scale, and the optional time is in
/// milliseconds, with up to three decimals (whole microseconds) when needed: 0.1 s → t100ms,
/// 1/60 s → t16.667ms. Names that don't follow it are still compared, as their own family.
public struct ImageName: Hashable, Sendable, CustomStringConvertible {
    /// The name and state: "row.pressed".
    public var base: String
    /// "light" or "dark" (nil when the name has no appearance).
    public var appearance: String?
    /// The display scale (nil when the name has none).
    public var scale: Int?
    /// Microseconds (nil for a still).
    public var microseconds: Int64?

    public init(base: String, appearance: String? = nil, scale: Int? = nil, microseconds: Int64? = nil) {
        self.base = base; self.appearance = appearance; self.scale = scale; self.microseconds = microseconds
    }

    /// A time in seconds as whole microseconds, or nil when it is not finite or not ≥ 0.
    public static func microseconds(_ seconds: Double) -> Int64? {
        guard seconds.isFinite, seconds >= 0, seconds < 1e9 else { return nil }
        return Int64((seconds * 1_000_000).rounded())
    }

    /// "t16.667ms" for 16 667 µs.
    public static func timeTag(_ us: Int64) -> String {
        let whole = us / 1000, fraction = us % 1000
        guard fraction != 0 else { return "t\(whole)ms" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "t\(whole).\(digits)ms"
    }

    public var description: String {
        var s = base
        if let appearance { s += "." + appearance }
        if let scale { s += (appearance == nil ? "." : "") + "@\(scale)x" }
        if let microseconds { s += "." + Self.timeTag(microseconds) }
        return s + ".png"
    }

    /// The name without appearance and time: light, dark and every frame of one snapshot
    /// share it ("row.pressed@3x").
    public var family: String { base + (scale.map { "@\($0)x" } ?? "") }

    /// Parses a file name (or a relative path: folders stay in `base`).
    public init(parsing fileName: String) {
        var stem = fileName
        if stem.lowercased().hasSuffix(".png") { stem.removeLast(4) }
        var us: Int64? = nil
        // Time: ".t<digits>[.<1-3 digits>]ms" at the end.
        if stem.hasSuffix("ms"), let dotT = stem.lastRange(of: ".t") {
            let number = stem[dotT.upperBound..<stem.index(stem.endIndex, offsetBy: -2)]
            let parts = number.split(separator: ".", omittingEmptySubsequences: false)
            if (parts.count == 1 || (parts.count == 2 && (1...3).contains(parts[1].count))),
               let whole = Int64(parts[0]), parts[0].allSatisfy(\.isASCII),
               parts.count == 1 || parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), whole < 1_000_000_000_000 {
                var fraction: Int64 = 0
                if parts.count == 2 { fraction = Int64(parts[1] + String(repeating: "0", count: 3 - parts[1].count)) ?? 0 }
                us = whole * 1000 + fraction
                stem = String(stem[..<dotT.lowerBound])
            }
        }
        var appearance: String? = nil, scale: Int? = nil
        // Scale: "@<digits>x" at the end, then an optional ".light"/".dark" before it.
        if stem.hasSuffix("x"), let at = stem.lastRange(of: "@"),
           let n = Int(stem[at.upperBound..<stem.index(before: stem.endIndex)]), (1...9).contains(n) {
            scale = n
            stem = String(stem[..<at.lowerBound])
        }
        for a in ["light", "dark"] where stem.hasSuffix("." + a) {
            appearance = a
            stem.removeLast(a.count + 1)
            break
        }
        self.init(base: stem, appearance: appearance, scale: scale, microseconds: us)
    }
}

extension String {
    /// The last occurrence of `needle` (no Foundation needed).
    func lastRange(of needle: String) -> Range<String.Index>? {
        guard !needle.isEmpty, count >= needle.count else { return nil }
        var i = endIndex
        while i > startIndex {
            i = index(before: i)
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
        }
        return nil
    }
}
