import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        TextBanner("Your vault is shared with 3 people. Changes you make are visible to them.")
        TextBanner("Unlock more features with Pass Plus", foregroundColor: .white,
                   backgroundColor: PassColor.interactionNorm, cornerRadius: 12)
    }
    .padding()
}
