import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 16) {
        PopularityBadge(score: 82)
        PopularityBadge(score: 67)
        PopularityBadge(score: 51)
        PopularityBadge(score: 28)
    }
    .padding()
}
