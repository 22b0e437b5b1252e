import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // CustomerRootView puts the badge over the cart tab's icon.
    HStack(spacing: 40) {
        Image(systemName: "cart")
            .font(.title2)
            .overlay(alignment: .topTrailing) {
                PSBadge(badgeNumber: 3).offset(x: 8, y: -6)
            }
        Image(systemName: "cart")
            .font(.title2)
            .overlay(alignment: .topTrailing) {
                PSBadge(badgeNumber: 12).offset(x: 8, y: -6)
            }
    }
    .padding()
}
