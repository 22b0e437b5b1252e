import SwiftUI
// Stubs for nightscout/Trio Trio/Sources/Modules/Stat/View/ViewElements/Looping/LoopStatsView.swift (what the row uses from elsewhere in its app).

struct LoopStatsProcessedData: Identifiable {
    var id = UUID()
    let category: LoopStatsDataType
    let count: Int
    let percentage: Double
    let medianDuration: Double
    let medianInterval: Double
    let totalDays: Int
}

enum LoopStatsDataType: String {
    case successfulLoop
    case glucoseCount

    var displayName: String {
        switch self {
        case .successfulLoop: return "Successful Loops"
        case .glucoseCount: return "Glucose Count"
        }
    }
}

struct StatChartUtils {
    static func statView(title: String, value: String) -> some View {
        VStack(spacing: 5) {
            Text(title)
                .font(.subheadline)
                .foregroundStyle(Color.secondary)
            Text(value)
        }
    }
}
