import RowRaster

extension FontLibrary {
    /// Analyses styled text once (faces per character with fallbacks, bidi, scripts, break
    /// opportunities), ready to be laid out at any proposed size. Never fails for text:
    /// characters no face has draw as boxes and come back as warnings. Throws only when a
    /// bundled or added font cannot be read.
    public func prepare(_ spans: [TextSpan], _ style: ParagraphStyle = ParagraphStyle()) throws(TextError) -> PreparedText {
        PreparedText(paragraph: try Paragraph(spans, library: self, rightToLeft: style.rightToLeft), style: style)
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

    init(paragraph: Paragraph, style: ParagraphStyle) {
        self.paragraph = paragraph
        self.style = style
        whole = LineShaper(paragraph: paragraph, style: style, scale: 1).shapeParagraph()
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

    mutating func run() -> TextLayout {
        let p = paragraph
        // Empty text takes no space, as SwiftUI's `Text("")` (unless lines are reserved).
        if p.text.isEmpty { return assemble([], truncated: false) }
        let prefix = whole.prefix
        func width(_ a: Int, _ b: Int) -> Double { prefix[p.trimmedEnd(a, b)] - prefix[a] }
        // Most UI text is one line that fits: the paragraph as shaped already is that line.
        if !p.hasHardBreaks, p.trimmedEnd(0, p.text.count) == p.text.count,
           self.width == nil || whole.line.width <= self.width! + Typesetter.epsilon {
            return assemble([(Segment(), 0..<p.text.count)], truncated: false, shaped: [whole.line])
        }

        // Lines as ranges of the paragraph (each ends after its spaces and hard break).
        var ranges: [Range<Int>] = []
        var start = 0
        var k = 0   // index into breaks
        let breaks = p.breaks
        while start < p.text.count {
            var end: Int?
            var j = k
            while j < breaks.count {
                let b = breaks[j]
                if b.offset <= start { j += 1; continue }
                if let limit = self.width, width(start, b.offset) > limit + Typesetter.epsilon {
                    if end == nil { end = emergencyBreak(start, before: b.offset, limit: limit, width) }
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
        if ranges.isEmpty { ranges = [0..<0] }
        // A paragraph ending in a hard break has an empty last line.
        if let last = ranges.last, last.upperBound == p.text.count, last.upperBound > 0,
           Paragraph.isLineSeparator(p.text[last.upperBound - 1]) {
            ranges.append(p.text.count..<p.text.count)
        }

        // The line limit: `maxLines`, and as many lines as the proposed height holds.
        var limit = style.maxLines ?? Int.max
        if let height, ranges.count > 1 {
            let lineHeight = lineBox(p.spanAt, at: 0).height + style.lineSpacing
            limit = min(limit, max(1, Int(((height + style.lineSpacing) / lineHeight) + Typesetter.epsilon)))
        }
        limit = max(1, limit)

        var lines: [(segment: Segment, range: Range<Int>)] = []
        var truncated = false
        for (i, r) in ranges.enumerated() {
            if i == limit - 1 && ranges.count > limit {
                lines.append((truncate(from: r.lowerBound, width), r.lowerBound..<p.text.count))
                truncated = true
                break
            }
            let end = p.trimmedEnd(r.lowerBound, r.upperBound)
            var segment = Segment(p, r.lowerBound, end)
            // A line broken at a soft hyphen shows a hyphen there.
            if end > r.lowerBound, end < p.text.count, p.text[end - 1] == 0x00AD {
                segment.append(mark(Typesetter.hyphen, span: Int(p.spanAt[end - 1])))
            }
            lines.append((segment, r))
        }
        // One line too wide even so (a single grapheme wider than the proposal) stays as it is.
        return assemble(lines, truncated: truncated)
    }

    /// Where a line must break inside a word too long for it: after the last grapheme that
    /// fits (at least one).
    private func emergencyBreak(_ start: Int, before end: Int, limit: Double, _ width: (Int, Int) -> Double) -> Int {
        let g = paragraph.graphemes
        var lo = 0, hi = g.count - 1
        while lo < hi { let mid = (lo + hi) / 2; if g[mid] <= start { lo = mid + 1 } else { hi = mid } }
        var best = g[lo]   // the first grapheme after start
        var i = lo + 1
        while i < g.count, g[i] <= end, width(start, g[i]) <= limit + Typesetter.epsilon { best = g[i]; i += 1 }
        return min(best, end)
    }

    /// The last line: the text from `start` to the end of its paragraph line, cut to fit with
    /// an ellipsis at the head, middle or tail.
    private mutating func truncate(from start: Int, _ width: (Int, Int) -> Double) -> Segment {
        let p = paragraph
        var end = start
        while end < p.text.count, !Paragraph.isLineSeparator(p.text[end]) { end += 1 }
        end = p.trimmedEnd(start, end)
        let spanIndex = Int(p.spanAt[end > start ? end - 1 : min(start, p.text.count - 1)])
        let mark = self.mark(Typesetter.ellipsis, span: spanIndex)
        guard let limit = self.width else {
            var s = Segment(p, start, end); s.append(mark); return s
        }
        let markWidth = shaper.shape(mark).width
        let g = p.graphemes.filter { $0 >= start && $0 <= end }
        let available = limit - markWidth

        func fits(_ s: Segment) -> Bool { shaper.shape(s).width <= limit + Typesetter.epsilon }
        func head(_ b: Int) -> Segment { var s = Segment(p, start, p.trimmedEnd(start, b)); s.append(mark); return s }
        func tail(_ a: Int) -> Segment { var s = mark; s.append(Segment(p, leadingTrimmed(a, end), end)); return s }

        switch style.truncation {
        case .tail:
            // The longest prefix that fits with the mark: estimated, then checked by shaping.
            var i = g.lastIndex { width(start, $0) <= available + Typesetter.epsilon } ?? 0
            while i > 0, !fits(head(g[i])) { i -= 1 }
            while i + 1 < g.count, fits(head(g[i + 1])) { i += 1 }
            return i == 0 ? mark : head(g[i])
        case .head:
            var i = g.firstIndex { width($0, end) <= available + Typesetter.epsilon } ?? g.count - 1
            while i < g.count - 1, !fits(tail(g[i])) { i += 1 }
            while i > 0, fits(tail(g[i - 1])) { i -= 1 }
            return i == g.count - 1 ? mark : tail(g[i])
        case .middle:
            // Half the room for each side; the tail side takes what the head side leaves.
            var a = g.lastIndex { width(start, $0) <= available / 2 + Typesetter.epsilon } ?? 0
            func both(_ a: Int, _ b: Int) -> Segment {
                var s = Segment(p, start, p.trimmedEnd(start, g[a])); s.append(mark)
                s.append(Segment(p, leadingTrimmed(g[b], end), end)); return s
            }
            var b = g.firstIndex { $0 >= g[a] && width($0, end) <= available - width(start, g[a]) + Typesetter.epsilon } ?? g.count - 1
            while !fits(both(a, b)) && (a > 0 || b < g.count - 1) {
                if a > 0 && (width(start, g[a]) >= width(g[b], end) || b == g.count - 1) { a -= 1 } else { b += 1 }
            }
            return both(a, b)
        }
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

    /// The line box of units: the tallest span on it sets ascent and descent (raised by its
    /// baseline offset); an empty line takes the style of the span it sits in.
    private func lineBox(_ spanIndices: some Sequence<Int32>, at offset: Int) -> (ascent: Double, descent: Double, height: Double) {
        var spans = Set(spanIndices)
        if spans.isEmpty, !paragraph.spanAt.isEmpty { spans.insert(paragraph.spanAt[min(offset, paragraph.spanAt.count - 1)]) }
        if spans.isEmpty, !paragraph.spans.isEmpty { spans.insert(0) }
        var ascent = 0.0, descent = 0.0, leading = 0.0
        for s in spans where Int(s) < paragraph.spans.count {
            let m = paragraph.primaryFaces[Int(s)].metrics, size = shaper.size(Int(s))
            let rise = paragraph.spans[Int(s)].style.baselineOffset
            // A baseline offset grows the line (raised text above, lowered text below); it
            // never shrinks it.
            ascent = max(ascent, m.ascender * size + max(0, rise))
            descent = max(descent, m.descender * size + max(0, -rise))
            leading = max(leading, m.leading * size)
        }
        return (ascent, descent, ascent + descent + leading)
    }

    /// The layout of lines (each a segment, or already `shaped`), stacked and aligned.
    private func assemble(_ lines: [(segment: Segment, range: Range<Int>)], truncated: Bool, shaped: [ShapedLine]? = nil) -> TextLayout {
        let p = paragraph
        // Pre-shaped lines are whole stretches of the paragraph: their spans and text are its own.
        let fromParagraph = shaped != nil
        let shaped = shaped ?? lines.map { shaper.shape($0.segment) }
        let layoutWidth = shaped.map(\.width).max() ?? 0
        var out: [TextLayout.Line] = []
        var decorations: [TextLayout.Decoration] = []
        var y = 0.0
        for (i, line) in shaped.enumerated() {
            let box = fromParagraph
                ? lineBox(p.spanAt[lines[i].range], at: lines[i].range.lowerBound)
                : lineBox(lines[i].segment.span, at: lines[i].range.lowerBound)
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
                TextLayout.Glyph(face: p.faces[Int(g.face)], id: g.id, x: x + g.x, y: g.y, size: g.size, span: Int(g.span))
            }
            decorations += decorate(line, x: x, baseline: baseline)
            out.append(TextLayout.Line(x: x, width: line.width, baseline: baseline, ascent: box.ascent, descent: box.descent,
                                       glyphs: glyphs, text: fromParagraph
                                           ? p.string(lines[i].range.lowerBound, lines[i].range.upperBound)
                                           : String(decoding: lines[i].segment.text, as: UTF16.self)))
            y += box.height + (i < shaped.count - 1 ? style.lineSpacing : 0)
        }
        // Reserved lines (`lineLimit(n, reservesSpace: true)`, ranges) add empty line heights.
        if lines.count < style.minLines {
            let box = lineBox([], at: p.text.count)
            let extra = Double(style.minLines - lines.count)
            y += extra * box.height + (lines.isEmpty ? extra - 1 : extra) * style.lineSpacing
        }
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
