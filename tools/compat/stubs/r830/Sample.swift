import SwiftUI

// The profile's reading statistics.
@MainActor func makeSampleRow() -> some View {
    List {
        Section("Statistics") {
            StatRowView(label: "Books read", value: "27")
            StatRowView(label: "Pages read", value: "8,412")
            StatRowView(label: "Currently reading", value: "2")
            StatRowView(label: "Points", value: "1,340")
        }
    }
}
