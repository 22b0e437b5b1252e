import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the countries list (disease.sh figures and flag URL).
    CountryRow(
        country: "Italy",
        countryImage: "https://disease.sh/assets/img/flags/it.png",
        cases: 259_345,
        deaths: 35_437,
        recovered: 205_203,
        active: 18_705
    )
    .padding(.horizontal)
}
