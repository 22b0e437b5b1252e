import SwiftUI

// The step counter: today's ring under the day's count.
@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 24) {
        Text("7,012 steps")
            .font(.system(size: 28, weight: .bold, design: .monospaced))
        ProgressRingView(progress: 0.7)
    }
    .padding(.vertical, 40)
    .frame(maxWidth: .infinity)
}
