import SwiftUI

// The active workout's timer ring, 35 % through the interval.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        TimerRingView(progress: 0.35, size: 180)
        VStack(spacing: 2) {
            Text("12:48").font(.system(size: 34, weight: .bold, design: .rounded))
            Text("Interval 3 of 8").font(.system(size: 12, weight: .medium)).foregroundColor(CoachiTheme.textSecondary)
        }
    }
    .padding(30)
    .background(Color(hex: "EEF3FF"))
}
