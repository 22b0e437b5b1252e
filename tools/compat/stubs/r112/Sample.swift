import SwiftUI

@MainActor func makeSampleRow() -> some View {
    NavigationStack {
        ChallengeCellView(info: .constant(ChallengeViewModel.seeded))
            .padding()
    }
}
