/// Folds a brightness layer into what it draws: adding b to the unpremultiplied color of a
/// composite equals compositing colors each shifted by b (source-over is an affine mix), so a
/// layer whose contents are solid fills, solid glyph runs and shadows, drawn source-over, and
/// plain nested layers (opacity, clip, the shadows they cast) can draw its contents with shifted colors instead of
/// through a canvas-sized buffer, a brightness pass and a composite. The shift is the layer's
/// own 8-bit step (round(b·255)/255), and a layer is folded only when no shifted channel leaves
/// 0…1 (clamping does not commute with mixing), so pixels come out as through the layer up to
/// the layer's own rounding (it unpremultiplies 8-bit values to add the shift: faint pixels
/// differ by up to 4 levels, under 0.3 of a level on average; BrightnessFoldingTests). Layers with gradients, images, color glyphs, other blend modes,
/// saturation or blur, or colors the shift would clamp, are left as they are.
enum BrightnessFolding {
    /// The folded ops, and for each the index of the op it came from (for error messages).
    static func fold(_ ops: [DisplayOp]) -> (ops: [DisplayOp], origins: [Int]) {
        guard ops.contains(where: { if case let .beginLayer(s) = $0 { return s.brightness != 0 }; return false }) else {
            return (ops, Array(ops.indices))
        }
        var out = ops
        var origins = Array(ops.indices)
        var i = 0
        while i < out.count {
            if case let .beginLayer(style) = out[i], style.brightness != 0, style.saturation == 1, style.blur == 0,
               let end = matchingEnd(out, i), let shifted = shift(out[(i + 1)..<end], by: style.brightness) {
                var plain = style
                plain.brightness = 0
                let keepsLayer = plain != LayerStyle()
                out.replaceSubrange(i...end, with: (keepsLayer ? [.beginLayer(plain)] : []) + shifted + (keepsLayer ? [.endLayer] : []))
                if !keepsLayer { origins.remove(at: end); origins.remove(at: i) }
                continue     // look at the same index again (nested brightness layers were left)
            }
            i += 1
        }
        return (out, origins)
    }

    /// The index of the `endLayer` closing the layer begun at `start`.
    private static func matchingEnd(_ ops: [DisplayOp], _ start: Int) -> Int? {
        var depth = 0
        for j in start..<ops.count {
            switch ops[j] {
            case .beginLayer: depth += 1
            case .endLayer:
                depth -= 1
                if depth == 0 { return j }
            default: break
            }
        }
        return nil
    }

    /// The ops with their colors shifted, or nil when one of them cannot be.
    private static func shift(_ ops: ArraySlice<DisplayOp>, by amount: Double) -> [DisplayOp]? {
        let delta = (max(-1, min(1, amount)) * 255).rounded() / 255
        var clamps = false
        func moved(_ c: RGBA) -> RGBA {
            let r = c.red + delta, g = c.green + delta, b = c.blue + delta
            if min(r, g, b) < 0 || max(r, g, b) > 1 { clamps = true }
            return RGBA(red: r.clamped01, green: g.clamped01, blue: b.clamped01, alpha: c.alpha)
        }
        var result: [DisplayOp] = []
        result.reserveCapacity(ops.count)
        for op in ops {
            switch op {
            case let .fill(shape, .solid(color), rule, .sourceOver):
                result.append(.fill(shape: shape, paint: .solid(moved(color)), fillRule: rule, blend: .sourceOver))
            case let .glyphs(run, .solid(color), .sourceOver) where !run.glyphs.contains(where: { $0.image != nil }):
                result.append(.glyphs(run, paint: .solid(moved(color)), blend: .sourceOver))
            case let .shadow(shape, shadow, rule, .sourceOver):
                var s = shadow
                s.color = moved(shadow.color)
                result.append(.shadow(shape: shape, shadow: s, fillRule: rule, blend: .sourceOver))
            case var .beginLayer(style) where style.brightness == 0 && style.saturation == 1 && style.blur == 0 && style.blend == .sourceOver:
                for k in style.shadows.indices { style.shadows[k].color = moved(style.shadows[k].color) }
                result.append(.beginLayer(style))
            case .endLayer:
                result.append(op)
            default:
                return nil
            }
            if clamps { return nil }
        }
        return result
    }
}
