/// What a display list costs to draw, known before anything is drawn: every op's pixel work
/// bounded from its geometry, so a list that would take minutes fails at once, naming the
/// limit (`DisplayList.Limits.maxWork`). Units are pixel steps: one pixel of a fill, one tap
/// of a blur on one pixel — each about a nanosecond in a release build.
public struct DisplayListWork: Sendable, Equatable {
    /// The whole list's work, in pixel steps.
    public private(set) var total: Double = 0
    /// The op that costs most (its index in the list) and its work.
    public private(set) var costliest: (index: Int, work: Double) = (0, 0)
    /// The first op that opens a layer deeper than `DisplayList.Limits.maxLayerDepth` (the
    /// estimate stops there: the list is refused for it).
    public private(set) var tooDeep: Int?

    public static func == (a: DisplayListWork, b: DisplayListWork) -> Bool {
        a.total == b.total && a.costliest == b.costliest && a.tooDeep == b.tooDeep
    }

    /// Bounds the work of `list`, op by op (upper estimates: geometry is taken at its
    /// bounding boxes, clipped to the canvas and to the layers' clips).
    public init(_ list: DisplayList) {
        let canvas = IntRect(x: 0, y: 0, width: list.width, height: list.height)
        var estimate = Estimate(canvas: canvas)
        total = Self.pixels(canvas)           // the background, and the PNG after it
        for (index, op) in list.ops.enumerated() {
            if case .beginLayer = op, estimate.layers.count > DisplayList.Limits.maxLayerDepth { tooDeep = list.source(of: index); return }
            let work = Self.perOp + estimate.work(of: op)
            total += work
            if work > costliest.work { costliest = (list.source(of: index), work) }
        }
    }

    static func pixels(_ r: IntRect) -> Double { r.isEmpty ? 0 : Double(r.width) * Double(r.height) }

    /// Whole pixels for a length the list gives (any value: the renderer refuses bad ones
    /// after the estimate), within ±2²⁴.
    static func whole(_ v: Double) -> Int {
        v.isNaN ? 0 : Int(max(-DisplayList.Limits.coordinateLimit, min(DisplayList.Limits.coordinateLimit, v.rounded(.up))))
    }

    // Weights measured in release builds (`rowframe bench` prints nanoseconds per step; the
    // lists of tools/bench/work.sh take each kind to its worst).
    /// Any op: decoding it, setting it up.
    static let perOp = 200.0
    /// A glyph: finding its mask, placing it.
    static let perGlyph = 1_000.0
    /// One edge crossing one row: its exact area into the row's cells.
    static let perEdgeRow = 6.0
    /// One tap of a layer blur on one pixel (four channels, two passes).
    static let perBlurTap = 2.0

    /// The state the estimate walks the list with: the open layers' bounds.
    private struct Estimate {
        let canvas: IntRect
        var layers: [(bounds: IntRect, style: LayerStyle)]

        init(canvas: IntRect) {
            self.canvas = canvas
            layers = [(canvas, LayerStyle())]
        }

        var bounds: IntRect { layers[layers.count - 1].bounds }

        mutating func work(of op: DisplayOp) -> Double {
            switch op {
            case let .fill(shape, _, _, _):
                guard let path = try? shape.path() else { return 0 }
                return fill(path, within: bounds)
            case let .shadow(shape, shadow, _, _):
                guard let path = try? shape.path(), let box = path.controlBox else { return 0 }
                let reach = DisplayListWork.whole(GaussianKernel.reachInSigmas * shadow.sigma) + 2
                let out = box.offsetBy(shadow.offset).enclosingPixels.insetBy(-reach).intersection(bounds)
                if shadow.sigma > 0, case let .roundedRect(rect, radius, style)? = path.primitive {
                    // Analytic: two profiles per pixel, less each corner's cutout, blurred.
                    let e = Path.clampedRadius(radius, in: rect, style: style) * style.extent
                    let corner = Rect(x: 0, y: 0, width: e, height: e).enclosingPixels.insetBy(-reach)
                    let cutout = IntRect(x: 0, y: 0, width: min(corner.width, out.width), height: min(corner.height, out.height))
                    return 2 * pixels(out) + 4 * blur(area: cutout, sigma: shadow.sigma, alpha: shadow.color.alpha)
                }
                return fill(path, within: bounds.insetBy(-reach)) + blur(area: out, sigma: shadow.sigma, alpha: shadow.color.alpha)
            case let .image(image, rect, _):
                return self.image(image, in: rect)
            case let .glyphs(run, _, _):
                return glyphs(run)
            case .beginLayer(let style):
                let reaches = style.blur > 0 || !style.shadows.isEmpty
                var area = reaches ? canvas : bounds
                var work = 0.0
                if let clip = style.clip, let path = try? clip.path() {
                    work += fill(path, within: area)
                    area = area.intersection(path.controlBox?.enclosingPixels ?? .zero)
                }
                layers.append((area, style))
                return work
            case .endLayer:
                guard layers.count > 1 else { return 0 }
                let (area, style) = layers.removeLast()
                var work = 2 * pixels(area)                  // adjustments, composite and clearing
                var drawn = area
                if style.blur > 0 {
                    let r = DisplayListWork.whole(3 * min(style.blur, LayerStyle.maxBlur))
                    drawn = area.insetBy(-r).intersection(canvas)
                    work += DisplayListWork.perBlurTap * Double(2 * r + 1) * pixels(drawn)
                }
                for shadow in style.shadows {
                    let reach = DisplayListWork.whole(GaussianKernel.reachInSigmas * shadow.sigma) + 2
                    let out = drawn.offsetBy(dx: DisplayListWork.whole(shadow.offset.x), dy: DisplayListWork.whole(shadow.offset.y))
                        .insetBy(-reach).intersection(bounds)
                    work += pixels(drawn) + blur(area: out, sigma: shadow.sigma, alpha: shadow.color.alpha)
                }
                return work
            }
        }

