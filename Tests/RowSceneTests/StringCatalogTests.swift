import Foundation
import Testing
import RowFiles
import IOSSources
import RowTestSupport
@testable import RowScene

/// An app's localized strings: `Text("key")` shows the translation in the environment locale's
/// language, interpolations fill its format specifiers, plurals pick their variation, and a key
/// no catalog has is shown as it is.
@MainActor @Suite struct StringCatalogTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "greeting %@" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello, %@!" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour, %@ !" } } } },
            "%lld items" : { "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } } } },
            "%@ of %@" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ von %1$@" } } } },
            "menu.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Main Menu" } } } },
            "Untranslated" : { }
          },
          "version" : "1.0"
        }
        """
    static let strings = """
        /* Shown on the stats screen */
        "stats.title" = "Statistiques";
        // a line comment
        "quote" = "Il a dit \\"oui\\"\\n\\U00E9";
        """

    func catalogs() throws -> (Scratch, [StringCatalog]) {
        let scratch = try Scratch()
        try FileTree.createFolder(scratch.path("App/fr.lproj"))
        try AtomicFile.write(Array(Self.catalog.utf8), to: scratch.path("App/Localizable.xcstrings"))
        try AtomicFile.write(Array(Self.strings.utf8), to: scratch.path("App/fr.lproj/Stats.strings"))
        // The same table in English, read first (path order): French must still win in French.
        try FileTree.createFolder(scratch.path("App/en.lproj"))
        try AtomicFile.write(Array(#""stats.title" = "Statistics";"#.utf8), to: scratch.path("App/en.lproj/Stats.strings"))
        return (scratch, try StringCatalog.all(in: scratch.path("App")))
    }

    /// The width a text takes: the same as another text's when they show the same string.
    func width(_ text: Text, _ env: EnvironmentValues) throws -> Double {
        try TestSupport.renderer.layout(text, environment: env).size.width
    }

    /// `NSLocalizedString` in an app's files (IOSSources' device shims) reads the same catalogs:
    /// the translation in the device's language, else the value given, else the key.
    @Test func nsLocalizedStringReadsTheCatalogs() throws {
        let (scratch, catalogs) = try catalogs()
        defer { scratch.remove() }
        struct Localized: View {
            let key: String, table: String?, value: String
            var body: some View { Text(verbatim: RenderDevice.localizedString(key, table: table, value: value)) }
        }
        var env = EnvironmentValues()
        env.stringCatalogs = catalogs
        #expect(try width(Text(verbatim: "x"), env) > 0)
        func shown(_ view: Localized, _ env: EnvironmentValues) throws -> Double {
            try TestSupport.renderer.layout(view, environment: env).size.width
        }
        #expect(try shown(Localized(key: "menu.title", table: nil, value: ""), env) == width(Text(verbatim: "Main Menu"), env))
        #expect(try shown(Localized(key: "no.such.key", table: nil, value: "Fallback"), env) == width(Text(verbatim: "Fallback"), env))
        #expect(try shown(Localized(key: "no.such.key", table: nil, value: ""), env) == width(Text(verbatim: "no.such.key"), env))
        env.locale = Locale(identifier: "fr_FR")
        #expect(try shown(Localized(key: "stats.title", table: "Stats", value: ""), env) == width(Text(verbatim: "Statistiques"), env))
        #expect(IOSSources.deviceShims.contains("func NSLocalizedString(_ key: String, tableName: String? = nil"))
    }

    @Test func textShowsTheTranslationOfItsKey() throws {
        let (scratch, catalogs) = try catalogs()
        defer { scratch.remove() }
        #expect(catalogs.map(\.table) == ["Localizable", "Stats", "Stats"])
        var env = EnvironmentValues()
        env.stringCatalogs = catalogs
        let name = "Ana"
        #expect(try width(Text("greeting \(name)"), env) == width(Text(verbatim: "Hello, Ana!"), env))
        #expect(try width(Text("menu.title"), env) == width(Text(verbatim: "Main Menu"), env))
        // Plurals by the number interpolated.
        #expect(try width(Text("\(1) items"), env) == width(Text(verbatim: "1 item"), env))
        #expect(try width(Text("\(3) items"), env) == width(Text(verbatim: "3 items"), env))
        // A key with no value, and a key no catalog has: shown as they are.
        #expect(try width(Text("Untranslated"), env) == width(Text(verbatim: "Untranslated"), env))
        #expect(try width(Text("no.such.key"), env) == width(Text(verbatim: "no.such.key"), env))
        // In French: the catalog's French, and a strings file's table by name.
        env.locale = Locale(identifier: "fr_FR")
        #expect(try width(Text("greeting \(name)"), env) == width(Text(verbatim: "Bonjour, Ana !"), env))
        #expect(try width(Text("stats.title", tableName: "Stats"), env) == width(Text(verbatim: "Statistiques"), env))
        #expect(try width(Text("stats.title"), env) == width(Text(verbatim: "stats.title"), env), "not in Localizable")
        // Positional specifiers.
        env.locale = Locale(identifier: "de_DE")
        let a = "A", b = "B"
        #expect(try width(Text("\(a) of \(b)"), env) == width(Text(verbatim: "B von A"), env))
        // Without catalogs, the key.
        #expect(try width(Text("menu.title"), EnvironmentValues()) == width(Text(verbatim: "menu.title"), EnvironmentValues()))
    }

    struct Titled: View {
        var body: some View { Text(verbatim: String(localized: "menu.title")) }
    }

    @Test func stringLocalizedAndResourcesReadTheRendersCatalogs() throws {
        let (scratch, catalogs) = try catalogs()
        defer { scratch.remove() }
        var env = EnvironmentValues()
        env.stringCatalogs = catalogs
        #expect(try width(Text(verbatim: "Main Menu"), env) == TestSupport.renderer.layout(Titled(), environment: env).size.width)
        #expect(try width(Text(LocalizedStringResource("menu.title")), env) == width(Text(verbatim: "Main Menu"), env))
        StringCatalog.with(catalogs) {
            #expect(String(localized: "menu.title") == "Main Menu")
            #expect(String(localized: "other.key", defaultValue: "Fallback") == "Fallback")
        }
        #expect(String(localized: "menu.title") == "menu.title")
        let strings = try #require(catalogs.last { $0.table == "Stats" })
        #expect(StringCatalog.translation("quote", table: "Stats", locale: Locale(identifier: "fr"), count: nil, in: [strings]) == "Il a dit \"oui\"\né")
    }

    @Test func badFilesAreErrorsNamingTheFileAndLine() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try AtomicFile.write(Array("\"a\" = \"b\";\n\"c\" = ;".utf8), to: scratch.path("Bad.strings"))
        #expect { try StringCatalog(contentsOf: scratch.path("Bad.strings")) } throws: { "\($0)".hasSuffix("Bad.strings: line 2: expected a quoted string") }
        try AtomicFile.write(Array("[1]".utf8), to: scratch.path("Bad.xcstrings"))
        #expect { try StringCatalog(contentsOf: scratch.path("Bad.xcstrings")) } throws: { "\($0)".hasSuffix("Bad.xcstrings: not a JSON object") }
    }
}

/// A date range within one day shows its times alone, as SwiftUI's `Text(range)` does.
@MainActor @Suite struct DateRangeTextTests {
    @Test func aRangeWithinADayIsItsTimes() throws {
        let start = Date(timeIntervalSinceReferenceDate: 8 * 3600), end = start.addingTimeInterval(9 * 3600)
        let env = EnvironmentValues()
        // (ICU puts narrow and thin spaces around the dash and before AM/PM.)
        let text = TextFormatting.format(start...end, env).unicodeScalars.map { $0.properties.isWhitespace ? " " : String($0) }.joined()
        #expect(text == "8:00 AM – 5:00 PM", "\(text)")
        let later = start.addingTimeInterval(2 * 86_400)
        #expect(TextFormatting.format(start...later, env).contains("Jan"), "\(TextFormatting.format(start...later, env))")
    }
}

/// `Text(_:formatter:)` writes with the formatter as it is set up; one left at the machine's
/// locale and time zone takes the environment's (an en_US iPhone in UTC by default), so the
/// picture does not depend on the machine.
@MainActor @Suite struct FormatterTextTests {
    @Test func aDefaultFormatterTakesTheEnvironmentsLocaleAndTimeZone() throws {
        let date = Date(timeIntervalSinceReferenceDate: 8 * 3600)
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        #expect(TextFormatting.format(date, formatter, EnvironmentValues()) == "Jan 1, 2001")
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        #expect(TextFormatting.format(date, formatter, german) == "01.01.2001")
        // A locale the formatter sets is kept; the formatter itself is not changed.
        formatter.locale = Locale(identifier: "fr_FR")
        #expect(TextFormatting.format(date, formatter, EnvironmentValues()).contains("janv"))
        #expect(formatter.locale.identifier == "fr_FR")
        let number = NumberFormatter()
        number.numberStyle = .decimal
        #expect(TextFormatting.format(NSNumber(value: 1234.5), number, german) == "1.234,5")
        // The views compile as SwiftUI's.
        _ = Text(date, formatter: formatter)
        _ = Text(NSNumber(value: 3), formatter: number)
    }
}

/// `MeasurementFormatter`, unavailable in Linux's Foundation, writes the value with its number
/// formatter and the unit's symbol.
@Suite struct MeasurementFormatterTests {
    @Test func aMeasurementIsItsNumberAndSymbol() {
        let formatter = MeasurementFormatter()
        formatter.numberFormatter.minimumFractionDigits = 1
        formatter.numberFormatter.maximumFractionDigits = 1
        #expect(formatter.string(from: Measurement(value: 440, unit: UnitFrequency.hertz)) == "440.0 Hz")
        #expect(MeasurementFormatter().string(from: Measurement(value: 1234.5, unit: UnitLength.kilometers)) == "1,234.5 km")
    }
}
