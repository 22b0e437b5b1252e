import Foundation
import RowFonts
import RowFiles
import RowRaster

/// The fonts RowFrame draws with: the bundled faces (a package resource) plus font files the
/// user adds. Resolves SwiftUI-like font requests to faces, builds each face's fallback chain
/// (Latin, Greek and Cyrillic; Arabic, Hebrew, Devanagari, Thai and other scripts; CJK; color
/// emoji), and serves SF Symbol names. Faces load on first use. Never looks at system fonts.
public struct FontLibrary: Sendable {
    /// SF Pro Text's vertical metrics (hhea 1950/494/0 of 2048 units; line height 1.19336 em;
    /// cap height 1443 units), used by the system role's stand-in so text boxes have SwiftUI's
    /// heights.
    public static let sfProMetrics = FontMetrics(ascender: 1950.0 / 2048, descender: 494.0 / 2048, leading: 0, capHeight: 1443.0 / 2048)
    /// Helvetica Neue's vertical metrics (hhea 952/213/28 of 1000 units; cap height 714), for its
    /// stand-in.
    public static let helveticaNeueMetrics = FontMetrics(ascender: 0.952, descender: 0.213, leading: 0.028, capHeight: 0.714)
    /// SF Mono's vertical metrics (hhea 1900/480/0 of 2048 units; cap height assumed SF Pro's),
    /// for its stand-in.
    public static let sfMonoMetrics = FontMetrics(ascender: 1900.0 / 2048, descender: 480.0 / 2048, leading: 0, capHeight: 1443.0 / 2048)
    /// Emboldening that synthesizes Heros Medium: a third of the Regular→Bold stem difference
    /// (83 → 140 units), as weight 500 sits a third of the way from 400 to 700.
    public static let herosMediumEmboldening = 0.019
    /// Emboldening for a bold request to a family without a bold face (FreeType's synthetic
    /// bold strength: 1/24 em).
    public static let syntheticBoldEmboldening = 1.0 / 24
    /// Shear for an italic request to a family without an italic face (tan 12°).
    public static let syntheticObliqueSlant = 0.2126
    /// The environment variable listing user font files or folders, separated by ":".
    public static let environmentVariable = "ROWFRAME_FONTS"

    /// The folder the bundled fonts were read from.
    public let directory: String
    public let symbols: SymbolTable
    /// SF Symbols' own glyph metrics by name (nil when the bundled folder has no table).
    public let symbolMetrics: SymbolMetricsTable?
    /// SF Symbols' names (`sf-symbol-names.txt`), when bundled: which strings name a symbol at all.
    public let symbolNames: SymbolNameList?
    let store: FaceStore
    /// The faces serving each family, by weight and slope.
    let roles: [FontFamily: [RoleFace]]
    /// Paragraphs prepared so far, shared by copies of the library (which are the same library).
    let paragraphs = ParagraphCache()

