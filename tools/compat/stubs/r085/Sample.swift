import SwiftUI

@MainActor func makeSampleRow() -> some View {
    BolusProgressBar(progress: 0.6)
        .padding(.horizontal)
}
