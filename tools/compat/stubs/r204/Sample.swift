import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 20) {
        WhatsNewItemView(item: WhatsNewItem(title: "Bookmarks", subtitle: "Save stories for later and find them in the new Bookmarks tab.", systemImage: "bookmark"))
        WhatsNewItemView(item: WhatsNewItem(title: "Text size", subtitle: "Pick a comfortable reading size in Settings.", systemImage: "textformat.size"))
    }
    .padding()
}
