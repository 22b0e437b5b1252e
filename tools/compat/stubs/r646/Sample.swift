import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The drafts screen: rows between dividers in a scroll view.
    NavigationStack {
        ScrollView {
            VStack {
                Divider()
                PostDraftsRowView(post: PreviewData.samplePost1)
                Divider()
                PostDraftsRowView(post: PreviewData.samplePost2)
                Divider()
                PostDraftsRowView(post: PreviewData.samplePost3)
                Divider()
            }
        }
        .navigationTitle("Drafts")
    }
}
