/// Renders a `DisplayList` to a `Canvas`. A pure function of its input: no clocks, no
/// globals, no threads; the same list gives the same bytes.
///
/// A renderer keeps scratch buffers between renders so repeated frames don't allocate;
/// use one renderer per thread.
public final class Renderer {
    private var scratch = RasterScratch()
    private var pool: [Canvas] = []
    private var glyphMasks = GlyphMaskCache()
    /// Skips pixels that a later opaque fill overwrites (off only to test that it changes nothing).
    var skipsOccludedPixels = true
    /// Draws brightness layers' contents with shifted colors where that is the same picture
    /// (see `BrightnessFolding`; off only to test that).
    var foldsBrightness = true
    /// Composites a layer through its adjustments, and a wrapped layer through its wrapper, in
    /// one sweep (off only to test that it changes no byte).
    var fusesLayers = true

    public init() {}

    private struct OpenLayer {
        var style: LayerStyle
        var mask: ClipMask?
        /// Where drawing in this layer may land.
        var bounds: IntRect
        /// What drawing in this layer has touched so far.
        var dirty: IntRect = .zero
        /// Holds nothing but the next layer: that layer composites through this one's style
        /// straight onto the canvas below, and this one has no pixels of its own.
        var isWrapper = false
    }

    /// Renders into a new canvas.
    public func render(_ list: DisplayList, stop: (@Sendable () -> Bool)? = nil) throws -> Canvas {
        var canvas = try Canvas(width: list.width, height: list.height)
        try render(list, into: &canvas, stop: stop)
        return canvas
    }