    /// The bundled fonts (from the package resource, or `directory`) plus `userFonts`: font
    /// files, or folders whose .ttf/.otf files are added (a licensed SF Pro or Helvetica Neue
    /// then serves its role; any family is reachable by `Font.custom`).
    public init(directory: String? = nil, userFonts: [String] = []) throws(TextError) {
        guard let dir = directory ?? BundledFonts.directory else {
            throw .missingBundledFonts(looked: BundledFonts.candidates)
        }
        self.directory = dir
        let store = FaceStore()
        func spec(_ file: String, _ name: String? = nil, _ variant: FaceVariant = FaceVariant()) throws(TextError) -> FaceSpec {
            let path = dir + "/" + file
            guard FileTree.exists(path) else { throw .missingFont(path) }
            let spec = FaceSpec(path: path, name: name ?? String(file.prefix { $0 != "." }), variant: variant)
            store.register(spec)
            return spec
        }
        var roles: [FontFamily: [RoleFace]] = [:]
        let sf = FaceVariant(metrics: FontLibrary.sfProMetrics)
        // Inter stands in for SF Pro with SF Pro's metrics and, weight by weight, its widths.
        let sfWidths = try AdvanceTable(path: dir + "/" + AdvanceTable.systemFile)
        func standIn(_ weight: Int, _ table: AdvanceTable = sfWidths) -> FaceVariant {
            var v = sf; v.widths = StandInWidths(table: table, weight: weight / 100 - 1); return v
        }
        for (style, weight) in [("Regular", 400), ("Medium", 500), ("SemiBold", 600), ("Bold", 700)] {
            roles[.system, default: []].append(RoleFace(weight: weight, italic: false, spec: try spec("Inter-\(style).otf", nil, standIn(weight))))
            let italic = style == "Regular" ? "Italic" : style + "Italic"
            roles[.system, default: []].append(RoleFace(weight: weight, italic: true, spec: try spec("Inter-\(italic).otf", nil, standIn(weight))))
        }
        // The lighter and heavier weights, upright (italic text at them takes the nearest italic).
        for (style, weight) in [("Thin", 100), ("ExtraLight", 200), ("Light", 300), ("ExtraBold", 800), ("Black", 900)] {
            roles[.system, default: []].append(RoleFace(weight: weight, italic: false, spec: try spec("Inter-\(style).otf", nil, standIn(weight))))
        }
        let hn = FaceVariant(metrics: FontLibrary.helveticaNeueMetrics)
        let hnMedium = FaceVariant(metrics: FontLibrary.helveticaNeueMetrics, embolden: FontLibrary.herosMediumEmboldening)
        roles[.helveticaNeue] = [
            RoleFace(weight: 400, italic: false, spec: try spec("TeXGyreHeros-Regular.otf", nil, hn)),
            RoleFace(weight: 500, italic: false, spec: try spec("TeXGyreHeros-Regular.otf", "TeXGyreHeros-Medium", hnMedium)),
            RoleFace(weight: 700, italic: false, spec: try spec("TeXGyreHeros-Bold.otf", nil, hn)),
            RoleFace(weight: 400, italic: true, spec: try spec("TeXGyreHeros-Italic.otf", nil, hn)),
            RoleFace(weight: 500, italic: true, spec: try spec("TeXGyreHeros-Italic.otf", "TeXGyreHeros-MediumItalic", hnMedium)),
            RoleFace(weight: 700, italic: true, spec: try spec("TeXGyreHeros-BoldItalic.otf", nil, hn)),
        ]
        let mono = FaceVariant(metrics: FontLibrary.sfMonoMetrics)
        roles[.monospaced] = [
            RoleFace(weight: 400, italic: false, spec: try spec("NotoSansMono-Regular.ttf", nil, mono)),
            RoleFace(weight: 700, italic: false, spec: try spec("NotoSansMono-Bold.ttf", nil, mono)),
        ]
        // Quicksand stands in for SF Pro Rounded, with its widths.
        let roundedWidths = try AdvanceTable(path: dir + "/" + AdvanceTable.roundedFile)
        roles[.rounded] = [
            RoleFace(weight: 400, italic: false, spec: try spec("Quicksand-Regular.ttf", nil, standIn(400, roundedWidths))),
            RoleFace(weight: 500, italic: false, spec: try spec("Quicksand-Medium.ttf", nil, standIn(500, roundedWidths))),
            RoleFace(weight: 700, italic: false, spec: try spec("Quicksand-Bold.ttf", nil, standIn(700, roundedWidths))),
        ]
        roles[.serif] = [
            RoleFace(weight: 400, italic: false, spec: try spec("TeXGyreTermes-Regular.otf")),
            RoleFace(weight: 700, italic: false, spec: try spec("TeXGyreTermes-Bold.otf")),
            RoleFace(weight: 400, italic: true, spec: try spec("TeXGyreTermes-Italic.otf")),
            RoleFace(weight: 700, italic: true, spec: try spec("TeXGyreTermes-BoldItalic.otf")),
        ]
        // Fallback families, in the order they are tried after the requested face.
        var fallbacks: [[RoleFace]] = []
        for family in ["Arabic", "Hebrew", "Devanagari", "Thai"] {
            fallbacks.append([RoleFace(weight: 400, italic: false, spec: try spec("NotoSans\(family)-Regular.ttf")),
                              RoleFace(weight: 700, italic: false, spec: try spec("NotoSans\(family)-Bold.ttf"))])
        }
        for family in ["Armenian", "Georgian", "Bengali", "Tamil"] {
            fallbacks.append([RoleFace(weight: 400, italic: false, spec: try spec("NotoSans\(family)-Regular.ttf"))])
        }
        fallbacks.append([RoleFace(weight: 400, italic: false, spec: try spec("NotoSansCJK-Regular-subset.otf", "NotoSansCJK-Regular"))])
        store.fallbackFamilies = fallbacks
        store.emoji = try spec("NotoColorEmoji.ttf")
        let phosphor = try spec("Phosphor.ttf")

        // User fonts: by their own names; SF Pro, SF Mono and Helvetica Neue take over roles.
        var user: [FontFamily: [RoleFace]] = [:]
        for file in try FontLibrary.fontFiles(userFonts) {
            let face = try FontFace(path: file)
            let spec = FaceSpec(path: file, name: face.name, variant: FaceVariant())
            store.register(spec, loaded: face)
            let role = RoleFace(weight: face.weight, italic: face.isItalic, spec: spec)
            let family = face.familyName.lowercased()
            if family.hasPrefix("sf pro") { user[.system, default: []].append(role) }
            else if family.hasPrefix("sf mono") { user[.monospaced, default: []].append(role) }
            else if family.hasPrefix("sf pro rounded") { user[.rounded, default: []].append(role) }
            else if family.hasPrefix("new york") { user[.serif, default: []].append(role) }
            else if family.hasPrefix("helvetica neue") { user[.helveticaNeue, default: []].append(role) }
            user[.custom(face.familyName.lowercased()), default: []].append(role)
        }
        for (family, faces) in user { roles[family] = faces }
        self.roles = roles
        self.store = store
        // Enclosed letters and numbers ("a.circle") are set in the semibold system face.
        let metricsPath = dir + "/" + SymbolMetricsTable.file
        let symbolMetrics = FileTree.exists(metricsPath) ? try SymbolMetricsTable(path: metricsPath) : nil
        self.symbolMetrics = symbolMetrics
        symbols = try SymbolTable(path: dir + "/symbols.json", fontPath: phosphor.path, fontName: phosphor.name, sf: symbolMetrics,
                                  letterFace: { [store, semibold = FontLibrary.pick(roles[.system]!, weight: 600, italic: false)] in try? store.face(semibold) })
        store.register(phosphor, loaded: symbols.font)
        let namesPath = dir + "/" + SymbolNameList.file
        symbolNames = FileTree.exists(namesPath) ? try SymbolNameList(path: namesPath) : nil
    }

