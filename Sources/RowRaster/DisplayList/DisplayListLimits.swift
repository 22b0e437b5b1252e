/// The budgets every display list is held to, checked before the work they bound is done:
/// nothing a list says can trap, hang or take unbounded memory.
extension DisplayList {
    public enum Limits {
        /// Bytes of display-list JSON read (16 MiB, several times a full screen of text; reading
        /// takes about 20× the file's size in memory at most).
        public static let maxJSONBytes = 16 << 20
        /// Operations in one list.
        public static let maxOps = 1_000_000
        /// Layers open at once (beginLayer without its endLayer yet).
        public static let maxLayerDepth = 64
        /// Bytes of layer canvases alive at once: each open layer holds a canvas of the list's
        /// size (512 MiB: 45 layers of a 1170×2532 frame; 3 of a 40 MP one); a layer that casts
        /// shadows counts as four (the float buffers its shadows are blurred in).
        public static let maxLayerBytes = 512 << 20
        /// Shadows one layer casts (each blurs the layer's whole alpha).
        public static let maxLayerShadows = 16
        /// Every coordinate — path points after their transform, image rectangles, glyph
        /// origins, shadow offsets — must be finite and within ±2²⁴ px.
        public static let coordinateLimit = 16_777_216.0
        /// Pixel steps one list may take to draw (`DisplayListWork`), checked before anything
        /// is drawn: 5 G, a few seconds in a release build (0.3–2.3 ns a step, measured by
        /// tools/bench/work.sh), where a 1170 × 16384 px scene of rows needs about 1.3 G.
        public static let maxWork = 5e9
    }
}

extension DisplayListWork {
    /// Throws when the list would take more than `DisplayList.Limits.maxWork`, naming the
    /// limit and the op that costs most.
    public func check() throws(RasterError) {
        if let tooDeep { throw .overBudget("ops[\(tooDeep)]: layers nest deeper than \(DisplayList.Limits.maxLayerDepth)") }
        guard total > DisplayList.Limits.maxWork else { return }
        func steps(_ v: Double) -> String {
            v >= 1e9 ? "\((v / 1e8).rounded() / 10) G" : "\((v / 1e5).rounded() / 10) M"
        }
        throw .overBudget("ops: drawing needs about \(steps(total)) pixel steps, over the limit of \(steps(DisplayList.Limits.maxWork)) "
                          + "(ops[\(costliest.index)] alone needs \(steps(costliest.work))): fewer, smaller or less blurred ops")
    }
}

extension Path {
    /// Whether every point (after the path's construction) is finite and within ±`limit`.
    func fits(within limit: Double) -> Bool {
        func ok(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite && abs(p.x) <= limit && abs(p.y) <= limit }
        return elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return ok(p)
            case .quad(let c, let p): return ok(c) && ok(p)
            case .cubic(let c1, let c2, let p): return ok(c1) && ok(c2) && ok(p)
            case let .arc(c, u, v, s, w):
                return ok(c) && ok(Point(c.x + abs(u.x) + abs(v.x), c.y + abs(u.y) + abs(v.y)))
                    && ok(Point(c.x - abs(u.x) - abs(v.x), c.y - abs(u.y) - abs(v.y))) && s.isFinite && w.isFinite && abs(w) <= 1e6
            case .close: return true
            }
        }
    }
}

extension Rect {
    func fits(within limit: Double) -> Bool {
        [x, y, width, height, x + width, y + height].allSatisfy { $0.isFinite && abs($0) <= limit }
    }
}

extension RasterError {
    static func outOfRange(_ index: Int, _ what: String) -> RasterError {
        .geometryOutOfRange("ops[\(index)].\(what): coordinates must be finite and within ±\(Int(DisplayList.Limits.coordinateLimit)) px")
    }
}
