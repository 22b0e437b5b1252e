import SwiftUI

// The home screen's "Best Parking" carousel.
@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 16) {
        Text("Best Parking")
            .font(.title3)
            .fontWeight(.medium)
            .padding(.horizontal, 20)
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(SampleSpots.all) { spot in
                    ParkingCardView(spot: spot)
                        .padding(.vertical, 5)
                }
            }
            .padding(.horizontal, 20)
        }
    }
}
