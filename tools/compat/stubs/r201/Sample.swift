import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 6) {
        Tag(subredditIconKit: SubredditIconKit(url: nil, initialLetter: "S", color: "#FF4500"), text: "r/swift")
        Tag(text: "Discussion")
        Tag(text: "NSFW", backgroundColor: .red)
    }
    .padding()
}
