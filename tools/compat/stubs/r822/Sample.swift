import SwiftUI

// The add-alarm sheet's grid of alarm types.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
            ForEach([AlarmType.low, .high, .fastDrop, .missedReading, .notLooping, .temporary], id: \.self) { type in
                AlarmTile(type: type) {}
            }
        }
        .padding()
    }
    .background(Color(.systemGroupedBackground))
}
