import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // ActiveWorkoutView shows the stats at the top of its list.
    List {
        ActiveWorkoutStatsView(elapsedTime: 1_934, totalVolume: 4_250, completedSets: 9)
        Text("Bench Press").font(.headline)
    }
    .listStyle(.plain)
}
