import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack {
        Text(TastybytesPreviewData.product.formatted(.fullName))
            .font(.headline)
        VerifiedBadgeView(verifiable: TastybytesPreviewData.product)
        Spacer()
    }
    .verificationBadgeVisibility(.visible)
    .padding()
}
