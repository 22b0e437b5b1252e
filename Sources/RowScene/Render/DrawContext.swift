import RowRaster
import RowText

/// A shadow inherited by every leaf below the modifier (SwiftUI applies `.shadow` to each
/// child unless the view is a compositing group). Radius and offset in points.
struct ShadowStyle {
    var color: RowRaster.RGBA
    var radius: Double
    var x: Double
    var y: Double
    /// The transform where the modifier stands: effects inside it (a scale, a rotation) move
    /// what casts the shadow, not the shadow's radius and offset.
    var transform: AffineTransform
}

/// Where views draw: the display list being built (pixel space) and what enclosing modifiers
/// pass down to each leaf — transform, opacity, blend mode, shadows.
struct DrawContext {
    var ops: [DisplayOp] = []
    /// Pixels per point.
    let scale: Double
    /// Maps pixel-space geometry (before effects) to the canvas.
    var transform = AffineTransform.identity
    var opacity = 1.0
    var blend = BlendMode.sourceOver
    var shadows: [ShadowStyle] = []
    /// Frames of views marked with `layoutTag`, in points (before effects).
    var frames: [String: Rect] = [:]
    /// What was drawn other than asked: missing characters, unknown fonts and symbols.
    var warnings: [String] = []
    /// Views with gestures, in drawing order.
    var hitTargets: [HitTarget] = []
    /// While views with gestures draw: what each has drawn so far that can be touched
    /// (innermost last; a view's region joins its enclosing one's when it is done).
    var hitRegions: [[HitShape]] = []
    /// The scroll views' clips around what is drawing: touches outside them reach nothing inside.
    var hitClips: [ShapeSpec] = []
    /// Where views with motion were put (the running graph records them after layout).
    var motions: [MotionTarget] = []
    /// Preference values set by the views placed so far in the innermost scope, by key
    /// (`PreferenceKey`'s type).
    var preferences: [ObjectIdentifier: Any] = [:]
    /// What `onPreferenceChange` modifiers read (the running graph compares them after layout).
    var preferenceReadings: [PreferenceReading] = []
    /// The screen and its safe area (points), when the render is of a screen with one.
    var safeArea: (screen: Rect, safe: Rect)?
    /// The frames of the named coordinate spaces around what is drawing (points).
    var coordinateSpaces: [AnyHashable: CGRect] = [:]

    init(scale: Double) { self.scale = scale }

    /// Maps layout x to canvas x: `sign · x + offset`. Layout runs left-to-right; under a
    /// right-to-left environment the frames of what is drawn are reflected across the frame
    /// of the view that set the direction (content itself — glyphs, shape paths — is not).
    var mirror = (sign: 1.0, offset: 0.0)
    var isMirrored: Bool { mirror.sign < 0 }

    /// Reflects `frame`'s contents (for a view whose layout direction differs from its parent's).
    mutating func reflect(across frame: Rect) {
        mirror = (-mirror.sign, mirror.sign * (2 * frame.x + frame.width) + mirror.offset)
    }

