/// The font families iOS ships, by the names apps pass to `Font.custom` (family names such as
/// "Georgia" or "Avenir Next", PostScript names such as "Georgia-BoldItalic",
/// "AvenirNext-DemiBold" or "TimesNewRomanPS-BoldMT"), and the bundled role that stands in for
/// each: a serif for the serifs, the monospaced face for the monospaced ones, TeX Gyre Heros for
/// the Helvetica-metric sans, the system face for the other sans. A PostScript name's style
/// (after its hyphen) gives the weight and slope, as that face has them on iOS.
struct IOSFontName: Equatable {
    /// The bundled role that draws it.
    let role: FontFamily
    /// The weight the name states (its PostScript style), nil for a bare family name.
    let weight: FontWeight?
    /// Whether the name states an italic (or oblique) face.
    let italic: Bool

    /// Whether the name is the system font's own (SF Pro's, `.AppleSystemUIFont`).
    var isSystemFont: Bool { role == .system && !IOSFontName.otherSans.contains(family) }
    /// The family name as looked up (lowercased, without spaces or foundry tags).
    let family: String

    /// The stand-in for a name iOS knows, nil for any other name.
    init?(_ name: String) {
        let parts = name.lowercased().filter { $0 != " " && $0 != "_" }.split(separator: "-", maxSplits: 1)
        guard let first = parts.first else { return nil }
        var family = String(first)
        var style = parts.count > 1 ? String(parts[1]) : ""
        // Names without a hyphen that carry their style ("ArialMT", "ArialRoundedMTBold",
        // "TimesNewRomanPSMT") lose their foundry tags before the lookup.
        for tag in ["mt", "ps"] where family.hasSuffix(tag) && IOSFontName.families[family] == nil {
            family.removeLast(tag.count)
        }
        guard let role = IOSFontName.families[family] else { return nil }
        for tag in ["mt", "ps"] where style.hasSuffix(tag) { style.removeLast(tag.count) }
        self.role = role
        self.family = family
        self.italic = style.contains("italic") || style.contains("oblique")
        let weightWord = style.replacingOccurrences(of: "italic", with: "").replacingOccurrences(of: "oblique", with: "")
        self.weight = style.isEmpty ? nil : (IOSFontName.weights[weightWord] ?? .regular)
    }

    /// Family names (lowercased, without spaces) and the role that stands in for them.
    static let families: [String: FontFamily] = {
        var table: [String: FontFamily] = [:]
        for name in ["georgia", "timesnewroman", "times", "palatino", "baskerville", "didot", "hoeflertext",
                     "iowanoldstyle", "charter", "bodoni72", "bodoni72oldstyle", "cochin", "superclarendon",
                     "americantypewriter", "newyork", "newyorksmall", "newyorkmedium", "newyorklarge"] {
            table[name] = .serif
        }
        for name in ["menlo", "courier", "couriernew", "sfmono", "sfmonotext"] { table[name] = .monospaced }
        for name in ["helvetica", "helveticaneue", "arial"] { table[name] = .helveticaNeue }
        for name in ["sfprorounded", "arialroundedmtbold", "arialrounded"] { table[name] = .rounded }
        for name in otherSans.union(["sfpro", "sfprotext", "sfprodisplay", ".sfui", ".sfuitext", ".sfuidisplay", "sfui",
                                      "sfuitext", "sfuidisplay", ".applesystemuifont"]) {
            table[name] = .system
        }
        return table
    }()

    /// The sans families other than the system font's own, drawn by the system face.
    static let otherSans: Set<String> = ["avenir", "avenirnext", "avenirnextcondensed", "futura", "gillsans", "verdana",
                                         "trebuchetms", "trebuchet", "optima", "kefa", "damascus"]

    /// PostScript style words and the weight they name.
    static let weights: [String: FontWeight] = [
        "ultralight": .ultraLight, "extralight": .ultraLight, "hairline": .ultraLight,
        "thin": .thin, "light": .light, "book": .regular, "roman": .regular, "regular": .regular,
        "normal": .regular, "": .regular, "medium": .medium, "demibold": .semibold, "semibold": .semibold,
        "demi": .semibold, "bold": .bold, "heavy": .heavy, "extrabold": .heavy, "black": .black,
        "condensedbold": .bold, "condensedmedium": .medium, "condensedregular": .regular,
    ]
}
