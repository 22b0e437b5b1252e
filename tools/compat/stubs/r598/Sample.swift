import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = Date()
    let ana = User(name: "ana")
    let kim = User(name: "kim")
    let comments = [
        CommentViewModel(content: "Great shots! Which lens did you use for the temple one?", user: kim, level: 0,
                         created: now.addingTimeInterval(-7_200)),
        CommentViewModel(content: "Thanks! A 35mm prime, handheld.", user: ana, level: 1,
                         created: now.addingTimeInterval(-5_400)),
        CommentViewModel(content: "", user: nil, level: 1, created: now.addingTimeInterval(-3_000)),
    ]
    // PostDetail's comment thread, indented by reply level.
    return NavigationStack {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(comments) { comment in
                    CommentRow(comment: comment) { _ in }
                }
            }
            .padding(.horizontal)
        }
    }
}
