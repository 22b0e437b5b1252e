import RowRaster

extension FontLibrary {
    /// Analyses styled text once (faces per character with fallbacks, bidi, scripts, break
    /// opportunities), ready to be laid out at any proposed size. Never fails for text:
    /// characters no face has draw as boxes and come back as warnings. Throws only when a
    /// bundled or added font cannot be read.
    /// Prepared paragraphs are kept across calls (see `ParagraphCache`).
    public func prepare(_ spans: [TextSpan], _ style: ParagraphStyle = ParagraphStyle()) throws(TextError) -> PreparedText {
        try paragraphs.prepared(ParagraphCache.Key(spans: spans, style: style)) { () throws(TextError) in
            PreparedText(paragraph: try Paragraph(spans, library: self, rightToLeft: style.rightToLeft), style: style)
        }
    }

    /// `prepare` then `layout` in one step.
    public func layout(_ spans: [TextSpan], _ style: ParagraphStyle = ParagraphStyle(), width: Double? = nil,
                       height: Double? = nil) throws(TextError) -> TextLayout {
        try prepare(spans, style).layout(width: width, height: height)
    }
}

/// Styled text analysed and ready to lay out in lines (see `FontLibrary.prepare`).
public struct PreparedText: Sendable {
    let paragraph: Paragraph
    public let style: ParagraphStyle
    /// The paragraph shaped once at full size, as one line (reused by every layout at that size).
    let whole: (line: ShapedLine, prefix: [Double])

    /// The size of the text as one line, when it is one (no hard break, nothing hanging).
    let oneLine: (width: Double, height: Double)?

    /// Sizes and layouts already made, by proposal.
    let measurements = TextMeasurements()

    init(paragraph: Paragraph, style: ParagraphStyle) {
        self.paragraph = paragraph
        self.style = style
        whole = LineShaper(paragraph: paragraph, style: style, scale: 1).shapeParagraph()
        if !paragraph.text.isEmpty, !paragraph.hasHardBreaks, paragraph.trimmedEnd(0, paragraph.text.count) == paragraph.text.count {
            var typesetter = Typesetter(paragraph: paragraph, style: style, width: nil, height: nil, scale: 1, whole: whole)
            oneLine = typesetter.measure()
        } else {
            oneLine = nil
        }
    }

    /// The size the text takes for a proposal — what stacks ask again and again — from its
    /// planned lines and the paragraph's widths, without shaping lines or building glyphs.
    /// Heights equal `layout`'s; a wrapped line's width may differ from its shaped width by
    /// kerning across the break.
    public func size(width: Double? = nil, height: Double? = nil) -> (width: Double, height: Double) {
        let width = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let height = height.flatMap { $0.isFinite ? max(0, $0) : nil }
        // One line that fits: asked most often, answered at once.
        if let oneLine, width.map({ oneLine.width <= $0 + Typesetter.epsilon }) ?? true { return oneLine }
        return measurements.size(.init(width: width, height: height)) {
            if style.minimumScaleFactor < 1 {
                let l = layout(width: width, height: height)
                return (l.width, l.height)
            }
            var typesetter = Typesetter(paragraph: paragraph, style: style, width: width, height: height, scale: 1, whole: whole)
            return typesetter.measure()
        }
    }

    /// The largest of the paragraph's font metrics in points — ascent, descent, cap height and
    /// leading, each over its spans — which SwiftUI's spacing between text and its neighbours
    /// comes from.
    public var fontExtent: (ascent: Double, descent: Double, capHeight: Double, leading: Double) {
        var e = (ascent: 0.0, descent: 0.0, capHeight: 0.0, leading: 0.0)
        for (s, span) in paragraph.spans.enumerated() where s < paragraph.primaryFaces.count {
            let m = paragraph.primaryFaces[s].metrics, size = span.style.font.pointSize(style.dynamicType)
            e = (max(e.ascent, m.ascender * size), max(e.descent, m.descender * size),
                 max(e.capHeight, m.capHeight * size), max(e.leading, m.leading * size))
        }
        return e
    }

    /// Characters no font has, unknown fonts and symbols.
    public var warnings: [TextWarning] { paragraph.warnings }

