/// Prepared paragraphs by their spans and style, kept by a font library across layouts and
/// frames: a row's text is analysed and shaped once, not at every frame or render. A prepared
/// paragraph is a function of its key and the library, so the cache never changes what is
/// drawn. Bounded: it holds at most `maxParagraphs` paragraphs of at most `maxCharacters`
/// characters in all, and starts again empty when a new one would pass either.
final class ParagraphCache: Sendable {
    struct Key: Hashable, Sendable {
        let spans: [TextSpan]
        let style: ParagraphStyle

        /// Hashes what tells paragraphs apart in practice — each span's characters, font size
        /// and weight — and leaves the rest to `==` (synthesized: every field). Hashing every
        /// field of every span cost more than the rest of a cache hit.
        func hash(into hasher: inout Hasher) {
            hasher.combine(spans.count)
            for span in spans {
                hasher.combine(span.content)
                hasher.combine(span.style.font.size)
                hasher.combine(span.style.font.weight)
            }
            hasher.combine(style.maxLines)
        }
    }

    static let maxParagraphs = 2048
    static let maxCharacters = 1 << 20

    private struct State {
        var entries: [Key: PreparedText] = [:]
        var characters = 0
    }
    private let state = Locked(State())

    /// How many paragraphs it holds.
    var count: Int { state.withLock { $0.entries.count } }

    /// The prepared paragraph for `key`, made by `make` the first time (errors are not kept).
    func prepared(_ key: Key, make: () throws(TextError) -> PreparedText) throws(TextError) -> PreparedText {
        if let hit = state.withLock({ $0.entries[key] }) { return hit }
        let made = try make()
        let size = made.paragraph.text.count
        guard size <= Self.maxCharacters / 16 else { return made }     // a very long text is not kept
        state.withLock { s in
            if s.entries.count >= Self.maxParagraphs || s.characters + size > Self.maxCharacters { s = State() }
            if s.entries.updateValue(made, forKey: key) == nil { s.characters += size }
        }
        return made
    }
}

/// A prepared paragraph's sizes and layouts by proposal, shared by its copies: stacks ask the
/// same sizes again and again, and so does every frame. Keeps the last few of each.
final class TextMeasurements: Sendable {
    struct Proposal: Hashable, Sendable {
        let width: Double?
        let height: Double?
    }

    static let maxSizes = 32
    static let maxLayouts = 4

    private struct State {
        var sizes: [Proposal: (width: Double, height: Double)] = [:]
        var layouts: [Proposal: TextLayout] = [:]
    }
    private let state = Locked(State())

    func size(_ p: Proposal, make: () -> (width: Double, height: Double)) -> (width: Double, height: Double) {
        remembered(p, in: \.sizes, keeping: Self.maxSizes, make: make)
    }

    func layout(_ p: Proposal, make: () -> TextLayout) -> TextLayout {
        remembered(p, in: \.layouts, keeping: Self.maxLayouts, make: make)
    }

    /// The value kept for `p` in one of the tables, or `make`'s, kept (the table starts again
    /// empty once it holds `limit`).
    private func remembered<V>(_ p: Proposal, in table: WritableKeyPath<State, [Proposal: V]>, keeping limit: Int,
                               make: () -> V) -> V {
        if let hit = state.withLock({ $0[keyPath: table][p] }) { return hit }
        let made = make()
        state.withLock { s in
            if s[keyPath: table].count >= limit { s[keyPath: table].removeAll(keepingCapacity: true) }
            s[keyPath: table][p] = made
        }
        return made
    }
}
