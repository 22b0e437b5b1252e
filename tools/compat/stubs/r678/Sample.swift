import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The swipe deck shows the cap card in place of a recipe card.
    ZStack {
        Colors.background.ignoresSafeArea()
        CapReachedCard()
            .frame(height: 420)
            .padding()
    }
}