    /// Renders into an existing canvas of the list's size (reusing its memory).
    /// `stop` is asked before each op; when it says so, rendering throws `RasterError.cancelled`.
    public func render(_ list: DisplayList, into canvas: inout Canvas, stop: (@Sendable () -> Bool)? = nil) throws {
        guard list.ops.count <= DisplayList.Limits.maxOps else {
            throw RasterError.overBudget("ops: \(list.ops.count) operations is over the limit of \(DisplayList.Limits.maxOps)")
        }
        try DisplayListWork(list).check()
        if canvas.width != list.width || canvas.height != list.height {
            canvas = try Canvas(width: list.width, height: list.height)
        }
        canvas.clear(to: list.background)
        let (ops, origins) = foldsBrightness ? BrightnessFolding.fold(list.ops) : (list.ops, Array(list.ops.indices))
        let occluders = skipsOccludedPixels ? Occlusion.occluders(for: ops, canvas: canvas.bounds)
                                            : [Occluder](repeating: .none, count: ops.count)
        let wrappers = fusesLayers ? Self.wrappers(in: ops) : [Bool](repeating: false, count: ops.count)
        let full = canvas.bounds
        // Move the canvas into the stack (leaving a 1×1 stand-in) so it stays uniquely owned.
        var stack = [canvas]
        canvas = Canvas.standIn
        // Hand the canvas back however we leave. On an error, open layers are dropped, not
        // pooled: pooled layers must be transparent.
        defer { canvas = stack[0] }
        var layers = [OpenLayer(style: LayerStyle(), mask: nil, bounds: full)]
        let limit = DisplayList.Limits.coordinateLimit

        for (k, op) in ops.enumerated() {
            if let stop, stop() { throw RasterError.cancelled }
            let index = list.source(of: origins[k])      // errors name the op of the list as given
            let top = stack.count - 1
            let clip = layers[top].bounds
            let occluder = occluders[k]
            var touched = IntRect.zero
            switch op {
            case let .fill(shape, paint, rule, blend):
                scratch.lines.removeAll(keepingCapacity: true)
                let path = try shape.path()
                guard path.fits(within: limit) else { throw RasterError.outOfRange(index, "path") }
                try path.flattened(into: &scratch.lines)
                touched = stack[top].fillLines(fillRule: rule, paint: paint, blend: blend, clip: clip,
                                               occluder: occluder, scratch: &scratch)
            case let .shadow(shape, shadow, rule, blend):
                try shadow.check("ops[\(index)]", index: index, field: "offset")
                guard try shape.path().fits(within: limit) else { throw RasterError.outOfRange(index, "path") }
                // The first drawing in a layer lands on transparent pixels.
                touched = try drawShadow(shape, shadow, rule, blend, clip: clip, occluder: occluder,
                                         ontoClear: top > 0 && layers[top].dirty.isEmpty, on: &stack[top])
            case let .image(image, rect, opacity):
                guard rect.fits(within: limit) else { throw RasterError.outOfRange(index, "rect") }
                touched = stack[top].draw(image: image, in: rect, opacity: opacity, clip: clip)
            case let .glyphs(run, paint, blend):
                guard run.size.isFinite, run.size >= 0, run.size <= GlyphRun.maxSize, run.glyphs.count == run.positions.count else {
                    throw RasterError.invalidGlyphRun("ops[\(index)]: size must be within 0…\(Int(GlyphRun.maxSize)) px and glyphs and positions must pair up")
                }
                guard run.fits(within: limit) else { throw RasterError.outOfRange(index, "positions") }
                touched = drawGlyphs(run, paint, blend, clip: clip, occluder: occluder, on: &stack[top])
            case .beginLayer(let style):
                guard layers.count <= DisplayList.Limits.maxLayerDepth else {
                    throw RasterError.overBudget("ops[\(index)]: layers nest deeper than \(DisplayList.Limits.maxLayerDepth)")
                }
                // A layer that casts shadows counts four times: its shadows' float buffers.
                guard (layers.count + (style.shadows.isEmpty ? 1 : 4)) * full.width * full.height * 4 <= DisplayList.Limits.maxLayerBytes else {
                    throw RasterError.overBudget("ops[\(index)]: \(layers.count) open layers of \(full.width)×\(full.height) px go over the layer memory limit of \(DisplayList.Limits.maxLayerBytes >> 20) MiB")
                }
                guard style.shadows.count <= DisplayList.Limits.maxLayerShadows else {
                    throw RasterError.overBudget("ops[\(index)].shadows: \(style.shadows.count) shadows on one layer is over the limit of \(DisplayList.Limits.maxLayerShadows)")
                }
                for (k, shadow) in style.shadows.enumerated() {
                    try shadow.check("ops[\(index)].shadows[\(k)]", index: index, field: "shadows[\(k)].offset")
                }
                guard !style.isMask || style.shadows.isEmpty else {
                    throw RasterError.invalidShadow("ops[\(index)]: a mask layer casts no shadows (remove its shadows or its mask)")
                }
                var mask: ClipMask? = nil
                // A layer that blurs or casts shadows draws all of its content, not only what
                // the layers around it show: what they clip away still blurs into view or
                // casts its shadow there.
                var bounds = style.blur > 0 || !style.shadows.isEmpty ? full : clip
                if let c = style.clip {
                    let clipPath = try c.path()
                    guard clipPath.fits(within: limit) else { throw RasterError.outOfRange(index, "clip") }
                    let m = ClipMask(path: clipPath, rule: style.clipRule, clip: bounds, accumulator: &scratch.accumulator)
                    mask = m
                    bounds = m.region
                }
                if wrappers[k] {
                    stack.append(Canvas.standIn)
                    layers.append(OpenLayer(style: style, mask: mask, bounds: bounds, isWrapper: true))
                    break
                }
                var layerCanvas = try pool.popLast() ?? Canvas(width: list.width, height: list.height)
                if layerCanvas.width != list.width || layerCanvas.height != list.height {
                    layerCanvas = try Canvas(width: list.width, height: list.height)
                }
                stack.append(layerCanvas)
                layers.append(OpenLayer(style: style, mask: mask, bounds: bounds))
            case .endLayer:
                guard layers.count > 1 else {
                    throw RasterError.unbalancedLayers("ops[\(index)] is an endLayer without a matching beginLayer")
                }
                var layer = layers.removeLast()
                var content = stack.removeLast()
                touched = layer.mask.map { layer.dirty.intersection($0.region) } ?? layer.dirty
                // A wrapper's only layer has already gone through it onto the canvas below.
                if layer.isWrapper { break }
                let wrapper = layers[top - 1].isWrapper ? layers[top - 1] : nil
                let style = layer.style
                // Blur needs the whole adjusted layer; otherwise adjustments go pixel by pixel
                // on the way down (wrapped layers take only their wrapper's).
                let fuses = fusesLayers && style.blur == 0 && style.colorMatrix == nil
                if !fuses || wrapper != nil {
                    if style.brightness != 0 { content.adjustBrightness(style.brightness, in: layer.dirty) }
                    if style.saturation != 1 { content.adjustSaturation(style.saturation, in: layer.dirty) }
                }
                if let matrix = style.colorMatrix { content.adjustColors(matrix, in: layer.dirty) }
                if style.blur > 0 {
                    // The blur spreads the layer's pixels 3σ past what it drew.
                    layer.dirty = content.gaussianBlur(sigma: min(style.blur, LayerStyle.maxBlur), in: layer.dirty)
                    touched = layer.mask.map { layer.dirty.intersection($0.region) } ?? layer.dirty
                }
                if style.isMask {
                    // Everything the enclosing layer drew keeps only the mask's alpha.
                    let parent = layers[top - 1]
                    stack[top - 1].keepAlpha(of: content, mask: layer.mask, opacity: style.opacity, in: parent.dirty.intersection(parent.bounds))
                    content.clear(layer.dirty)
                    pool.append(content)
                    touched = .zero
                    break
                }
                if !style.shadows.isEmpty {
                    // Under the layer, cast by what it composites; where the layer is opaque
                    // it will cover the shadow, so those pixels are skipped.
                    let parent = layers[top - 1].bounds
                    // Every shadow blurs the same alpha: its area stays as it was read, however
                    // far the shadows already cast have grown `touched`.
                    let cast = touched
                    let alpha = LayerShadow.alpha(of: content, in: cast, mask: layer.mask, opacity: style.opacity)
                    let cover = skipsOccludedPixels && style.opacity >= 1 && style.blend == .sourceOver
                        ? style.clip?.opaqueInterior.flatMap { LayerShadow.opaque(content, within: $0, area: layer.dirty) } : nil
                    for shadow in style.shadows {
                        let mask = LayerShadow.mask(alpha: alpha, region: cast, sigma: shadow.sigma, offset: shadow.offset,
                                                    clip: parent, colorAlpha: shadow.color.alpha, unused: cover ?? occluder)
                        stack[top - 1].composite(mask: mask, paint: .solid(shadow.color), blend: .sourceOver, clip: parent,
                                                 occluder: cover ?? occluder, scratch: &scratch)
                        touched = touched.union(mask.region.intersection(parent))
                    }
                }
                // Only within where the canvas below may be drawn (a layer that blurs or
                // casts shadows drew beyond it).
                if let wrapper {
                    var pass = LayerPass(opacity: wrapper.style.opacity, blend: wrapper.style.blend, mask: wrapper.mask,
                                         brightness: wrapper.style.brightness, saturation: wrapper.style.saturation)
                    pass.wrapped = (LayerPass.alpha(style.opacity), layer.mask)
                    stack[top - 2].composite(layer: content, area: layer.dirty.intersection(layers[top - 2].bounds), pass: pass,
                                             occluder: occluders[k + 1])
                } else {
                    let pass = !fuses ? LayerPass(opacity: style.opacity, blend: style.blend, mask: layer.mask)
                        : LayerPass(opacity: style.opacity, blend: style.blend, mask: layer.mask,
                                    brightness: style.brightness, saturation: style.saturation)
                    stack[top - 1].composite(layer: content, area: layer.dirty.intersection(layers[top - 1].bounds), pass: pass,
                                             occluder: occluder)
                }
                content.clear(layer.dirty)          // pooled layers are kept transparent
                pool.append(content)
            }
            let current = stack.count - 1
            if !touched.isEmpty {
                layers[current].dirty = layers[current].dirty.union(touched.intersection(layers[current].bounds))
            }
        }
        guard layers.count == 1 else {
            throw RasterError.unbalancedLayers("\(layers.count - 1) beginLayer op(s) never ended")
        }
    }

