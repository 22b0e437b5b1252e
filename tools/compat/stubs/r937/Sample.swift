import SwiftUI

// The stations list.
@MainActor func makeSampleRow() -> some View {
    NavigationView {
        ScrollView {
            VStack(spacing: 0) {
                DetailsRow(station: Station(id: 0, countryId: 1, countryCode: "twn", code: "Yangming", lat: 25.182722,
                                            lon: 121.529583, imageUrl: "", name: "Yangming", nameLocal: "陽明"))
                Divider()
                DetailsRow(station: Station(id: 1, countryId: 1, countryCode: "twn", code: "Songshan", lat: 25.05,
                                            lon: 121.578611, imageUrl: "", name: "Songshan", nameLocal: "松山"))
            }
        }
        .navigationBarTitle("Stations")
    }
}
