import SwiftUI

/// The row's own preview (the notch shows it on black).
@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 16) {
        ProgressIndicator(type: .circle, progress: 0.8, color: Color.blue)
        ProgressIndicator(type: .text, progress: 0.8, color: Color.blue)
    }
    .padding()
}
