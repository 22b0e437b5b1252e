import SwiftUI

@MainActor func makeSampleRow() -> some View {
    LoopStatsView(statsData: [
        LoopStatsProcessedData(
            category: .successfulLoop,
            count: 1984,
            percentage: 95.4,
            medianDuration: 3.2,
            medianInterval: 301,
            totalDays: 7
        ),
        LoopStatsProcessedData(
            category: .glucoseCount,
            count: 2016,
            percentage: 100,
            medianDuration: 0,
            medianInterval: 300,
            totalDays: 7
        ),
    ])
}
