import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // ReelsNLiveView: the pills side by side on the grey profile section.
    HStack(spacing: 8) {
        ReelsItemView(title: "Reels", imagename: "play.rectangle.fill")
        ReelsItemView(title: "Live", imagename: "video.fill")
        Spacer()
    }
    .padding()
    .background(Color(.systemGray6))
}