    /// For each op, whether it begins a layer that holds nothing but one other layer and
    /// ends right after it (a brightness layer around a clip layer), so the inner layer can
    /// composite through both styles at once. Not when the wrapper blurs or casts shadows
    /// (that needs its pixels), when the inner layer blends other than sourceOver (compositing
    /// onto a transparent wrapper would not simply copy it), when the inner layer is a mask, when the inner layer casts
    /// shadows (they land in the wrapper) or when the inner layer is itself one.
    static func wrappers(in ops: [DisplayOp]) -> [Bool] {
        var end = [Int](repeating: -1, count: ops.count)
        var open: [Int] = []
        for (i, op) in ops.enumerated() {
            if case .beginLayer = op { open.append(i) } else if case .endLayer = op, let b = open.popLast() { end[b] = i }
        }
        var result = [Bool](repeating: false, count: ops.count)
        for k in stride(from: ops.count - 2, through: 0, by: -1) {
            guard case .beginLayer(let outer) = ops[k], outer.blur == 0, outer.shadows.isEmpty, outer.colorMatrix == nil, case .beginLayer(let inner) = ops[k + 1],
                  inner.blend == .sourceOver, inner.shadows.isEmpty, !inner.isMask, !result[k + 1], end[k] >= 0, end[k] == end[k + 1] + 1 else { continue }
            result[k] = true
        }
        return result
    }

