import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        PrivacyBadge(.max)
        PrivacyBadge(.low)
    }
    .padding()
}
