import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        ZStack(alignment: .bottom) {
            Color.teal.frame(height: 120)
            MediaMetaIndicatorView(viewModel: MediaView.ViewModel(mediaKind: .video, aspectRatio: CGSize(width: 16, height: 9), altText: nil, durationMS: 83_000))
        }
        ZStack(alignment: .bottom) {
            Color.orange.frame(height: 120)
            MediaMetaIndicatorView(viewModel: MediaView.ViewModel(mediaKind: .animatedGIF, aspectRatio: CGSize(width: 1, height: 1), altText: "A cat", durationMS: nil))
        }
    }
    .padding()
}
