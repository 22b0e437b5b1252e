import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 12) {
        Text("Cloning repository…").font(.subheadline)
        InfinityProgressView(enabled: true)
        InfinityProgressView(enabled: false)
    }
    .padding()
}
