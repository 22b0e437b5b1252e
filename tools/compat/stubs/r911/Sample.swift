import SwiftUI

// A lecture's details in the schedule dialog.
@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 0) {
        DetailRow(icon: "clock", title: "Time", value: "Mon 10:30 AM – 11:45 AM", color: .blue)
        DetailRow(icon: "mappin.and.ellipse", title: "Room", value: "Engineering Hall 204", color: .orange)
        DetailRow(icon: "person", title: "Professor", value: "Dr. Sarah Kim", color: .purple)
    }
    .padding()
}
