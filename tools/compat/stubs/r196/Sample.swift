import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HistoryCardView(metric: Metric(balance: 35, date: Date(timeIntervalSince1970: 1_690_000_000), exercise: false, username: "rodrigo"))
}
