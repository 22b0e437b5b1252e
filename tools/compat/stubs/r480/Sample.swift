import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // A few weeks of the Stats heatmap: one column a week, as Heatmap lays them out.
    let today = Calendar.current.startOfDay(for: .now)
    let counts = [0, 1, 2, 0, 4, 1, 0,  3, 0, 0, 1, 5, 2, 0,  1, 1, 0, 2, 3, 0, 0,  0, 2, 6, 1, 0, 1, 2]
    let days = counts.enumerated().map { index, count in
        DailyUsageStat(date: Calendar.current.date(byAdding: .day, value: index - (counts.count - 1), to: today)!, count: count)
    }
    return HStack(alignment: .top, spacing: 3) {
        ForEach(0..<4) { week in
            VStack(spacing: 3) {
                ForEach(days[(week * 7)..<(week * 7 + 7)]) { day in
                    HeatmapStat(day: day)
                }
            }
        }
    }
    .frame(height: 120)
    .padding()
}
