/// A paragraph analysed once, before any line is formed: its UTF-16 text, the span and face
/// of every unit, bidi levels, scripts, grapheme and line-break boundaries, and warnings for
/// characters no face draws.
final class Paragraph: Sendable {
    let spans: [TextSpan]
    let text: [UInt16]
    /// Per UTF-16 unit: the span it comes from.
    let spanAt: [Int32]
    /// Per UTF-16 unit: index into `faces`, or -1 for a hard line break (never drawn).
    let faceAt: [Int32]
    let faces: [FontFace]
    let levels: [UInt8]
    /// 0 for a left-to-right paragraph, 1 for right-to-left.
    let baseLevel: UInt8
    /// Per UTF-16 unit: the HarfBuzz script, with common and inherited characters resolved to
    /// their neighbours'.
    let scripts: [UInt32]
    /// Grapheme cluster boundaries, from 0 to `text.count`.
    let graphemes: [Int]
    /// Line break opportunities, found on first use (text that fits on one line never needs them).
    var breaks: [(offset: Int, mandatory: Bool)] { lineBreaks.value { ICU.lineBreaks(text) } }
    private let lineBreaks = Lazy<[(offset: Int, mandatory: Bool)]>()
    /// Per span: the face whose metrics set the line box (the requested face).
    let primaryFaces: [FontFace]
    /// Per span: the family whose tracking its primary face takes — the family that serves the
    /// span (the system font for a name neither bundled, added nor shipped with iOS, as on iOS).
    let trackingFamilies: [FontFamily]
    /// Per span: the symbol glyph of an inline SF Symbol (0: unknown name, drawn as a box; a
    /// string that names no symbol adds no character).
    let symbolGlyphs: [UInt32?]
    let warnings: [TextWarning]
    /// Whether the text holds a line break character.
    var hasHardBreaks: Bool { faceAt.contains(-1) }

    /// UTF-16 units of right-to-left scripts (Hebrew through N'Ko and Syriac supplements,
    /// presentation forms, RTL supplementary planes via their lead surrogates) and bidi controls.
    static func mayBeRightToLeft(_ unit: UInt16) -> Bool {
        (0x0590...0x08FF).contains(unit) || (0xFB1D...0xFDFF).contains(unit) || (0xFE70...0xFEFF).contains(unit)
            || (0xD802...0xD803).contains(unit) || unit == 0xD83A || unit == 0xD83B
            || unit == 0x200F || (0x202A...0x202E).contains(unit) || (0x2066...0x2069).contains(unit) || unit == 0x061C
    }

