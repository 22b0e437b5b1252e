import SwiftUI
import UIComponents

@MainActor func makeSampleRow() -> some View {
    // The home screen's list cards on the blue-grey background.
    ZStack {
        Color(uiColor: .govUK.fills.surfaceBackground)
        VStack(spacing: 16) {
            ListCardView(viewModel: ListCardViewModel(title: "Check your State Pension age", action: {}))
            ListCardView(viewModel: ListCardViewModel(
                title: "Renew your passport",
                subtitle: "It takes up to 3 weeks to get a new passport if you apply online.",
                action: {}))
        }
        .padding()
    }
}
