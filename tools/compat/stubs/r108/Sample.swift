import SwiftUI

@MainActor func makeSampleRow() -> some View {
    StreakRow(streak: Streak(name: "No sugar", date: Date(timeIntervalSinceNow: -12 * 86_400)))
}
