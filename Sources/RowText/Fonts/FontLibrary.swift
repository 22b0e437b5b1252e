import Foundation
import RowRaster

/// The fonts RowFrame draws with: the bundled faces in Fonts/ (found from the package root),
/// plus any font files the user adds. Resolves SwiftUI-like font requests to faces, serves
/// SF Symbol names and color emoji.
public struct FontLibrary: Sendable {
    /// SF Pro Text's vertical metrics (hhea 1950/494/0 of 2048 units; line height 1.19336 em),
    /// used by the system role's stand-in so text boxes have SwiftUI's heights.
    public static let sfProMetrics = FontMetrics(ascender: 1950.0 / 2048, descender: 494.0 / 2048, leading: 0)
    /// Helvetica Neue's vertical metrics (hhea 952/213/28 of 1000 units), for its stand-in.
    public static let helveticaNeueMetrics = FontMetrics(ascender: 0.952, descender: 0.213, leading: 0.028)
    /// Emboldening that synthesizes Heros Medium: a third of the Regular→Bold stem difference
    /// (83 → 140 units), as weight 500 sits a third of the way from 400 to 700.
    public static let herosMediumEmboldening = 0.019

    public let directory: String
    /// Faces by name.
    public let fonts: [String: FontFace]
    /// The weights serving each role, by numeric weight.
    let roles: [FontFamily: [Int: FontFace]]
    public let emoji: FontFace?
    public let symbols: SymbolTable

    /// The bundled fonts, from `directory` or else the package's Fonts/ folder, plus `extraFiles`
    /// (e.g. a licensed SF Pro or Helvetica Neue, which then serve their roles).
    public init(directory: String? = nil, extraFiles: [String] = []) throws(TextError) {
        let dir = directory ?? FontLibrary.bundledDirectory()
        self.directory = dir
        func load(_ file: String, name: String? = nil, metrics: FontMetrics? = nil, embolden: Double = 0) throws(TextError) -> FontFace {
            try FontFace(path: dir + "/" + file, name: name, metrics: metrics, embolden: embolden)
        }
        let sf = FontLibrary.sfProMetrics, hn = FontLibrary.helveticaNeueMetrics
        var system: [Int: FontFace] = [
            400: try load("Inter-Regular.otf", metrics: sf), 500: try load("Inter-Medium.otf", metrics: sf),
            600: try load("Inter-SemiBold.otf", metrics: sf), 700: try load("Inter-Bold.otf", metrics: sf),
        ]
        var helvetica: [Int: FontFace] = [
            400: try load("TeXGyreHeros-Regular.otf", metrics: hn),
            500: try load("TeXGyreHeros-Regular.otf", name: "TeXGyreHeros-Medium", metrics: hn,
                          embolden: FontLibrary.herosMediumEmboldening),
            700: try load("TeXGyreHeros-Bold.otf", metrics: hn),
        ]
        let emoji = try load("NotoColorEmoji-subset.ttf")
        let phosphor = try load("Phosphor.ttf")
        var all = [FontFace]()
        all += system.values; all += helvetica.values; all += [emoji, phosphor]
        // User fonts: by their own names; SF Pro and Helvetica Neue families take over their roles.
        var custom: [FontFamily: [Int: FontFace]] = [:]
        for file in extraFiles {
            let font = try FontFace(path: file)
            all.append(font)
            let weight = FontLibrary.weight(ofStyle: font.name)
            let family = font.familyName.lowercased()
            if family.hasPrefix("sf pro") { system[weight] = font }
            else if family.hasPrefix("helvetica neue") { helvetica[weight] = font }
            custom[.custom(font.familyName), default: [:]][weight] = font
        }
        var byName: [String: FontFace] = [:]
        for f in all { byName[f.name] = f }
        fonts = byName
        var roles: [FontFamily: [Int: FontFace]] = [.system: system, .helveticaNeue: helvetica]
        roles.merge(custom) { a, _ in a }
        self.roles = roles
        self.emoji = emoji
        symbols = try SymbolTable(path: dir + "/symbols.json", font: phosphor)
    }

    /// The package's Fonts/ folder: ./Fonts when run from the package root, else located from
    /// this source file's path (the package this binary was built from).
    static func bundledDirectory() -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/Fonts"
        if FileManager.default.fileExists(atPath: cwd + "/Inter-Regular.otf") { return cwd }
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }   // Sources/RowText/Fonts/FontLibrary.swift
        return url.path + "/Fonts"
    }

    /// A weight guessed from a style name ("Bold", "SemiBold", …); regular when none matches.
    static func weight(ofStyle name: String) -> Int {
        let n = name.lowercased()
        let table: [(String, Int)] = [("ultralight", 100), ("extralight", 200), ("thin", 200), ("light", 300),
                                      ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("heavy", 800),
                                      ("black", 900), ("medium", 500), ("bold", 700)]
        return table.first { n.contains($0.0) }?.1 ?? 400
    }

    /// The face serving a family at a weight: the nearest weight available (ties go heavier).
    public func font(_ family: FontFamily, weight: FontWeight) throws(TextError) -> FontFace {
        var faces = roles[family]
        if faces == nil, case .custom(let name) = family {
            if let f = fonts[name] { return f }
            faces = roles.first { key, _ in if case .custom(let n) = key { return n.lowercased() == name.lowercased() }; return false }?.value
        }
        guard let faces, !faces.isEmpty else { throw .unknownFont(family.displayName, known: fonts.keys.sorted()) }
        let w = weight.rawValue
        let best = faces.keys.min { a, b in
            let da = abs(a - w), db = abs(b - w)
            return da != db ? da < db : a > b
        }!
        return faces[best]!
    }

    /// The face for a font request.
    public func font(_ descriptor: FontDescriptor) throws(TextError) -> FontFace {
        try font(descriptor.family, weight: descriptor.weight)
    }
}
