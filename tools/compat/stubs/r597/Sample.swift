import SwiftUI
import Minty

@MainActor func makeSampleRow() -> some View {
    let posts = [
        PostViewModel(title: "Autumn in Kyoto", preview: ObjectPreview(id: UUID(), type: "image", subtype: "jpeg", previewId: UUID())),
        PostViewModel(title: ""),
        PostViewModel(title: "Reading notes: The Pragmatic Programmer"),
    ]
    // A tag's post list in its minimal style.
    return NavigationStack {
        List(posts) { post in
            PostRowMinimal(post: post)
        }
        .navigationTitle("Posts")
    }
}
