import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 24) {
        CircularProgressView(progress: 0.35)
            .frame(width: 90, height: 90)
        CircularProgressView(progress: 1.0)
            .frame(width: 90, height: 90)
    }
    .padding(24)
}
