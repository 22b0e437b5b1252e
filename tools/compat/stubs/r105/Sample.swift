import SwiftUI

/// The app's preview statistics (PreviewData.stat1…stat3).
@MainActor func makeSampleRow() -> some View {
    HStack(alignment: .top, spacing: 24) {
        StatisticInfoView(stat: PreviewData.shared.stat1)
        StatisticInfoView(stat: PreviewData.shared.stat2)
        StatisticInfoView(stat: PreviewData.shared.stat3)
    }
    .padding()
}