    /// Lays the text out in a proposed box, by SwiftUI's rules: lines break at UAX #14
    /// opportunities (a word wider than the line breaks between characters; no hyphenation),
    /// at most `maxLines` lines and as many as fit `height`, the last line truncated per
    /// `truncation`, shrunk first down to `minimumScaleFactor`. With no `width` the text keeps
    /// to its hard line breaks.
    public func layout(width: Double? = nil, height: Double? = nil) -> TextLayout {
        // An infinite (or meaningless) proposal is no limit; a negative one is none at all.
        let width = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let height = height.flatMap { $0.isFinite ? max(0, $0) : nil }
        return measurements.layout(.init(width: width, height: height)) { fit(width: width, height: height) }
    }

    private func fit(width: Double?, height: Double?) -> TextLayout {
        var typesetter = Typesetter(paragraph: paragraph, style: style, width: width, height: height, scale: 1, whole: whole)
        let full = typesetter.run()
        guard full.isTruncated, style.minimumScaleFactor < 1, width != nil else { return full }
        // Shrink: the largest scale (to 1/64 of the range) at which nothing is truncated.
        var lo = max(0.01, style.minimumScaleFactor), hi = 1.0
        typesetter = Typesetter(paragraph: paragraph, style: style, width: width, height: height, scale: lo)
        let smallest = typesetter.run()
        if smallest.isTruncated { return smallest }
        var best = smallest
        for _ in 0..<6 {
            let mid = (lo + hi) / 2
            typesetter = Typesetter(paragraph: paragraph, style: style, width: width, height: height, scale: mid)
            let candidate = typesetter.run()
            if candidate.isTruncated { hi = mid } else { lo = mid; best = candidate }
        }
        return best
    }
}

/// Forms lines for one paragraph at one size scale.
struct Typesetter {
    let paragraph: Paragraph
    let style: ParagraphStyle
    let width: Double?
    let height: Double?
    let shaper: LineShaper
    /// Tolerance for widths that equal the proposal up to rounding.
    static let epsilon = 1e-6
    static let ellipsis: UInt16 = 0x2026
    static let hyphen: UInt16 = 0x2010

    /// The paragraph shaped as one line at this scale.
    let whole: (line: ShapedLine, prefix: [Double])

    init(paragraph: Paragraph, style: ParagraphStyle, width: Double?, height: Double?, scale: Double,
         whole: (line: ShapedLine, prefix: [Double])? = nil) {
        self.paragraph = paragraph; self.style = style; self.width = width; self.height = height
        shaper = LineShaper(paragraph: paragraph, style: style, scale: scale)
        self.whole = whole ?? shaper.shapeParagraph()
    }

    /// A line as planned: the whole paragraph as shaped already, a stretch of it (ending after
    /// its spaces and hard break), or the last line, cut to fit from a unit on.
    enum PlannedLine {
        case paragraph
        case range(Range<Int>)
        case truncated(from: Int)
    }

    /// Logical widths of units [a, b) without their trailing spaces, from the paragraph's shaping.
    func width(_ a: Int, _ b: Int) -> Double { whole.prefix[paragraph.trimmedEnd(a, b)] - whole.prefix[a] }

    /// The lines the text takes in the proposal, and whether it is cut.
    mutating func plan() -> (lines: [PlannedLine], truncated: Bool) {
        let p = paragraph
        // Empty text takes no space, as SwiftUI's `Text("")` (unless lines are reserved).
        if p.text.isEmpty { return ([], false) }
        // Most UI text is one line that fits: the paragraph as shaped already is that line.
        if !p.hasHardBreaks, p.trimmedEnd(0, p.text.count) == p.text.count,
           self.width == nil || whole.line.width <= self.width! + Typesetter.epsilon {
            return ([.paragraph], false)
        }
        // One line at most (`lineLimit(1)`, or a height for one line): no breaks to find — the
        // first line is the text up to its first hard break, cut to fit.
        if lineLimit(lines: 2) == 1 {
            var end = 0
            while end < p.text.count, !Paragraph.isLineSeparator(p.text[end]) { end += 1 }
            let visible = p.trimmedEnd(0, end)
            let fits = self.width.map { width(0, visible) <= $0 + Typesetter.epsilon } ?? true
            if fits && p.trimmedEnd(0, p.text.count) == visible { return ([.range(0..<p.text.count)], false) }
            return ([.truncated(from: 0)], true)
        }
        // Greedy lines at the break opportunities, one past the limit at most (that one only
        // says the text goes on).
        let maxLines = lineLimit(lines: Int.max)
        var ranges: [Range<Int>] = []
        var start = 0
        var k = 0   // index into breaks
        let breaks = p.breaks
        while start < p.text.count && ranges.count <= maxLines {
            var end: Int?
            var j = k
            while j < breaks.count {
                let b = breaks[j]
                if b.offset <= start { j += 1; continue }
                if let limit = self.width, width(start, b.offset) > limit + Typesetter.epsilon {
                    if end == nil { end = emergencyBreak(start, before: b.offset, limit: limit) }
                    break
                }
                end = b.offset
                j += 1
                if b.mandatory { break }
            }
            let e = end ?? p.text.count
            ranges.append(start..<e)
            k = max(k, j - 1)
            start = e
        }
        // A paragraph ending in a hard break has an empty last line.
        if let last = ranges.last, last.upperBound == p.text.count, Paragraph.isLineSeparator(p.text[last.upperBound - 1]) {
            ranges.append(p.text.count..<p.text.count)
        }
        let limit = lineLimit(lines: ranges.count)
        guard ranges.count > limit else { return (pushingOutOrphans(ranges, breaks).map { .range($0) }, false) }
        return (ranges.prefix(limit - 1).map { .range($0) } + [.truncated(from: ranges[limit - 1].lowerBound)], true)
    }

