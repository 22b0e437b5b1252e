import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let scores: [Double] = [0, 0.1, 0.3, 0.5, 0.9, 1.0, 0, 0.25, 0.65, 0.8, 0.15, 0, 0.45, 1.0]
    return LazyVGrid(columns: Array(repeating: GridItem(.fixed(22), spacing: 4), count: 7), spacing: 4) {
        ForEach(Array(scores.enumerated()), id: \.offset) { _, score in
            HeatmapTile(score: score)
        }
    }
    .padding()
}
