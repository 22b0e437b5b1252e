import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As in the file's preview.
    VStack {
        PillView(iconName: "nil")
        PillView(iconName: "book", text: "Librarian")
        PillView(iconName: "wineglass", text: "Social")
        PillView(iconName: nil, emoji: "🏋️", text: "Gym Workouts")
    }
    .padding()
}
