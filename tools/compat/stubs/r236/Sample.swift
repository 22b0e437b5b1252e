import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 24) {
        CircleProgressView(progress: 0.25).frame(width: 32, height: 32)
        CircleProgressView(progress: 0.6).frame(width: 32, height: 32)
        CircleProgressView(progress: 0.95).frame(width: 32, height: 32)
    }
    .padding()
    .background(Color.black.opacity(0.7))
}
