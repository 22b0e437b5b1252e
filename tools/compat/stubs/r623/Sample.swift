import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The place detail lists its activities as cards in a scroll view.
    ZStack {
        Color(white: 0.93).ignoresSafeArea()
        ScrollView {
            ActivityView(activity: SampleTravel.snorkeling)
                .padding()
        }
    }
}
