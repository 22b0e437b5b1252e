import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        StatusPill(title: "All", selected: true, color: .blue) {}
        StatusPill(title: "In Progress", selected: false, color: .orange) {}
        StatusPill(title: "Done", selected: false, color: .green) {}
    }
    .padding()
}
