import SwiftUI

@MainActor func makeSampleRow() -> some View {
    MoneyGoalProgressView(metric: Metric(balance: 42.5, date: Date(), exercise: true, username: "rodrigo"))
}