    /// Outline glyphs under a pure translation come from the glyph-mask cache at their
    /// sub-pixel phase; under any other transform they are filled as exact paths. Color
    /// glyphs are drawn as images (area-averaged), untinted.
    private func drawGlyphs(_ run: GlyphRun, _ paint: Paint, _ blend: BlendMode, clip: IntRect,
                            occluder: Occluder, on canvas: inout Canvas) -> IntRect {
        let t = run.transform, size = run.size
        let translationOnly = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx.isFinite && t.ty.isFinite
        let steps = Double(GlyphPositioning.subpixelSteps)
        var touched = IntRect.zero
        for (glyph, origin) in zip(run.glyphs, run.positions) where origin.x.isFinite && origin.y.isFinite {
            if let image = glyph.image {
                let r = Rect(x: origin.x + image.rect.x * size, y: origin.y + image.rect.y * size,
                             width: image.rect.width * size, height: image.rect.height * size)
                if let box = t.mapBounds(r) {
                    touched = touched.union(canvas.draw(image: image.bitmap, in: box, opacity: 1, clip: clip))
                }
                continue
            }
            if glyph.outline.isEmpty { continue }
            if translationOnly && size <= GlyphMaskCache.maxSize {
                let qx = ((origin.x + t.tx) * steps).rounded(), qy = ((origin.y + t.ty) * steps).rounded()
                guard abs(qx) < 1e12, abs(qy) < 1e12 else { continue }
                let ix = Int((qx / steps).rounded(.down)), iy = Int((qy / steps).rounded(.down))
                let px = Int(qx) - ix * GlyphPositioning.subpixelSteps, py = Int(qy) - iy * GlyphPositioning.subpixelSteps
                let mask = glyphMasks.mask(font: run.font, glyph: glyph, size: size, phaseX: px, phaseY: py)
                guard !mask.region.isEmpty else { continue }
                let placed = CoverageMask(region: mask.region.offsetBy(dx: ix, dy: iy), values: mask.values)
                canvas.composite(mask: placed, paint: paint, blend: blend, clip: clip, occluder: occluder, scratch: &scratch)
                touched = touched.union(placed.region.intersection(clip))
            } else {
                let placed = glyph.outline.transformed(by: AffineTransform(a: size, b: 0, c: 0, d: size, tx: origin.x, ty: origin.y)
                    .concatenating(t))
                scratch.lines.removeAll(keepingCapacity: true)
                placed.flattened(into: &scratch.lines)
                touched = touched.union(canvas.fillLines(fillRule: .nonZero, paint: paint, blend: blend, clip: clip,
                                                         occluder: occluder, scratch: &scratch))
            }
        }
        return touched
    }

