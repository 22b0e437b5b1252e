import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The news tab: cards stacked in a scroll view on the app's warm background.
    ZStack {
        Color.piratenBackground.ignoresSafeArea()
        ScrollView {
            VStack(spacing: 12) {
                NewsCardView(item: FakeNewsRepository.sampleItems[1], isNew: true)
                NewsCardView(item: FakeNewsRepository.sampleItems[0])
            }
            .padding()
        }
    }
}