    /// The lines with no word left alone on the text's last line, as iOS's standard line-break
    /// strategy (`pushOut`) sets text: where the last line holds one word and the line before it
    /// more, that line's last word moves down when both fit the width together. Only at the
    /// text's end — a line ending at a hard break keeps its word (a reference shows iOS leaving
    /// "(which" alone before a source string's newline) — and only where the break before the
    /// orphan follows a space (words, not the characters of scripts that break anywhere).
    private func pushingOutOrphans(_ ranges: [Range<Int>], _ breaks: [(offset: Int, mandatory: Bool)]) -> [Range<Int>] {
        guard ranges.count > 1, let limit = width else { return ranges }
        let p = paragraph
        var out = ranges
        let i = out.count - 1, last = out[i], before = out[i - 1]
        guard !last.isEmpty, !Paragraph.isLineSeparator(p.text[last.upperBound - 1]),
              !Paragraph.isLineSeparator(p.text[before.upperBound - 1]), Paragraph.isSpace(p.text[before.upperBound - 1]) else { return out }
        // One word: no opportunity inside the last line.
        let next = firstBreak(after: last.lowerBound, breaks)
        guard next == breaks.count || breaks[next].offset >= p.trimmedEnd(last.lowerBound, last.upperBound) else { return out }
        // The line before's last opportunity, after a space, if it leaves a word on that line.
        let k = firstBreak(after: before.upperBound - 1, breaks) - 1
        guard k >= 0, case let cut = breaks[k].offset, cut > before.lowerBound, Paragraph.isSpace(p.text[cut - 1]),
              p.trimmedEnd(before.lowerBound, cut) > before.lowerBound,
              width(cut, last.upperBound) <= limit + Typesetter.epsilon else { return out }
        out[i - 1] = before.lowerBound..<cut
        out[i] = cut..<last.upperBound
        return out
    }

