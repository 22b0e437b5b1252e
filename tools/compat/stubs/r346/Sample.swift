import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 16) {
        PlayButton(isPlaying: false, action: {})
        PlayButton(isPlaying: true, action: {})
    }
    .padding()
    .background(Color.DS.Background.secondary)
}
