import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The promo card sits between jokes in the feed.
    ScrollView {
        VStack(spacing: 16) {
            Text("Why did the scarecrow win an award? Because he was outstanding in his field.")
                .font(.title3.weight(.medium))
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .background(.cardBackground, in: RoundedRectangle(cornerRadius: 16))
            YouTubePromoCardView(onDismiss: {})
        }
        .padding()
    }
}