    /// The index of the first break opportunity after `offset` (the count when there is none).
    private func firstBreak(after offset: Int, _ breaks: [(offset: Int, mandatory: Bool)]) -> Int {
        var lo = 0, hi = breaks.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if breaks[mid].offset <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Lays the text out: plans its lines, then shapes each.
    mutating func run() -> TextLayout {
        let (planned, truncated) = plan()
        let p = paragraph
        var lines: [(shaped: ShapedLine, segment: Segment?, range: Range<Int>)] = []
        for line in planned {
            switch line {
            case .paragraph:
                lines.append((whole.line, nil, 0..<p.text.count))
            case .range(let r):
                let end = p.trimmedEnd(r.lowerBound, r.upperBound)
                var segment = Segment(p, r.lowerBound, end)
                // A line broken at a soft hyphen shows a hyphen there.
                if end > r.lowerBound, end < p.text.count, p.text[end - 1] == 0x00AD {
                    segment.append(mark(Typesetter.hyphen, span: Int(p.spanAt[end - 1])))
                }
                lines.append((shaper.shape(segment), segment, r))
            case .truncated(let start):
                let cut = truncate(from: start)
                lines.append((cut.shaped, cut.segment, start..<lineEnd(start)))
            }
        }
        // One line too wide even so (a single grapheme wider than the proposal) stays as it is.
        return assemble(lines, truncated: truncated)
    }

    /// The size `run()` gives, from the plan and the paragraph's widths: no line is shaped
    /// again but a truncated one.
    mutating func measure() -> (width: Double, height: Double) {
        let (planned, _) = plan()
        let p = paragraph
        var width = 0.0, height = 0.0
        for (i, line) in planned.enumerated() {
            let w: Double, box: (ascent: Double, descent: Double, height: Double)
            switch line {
            case .paragraph:
                (w, box) = (whole.line.width, lineBox(0..<p.text.count))
            case .range(let r):
                (w, box) = (self.width(r.lowerBound, r.upperBound), lineBox(r))
            case .truncated(let start):
                // Shaped, as drawn: a cut line's width places what follows it in a stack.
                (w, box) = (truncate(from: start).shaped.width, lineBox(start..<lineEnd(start)))
            }
            width = max(width, w)
            height += box.height + (i < planned.count - 1 ? style.lineSpacing : 0)
        }
        return (width, height + reservedHeight(lines: planned.count))
    }

    /// The end of the paragraph line `start` is on (before its hard break).
    private func lineEnd(_ start: Int) -> Int {
        var end = start
        while end < paragraph.text.count, !Paragraph.isLineSeparator(paragraph.text[end]) { end += 1 }
        return end
    }

    /// The line limit for text of `lines` lines: `maxLines`, and as many lines as the proposed
    /// height holds (at least one).
    private func lineLimit(lines: Int) -> Int {
        var limit = style.maxLines ?? Int.max
        if let height, lines > 1 {
            let lineHeight = lineBox(0..<paragraph.text.count).height + style.lineSpacing
            let fit = (height + style.lineSpacing) / lineHeight + Typesetter.epsilon
            if fit.isFinite && fit < 1e9 { limit = min(limit, Int(max(0, fit))) }
        }
        return max(1, limit)
    }

    /// Where a line must break inside a word too long for it: after the last grapheme that
    /// fits (at least one).
    private func emergencyBreak(_ start: Int, before end: Int, limit: Double) -> Int {
        let g = paragraph.graphemes
        var lo = 0, hi = g.count - 1
        while lo < hi { let mid = (lo + hi) / 2; if g[mid] <= start { lo = mid + 1 } else { hi = mid } }
        var best = g[lo]   // the first grapheme after start
        var i = lo + 1
        while i < g.count, g[i] <= end, width(start, g[i]) <= limit + Typesetter.epsilon { best = g[i]; i += 1 }
        return min(best, end)
    }

    /// The last line: the text from `start` to the end of its paragraph line, cut to fit with
    /// an ellipsis at the head, middle or tail — estimated from the paragraph's widths, then
    /// checked by shaping.
    private mutating func truncate(from start: Int) -> (segment: Segment, shaped: ShapedLine) {
        let p = paragraph
        let end = p.trimmedEnd(start, lineEnd(start))
        let mark = ellipsis(at: start, end)
        let shapedMark = shaper.shape(mark)
        guard let limit = self.width else {
            var s = Segment(p, start, end); s.append(mark); return (s, shaper.shape(s))
        }
        let g = p.graphemes(from: start, through: end)
        let cut = estimateCut(start, end, g, markWidth: shapedMark.width)

        // Candidates are shaped once each; the last that fits is the answer.
        var best: (segment: Segment, shaped: ShapedLine) = (mark, shapedMark)
        func fits(_ s: Segment) -> Bool {
            let shaped = shaper.shape(s)
            guard shaped.width <= limit + Typesetter.epsilon else { return false }
            best = (s, shaped)
            return true
        }
        func head(_ b: Int) -> Segment { var s = Segment(p, start, p.trimmedEnd(start, b)); s.append(mark); return s }
        func tail(_ a: Int) -> Segment { var s = mark; s.append(Segment(p, leadingTrimmed(a, end), end)); return s }
        func both(_ a: Int, _ b: Int) -> Segment {
            var s = Segment(p, start, p.trimmedEnd(start, g[a])); s.append(mark)
            s.append(Segment(p, leadingTrimmed(g[b], end), end)); return s
        }
        switch style.truncation {
        case .tail:
            var i = cut.head
            while i > 0, !fits(head(g[i])) { i -= 1 }
            while i + 1 < g.count, fits(head(g[i + 1])) { i += 1 }
            return i == 0 ? (mark, shapedMark) : best
        case .head:
            var i = cut.tail
            while i < g.count - 1, !fits(tail(g[i])) { i += 1 }
            while i > 0, fits(tail(g[i - 1])) { i -= 1 }
            return i == g.count - 1 ? (mark, shapedMark) : best
        case .middle:
            var (a, b) = (cut.head, cut.tail)
            var fitted = fits(both(a, b))
            while !fitted && (a > 0 || b < g.count - 1) {
                if a > 0 && (width(start, g[a]) >= width(g[b], end) || b == g.count - 1) { a -= 1 } else { b += 1 }
                fitted = fits(both(a, b))
            }
            return fitted ? best : (mark, shapedMark)
        }
    }

    /// Where the cut falls by the paragraph's widths: the last grapheme boundary kept before
    /// the mark (`head`) and the first kept after it (`tail`); for the middle mode, half the
    /// room each side, the tail taking what the head leaves.
    private func estimateCut(_ start: Int, _ end: Int, _ g: [Int], markWidth: Double) -> (head: Int, tail: Int) {
        // (g is small: the boundaries of one line's worth of text and what follows on it.)
        let available = (self.width ?? .infinity) - markWidth
        switch style.truncation {
        case .tail:
            return (g.lastIndex { width(start, $0) <= available + Typesetter.epsilon } ?? 0, g.count - 1)
        case .head:
            return (0, g.firstIndex { width($0, end) <= available + Typesetter.epsilon } ?? g.count - 1)
        case .middle:
            let a = g.lastIndex { width(start, $0) <= available / 2 + Typesetter.epsilon } ?? 0
            let b = g.firstIndex { $0 >= g[a] && width($0, end) <= available - width(start, g[a]) + Typesetter.epsilon } ?? g.count - 1
            return (a, b)
        }
    }

    /// The ellipsis for a cut line, in the style of the last character it keeps.
    private func ellipsis(at start: Int, _ end: Int) -> Segment {
        mark(Typesetter.ellipsis, span: Int(paragraph.spanAt[end > start ? end - 1 : min(start, paragraph.text.count - 1)]))
    }

    /// `a`, moved past spaces.
    private func leadingTrimmed(_ a: Int, _ end: Int) -> Int {
        var i = a
        while i < end, Paragraph.isSpace(paragraph.text[i]) { i += 1 }
        return i
    }

    /// A mark the typesetter adds ("…", a hyphen) in a span's style: in the span's face if it
    /// has the character, else in a face of the paragraph that has, at the paragraph's direction.
    private func mark(_ unit: UInt16, span: Int) -> Segment {
        var s = Segment()
        s.text = [unit]
        s.span = [Int32(span)]
        let primary = paragraph.primaryFaces[span], scalar = Unicode.Scalar(unit)!
        let face = paragraph.faces.firstIndex { $0 === primary && $0.covers(scalar) }
            ?? paragraph.faces.firstIndex { $0.covers(scalar) } ?? 0
        s.face = [Int32(face)]
        s.level = [paragraph.baseLevel]
        s.script = [paragraph.scripts.first ?? HarfBuzzFont.commonScript]
        return s
    }

    /// The line box of units [a, b): the tallest span on it sets ascent and descent (raised by
    /// its baseline offset); an empty line takes the style of the span it sits in.
    private func lineBox(_ r: Range<Int>) -> (ascent: Double, descent: Double, height: Double) {
        let p = paragraph
        if p.spans.count <= 1 || r.isEmpty {
            guard !p.spans.isEmpty else { return (0, 0, 0) }
            return lineBox(span: p.spanAt.isEmpty ? 0 : Int(p.spanAt[min(r.lowerBound, p.spanAt.count - 1)]))
        }
        var spans: [Int] = []
        var last: Int32 = -1
        for i in r where p.spanAt[i] != last {
            last = p.spanAt[i]
            if !spans.contains(Int(last)) { spans.append(Int(last)) }
        }
        return lineBox(spans: spans)
    }

    private func lineBox(spans: [Int]) -> (ascent: Double, descent: Double, height: Double) {
        var ascent = 0.0, descent = 0.0, leading = 0.0
        for s in spans {
            let b = lineBox(span: s)
            ascent = max(ascent, b.ascent); descent = max(descent, b.descent); leading = max(leading, b.height - b.ascent - b.descent)
        }
        return (ascent, descent, ascent + descent + leading)
    }

    /// One span's line box. A baseline offset grows the line (raised text above, lowered text
    /// below); it never shrinks it.
    private func lineBox(span s: Int) -> (ascent: Double, descent: Double, height: Double) {
        let m = paragraph.primaryFaces[s].metrics, size = shaper.size(s)
        let rise = paragraph.spans[s].style.baselineOffset
        let ascent = m.ascender * size + max(0, rise), descent = m.descender * size + max(0, -rise)
        return (ascent, descent, ascent + descent + m.leading * size)
    }

    /// The height lines reserved beyond `lines` add (`lineLimit(n, reservesSpace: true)`, ranges).
    private func reservedHeight(lines: Int) -> Double {
        guard lines < style.minLines else { return 0 }
        let box = lineBox(paragraph.text.count..<paragraph.text.count)
        let extra = Double(style.minLines - lines)
        return extra * box.height + (lines == 0 ? extra - 1 : extra) * style.lineSpacing
    }

    /// The layout of shaped lines, stacked and aligned.
    private func assemble(_ lines: [(shaped: ShapedLine, segment: Segment?, range: Range<Int>)], truncated: Bool) -> TextLayout {
        let p = paragraph
        let layoutWidth = lines.map(\.shaped.width).max() ?? 0
        var out: [TextLayout.Line] = []
        var decorations: [TextLayout.Decoration] = []
        var y = 0.0
        for (i, (line, segment, range)) in lines.enumerated() {
            let box = lineBox(range)
            let baseline = y + box.ascent
            let free = layoutWidth - line.width
            let leadingIsLeft = !style.rightToLeft
            let x: Double
            switch style.alignment {
            case .leading: x = leadingIsLeft ? 0 : free
            case .center: x = free / 2
            case .trailing: x = leadingIsLeft ? free : 0
            }
            let glyphs = line.glyphs.map { g in
                TextLayout.Glyph(face: p.faces[Int(g.face)], id: g.id, x: x + g.x, y: g.y, size: g.size, span: Int(g.span), cluster: Int(g.cluster))
            }
            decorations += decorate(line, x: x, baseline: baseline)
            out.append(TextLayout.Line(x: x, width: line.width, baseline: baseline, ascent: box.ascent, descent: box.descent,
                                       glyphs: glyphs, units: segment?.text ?? Array(p.text[range])))
            y += box.height + (i < lines.count - 1 ? style.lineSpacing : 0)
        }
        y += reservedHeight(lines: lines.count)
        return TextLayout(spans: p.spans, lines: out, decorations: decorations, width: layoutWidth, height: y,
                          isTruncated: truncated, scale: shaper.scale, warnings: p.warnings)
    }

    /// Underlines and strikethroughs under each stretch of a line's glyphs from one span that
    /// asks for them, placed by the span's face.
    private func decorate(_ line: ShapedLine, x: Double, baseline: Double) -> [TextLayout.Decoration] {
        var out: [TextLayout.Decoration] = []
        var i = 0
        while i < line.glyphs.count {
            let span = line.glyphs[i].span
            var j = i + 1
            while j < line.glyphs.count, line.glyphs[j].span == span { j += 1 }
            let style = paragraph.spans[Int(span)].style
            if style.underline || style.strikethrough {
                let face = paragraph.primaryFaces[Int(span)], size = shaper.size(Int(span))
                let x0 = x + line.glyphs[i].pen, x1 = x + line.glyphs[j - 1].pen + line.glyphs[j - 1].advance
                let thickness = face.underline.thickness * size
                let shifted = baseline - style.baselineOffset
                if style.underline {
                    out.append(.init(kind: .underline, rect: Rect(x: x0, y: shifted + face.underline.offset * size - thickness / 2,
                                                                   width: x1 - x0, height: thickness), span: Int(span)))
                }
                if style.strikethrough {
                    let middle = shifted - face.metrics.ascender * size * Typesetter.strikeHeight
                    out.append(.init(kind: .strikethrough, rect: Rect(x: x0, y: middle - thickness / 2, width: x1 - x0, height: thickness),
                                     span: Int(span)))
                }
            }
            i = j
        }
        return out
    }

    /// Strikethrough height as a fraction of the ascender (about half the x-height).
    static let strikeHeight = 0.3
}
