import SwiftUI
import UIKit

@MainActor func makeSampleRow() -> some View {
    // As HomeMainView builds it, with the signed-in user the app seeds a challenge for.
    ChallengeCardView(dayNumber: 0, totalDays: 10, challengeTitle: "Weight Lifting", image: UIImage(named: "back")!)
        .environment(AccountViewModel(currentUser: User(id: 1, name: "Alex Cabrera", email: "alex@example.com", phone: "5551234567")))
        .padding()
}
