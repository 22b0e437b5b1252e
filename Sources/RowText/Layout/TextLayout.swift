import RowRaster

/// Text laid out in lines, in points with the origin at the top-left of its box: glyphs per
/// line in visual order, decorations, the box's size, and what was drawn other than asked.
public struct TextLayout: Sendable {
    /// A glyph placed on a line: pen x from the layout's left edge, baseline y from its top.
    public struct Glyph: Sendable {
        public let face: FontFace
        public let id: UInt32
        public let x: Double
        public let y: Double
        /// Points per em.
        public let size: Double
        /// Index of the span it comes from.
        public let span: Int
        /// Where its cluster starts in its line's text (UTF-16 offset).
        public let cluster: Int
    }

    public struct Line: Sendable {
        /// Left edge of the line's ink box (after alignment), and its width.
        public let x: Double
        public let width: Double
        /// Baseline, from the layout's top.
        public let baseline: Double
        public let ascent: Double
        public let descent: Double
        public let glyphs: [Glyph]
        /// The UTF-16 text the line shows (with an ellipsis where truncated).
        let units: [UInt16]
        /// The text the line shows (with an ellipsis where truncated).
        public var text: String { String(decoding: units, as: UTF16.self) }

        /// For each group of cluster starts, the text of those clusters in logical order: a
        /// cluster runs to the next cluster of the line. Each unit lands in one text at most,
        /// so the texts together are no longer than the line.
        func texts(ofClusters groups: [[Int]]) -> [String] {
            // end[u]: where the cluster starting at unit u ends (the next start, or the end).
            var isStart = [Bool](repeating: false, count: units.count + 1)
            for group in groups { for c in group where c >= 0 && c < units.count { isStart[c] = true } }
            var end = [Int](repeating: units.count, count: units.count + 1)
            var next = units.count
            for u in stride(from: units.count - 1, through: 0, by: -1) {
                end[u] = next
                if isStart[u] { next = u }
            }
            return groups.map { group in
                var text: [UInt16] = []
                var previous = -1
                for start in group.sorted() where start > previous && start >= 0 && start < units.count {
                    text += units[start..<end[start]]
                    previous = start
                }
                return String(decoding: text, as: UTF16.self)
            }
        }
    }

    /// An underline or strikethrough, in points from the layout's top-left.
    public struct Decoration: Sendable {
        public enum Kind: Sendable { case underline, strikethrough }
        public let kind: Kind
        public let rect: Rect
        public let span: Int
    }

    public let spans: [TextSpan]
    public let lines: [Line]
    public let decorations: [Decoration]
    public let width: Double
    public let height: Double
    /// Whether text was cut to the line limit (an ellipsis shows where).
    public let isTruncated: Bool
    /// The fraction of their size the spans are set at (below 1 when `minimumScaleFactor` shrank them).
    public let scale: Double
    public let warnings: [TextWarning]
    /// The runs made for the last few places, shared by copies (a layout kept across frames
    /// draws at the same places frame after frame).
    private let lastRuns = LastGlyphRuns()

    /// The text shown, lines joined by newlines.
    public var text: String { lines.map(\.text).joined(separator: "\n") }
    /// The first line's baseline from the top (SwiftUI's `firstTextBaseline`).
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// The last line's baseline from the top (`lastTextBaseline`).
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }

    /// The glyphs as runs (one per span, face and size on each line; a run never spans two
    /// lines, and carries the text of its own glyphs' clusters), each with its span,
    /// with the layout's top-left at `origin` in points, in pixels at `scale` pixels per
    /// point, transformed by `transform` afterwards. Each line's baseline is snapped to the
    /// pixel grid so stems sit alike on every line.
    public func glyphRuns(origin: Point, scale: Double, transform: AffineTransform = .identity) -> [(run: GlyphRun, span: Int)] {
        let key = LastGlyphRuns.Key(origin: origin, scale: scale, transform: transform)
        if let runs = lastRuns.runs(for: key) { return runs }
        let runs = makeGlyphRuns(origin: origin, scale: scale, transform: transform)
        lastRuns.keep(runs, for: key)
        return runs
    }

    /// The outlines of `glyphRuns(origin:scale:transform:)`'s glyphs (`GlyphRun.outline(of:)`),
    /// kept with them.
    public func glyphOutline(origin: Point, scale: Double, transform: AffineTransform = .identity) -> Path {
        let key = LastGlyphRuns.Key(origin: origin, scale: scale, transform: transform)
        if let outline = lastRuns.outline(for: key) { return outline }
        let outline = GlyphRun.outline(of: glyphRuns(origin: origin, scale: scale, transform: transform).map(\.run))
        lastRuns.keep(outline, for: key)
        return outline
    }

    private func makeGlyphRuns(origin: Point, scale: Double, transform: AffineTransform) -> [(run: GlyphRun, span: Int)] {
        var out: [(run: GlyphRun, span: Int)] = []
        for line in lines {
            let baseline = ((origin.y + line.baseline) * scale).rounded()
            let lineStart = out.count
            var clusters: [[Int]] = []          // per run of this line
            for g in line.glyphs {
                let position = Point((origin.x + g.x) * scale, baseline + g.y * scale)
                let glyph = g.face.glyph(g.id)
                if let last = out.indices.last, last >= lineStart, out[last].span == g.span, out[last].run.font == g.face.name,
                   out[last].run.size == g.size * scale {
                    out[last].run.glyphs.append(glyph); out[last].run.positions.append(position)
                    clusters[clusters.count - 1].append(g.cluster)
                } else {
                    out.append((GlyphRun(font: g.face.name, size: g.size * scale, glyphs: [glyph], positions: [position],
                                         transform: transform), g.span))
                    clusters.append([g.cluster])
                }
            }
            let texts = line.texts(ofClusters: clusters)
            for (k, text) in texts.enumerated() { out[lineStart + k].run.text = text }
        }
        return out
    }
}

/// A layout's glyph runs for the last few places they were asked for (one paragraph can be
/// shown in several rows: copies of a layout share this), and their outline once asked.
final class LastGlyphRuns: Sendable {
    struct Key: Equatable, Sendable {
        let origin: Point
        let scale: Double
        let transform: AffineTransform
    }
    private struct Entry {
        let key: Key
        let runs: [(run: GlyphRun, span: Int)]
        var outline: Path?
    }
    /// At most this many places; the oldest gives way.
    static let maxPlaces = 16
    private let entries = Locked<[Entry]>([])

    func runs(for key: Key) -> [(run: GlyphRun, span: Int)]? {
        entries.withLock { $0.first { $0.key == key }?.runs }
    }

    func keep(_ runs: [(run: GlyphRun, span: Int)], for key: Key) {
        entries.withLock { entries in
            if entries.count >= Self.maxPlaces { entries.removeFirst() }
            entries.append(Entry(key: key, runs: runs))
        }
    }

    func outline(for key: Key) -> Path? {
        entries.withLock { $0.first { $0.key == key }?.outline }
    }

    /// Keeps the outline of the runs kept for `key` (nothing when they are no longer kept).
    func keep(_ outline: Path, for key: Key) {
        entries.withLock { entries in
            if let i = entries.firstIndex(where: { $0.key == key }) { entries[i].outline = outline }
        }
    }
}
