import SwiftUI

// Main: the day's progress badge over the farm background.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        ChickenSampleBackground()
        VStack(spacing: 16) {
            ProgressBadge(text: "3 / 5 DONE")
            ProgressBadge(text: "STREAK: 12 DAYS")
        }
    }
}
