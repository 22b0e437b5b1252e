import Foundation

/// An app's localized strings, read from one file: a string catalog (`Localizable.xcstrings`,
/// its plural variations too) or a strings file in a language folder
/// (`en.lproj/Localizable.strings`; `Base.lproj` is the development language). `Text("key")`,
/// `Text("key", tableName:)`, `LocalizedStringResource` and `String(localized:)` find their
/// key in the catalogs of the render (`EnvironmentValues.stringCatalogs`, then those of an
/// enclosing `with(_:_:)`), in the environment locale's language, then the catalog's source
/// language; a key no catalog has is shown as it is, as iOS does. Interpolations fill the
/// translation's format specifiers (`%@`, `%lld`, `%1$@`…), in order or by position.
public struct StringCatalog: Sendable {
    /// The table the file is (its name without extension: `Localizable` unless the app names another).
    public let table: String
    /// The language of untranslated keys and of a strings file without its own.
    public let sourceLanguage: String
    /// Translations by key, then language.
    let entries: [String: [String: Entry]]

    /// One translation: a value, or values by plural category (`one`, `other`, …).
    struct Entry: Sendable {
        var value: String?
        var plural: [String: String] = [:]
    }

    /// The largest file read (8 MiB), checked before reading.
    public static let maxFileBytes = 8 << 20

    /// Reads a `.xcstrings` catalog or a `.strings` file (its language from its `.lproj` folder).
    public init(contentsOf path: String, sourceLanguage: String = "en") throws {
        guard let data = AssetCatalog.regularFile(path, limit: Self.maxFileBytes) else {
            throw StringCatalogError("\(path): cannot be read (or is not a regular file, or is over \(Self.maxFileBytes >> 20) MiB)")
        }
        let name = (path as NSString).lastPathComponent
        table = (name as NSString).deletingPathExtension
        switch (name as NSString).pathExtension {
        case "xcstrings":
            (self.sourceLanguage, entries) = try Self.catalog(data, path: path)
        case "strings":
            self.sourceLanguage = sourceLanguage
            let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let language = folder.hasSuffix(".lproj") && folder != "Base.lproj" ? String(folder.dropLast(6)) : sourceLanguage
            let pairs = try StringsFile.parse(data, path: path)
            entries = pairs.mapValues { [language: Entry(value: $0)] }
        default:
            throw StringCatalogError("\(path): not a string catalog (.xcstrings) or strings file (.strings)")
        }
    }

    /// Every string catalog and strings file in an app's folder (not inside `.build`, hidden
    /// folders or asset catalogs), in path order.
    public static func all(in folder: String, sourceLanguage: String = "en") throws -> [StringCatalog] {
        let folder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: folder) else {
            throw StringCatalogError("\(folder): not a folder")
        }
        var paths: [String] = [], seen = 0
        while let relative = walker.nextObject() as? String {
            seen += 1
            guard seen <= AssetCatalog.maxEntries else { throw StringCatalogError("\(folder): more than \(AssetCatalog.maxEntries) entries") }
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == ".build" || name.hasSuffix(".xcassets") { walker.skipDescendants(); continue }
            if name.hasSuffix(".xcstrings") || name.hasSuffix(".strings") { paths.append(folder + "/" + relative) }
        }
        return try paths.sorted().map { try StringCatalog(contentsOf: $0, sourceLanguage: sourceLanguage) }
    }

    /// Runs `body` with `catalogs` as the app's string catalogs (searched in order).
    public static func with<T>(_ catalogs: [StringCatalog], _ body: () throws -> T) rethrows -> T {
        try $current.withValue(catalogs, operation: body)
    }

    /// The catalogs of the render on this task.
    @TaskLocal static var current: [StringCatalog] = []

    /// The translation of `key` in `table` for `locale`'s language (then each catalog's source
    /// language); `count` picks a plural variation (nil: the key has no number).
    static func translation(_ key: String, table: String?, locale: Locale, count: Double?, in catalogs: [StringCatalog]) -> String? {
        let table = table ?? "Localizable"
        let language = locale.language.languageCode?.identifier ?? "en"
        // The locale's language in any catalog first (each language may be a file of its own),
        // then each catalog's source language.
        for sourceLanguage in [false, true] {
            for catalog in catalogs where catalog.table == table {
                guard let byLanguage = catalog.entries[key] else { continue }
                let candidate = sourceLanguage ? catalog.sourceLanguage : language
                guard let entry = byLanguage[candidate] else { continue }
                if let count, !entry.plural.isEmpty, let value = entry.plural[PluralRule.category(count, language: candidate)] ?? entry.plural["other"] {
                    return value
                }
                if let value = entry.value { return value }
            }
        }
        return nil
    }

    // MARK: Reading .xcstrings

    private static func catalog(_ data: Data, path: String) throws -> (String, [String: [String: Entry]]) {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw StringCatalogError("\(path): not a JSON object")
        }
        let source = root["sourceLanguage"] as? String ?? "en"
        guard let strings = root["strings"] as? [String: Any] else { throw StringCatalogError("\(path): no \"strings\" object") }
        var entries: [String: [String: Entry]] = [:]
        for (key, value) in strings {
            var byLanguage: [String: Entry] = [:]
            let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                var entry = Entry(value: Self.unitValue(localization))
                if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                    for (category, unit) in plural { if let v = (unit as? [String: Any]).flatMap(Self.unitValue) { entry.plural[category] = v } }
                }
                if entry.value != nil || !entry.plural.isEmpty { byLanguage[language] = entry }
            }
            // A key with no source-language value reads as itself, as Xcode's catalogs do.
            if byLanguage[source] == nil { byLanguage[source] = Entry(value: key) }
            entries[key] = byLanguage
        }
        return (source, entries)
    }

    private static func unitValue(_ localization: [String: Any]) -> String? {
        (localization["stringUnit"] as? [String: Any])?["value"] as? String
    }
}

