/// The units of one line as it will be drawn: a stretch of its paragraph, perhaps with an
/// ellipsis, each unit keeping its span, face, bidi level and script.
struct Segment {
    var text: [UInt16] = []
    var span: [Int32] = []
    var face: [Int32] = []
    var level: [UInt8] = []
    var script: [UInt32] = []

    init() {}

    /// Units [a, b) of a paragraph.
    init(_ p: Paragraph, _ a: Int, _ b: Int) {
        text = Array(p.text[a..<b]); span = Array(p.spanAt[a..<b]); face = Array(p.faceAt[a..<b])
        level = Array(p.levels[a..<b]); script = Array(p.scripts[a..<b])
    }

    mutating func append(_ other: Segment) {
        text += other.text; span += other.span; face += other.face; level += other.level; script += other.script
    }
}

/// One glyph of a shaped line, in points: pen position from the line's start, offset from the
/// baseline (down positive), the advance it contributes.
struct LineGlyph {
    var face: Int32
    var id: UInt32
    /// Where the pen stood before the glyph (x without the glyph's own offset).
    var pen: Double
    var x: Double
    var y: Double
    var advance: Double
    /// Points per em of the glyph.
    var size: Double
    var span: Int32
    /// The segment offset (UTF-16) where the glyph's cluster starts.
    var cluster: Int32 = 0
}

/// A line's glyphs in visual order, and its width.
struct ShapedLine {
    var glyphs: [LineGlyph] = []
    var width = 0.0
}

/// Shapes segments with HarfBuzz: splits them into runs of one span, face, level and script,
/// shapes each with its paragraph's features, orders the runs visually (UAX #9 L2) and places
/// the glyphs at a point size scale.
struct LineShaper {
    let paragraph: Paragraph
    let style: ParagraphStyle
    /// The fraction of their size spans are set at (minimumScaleFactor).
    let scale: Double

    /// Points per em of a span's text.
    func size(_ span: Int) -> Double {
        paragraph.spans[span].style.font.pointSize(style.dynamicType) * scale
    }

    func shape(_ segment: Segment) -> ShapedLine {
        var unused: [Double]? = nil
        return shape(segment, unitAdvances: &unused)
    }

    /// Shapes a segment as one line; with `unitAdvances`, also sums each glyph's advance onto
    /// the unit its cluster starts at (what line breaking measures with).
    func shape(_ segment: Segment, unitAdvances: inout [Double]?) -> ShapedLine {
        let runs = runs(of: segment)
        var line = ShapedLine()
        let order = ICU.visualOrder(runs.map { segment.level[$0.lowerBound] })
        segment.text.withUnsafeBufferPointer { text in
            for r in order {
                let pen = line.width
                for var g in shapeRun(runs[r], of: segment, text) {
                    g.glyph.x += pen
                    g.glyph.pen += pen
                    g.glyph.cluster = Int32(g.cluster)
                    line.glyphs.append(g.glyph)
                    line.width += g.glyph.advance
                    unitAdvances?[g.cluster] += g.glyph.advance
                }
            }
        }
        return line
    }

