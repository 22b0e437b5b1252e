extension DisplayList {
    /// The part of the list inside `rect`: a list of the rectangle's size whose every op is
    /// moved by −rect.origin (shapes, shadows, gradients, images, glyphs, layer clips), so
    /// rendering it gives exactly those pixels of the full render at a fraction of the cost.
    /// Whole-pixel moves keep coverage exact: the pixels are byte-identical.
    public func cropped(to rect: IntRect) -> DisplayList {
        let dx = -Double(rect.x), dy = -Double(rect.y)
        let move = AffineTransform.translation(dx, dy)
        func shape(_ s: ShapeSpec) -> ShapeSpec { ShapeSpec(s.kind, transform: s.transform.concatenating(move)) }
        func paint(_ p: Paint) -> Paint { p.moved(dx: dx, dy: dy) }
        let moved: [DisplayOp] = ops.map { op in
            switch op {
            case let .fill(s, p, rule, blend): return .fill(shape: shape(s), paint: paint(p), fillRule: rule, blend: blend)
            case let .shadow(s, shadow, rule, blend): return .shadow(shape: shape(s), shadow: shadow, fillRule: rule, blend: blend)
            case let .image(c, r, opacity): return .image(c, rect: Rect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height), opacity: opacity)
            case let .glyphs(run, p, blend):
                var r = run
                r.transform = run.transform.concatenating(move)
                return .glyphs(r, paint: paint(p), blend: blend)
            case .beginLayer(var style):
                style.clip = style.clip.map(shape)
                return .beginLayer(style)
            case .endLayer: return .endLayer
            }
        }
        return DisplayList(width: max(1, rect.width), height: max(1, rect.height), background: background, ops: moved)
    }
}
