import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // FeedView: the posts stacked in a scroll view.
    ScrollView {
        LazyVStack(spacing: 32) {
            ForEach(Post.MOCK_POSTS) { post in
                FeedCell(post: post)
            }
        }
    }
}
