import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 16) {
        // As in the file's preview.
        RateView(rate: 9.5, participants: 268_935)
            .foregroundColor(.secondary)
            .font(.footnote)
        RateView(rate: 7.3, participants: 4_613, type: .vertical, showStar: true)
        RateView(rate: nil, participants: nil)
    }
    .padding()
}
