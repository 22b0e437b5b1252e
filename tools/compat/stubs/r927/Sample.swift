import SwiftUI

// The flight screen's status badges.
@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        FlightStatusBadge(status: "On Time")
        FlightStatusBadge(status: "Delayed 25m", color: .orange)
        FlightStatusBadge(status: "Cancelled", color: .red)
    }
    .padding()
}
