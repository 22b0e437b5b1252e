import SwiftUI

// The widget's reading progress line under a book, at 42 %.
@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 6) {
        Text("The Left Hand of Darkness")
            .font(.system(size: 12, weight: .semibold))
        ProgressBar(currentProgress: 0.42)
            .frame(height: 2)
    }
    .padding()
    .frame(width: 170)
}
