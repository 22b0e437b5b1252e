import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // Practice cards carry the badge at their top-trailing corner, in the accent colour.
    HStack(spacing: 24) {
        ProgressBadge(progress: .constant(0))
        ProgressBadge(progress: .constant(0.35))
        ProgressBadge(progress: .constant(0.8))
        ProgressBadge(progress: .constant(1))
    }
    .font(.title)
    .foregroundStyle(Color.accentColor)
    .padding()
}
