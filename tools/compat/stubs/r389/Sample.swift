import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 24) {
        CircularProgress(progress: 0.25, lineWidth: 4, color: PassColor.interactionNorm)
            .frame(width: 32, height: 32)
        CircularProgress(progress: 0.7, lineWidth: 6, color: .green)
            .frame(width: 48, height: 48)
        CircularProgress(progress: 1, lineWidth: 3, color: .orange)
            .frame(width: 24, height: 24)
    }
    .padding()
}
