import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack {
        StatisticView(stat: DeveloperPreview.shared.stat1)
        StatisticView(stat: DeveloperPreview.shared.stat2)
        StatisticView(stat: DeveloperPreview.shared.stat3)
    }
}
