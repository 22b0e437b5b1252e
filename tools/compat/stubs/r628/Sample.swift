import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let data = ModelData()
    // The restaurants screen stacks the rows in a scroll view.
    return NavigationStack {
        ScrollView {
            VStack(spacing: 20) {
                ForEach(data.restaurants) { restaurant in
                    RestaurantRow(restaurant: restaurant)
                }
            }
            .padding()
        }
        .navigationTitle("Restaurants")
    }
    .environmentObject(data)
}
