/// Renders a `DisplayList` to a `Canvas`. A pure function of its input: no clocks, no
/// globals, no threads; the same list gives the same bytes.
public struct Renderer: Sendable {
    public init() {}

    private struct OpenLayer {
        var style: LayerStyle
        var mask: CoverageMask?
        /// Where drawing in this layer may land.
        var bounds: IntRect
        /// What drawing in this layer has touched so far.
        var dirty: IntRect = .zero
    }

    public func render(_ list: DisplayList) throws -> Canvas {
        var canvases = [try Canvas(width: list.width, height: list.height, fill: list.background)]
        let full = canvases[0].bounds
        var layers = [OpenLayer(style: LayerStyle(), mask: nil, bounds: full)]
        var pool: [Canvas] = []

        for (index, op) in list.ops.enumerated() {
            let top = canvases.count - 1
            let clip = layers[top].bounds
            var touched = IntRect.zero
            switch op {
            case let .fill(shape, paint, rule, blend):
                let mask = CoverageMask(path: try shape.path(), fillRule: rule, clip: clip)
                canvases[top].composite(values: mask.values, region: mask.region, paint: paint, blend: blend, clip: clip)
                touched = mask.region
            case let .shadow(shape, shadow, rule, blend):
                let path = try shape.path().transformed(by: .translation(shadow.offset.x, shadow.offset.y))
                let mask = ShadowMask.make(path: path, fillRule: rule, sigma: shadow.sigma, clip: clip)
                canvases[top].composite(values: mask.values, region: mask.region, paint: .solid(shadow.color), blend: blend, clip: clip)
                touched = mask.region
            case let .image(image, rect, opacity):
                touched = canvases[top].draw(image: image, in: rect, opacity: opacity, clip: clip)
            case .beginLayer(let style):
                var mask: CoverageMask? = nil
                var bounds = clip
                if let c = style.clip {
                    let m = CoverageMask(path: try c.path(), fillRule: .nonZero, clip: clip)
                    mask = m
                    bounds = m.region
                }
                canvases.append(try pool.popLast() ?? Canvas(width: list.width, height: list.height))
                layers.append(OpenLayer(style: style, mask: mask, bounds: bounds))
            case .endLayer:
                guard layers.count > 1 else {
                    throw RasterError.unbalancedLayers("ops[\(index)] is an endLayer without a matching beginLayer")
                }
                let layer = layers.removeLast()
                var content = canvases.removeLast()
                if layer.style.brightness != 0 { content.adjustBrightness(layer.style.brightness, in: layer.dirty) }
                canvases[top - 1].composite(layer: content, area: layer.dirty, opacity: layer.style.opacity,
                                            blend: layer.style.blend, mask: layer.mask)
                touched = layer.mask.map { layer.dirty.intersection($0.region) } ?? layer.dirty
                content.clear(layer.dirty)
                pool.append(content)
            }
            let current = canvases.count - 1
            if !touched.isEmpty && current < layers.count {
                layers[current].dirty = layers[current].dirty.union(touched.intersection(layers[current].bounds))
            }
        }
        guard layers.count == 1 else {
            throw RasterError.unbalancedLayers("\(layers.count - 1) beginLayer op(s) never ended")
        }
        return canvases[0]
    }
}
