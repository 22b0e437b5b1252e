import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        StreakBadge(streak: 3)
        StreakBadge(streak: 12)
        StreakBadge(streak: 101)
    }
    .padding()
}
