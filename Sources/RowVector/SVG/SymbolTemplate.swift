import RowRaster

/// A custom SF Symbol (an asset catalog's `.symbolset`): Xcode's symbol template, an SVG of up
/// to 27 variants (`Regular-M`, `Bold-S`, …) typeset at 100 points, each drawn with its origin on
/// the baseline, and guides for the baselines and the regular medium variant's margins.
public struct SymbolGlyph: Sendable, Equatable {
    /// The variant's ink with its margins, in template units (points at 100-point type).
    public var image: VectorImage
    /// The baseline's distance below the image's top, in the same units.
    public var baseline: Double
    /// The variant drawn.
    public var variant: String
    /// The size the template is typeset at: scale by `pointSize / typesetSize`.
    public static let typesetSize = 100.0

    /// The variant nearest to `weight` (`Regular`, `Bold`, …) at `scale` (`S`, `M`, `L`):
    /// Xcode's newer templates hold only `Ultralight-S`, `Regular-S` and `Black-S` (it
    /// interpolates the rest), so the nearest weight is taken, at the scale asked for when the
    /// template has it, else at the scale it has (not resized).
    public static func read(_ bytes: [UInt8], name: String, weight: String, scale: String) throws -> SymbolGlyph {
        guard bytes.count <= VectorImage.maxFileBytes else { throw VectorImageError(name, "larger than \(VectorImage.maxFileBytes >> 20) MiB") }
        let reader = try SVGReader(bytes, name: name).readingSymbolTemplate()
        let weights = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
        let target = weights.firstIndex(of: weight) ?? 3
        let variants = reader.groupIDs(in: "Symbols").compactMap { id -> (id: String, weight: Int, scale: String)? in
            let parts = id.split(separator: "-")
            guard parts.count == 2, let w = weights.firstIndex(of: String(parts[0])) else { return nil }
            return (id, w, String(parts[1]))
        }
        let atScale = variants.filter { $0.scale == scale }
        let pool = atScale.isEmpty ? variants.filter { $0.scale == (variants.contains { $0.scale == "M" } ? "M" : variants.first?.scale ?? "") } : atScale
        guard let chosen = pool.min(by: { (abs($0.weight - target), $0.weight) < (abs($1.weight - target), $1.weight) }),
              let (items, undrawn) = try reader.items(ofElement: chosen.id) else {
            throw VectorImageError(name, "not a symbol template: no variant groups (Regular-M, …) inside <g id=\"Symbols\">")
        }
        let variant = chosen.id
        var ink = VectorImage.bounds(of: items)
        guard ink.width > 0, ink.height > 0 else { throw VectorImageError(name, "the symbol's variant \(variant) draws nothing") }
        // Margins: the template's guides are for the regular variant of a scale; the same
        // padding around the ink is kept for the other weights.
        let reference = "Regular-\(chosen.scale)"
        if let regularItems = try reader.items(ofElement: reference), let left = reader.guide("left-margin-\(reference)"),
           let right = reader.guide("right-margin-\(reference)"), let origin = reader.groupOrigin(reference) {
            let regular = VectorImage.bounds(of: regularItems.items)
            let padLeft = max(0, regular.x + origin.x - left.x), padRight = max(0, right.x - (regular.x + regular.width + origin.x))
            ink = Rect(x: ink.x - padLeft, y: ink.y, width: ink.width + padLeft + padRight, height: ink.height)
        }
        let moved = VectorImage.translated(items, dx: -ink.x, dy: -ink.y)
        return SymbolGlyph(image: VectorImage(width: ink.width, height: ink.height, items: moved, undrawn: undrawn), baseline: -ink.y, variant: variant)
    }
}

extension SVGReader {
    /// Where a variant group's origin stands in the template (its `translate`).
    func groupOrigin(_ id: String) -> (x: Double, y: Double)? {
        guard let transform = element(id)?.attributes["transform"] else { return nil }
        let t = SVGValue.transform(transform)
        return (t.tx, t.ty)
    }
}

extension VectorImage {
    /// The bounds of what `items` fill and stroke (control points; strokes grown by half their width).
    static func bounds(of items: [Item]) -> Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ r: Rect, _ grow: Double) {
            guard r.width > 0 || r.height > 0 else { return }
            minX = min(minX, r.x - grow); minY = min(minY, r.y - grow)
            maxX = max(maxX, r.x + r.width + grow); maxY = max(maxY, r.y + r.height + grow)
        }
        for item in items {
            switch item {
            case let .fill(p, _, _): add(p.controlBounds, 0)
            case let .stroke(p, _, style): add(p.controlBounds, style.width / 2)
            case let .bitmap(_, r): add(r, 0)
            case .beginGroup, .endGroup: break
            }
        }
        return minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// `items` moved by (dx, dy): their paths, paints, clips and masks.
    static func translated(_ items: [Item], dx: Double, dy: Double) -> [Item] {
        let t = AffineTransform.translation(dx, dy)
        return items.map { item in
            switch item {
            case let .fill(p, paint, rule): return .fill(p.transformed(by: t), paint.mapped(by: t), rule)
            case let .stroke(p, paint, style): return .stroke(p.transformed(by: t), paint.mapped(by: t), style)
            case let .bitmap(c, r): return .bitmap(c, Rect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height))
            case .beginGroup(var g):
                g.clip = g.clip?.transformed(by: t)
                g.mask = g.mask.map { VectorImage.Mask(items: translated($0.items, dx: dx, dy: dy), luminosity: $0.luminosity) }
                return .beginGroup(g)
            case .endGroup: return .endGroup
            }
        }
    }
}
