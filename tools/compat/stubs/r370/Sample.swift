import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 16) {
        ProgressIndicator(count: 4, currentIndex: 1)
        ProgressIndicator(count: 5, currentIndex: 3, style: .bars)
    }
    .padding()
}
