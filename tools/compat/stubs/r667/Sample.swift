import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // While the feed loads it shows skeleton cards in the scroll view.
    ScrollView {
        VStack(spacing: 16) {
            SkeletonCardView(lineCount: 1, lastLineWidth: 0.8)
            SkeletonCardView(lineCount: 2, lastLineWidth: 0.5)
            SkeletonCardView(lineCount: 3, lastLineWidth: 0.7)
        }
        .padding()
    }
}