    /// A run's glyphs in visual order with pen positions from the run's start, each with the
    /// segment offset of its cluster.
    private func shapeRun(_ run: Range<Int>, of segment: Segment, _ text: UnsafeBufferPointer<UInt16>) -> [(glyph: LineGlyph, cluster: Int)] {
        let spanIndex = Int(segment.span[run.lowerBound])
        let span = paragraph.spans[spanIndex]
        let faceIndex = segment.face[run.lowerBound]
        let face = paragraph.faces[Int(faceIndex)]
        // The system font's own tracking goes with its face: fallback faces (emoji, other
        // scripts) have none of it, as iOS's fallback fonts do not.
        let optical = face === paragraph.primaryFaces[spanIndex] ? SystemTracking.points(paragraph.trackingFamilies[spanIndex], size: size(spanIndex)) : 0
        let spacing = (span.style.tracking + span.style.kerning + optical) * scale
        let rise = -span.style.baselineOffset

        if case .symbol = span.content {
            // An inline SF Symbol: one icon glyph, its em square centred on the text's middle.
            let textSize = size(spanIndex)
            let size = textSize * SymbolTable.emScale
            let id = paragraph.symbolGlyphs[spanIndex] ?? 0
            let advance = face.advance(id) * size + spacing
            let y = rise + size * 0.5 - textSize * SymbolTable.inlineMiddle
            return [(LineGlyph(face: faceIndex, id: id, pen: 0, x: 0, y: y, advance: advance, size: size, span: Int32(spanIndex)), run.lowerBound)]
        }

        let size = self.size(spanIndex)
        let unit = size / face.unitsPerEm
        var features: [ShapingFeature] = []
        if span.style.font.monospacedDigits { features.append(ShapingFeature("tnum", 1)) }
        if span.style.font.smallCaps.contains(.lowercase) { features.append(ShapingFeature("smcp", 1)) }
        if span.style.font.smallCaps.contains(.uppercase) { features.append(ShapingFeature("c2sc", 1)) }
        if span.style.tracking != 0 {
            for tag in ["liga", "clig", "dlig", "hlig"] { features.append(ShapingFeature(tag, 0)) }
        }
        // A stand-in sets the characters as the font it stands in for does: Inter's contextual
        // alternates ("->" drawn as an arrow) are not SF Pro's.
        if face.standsIn { features.append(ShapingFeature("calt", 0)) }
        let rtl = segment.level[run.lowerBound] % 2 == 1
        let shaped = face.shaper.shape(text, range: run, rightToLeft: rtl, script: segment.script[run.lowerBound],
                                       language: style.language, features: features)
        let embolden = max(0, face.emboldening.rounded())
        var out: [(glyph: LineGlyph, cluster: Int)] = []
        out.reserveCapacity(shaped.ids.count)
        var pen = 0.0
        for g in shaped.ids.indices {
            var advance = Double(shaped.advances[g])
            if advance != 0 { advance += embolden }
            advance *= unit
            // A stand-in takes the widths of the font it stands in for, its glyph centred in them.
            let widen = face.standInDelta(shaped.ids[g], size: size) * size
            advance += widen
            // Tracking and kerning follow each character: the last glyph of its cluster.
            if spacing != 0, g == shaped.ids.count - 1 || shaped.clusters[g + 1] != shaped.clusters[g] { advance += spacing }
            let glyph = LineGlyph(face: faceIndex, id: shaped.ids[g], pen: pen, x: pen + widen / 2 + Double(shaped.xOffsets[g]) * unit,
                                  y: rise - Double(shaped.yOffsets[g]) * unit, advance: advance, size: size, span: Int32(spanIndex))
            out.append((glyph, shaped.clusters[g]))
            pen += advance
        }
        return out
    }

    /// The whole paragraph shaped as one line, and logical widths: `prefix[k]` is the advance
    /// of units [0, k) (what line breaking estimates with).
    func shapeParagraph() -> (line: ShapedLine, prefix: [Double]) {
        let segment = Segment(paragraph, 0, paragraph.text.count)
        var perUnit: [Double]? = [Double](repeating: 0, count: segment.text.count + 1)
        let line = shape(segment, unitAdvances: &perUnit)
        var prefix = [Double](repeating: 0, count: segment.text.count + 1)
        for k in 0..<segment.text.count { prefix[k + 1] = prefix[k] + perUnit![k] }
        return (line, prefix)
    }

    /// Maximal stretches of one span, face, level and script, in logical order; hard line
    /// breaks belong to none.
    private func runs(of segment: Segment) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var i = 0
        let n = segment.text.count
        while i < n {
            if segment.face[i] < 0 { i += 1; continue }
            var j = i + 1
            while j < n, segment.face[j] == segment.face[i], segment.span[j] == segment.span[i],
                  segment.level[j] == segment.level[i], segment.script[j] == segment.script[i] { j += 1 }
            runs.append(i..<j)
            i = j
        }
        return runs
    }
}
