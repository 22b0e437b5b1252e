import RowRaster
import RowText

/// Text measures by laying itself out for the proposal (SwiftUI's rules: wraps to the
/// proposed width, as many lines as the limit and the proposed height allow; with no width,
/// its ideal single-line size) and draws the layout at the top of its frame.
final class TextNode: LayoutNode {
    /// Text moves with its frame; its size (and so its wrapping) does not animate.
    override var animatesSize: Bool { false }
    /// How a span is painted: its style, and its decorations' colors (nil: the style's).
    struct SpanPaint {
        var style: AnyShapeStyle
        var underline: Color?
        var strikethrough: Color?
    }

    let prepared: PreparedText
    let paints: [SpanPaint]
    let environment: EnvironmentValues

    /// What the text asked for that is drawn otherwise (a font width), besides the shaper's.
    let requestWarnings: [String]

    init(spans: [TextSpan], paints: [SpanPaint], paragraph: ParagraphStyle, fonts: FontLibrary, environment: EnvironmentValues,
         warnings: [String] = []) throws {
        prepared = try fonts.prepare(spans, paragraph)
        self.paints = paints
        self.environment = environment
        requestWarnings = warnings
    }

    /// The layout for a proposal (the prepared text keeps its recent layouts).
    func layout(_ p: ProposedSize) -> TextLayout { prepared.layout(width: p.width, height: p.height) }

    /// The layout for the frame the parent chose: laid out for the proposal that measured to
    /// exactly that size (so the lines drawn are the lines measured), else for the frame.
    func layout(fitting frame: Rect) -> TextLayout {
        // The widest such proposal (a total order, so the choice never depends on order).
        if let best = measured.widestProposal(measuring: Size(width: frame.width, height: frame.height)) { return layout(best) }
        return layout(ProposedSize(width: frame.width + 1e-9, height: frame.height + 1e-9))
    }

    /// Sizes reported, by proposal.
    @exclusivity(unchecked) private var measured = ProposalMemo<Size>()

    override func measure(_ p: ProposedSize) -> Size {
        let s = prepared.size(width: p.width, height: p.height)
        let size = Size(width: s.width, height: s.height)
        measured.add(p, size)
        return size
    }

    /// SwiftUI's text spacing, from the font's metrics at the display's pixel length.
    override var viewSpacing: ViewSpacing { textSpacing }
    private lazy var textSpacing: ViewSpacing = {
        let e = prepared.fontExtent
        return .text(ascent: e.ascent, descent: e.descent, capHeight: e.capHeight, leading: e.leading,
                     pixel: 1 / max(1, environment.displayScale))
    }()

    override var ownGuides: Set<Guide> { Self.guides }
    private static let guides: Set<Guide> = [.vertical(.firstTextBaseline), .vertical(.lastTextBaseline), .horizontal(.listRowSeparatorLeading)]

    /// Text sets its first and last baselines, and its leading edge as where a list row's
    /// separator starts (so separators line up with a row's first text, as on iOS).
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? {
        if guide == .horizontal(.listRowSeparatorLeading) { return 0 }
        guard case .vertical(let v) = guide, v == .firstTextBaseline || v == .lastTextBaseline else { return nil }
        let l = layout(fitting: Rect(x: 0, y: 0, width: size.width, height: size.height))
        guard let line = v == .firstTextBaseline ? l.lines.first : l.lines.last else { return nil }
        return max(0, (size.height - l.height) / 2) + line.baseline
    }

    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        context.noteTouchable(frame)
        let l = layout(fitting: frame)
        context.warn(requestWarnings + prepared.warnings.map(\.description))
        // The text box sits at the top of the frame, centered vertically if the frame is taller.
        let box = context.snap(frame)
        let origin = Point(box.x, frame.y + max(0, (frame.height - l.height) / 2))
        let bounds = context.pixels(box)
        let spanPaints = paints.map { $0.style.paint(in: bounds, environment) }
        if environment.redactionReasons.contains(.placeholder) {
            // Redacted: each line one rounded box in the text's style at 16 %.
            let s = context.scale
            for line in l.lines where line.width > 0 {
                let height = (line.ascent + line.descent) * 0.8
                let top = origin.y + line.baseline - line.ascent + (line.ascent + line.descent - height) / 2
                let r = Rect(x: (origin.x + line.x) * s, y: (top * s).rounded(), width: line.width * s, height: (height * s).rounded())
                let paint = (spanPaints.first ?? Color.primary.paint(in: r, environment)).multipliedAlpha(0.16)
                context.drawShape(.roundedRect(r, radius: min(4 * s, r.height / 2), style: .continuous), paint: paint, rule: .nonZero)
            }
            return
        }
        var runs = l.glyphRuns(origin: origin, scale: context.scale, transform: context.transform).map { ($0.run, spanPaints[$0.span]) }
        let all = runs.count
        runs.removeAll { $0.1.isInvisible }
        var decorations: [(Rect, Paint)] = []
        for d in l.decorations {
            let paint = paints[d.span]
            let color = d.kind == .underline ? paint.underline : paint.strikethrough
            let p = color.map { $0.paint(in: bounds, environment) } ?? spanPaints[d.span]
            // Whole pixels: a line at least one pixel thick on the pixel row nearest its center.
            let s = context.scale
            let thickness = max(1, (d.rect.height * s).rounded())
            let top = ((origin.y + d.rect.midY) * s - thickness / 2).rounded()
            decorations.append((Rect(x: (origin.x + d.rect.x) * s, y: top, width: d.rect.width * s, height: thickness), p))
        }
        // The layout keeps its outline (frame after frame) when every run is drawn.
        let transform = context.transform, scale = context.scale
        context.drawText(runs, decorations: decorations,
                         outline: runs.count == all ? { l.glyphOutline(origin: origin, scale: scale, transform: transform) } : nil)
    }
}