/// A string catalog that cannot be read: the file and what is wrong, in one line.
public struct StringCatalogError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// The plural category of a number for a language (CLDR's cardinal rules for the languages
/// whose rule is "one for 1, other otherwise" and a few common others; `other` elsewhere).
enum PluralRule {
    static func category(_ n: Double, language: String) -> String {
        switch language {
        case "ja", "zh", "ko", "th", "vi", "id", "ms": return "other"
        case "fr", "pt": return n >= 0 && n < 2 ? "one" : "other"
        default: return n == 1 ? "one" : "other"
        }
    }
}

/// The text format of `.strings` files: `"key" = "value";` pairs, `/* */` and `//` comments,
/// backslash escapes (`\"`, `\\`, `\n`, `\t`, `\U20AC`); UTF-8, or UTF-16 with its byte-order mark.
enum StringsFile {
    static func parse(_ data: Data, path: String) throws -> [String: String] {
        let bytes = [UInt8](data)
        let text: String?
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { text = String(data: data, encoding: .utf16) }
        else { text = String(bytes: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, encoding: .utf8) }
        guard let text else { throw StringCatalogError("\(path): neither UTF-8 nor UTF-16 text") }
        var scanner = Scanner(Array(text.unicodeScalars), path: path)
        var pairs: [String: String] = [:]
        while true {
            scanner.skipSpaceAndComments()
            guard !scanner.atEnd else { return pairs }
            let key = try scanner.string()
            scanner.skipSpaceAndComments()
            try scanner.expect("=")
            scanner.skipSpaceAndComments()
            let value = try scanner.string()
            scanner.skipSpaceAndComments()
            try scanner.expect(";")
            pairs[key] = value
        }
    }

    private struct Scanner {
        let s: [Unicode.Scalar], path: String
        var i = 0, line = 1
        init(_ s: [Unicode.Scalar], path: String) { self.s = s; self.path = path }
        var atEnd: Bool { i >= s.count }

        func error(_ what: String) -> StringCatalogError { StringCatalogError("\(path): line \(line): \(what)") }

        mutating func skipSpaceAndComments() {
            while i < s.count {
                if s[i] == "\n" { line += 1; i += 1 }
                else if s[i].properties.isWhitespace { i += 1 }
                else if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" {
                    i += 2
                    while i < s.count, !(s[i] == "*" && i + 1 < s.count && s[i + 1] == "/") { if s[i] == "\n" { line += 1 }; i += 1 }
                    i = min(s.count, i + 2)
                } else if s[i] == "/", i + 1 < s.count, s[i + 1] == "/" {
                    while i < s.count, s[i] != "\n" { i += 1 }
                } else { return }
            }
        }

        mutating func expect(_ c: Unicode.Scalar) throws {
            guard i < s.count, s[i] == c else { throw error("expected \"\(c)\"") }
            i += 1
        }

        /// A quoted string, or an unquoted word (letters, digits, `_.-`).
        mutating func string() throws -> String {
            var out = String.UnicodeScalarView()
            guard i < s.count else { throw error("expected a string, found the end of the file") }
            if s[i] != "\"" {
                while i < s.count, s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) || "_.-".unicodeScalars.contains(s[i]) { out.append(s[i]); i += 1 }
                guard !out.isEmpty else { throw error("expected a quoted string") }
                return String(out)
            }
            i += 1
            while i < s.count, s[i] != "\"" {
                if s[i] == "\n" { line += 1 }
                guard s[i] == "\\", i + 1 < s.count else { out.append(s[i]); i += 1; continue }
                i += 1
                switch s[i] {
                case "n": out.append("\n"); i += 1
                case "t": out.append("\t"); i += 1
                case "r": out.append("\r"); i += 1
                case "U", "u":
                    let digits = s[(i + 1)..<min(s.count, i + 5)]
                    guard digits.count == 4, let v = UInt32(String(String.UnicodeScalarView(digits)), radix: 16), let scalar = Unicode.Scalar(v) else {
                        throw error("a \\U escape needs four hexadecimal digits")
                    }
                    out.append(scalar); i += 5
                default: out.append(s[i]); i += 1
                }
            }
            guard i < s.count else { throw error("a string is not closed") }
            i += 1
            return String(out)
        }
    }
}
