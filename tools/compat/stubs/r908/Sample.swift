import SwiftUI

// The home page's monthly budget bar, 64 % spent.
@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 8) {
        Text("$1,920 of $3,000 spent").font(.subheadline)
        ProgressBar(value: 0.64)
            .frame(height: 12)
    }
    .padding()
}
