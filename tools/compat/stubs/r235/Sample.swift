import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ZStack(alignment: .bottomLeading) {
        Color.indigo.frame(height: 140)
        HStack(spacing: 6) {
            MediaBadge("ALT")
            MediaBadge("GIF")
            MediaBadge {
                Text("01:24")
                    .monospacedDigit()
            }
        }
        .padding(8)
    }
    .padding()
}
