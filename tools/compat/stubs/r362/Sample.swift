import SwiftUI

@MainActor func makeSampleRow() -> some View {
    TodayProgressCard(habits: sampleHabits())
        .padding(.vertical)
        .background(Color(hex: "F3F4F6"))
}
