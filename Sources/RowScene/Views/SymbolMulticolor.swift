/// The colors SF Symbols' multicolor rendering gives a symbol's layers, for the symbols drawn
/// here as one glyph: the whole glyph takes the color of the symbol's main layer. Multicolor
/// rendering is `symbolRenderingMode(.multicolor)`, or `renderingMode(.original)` on a system
/// symbol. Weather symbols: clouds are white (in light and dark appearance), suns yellow. A
/// symbol not listed draws in its foreground style, as SF Symbols without multicolor
/// annotations do.
enum SymbolMulticolor {
    /// The main layer's color of `name` in multicolor rendering, or nil.
    static func color(of name: String) -> Color? {
        let parts = name.split(separator: ".")
        guard let first = parts.first else { return nil }
        switch first {
        case "cloud", "smoke": return .white
        case "sun", "sunrise", "sunset": return .yellow
        default: return nil
        }
    }
}