    private func drawShadow(_ shape: ShapeSpec, _ shadow: DropShadow, _ rule: FillRule, _ blend: BlendMode,
                            clip: IntRect, occluder: Occluder, ontoClear: Bool, on canvas: inout Canvas) throws -> IntRect {
        let path = try shape.path().transformed(by: .translation(shadow.offset.x, shadow.offset.y))
        let paint = Paint.solid(shadow.color)
        if shadow.sigma > 0, case let .roundedRect(rect, radius, style)? = path.primitive {
            let analytic = AnalyticShadow(rect: rect, radius: radius, style: style, sigma: shadow.sigma, clip: clip,
                                          tolerance: GaussianKernel.tolerance(forAlpha: shadow.color.alpha), accumulator: &scratch.accumulator)
            let region = analytic.region
            scratch.reserve(region.width)
            var floats = scratch.floats
            scratch.floats = []
            defer { scratch.floats = floats }
            floats.withUnsafeMutableBufferPointer { f in
                canvas.composite(area: region, paint: paint, blend: blend, occluder: occluder, ontoClear: ontoClear, scratch: &scratch) { y, skip, out in
                    analytic.row(y, skip: skip, into: out, floats: UnsafeMutableBufferPointer(rebasing: f[0..<region.width]))
                }
            }
            return region
        }
        let mask = ShadowMask.make(path: path, fillRule: rule, sigma: shadow.sigma, clip: clip, alpha: shadow.color.alpha,
                                   accumulator: &scratch.accumulator)
        canvas.composite(mask: mask, paint: paint, blend: blend, clip: clip, occluder: occluder, ontoClear: ontoClear, scratch: &scratch)
        return mask.region
    }
}

/// Finds, for each op, pixels that a later op at the same layer level will overwrite
/// completely with opaque color (an opaque sourceOver fill whose coverage there is full).
/// Drawing those pixels earlier is wasted work; skipping them leaves every byte the same.
/// Each op takes, of the nearest later opaque interiors, the one overlapping it most.
enum Occlusion {
    /// Later opaque interiors considered per op (nearest first): a card's shadow is usually
    /// followed closely by the card.
    static let candidates = 32

    static func occluders(for ops: [DisplayOp], canvas: IntRect) -> [Occluder] {
        var result = [Occluder](repeating: .none, count: ops.count)
        var later: [[Occluder]] = [[]]          // per nesting level, walking backwards
        for i in stride(from: ops.count - 1, through: 0, by: -1) {
            let level = later.count - 1
            switch ops[i] {
            case .endLayer:
                result[i] = best(later[level], for: canvas)
                later.append([])                // entering a nested level (backwards)
            case .beginLayer:
                if later.count > 1 { later.removeLast() }
            case let .fill(shape, paint, _, blend):
                result[i] = best(later[level], for: shape.reach(canvas))
                if blend == .sourceOver, paint.isOpaque, let inner = shape.opaqueInterior {
                    let o = Occluder(first: inner.first.intersection(canvas), second: inner.second.intersection(canvas))
                    if o.area > 0 {
                        later[level].insert(o, at: 0)
                        if later[level].count > candidates { later[level].removeLast() }
                    }
                }
            case let .shadow(shape, shadow, _, _):
                var reach = canvas
                if shadow.sigma >= 0, shadow.sigma < 1e6 {
                    let spread = Int((GaussianKernel.reachInSigmas * shadow.sigma).rounded(.up)) + 2
                    reach = shape.reach(canvas).offsetBy(shadow.offset).insetBy(-spread)
                }
                result[i] = best(later[level], for: reach)
            case let .image(_, rect, _):
                result[i] = best(later[level], for: rect.enclosingPixels)
            case let .glyphs(run, _, _):
                result[i] = best(later[level], for: run.reach() ?? canvas)
            }
        }
        return result
    }

    private static func best(_ candidates: [Occluder], for reach: IntRect) -> Occluder {
        var best = Occluder.none, bestArea = 0
        for o in candidates {
            let area = o.overlap(with: reach)
            if area > bestArea { best = o; bestArea = area }
        }
        return best
    }
}

extension Occluder {
    /// Pixels of `r` this occluder covers.
    func overlap(with r: IntRect) -> Int {
        func area(_ a: IntRect) -> Int { a.isEmpty ? 0 : a.width * a.height }
        return area(first.intersection(r)) + area(second.intersection(r)) - area(first.intersection(second).intersection(r))
    }
}

