import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        TripListItem(trip: Trip.previewTrips[0], isUnread: true)
    }
}
