import SwiftUI

// The home screen's "Nearby You" list.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(alignment: .leading, spacing: 16) {
            Text("Nearby You")
                .font(.title3)
                .fontWeight(.medium)
                .padding(.horizontal, 20)
            ForEach(SampleSpots.all) { spot in
                ParkingRowView(spot: spot)
                    .padding(.horizontal, 20)
            }
        }
    }
}
