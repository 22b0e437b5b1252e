/// Whether a grapheme cluster asks for emoji presentation (Unicode TS #51): drawn by the
/// color emoji font before any text font.
enum EmojiPresentation {
    static func isEmoji(_ cluster: some Collection<Unicode.Scalar>) -> Bool {
        guard let first = cluster.first else { return false }
        var hasText = false, hasEmoji = false, sequence = false
        for s in cluster {
            switch s.value {
            case 0xFE0E: hasText = true                                  // VS15: text style
            case 0xFE0F: hasEmoji = true                                 // VS16: emoji style
            case 0x20E3, 0x200D: sequence = true                         // keycap, ZWJ sequence
            case 0x1F3FB...0x1F3FF: sequence = true                      // skin tone modifier
            case 0x1F1E6...0x1F1FF: sequence = true                      // regional indicator (flags)
            case 0xE0020...0xE007F: sequence = true                      // tag sequence (subdivision flags)
            default: break
            }
        }
        if hasText { return false }
        if hasEmoji || sequence { return first.properties.isEmoji }
        return first.properties.isEmojiPresentation
    }

    /// Code points that select or join rather than draw, which need no glyph of their own.
    static func isIgnorable(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE0FFF, 0x00AD, 0x034F, 0x061C:
            return true
        default: return s.properties.isDefaultIgnorableCodePoint    // bidi isolates, Mongolian selectors, …
        }
    }
}
