import SwiftUI

// Two books in the widget's grid, each with its progress under the cover.
@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 4).fill(Color.orange).frame(width: 50, height: 75)
            ProgressDisplay(progressPercentage: 37)
        }
        VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 4).fill(Color.teal).frame(width: 50, height: 75)
            ProgressDisplay(progressPercentage: 82)
        }
    }
    .padding()
}
