import SwiftUI

// The achievements screen.
@MainActor func makeSampleRow() -> some View {
    let model = AchievementModel()
    return ScrollView {
        VStack(spacing: 10) {
            ForEach(model.achievements) { achievement in
                AchievementView(achievement: achievement)
            }
        }
        .padding(.vertical)
    }
}
