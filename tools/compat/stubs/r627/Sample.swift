import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let data = ModelData()
    // The hotels screen stacks the rows in a scroll view.
    return NavigationStack {
        ScrollView {
            VStack(spacing: 20) {
                ForEach(data.hotels) { hotel in
                    HotelRow(hotel: hotel)
                }
            }
            .padding()
        }
        .navigationTitle("Hotels")
    }
}