    /// A frame in layout space where it lands on the canvas, its edges snapped to the pixel grid.
    func snap(_ frame: Rect) -> Rect {
        let r = mirror.sign > 0 ? Rect(x: frame.x + mirror.offset, y: frame.y, width: frame.width, height: frame.height)
                                : Rect(x: mirror.offset - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
        let x0 = snapX(r.x), y0 = snapY(r.y), x1 = snapX(r.x + r.width), y1 = snapY(r.y + r.height)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
    func snapX(_ x: Double) -> Double { (x * scale).rounded() / scale }
    func snapY(_ y: Double) -> Double { (y * scale).rounded() / scale }

    /// A rectangle in points, in pixels.
    func pixels(_ r: Rect) -> Rect { Rect(x: r.x * scale, y: r.y * scale, width: r.width * scale, height: r.height * scale) }

    /// The inherited shadows of a shape, then the shape. An invisible paint draws nothing,
    /// casts no shadow (a shadow follows what is drawn) and can't be touched. A shadow follows
    /// the paint's alpha too, as SwiftUI's is cast by what the view renders: a translucent
    /// color casts a fainter one, and a gradient whose stops differ in alpha casts one that
    /// fades with it (a layer that casts the shadow of what it composites).
    mutating func drawShape(_ kind: ShapeSpec.Kind, paint: Paint, rule: FillRule) {
        guard opacity > 0, !paint.isInvisible else { return }
        let spec = ShapeSpec(kind, transform: transform)
        noteTouchable(spec, rule: rule)
        let fill = DisplayOp.fill(shape: spec, paint: paint.transformed(by: transform).multipliedAlpha(opacity), fillRule: rule, blend: blend)
        guard !shadows.isEmpty else { ops.append(fill); return }
        let stops = paint.stops, alpha = stops?.first?.color.alpha ?? paint.solidAlpha
        if stops?.allSatisfy({ $0.color.alpha == alpha }) ?? true {
            emitShadows(of: spec, rule: rule, alpha: alpha)
            ops.append(fill)
        } else {
            ops.append(.beginLayer(LayerStyle(shadows: shadows.map { dropShadow($0, alpha: 1) })))
            ops.append(fill)
            ops.append(.endLayer)
        }
    }

    /// Glyph runs, each in its paint, and the rectangles of their decorations (pixels, before
    /// the transform): the inherited shadows of all of it first, then the decorations under
    /// the glyphs. `outline`: the runs' glyph outlines when the caller keeps them
    /// (`GlyphRun.outline(of:)`), made here otherwise.
    mutating func drawText(_ runs: [(run: GlyphRun, paint: Paint)], decorations: [(rect: Rect, paint: Paint)],
                           outline kept: (() -> RowRaster.Path)? = nil) {
        guard opacity > 0 else { return }
        if !shadows.isEmpty {
            var outline = kept?() ?? GlyphRun.outline(of: runs.map(\.run))
            for (rect, _) in decorations { outline.append(RowRaster.Path(rect: rect)) }
            if !outline.isEmpty { emitShadows(of: ShapeSpec(.path(outline), transform: transform), rule: .nonZero) }
        }
        for (rect, paint) in decorations where !paint.isInvisible {
            ops.append(.fill(shape: ShapeSpec(.rect(rect), transform: transform), paint: paint.transformed(by: transform).multipliedAlpha(opacity),
                             fillRule: .nonZero, blend: blend))
        }
        for (run, paint) in runs {
            let hasImages = run.glyphs.contains { $0.image != nil }
            // Color glyphs ignore the paint, so their opacity comes from a layer.
            if hasImages && opacity < 1 { ops.append(.beginLayer(LayerStyle(opacity: opacity))) }
            ops.append(.glyphs(run, paint: paint.transformed(by: transform).multipliedAlpha(opacity), blend: blend))
            if hasImages && opacity < 1 { ops.append(.endLayer) }
        }
    }

    /// A leaf drawn in `frame` (points) — text, an image, a symbol — can be touched there.
    mutating func noteTouchable(_ frame: Rect) { noteTouchable(ShapeSpec(.rect(pixels(snap(frame))), transform: transform)) }

    /// `shape` (pixels) joins the touchable region of the innermost view with a gesture that
    /// is drawing, within the scroll views around it (nothing when invisible).
    mutating func noteTouchable(_ shape: ShapeSpec, rule: FillRule = .nonZero) {
        guard !hitRegions.isEmpty, opacity > 0 else { return }
        hitRegions[hitRegions.count - 1].append(HitShape(shape: shape, rule: rule, clips: hitClips))
    }

    /// Draws `body` cut to `frame` (points), as a scroll view's viewport cuts its content:
    /// pixels and touches outside it are gone. `body` is given the clip (pixels) and draws with
    /// it already among `hitClips`.
    mutating func clipped(to frame: Rect, _ body: (inout DrawContext, ShapeSpec) throws -> Void) throws {
        let spec = ShapeSpec(try pixelKind(Rectangle(), in: snap(frame)), transform: transform)
        ops.append(.beginLayer(LayerStyle(clip: spec)))
        hitClips.append(spec)
        defer { hitClips.removeLast() }
        try body(&self, spec)
        ops.append(.endLayer)
    }

    /// Notes something drawn other than asked (each message once per render).
    mutating func warn(_ messages: [String]) {
        for m in messages where !warnings.contains(m) { warnings.append(m) }
    }

    /// The inherited shadows of a shape painted at `alpha` (before the view's opacity).
    private mutating func emitShadows(of spec: ShapeSpec, rule: FillRule, alpha: Double = 1) {
        for s in shadows {
            ops.append(.shadow(shape: spec, shadow: dropShadow(s, alpha: opacity * alpha), fillRule: rule, blend: .sourceOver))
        }
    }

    /// The inherited shadows as a layer's own (cast by all it composites, which already
    /// carries the opacity its leaves are drawn with); leaves inside cast none.
    mutating func takeShadows() -> [DropShadow] {
        defer { shadows = [] }
        return shadows.map { dropShadow($0, alpha: 1) }
    }

    /// A shadow in pixels: offset and σ through the transform where the modifier stands.
    private func dropShadow(_ s: ShadowStyle, alpha: Double) -> DropShadow {
        let t = s.transform, dx = s.x * scale, dy = s.y * scale
        let offset = Point(t.a * dx + t.c * dy, t.b * dx + t.d * dy)
        let sigma = ShadowConvention.sigma(radius: s.radius, scale: scale) * abs(t.a * t.d - t.b * t.c).squareRoot()
        return DropShadow(color: s.color.withAlpha(s.color.alpha * alpha).quantized, sigma: sigma, offset: offset)
    }
}

