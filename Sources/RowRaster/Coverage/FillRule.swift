/// Which points are inside a path whose subpaths overlap or self-intersect.
public enum FillRule: String, Sendable, Codable {
    case nonZero
    case evenOdd

    /// Maps an accumulated signed winding area to coverage in 0…1.
    @inline(__always) func coverage(_ winding: Float) -> Float {
        let a = abs(winding)
        switch self {
        case .nonZero:
            return a < 1 ? a : 1
        case .evenOdd:
            let m = a - 2 * (a * 0.5).rounded(.down)
            return m > 1 ? 2 - m : m
        }
    }
}
