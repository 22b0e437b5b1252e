import SwiftUI
// Stubs for nalexn/clean-architecture-swiftui CountriesSwiftUI/UI/CountriesList/CountryCell.swift (what the row uses from elsewhere in its app).

enum DBModel { }

extension DBModel {
    /// A SwiftData @Model in the app; a plain class here.
    final class Country {
        var name: String
        var translations: [String: String?]
        var population: Int
        var flag: URL?
        var alpha3Code: String

        init(name: String, translations: [String: String?], population: Int, flag: URL? = nil, alpha3Code: String) {
            self.name = name
            self.translations = translations
            self.population = population
            self.flag = flag
            self.alpha3Code = alpha3Code
        }

        func name(locale: Locale) -> String {
            let localeId = String(locale.identifier.prefix(2))
            if let value = translations[localeId], let localizedName = value {
                return localizedName
            }
            return name
        }
    }
}
