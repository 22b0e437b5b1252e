import SwiftUI

@MainActor func makeSampleRow() -> some View {
    CompactAuthorCard(author: NosPreviewData.author)
        .environmentObject(Router())
        .environment(RelayService())
        .padding()
        .background(Color.previewBg)
}
