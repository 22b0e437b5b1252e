import SwiftUI

// Home: action cards stacked on the primary background.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        Color.bgPrimary.ignoresSafeArea()
        VStack(spacing: 12) {
            ActionCard(title: "Scan QR code", description: "Verify a proof request with your passport")
            ActionCard(title: "Notifications", description: "Turn on to hear about new rewards", icon: { Image(.bell).iconMedium() })
            ActionCard(title: "Invite friends", description: "Earn RMO for each friend who joins", transparent: true)
        }
        .padding(12)
    }
}