    /// The bundled fonts plus those `ROWFRAME_FONTS` lists (files or folders, ":"-separated).
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) throws(TextError) -> FontLibrary {
        let paths = (environment[environmentVariable] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        return try FontLibrary(userFonts: paths)
    }

    /// Font files named directly, or the .ttf/.otf files of named folders (sorted by name).
    static func fontFiles(_ paths: [String]) throws(TextError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw .missingFont(path) }
            if isDir.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { ["ttf", "otf"].contains(($0 as NSString).pathExtension.lowercased()) }
                    .sorted().map { path + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// Whether a family has faces here: user families by case-insensitive family name, and
    /// any face by its name (`Font.custom` takes a PostScript name too).
    /// SF Pro's own names (`.AppleSystemUIFont`, `SFProText-Semibold`) are the system font's.
    public func knows(_ family: FontFamily) -> Bool {
        if roles[family.key] != nil { return true }
        if case .custom(let name) = family { return store.spec(named: name) != nil || IOSFontName(name)?.isSystemFont == true }
        return false
    }

    /// The family whose faces draw `family`: itself where it is here, the stand-in role for a
    /// family iOS ships, else the system font (which iOS falls back to for a name it lacks).
    public func servingFamily(_ family: FontFamily) -> FontFamily {
        guard roles[family.key] == nil, case .custom(let name) = family, store.spec(named: name) == nil else { return family }
        return IOSFontName(name)?.role ?? .system
    }

    /// The bundled role drawing a family iOS ships that is not here ("Georgia" → serif), nil
    /// for a family that is here or that iOS does not ship.
    public func standIn(for family: FontFamily) -> FontFamily? {
        guard !knows(family), case .custom(let name) = family else { return nil }
        return IOSFontName(name)?.role
    }

    /// The face serving a request: the family's face nearest in weight (ties go heavier) with
    /// the requested slope, synthesized oblique when the family has no italic. An unknown
    /// family is served by the system font (as SwiftUI does); `knows` tells them apart.
    public func face(_ descriptor: FontDescriptor) throws(TextError) -> FontFace {
        try store.face(spec(for: descriptor))
    }

    func spec(for descriptor: FontDescriptor) -> FaceSpec {
        if let faces = roles[descriptor.family.key] {
            return FontLibrary.pick(faces, weight: descriptor.weight.rawValue, italic: descriptor.italic)
        }
        if case .custom(let name) = descriptor.family, let face = store.spec(named: name) {
            return descriptor.italic ? face.synthesized(slant: FontLibrary.syntheticObliqueSlant) : face
        }
        if case .custom(let name) = descriptor.family, let shipped = IOSFontName(name) {
            // A family iOS ships: its stand-in role, at the weight and slope its name states.
            let weight = descriptor.weight != .regular ? descriptor.weight : shipped.weight ?? descriptor.weight
            return spec(for: FontDescriptor(family: shipped.role, size: descriptor.size, weight: weight,
                                            italic: descriptor.italic || shipped.italic))
        }
        return FontLibrary.pick(roles[.system]!, weight: descriptor.weight.rawValue, italic: descriptor.italic)
    }

    static func pick(_ faces: [RoleFace], weight w: Int, italic: Bool) -> FaceSpec {
        let sloped = faces.filter { $0.italic == italic }
        let pool = sloped.isEmpty ? faces : sloped
        let best = pool.min { a, b in
            let da = abs(a.weight - w), db = abs(b.weight - w)
            return da != db ? da < db : a.weight > b.weight
        }!
        guard italic, !best.italic else { return best.spec }
        return best.spec.synthesized(slant: syntheticObliqueSlant)
    }

    /// A face by name: bundled faces by file name ("Inter-Regular"), user faces by PostScript
    /// name, synthesized ones by the name they were given.
    public func face(named name: String) throws(TextError) -> FontFace {
        guard let spec = store.spec(named: name) else { throw .unknownFont(name, known: store.names) }
        return try store.face(spec)
    }

    /// The color emoji face.
    public func emojiFace() throws(TextError) -> FontFace { try store.face(store.emoji!) }

    /// The faces tried, in order, for a character in text set in `primary` at a weight and
    /// slope: the face itself, the system family, then each script family.
    func fallbackChain(primary: FaceSpec, weight: Int, italic: Bool) -> [FaceSpec] {
        let key = FallbackKey(primary: primary.name, bold: weight >= 600, italic: italic)
        if let chain = store.chain(key) { return chain }
        var chain = [primary]
        let system = FontLibrary.pick(roles[.system]!, weight: weight, italic: italic)
        if system.name != primary.name { chain.append(system) }
        for family in store.fallbackFamilies {
            var spec = FontLibrary.pick(family, weight: weight, italic: false)
            let face = family.first { $0.spec == spec }!
            if weight >= 600 && face.weight < 600 { spec = spec.synthesized(embolden: FontLibrary.syntheticBoldEmboldening) }
            if italic { spec = spec.synthesized(slant: FontLibrary.syntheticObliqueSlant) }
            chain.append(spec)
        }
        chain.append(store.emoji!)
        store.setChain(key, chain)
        return chain
    }

    func load(_ spec: FaceSpec) throws(TextError) -> FontFace { try store.face(spec) }
    var emojiSpec: FaceSpec { store.emoji! }
}

/// A face a role can use: its weight and slope, and how to load it.
struct RoleFace: Sendable {
    let weight: Int
    let italic: Bool
    let spec: FaceSpec
}

/// How to load a face: its file, the name it goes by, and how it is derived.
struct FaceSpec: Sendable, Hashable {
    let path: String
    let name: String
    let variant: FaceVariant

    /// The same face made heavier (`embolden` em more) or slanted, under a derived name.
    func synthesized(embolden: Double = 0, slant: Double = 0) -> FaceSpec {
        var v = variant
        v.embolden += embolden
        if slant != 0 { v.slant = slant }
        let suffix = (embolden > 0 ? "+Bold" : "") + (slant != 0 ? "+Oblique" : "")
        return FaceSpec(path: path, name: name + suffix, variant: v)
    }
}

struct FallbackKey: Hashable { let primary: String; let bold: Bool; let italic: Bool }

/// The faces loaded so far, shared by copies of a library; loads each once.
final class FaceStore: @unchecked Sendable {
    private struct State {
        var specs: [String: FaceSpec] = [:]
        var faces: [String: FontFace] = [:]
        var chains: [FallbackKey: [FaceSpec]] = [:]
    }
    private let state = Locked(State())
    /// Set while the library is built, read-only afterwards.
    var fallbackFamilies: [[RoleFace]] = []
    var emoji: FaceSpec?

    func register(_ spec: FaceSpec, loaded: FontFace? = nil) {
        state.withLock { s in
            s.specs[spec.name] = spec
            if let loaded { s.faces[spec.name] = loaded }
        }
    }

    func spec(named name: String) -> FaceSpec? {
        if let spec = state.withLock({ $0.specs[name] }) { return spec }
        // Synthesized names: "<base>+Bold", "<base>+Oblique", "<base>+Bold+Oblique".
        let parts = name.components(separatedBy: "+")
        guard parts.count > 1, let base = state.withLock({ $0.specs[parts[0]] }) else { return nil }
        let bold = parts.contains("Bold"), oblique = parts.contains("Oblique")
        guard parts.count == 1 + (bold ? 1 : 0) + (oblique ? 1 : 0) else { return nil }
        return base.synthesized(embolden: bold ? FontLibrary.syntheticBoldEmboldening : 0,
                                slant: oblique ? FontLibrary.syntheticObliqueSlant : 0)
    }

    var names: [String] { state.withLock { $0.specs.keys.sorted() } }

    func face(_ spec: FaceSpec) throws(TextError) -> FontFace {
        if let face = state.withLock({ $0.faces[spec.name] }) { return face }
        // Loaded outside the lock; two threads may both load a face, and the first stored wins.
        let face = try FontFace(path: spec.path, name: spec.name, variant: spec.variant)
        return state.withLock { s in
            if let existing = s.faces[spec.name] { return existing }
            s.faces[spec.name] = face
            return face
        }
    }

    func chain(_ key: FallbackKey) -> [FaceSpec]? { state.withLock { $0.chains[key] } }
    func setChain(_ key: FallbackKey, _ chain: [FaceSpec]) { state.withLock { $0.chains[key] = chain } }
}
