import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 16) {
        FocusStatusCardView(status: FocusStatus(message: "2 of 3 focuses done today"), streak: 12, onShare: {})
        FocusStatusCardView(status: FocusStatus(message: "Set today's focuses to start a streak"), streak: 0, onShare: {})
    }
    .padding()
    .background(AppColors.background)
}
