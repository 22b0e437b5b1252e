import RowRaster
import RowJSON

/// WCAG 2 contrast of every text run against the pixels actually rendered behind it.
/// Each run's background is the canvas drawn up to (not including) the run, sampled in the
/// run's ink box; the text color is composited over each background pixel; the worst pixel
/// decides. AA asks 4.5:1 for body text and 3:1 for large text (≥ 18 pt, or ≥ 14 pt bold).
public struct ContrastReport: Sendable {
    public struct Finding: Sendable, CustomStringConvertible {
        public let text: String
        public let font: String
        public let points: Double
        public let bounds: IntRect
        /// The lowest contrast over the background pixels.
        public let ratio: Double
        public let required: Double
        public var passes: Bool { ratio >= required }
        public var description: String {
            let r = (ratio * 100).rounded() / 100
            return "\(passes ? "pass" : "FAIL") \(r):1 (needs \(required):1) \(TerminalText.quoted(text)) \(font) \(points) pt at \(bounds.x),\(bounds.y)"
        }
    }

    public let findings: [Finding]
    public var failures: [Finding] { findings.filter { !$0.passes } }

    /// Checks every solid-colored text run of `list`, drawn at `scale` pixels per point.
    public init(list: DisplayList, scale: Double) throws {
        var findings: [Finding] = []
        let renderer = Renderer()
        for (i, op) in list.ops.enumerated() {
            guard case let .glyphs(run, paint, _) = op, case let .solid(color) = paint,
                  run.glyphs.contains(where: { $0.image == nil }) else { continue }
            var ink = Path()
            for (g, p) in zip(run.glyphs, run.positions) where g.image == nil {
                ink.append(g.outline.transformed(by: AffineTransform(a: run.size, b: 0, c: 0, d: run.size, tx: p.x, ty: p.y)))
            }
            let bounds = CoverageMask(path: ink.transformed(by: run.transform), fillRule: .nonZero,
                                      clip: IntRect(x: 0, y: 0, width: list.width, height: list.height)).region
            guard !bounds.isEmpty else { continue }
            // Only the run's box is rendered: the list up to the run, cropped to it.
            var behind = list
            behind.ops = Array(list.ops[..<i])
            behind.ops += Self.closingLayers(behind.ops)
            let canvas = try renderer.render(behind.cropped(to: bounds))
            var worst = Double.infinity
            let text = Self.luminance(color.red, color.green, color.blue)
            for y in 0..<bounds.height {
                for x in 0..<bounds.width {
                    let bg = canvas[x, y].unpremultiplied
                    let ba = Double(bg.a) / 255
                    // The background over white where it is not opaque (as a viewer sees it).
                    func over(_ c: UInt8) -> Double { Double(c) / 255 * ba + (1 - ba) }
                    let (br, bgg, bb) = (over(bg.r), over(bg.g), over(bg.b))
                    let a = color.alpha
                    let fg = a >= 1 ? text : Self.luminance(color.red * a + br * (1 - a), color.green * a + bgg * (1 - a), color.blue * a + bb * (1 - a))
                    let back = Self.luminance(br, bgg, bb)
                    worst = min(worst, (max(fg, back) + 0.05) / (min(fg, back) + 0.05))
                }
            }
            let points = run.size / scale
            let bold = run.font.lowercased().contains("bold") && !run.font.lowercased().contains("semibold")
            let large = points >= 18 || (bold && points >= 14)
            findings.append(Finding(text: run.text ?? "", font: run.font, points: (points * 100).rounded() / 100,
                                    bounds: bounds, ratio: worst, required: large ? 3 : 4.5))
        }
        self.findings = findings
    }

    /// endLayer ops that close layers left open by a prefix of a list.
    static func closingLayers(_ ops: [DisplayOp]) -> [DisplayOp] {
        var depth = 0
        for op in ops {
            if case .beginLayer = op { depth += 1 }
            if case .endLayer = op { depth -= 1 }
        }
        return Array(repeating: .endLayer, count: max(0, depth))
    }

    /// WCAG relative luminance of an sRGB-encoded color.
    static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }
}

#if canImport(Glibc)
import Glibc
#endif