extension IntRect {
    /// Moved by a pixel offset rounded outwards (the result covers every shifted pixel).
    func offsetBy(_ p: Point) -> IntRect {
        guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e9, abs(p.y) < 1e9 else { return self }
        let dx = Int(p.x.rounded(.down)), dy = Int(p.y.rounded(.down))
        let ex = Double(dx) == p.x ? 0 : 1, ey = Double(dy) == p.y ? 0 : 1
        return IntRect(x: x + dx, y: y + dy, width: width + ex, height: height + ey)
    }
}

extension Paint {
    /// True when every pixel this paint produces is fully opaque.
    var isOpaque: Bool {
        switch self {
        case .solid(let c): return c.premultiplied.a == 255
        default: return stops?.allSatisfy { $0.color.premultiplied.a == 255 } ?? false
        }
    }
}

extension DropShadow {
    /// Throws when σ is outside 0…`maxSigma` (naming `place`) or the offset is not finite and
    /// within the coordinate limit (naming ops[`index`].`field`).
    func check(_ place: String, index: Int, field: String) throws {
        guard sigma >= 0, sigma <= DropShadow.maxSigma else {
            throw RasterError.invalidShadow("\(place): sigma must be within 0…\(Int(DropShadow.maxSigma)) px, found \(sigma)")
        }
        let limit = DisplayList.Limits.coordinateLimit
        guard offset.isFinite, abs(offset.x) <= limit, abs(offset.y) <= limit else { throw RasterError.outOfRange(index, field) }
    }
}

extension ShapeSpec {
    /// Pixels the shape may touch, cheaply (the canvas when it isn't known without building
    /// the path).
    func reach(_ canvas: IntRect) -> IntRect {
        guard transform.isIdentity else { return canvas }
        let r: Rect
        switch kind {
        case .rect(let x), .roundedRect(let x, _, _), .ellipse(let x), .capsule(let x): r = x
        case let .circle(c, radius): r = Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
        case .svg, .path: return canvas
        }
        return r.enclosingPixels.insetBy(-1)
    }

    /// Whole pixels the shape certainly covers fully (nil when unknown or none); under a
    /// transform that keeps axes (a scale, a move), the bands of the untransformed shape moved.
    var opaqueInterior: Occluder? {
        guard transform.b == 0, transform.c == 0, transform.isFinite else { return nil }
        var bands: [Rect]
        switch kind {
        case .rect(let x): bands = [x]
        case let .roundedRect(x, radius, style):
            let e = Path.clampedRadius(radius, in: x, style: style) * style.extent
            // The two bands that avoid the corners.
            bands = [Rect(x: x.minX, y: x.minY + e, width: x.width, height: x.height - 2 * e),
                     Rect(x: x.minX + e, y: x.minY, width: x.width - 2 * e, height: x.height)]
        case let .capsule(x):
            return ShapeSpec(.roundedRect(x, radius: min(x.width, x.height) / 2, style: .circular), transform: transform).opaqueInterior
        case let .circle(c, radius):
            let h = radius / 2.squareRoot()
            bands = [Rect(x: c.x - h, y: c.y - h, width: 2 * h, height: 2 * h)]
        default: return nil
        }
        let rects = bands.compactMap { band -> IntRect? in
            guard !band.isEmpty, let r = transform.isIdentity ? band : transform.mapBounds(band), !r.isEmpty else { return nil }
            let x0 = r.minX.rounded(.up), y0 = r.minY.rounded(.up), x1 = r.maxX.rounded(.down), y1 = r.maxY.rounded(.down)
            guard x1 > x0, y1 > y0, abs(x0) < 1e9, abs(y0) < 1e9, abs(x1) < 1e9, abs(y1) < 1e9 else { return nil }
            // Stay one pixel inside: coverage there is exactly full despite float rounding.
            let inner = IntRect(x: Int(x0) + 1, y: Int(y0) + 1, width: Int(x1 - x0) - 2, height: Int(y1 - y0) - 2)
            return inner.isEmpty ? nil : inner
        }
        guard let first = rects.first else { return nil }
        return Occluder(first: first, second: rects.count > 1 ? rects[1] : .zero)
    }
}