    static func isLineSeparator(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x0B || unit == 0x0C || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }
    static func isSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x3000 || unit == 0x1680 || (unit >= 0x2000 && unit <= 0x200A && unit != 0x2007)
            || unit == 0x205F || isLineSeparator(unit)
    }

    init(_ spans: [TextSpan], library: FontLibrary, rightToLeft: Bool) throws(TextError) {
        self.spans = spans
        var text: [UInt16] = [], spanAt: [Int32] = [], faceAt: [Int32] = [], graphemes = [0]
        var faces: [FontFace] = [], faceIndex: [String: Int32] = [:]
        var warnings: [TextWarning] = [], warned = Set<TextWarning>()
        var primaryFaces: [FontFace] = [], symbolGlyphs: [UInt32?] = [], trackingFamilies: [FontFamily] = []
        func index(of face: FontFace) -> Int32 {
            if let i = faceIndex[face.name] { return i }
            faces.append(face)
            faceIndex[face.name] = Int32(faces.count - 1)
            return Int32(faces.count - 1)
        }
        func warn(_ w: TextWarning) { if warned.insert(w).inserted { warnings.append(w) } }

        for (s, span) in spans.enumerated() {
            let font = span.style.font
            let primarySpec = library.spec(for: font)
            let primary = try library.load(primarySpec)
            primaryFaces.append(primary)
            trackingFamilies.append(library.servingFamily(font.family))
            _ = index(of: primary)   // marks the typesetter adds ("…", "‐") use it
            if case .symbol(let name) = span.content {
                let glyph = library.symbols.glyphID(name, weight: font.weight)
                if glyph == nil, library.namesNoSymbol(name) {
                    // A string that names no symbol is an image iOS draws as nothing, inline too.
                    warn(TextWarning(.notASymbol, text: name, font: library.symbols.font.name))
                    symbolGlyphs.append(nil)
                    continue
                }
                if glyph == nil { warn(TextWarning(.unknownSymbol, text: name, font: library.symbols.font.name)) }
                symbolGlyphs.append(glyph)
                text.append(0xFFFC); spanAt.append(Int32(s)); faceAt.append(index(of: library.symbols.font))
                graphemes.append(text.count)
                continue
            }
            symbolGlyphs.append(nil)
            let characters = span.characters
            if let standIn = library.standIn(for: font.family) {
                warn(TextWarning(.standInFont(standIn.displayName), text: characters, font: font.family.displayName))
            } else if !library.knows(font.family) {
                warn(TextWarning(.unknownFont, text: characters, font: font.family.displayName))
            }
            let chain = library.fallbackChain(primary: primarySpec, weight: font.weight.rawValue, italic: font.italic)
            var chainFaces = [FontFace?](repeating: nil, count: chain.count)
            chainFaces[0] = primary
            func face(_ i: Int) throws(TextError) -> FontFace {
                if let f = chainFaces[i] { return f }
                let f = try library.load(chain[i])
                chainFaces[i] = f
                return f
            }
            let emoji = chain.count - 1   // the chain ends with the emoji face
            var previous: FontFace?
            let textOrder = Array(chain.indices), emojiOrder = [emoji] + Array(0..<emoji)
            for cluster in characters {
                let scalars = cluster.unicodeScalars
                let count = cluster.utf16.count
                text.append(contentsOf: cluster.utf16)
                spanAt.append(contentsOf: repeatElement(Int32(s), count: count))
                graphemes.append(text.count)
                // The common case first: one character the requested face has (a space stays in
                // the text face before it, as below).
                if scalars.count == 1, let c = scalars.first, c.value >= 0x21, c.value < 0x7F || (c.value >= 0xA0 && c.value < 0x2000),
                   primary.covers(c) {
                    faceAt.append(contentsOf: repeatElement(index(of: primary), count: count))
                    previous = primary
                    continue
                }
                if cluster.utf16.allSatisfy(Paragraph.isLineSeparator) {
                    faceAt.append(contentsOf: repeatElement(-1, count: count))
                    previous = nil
                    continue
                }
                let needed = scalars.filter { !EmojiPresentation.isIgnorable($0) }
                var chosen: FontFace?
                // Spaces and invisible characters stay in the text face of what precedes them
                // (an emoji face's space is an emoji wide).
                if let previous, !previous.isColor, needed.allSatisfy({ $0.properties.isWhitespace }), needed.allSatisfy(previous.covers) {
                    chosen = previous
                }
                if chosen == nil {
                    let order = EmojiPresentation.isEmoji(scalars) ? emojiOrder : textOrder
                    for i in order where try needed.allSatisfy(face(i).covers) { chosen = try face(i); break }
                    if chosen == nil, let first = needed.first {
                        for i in order where try face(i).covers(first) { chosen = try face(i); break }
                    }
                }
                let drawn = chosen ?? primary
                for scalar in needed where !drawn.covers(scalar) {
                    warn(TextWarning(.missingCharacter(scalar), text: characters, font: primary.name))
                }
                faceAt.append(contentsOf: repeatElement(index(of: drawn), count: count))
                previous = drawn
            }
        }
        self.text = text; self.spanAt = spanAt; self.faceAt = faceAt; self.faces = faces
        self.graphemes = graphemes; self.warnings = warnings
        self.primaryFaces = primaryFaces; self.symbolGlyphs = symbolGlyphs; self.trackingFamilies = trackingFamilies
        // Left-to-right text with nothing right-to-left in it is all level 0: no need to ask ICU.
        if !rightToLeft && !text.contains(where: Paragraph.mayBeRightToLeft) {
            (levels, baseLevel) = ([UInt8](repeating: 0, count: text.count), 0)
        } else {
            (levels, baseLevel) = ICU.bidiLevels(text, rightToLeft: rightToLeft)
        }
        scripts = Paragraph.scripts(text)
    }

    /// Scripts per unit; common and inherited characters take the script before them (or the
    /// first one after, at the start).
    static func scripts(_ text: [UInt16]) -> [UInt32] {
        var out = [UInt32](repeating: HarfBuzzFont.commonScript, count: text.count)
        var i = 0
        while i < text.count {
            var value = UInt32(text[i]), width = 1
            if UTF16.isLeadSurrogate(text[i]), i + 1 < text.count, UTF16.isTrailSurrogate(text[i + 1]) {
                value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(text[i + 1]) - 0xDC00)
                width = 2
            }
            let script = HarfBuzzFont.script(of: value)
            for k in i..<(i + width) { out[k] = script }
            i += width
        }
        let weak: Set<UInt32> = [HarfBuzzFont.commonScript, HarfBuzzFont.inheritedScript, HarfBuzzFont.unknownScript]
        var last: UInt32?
        for k in out.indices {
            if weak.contains(out[k]) { if let last { out[k] = last } } else { last = out[k] }
        }
        if let first = out.first(where: { !weak.contains($0) }) {
            for k in out.indices { if weak.contains(out[k]) { out[k] = first } else { break } }
        } else {
            // No letters at all (emoji, digits, punctuation): one common run.
            for k in out.indices { out[k] = HarfBuzzFont.commonScript }
        }
        return out
    }

    /// Units [a, b) without the spaces and line breaks that end them.
    func trimmedEnd(_ a: Int, _ b: Int) -> Int {
        var e = b
        while e > a, Paragraph.isSpace(text[e - 1]) { e -= 1 }
        return e
    }

    /// Grapheme boundaries within [a, b].
    func graphemes(from a: Int, through b: Int) -> [Int] {
        var lo = 0, hi = graphemes.count
        while lo < hi { let mid = (lo + hi) / 2; if graphemes[mid] < a { lo = mid + 1 } else { hi = mid } }
        var out: [Int] = []
        var i = lo
        while i < graphemes.count, graphemes[i] <= b { out.append(graphemes[i]); i += 1 }
        return out
    }

    /// The grapheme boundary at or before `offset`.
    func graphemeFloor(_ offset: Int) -> Int {
        var lo = 0, hi = graphemes.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if graphemes[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return graphemes[lo]
    }

    /// The text of units [a, b), for messages and run labels.
    func string(_ a: Int, _ b: Int) -> String { String(decoding: text[a..<b], as: UTF16.self) }
}

/// A value computed on first use and kept: safe to share between threads (each computes the
/// same value; the first stored wins).
final class Lazy<T>: @unchecked Sendable {
    private let state = Locked<T?>(nil)
    func value(_ make: () -> T) -> T {
        if let v = state.withLock({ $0 }) { return v }
        let v = make()
        return state.withLock { s in
            if let existing = s { return existing }
            s = v
            return v
        }
    }
}
