import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let locations = [
        MDLocation(id: 1, name: "Pantry", active: true, mdLocationDescription: "Shelf next to the fridge",
                   isFreezer: false, rowCreatedTimestamp: "2025-01-04 10:12:00"),
        MDLocation(id: 2, name: "Freezer", active: true, mdLocationDescription: "",
                   isFreezer: true, rowCreatedTimestamp: "2025-01-04 10:13:00"),
        MDLocation(id: 3, name: "Basement", active: false, mdLocationDescription: "Drinks and preserves",
                   isFreezer: false, rowCreatedTimestamp: "2025-02-11 18:40:00"),
    ]
    // MDLocationsView: the master-data list of locations.
    return NavigationStack {
        List(locations) { location in
            MDLocationRowView(location: location)
        }
        .navigationTitle("Locations")
    }
}