        func pixels(_ r: IntRect) -> Double { DisplayListWork.pixels(r) }

        /// Rasterizing and compositing a path within `clip`: its box's pixels, plus each
        /// element's rows (the rows its edges cross, at most the clip's height).
        func fill(_ path: Path, within clip: IntRect) -> Double {
            guard let box = path.controlBox else { return 0 }
            let area = box.enclosingPixels.intersection(clip).intersection(canvas)
            guard !area.isEmpty else { return Double(path.elements.count) }
            return 2 * pixels(area) + DisplayListWork.perEdgeRow * Double(path.elements.count) * Double(area.height + 1)
        }

        /// A Gaussian blur of coverage onto `area`: cells of h pixels spread over 2r + h taps
        /// along rows, then down into every output row they reach.
        func blur(area: IntRect, sigma: Double, alpha: Double) -> Double {
            guard !area.isEmpty else { return 0 }
            guard sigma.isFinite, sigma <= DropShadow.maxSigma, alpha.isFinite else { return 0 }     // refused when drawn
            let grid = GaussianKernel.grid(for: max(sigma, 1e-3), tolerance: GaussianKernel.tolerance(forAlpha: alpha))
            let k = Double(grid.cellsPerPixel), h = Double(grid.pixelsPerCell)
            let r = Double(DisplayListWork.whole(GaussianKernel.reachInSigmas * sigma) + 1)
            let taps = 2 * r * k + h
            let cellsAcross = Double(area.width) * k / h + 1, cellsDown = Double(area.height) * k / h + 1
            return cellsAcross * cellsDown * taps + cellsDown * taps * Double(area.width) + pixels(area)
        }

        /// Resampling `image` into `rect`: each drawn pixel sums the source pixels under it
        /// (at least the two nearest per axis).
        func image(_ image: Canvas, in rect: Rect) -> Double {
            let area = rect.enclosingPixels.intersection(bounds)
            guard !area.isEmpty, rect.width > 0, rect.height > 0 else { return 0 }
            let across = max(2, Double(image.width) / rect.width + 1), down = max(2, Double(image.height) / rect.height + 1)
            return pixels(area) * (across + down) * 4
        }

        mutating func glyphs(_ run: GlyphRun) -> Double {
            let t = run.transform, size = run.size
            let translationOnly = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
            var work = DisplayListWork.perGlyph * Double(run.glyphs.count)
            var rasterized = Set<UInt32>()          // a run's glyph masks, each paid for once
            for (glyph, origin) in zip(run.glyphs, run.positions) {
                if let image = glyph.image {
                    let r = Rect(x: origin.x + image.rect.x * size, y: origin.y + image.rect.y * size,
                                 width: image.rect.width * size, height: image.rect.height * size)
                    if let box = t.mapBounds(r) { work += self.image(image.bitmap, in: box) }
                    continue
                }
                guard let em = glyph.bounds else { continue }
                let placed = Rect(x: origin.x + em.x * size, y: origin.y + em.y * size, width: em.width * size, height: em.height * size)
                guard let box = translationOnly ? placed.offsetBy(Point(t.tx, t.ty)) : t.mapBounds(placed) else { continue }
                if translationOnly && size <= GlyphMaskCache.maxSize {
                    // A cached mask: rasterized once (whole), composited where it lands.
                    if rasterized.insert(glyph.id).inserted {
                        work += 4 * (Double(box.width) + 2) * (Double(box.height) + 2)
                            + DisplayListWork.perEdgeRow * Double(glyph.outline.elements.count) * (box.height + 2)
                    }
                    work += pixels(box.enclosingPixels.intersection(bounds))
                } else {
                    let area = box.enclosingPixels.intersection(bounds)
                    work += 2 * pixels(area) + DisplayListWork.perEdgeRow * Double(glyph.outline.elements.count) * Double(area.height + 1)
                }
            }
            return work
        }
    }
}

extension Rect {
    func offsetBy(_ p: Point) -> Rect { Rect(x: x + p.x, y: y + p.y, width: width, height: height) }
}
