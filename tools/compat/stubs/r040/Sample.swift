import SwiftUI

@MainActor func makeSampleRow() -> some View {
    CountryCell(country: DBModel.Country(name: "Canada", translations: ["de": "Kanada", "fr": "Canada"], population: 36_155_487, alpha3Code: "CAN"))
}
