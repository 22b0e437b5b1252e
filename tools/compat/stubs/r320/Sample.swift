import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 24) {
        ProgressRingView(progress: 0.72, lineWidth: 10, color: .green)
            .frame(width: 80, height: 80)
        ProgressRingView(progress: 0.35, lineWidth: 6, color: .orange)
            .frame(width: 56, height: 56)
        ProgressRingView(progress: 1.2, lineWidth: 4, color: .blue)
            .frame(width: 40, height: 40)
    }
    .padding()
}
