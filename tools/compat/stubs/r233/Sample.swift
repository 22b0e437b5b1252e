import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 10) {
        OccupancyBadge(occupancy: .manySeatsAvailable)
        OccupancyBadge(occupancy: .fewSeatsAvailable)
        OccupancyBadge(occupancy: .standingRoomOnly)
        OccupancyBadge(occupancy: .full)
    }
    .padding()
}
