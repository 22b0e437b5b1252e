import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let items = [
        HomeItemViewData(imageName: "music.note.list", title: "Playlists", isHiddenBottom: true),
        HomeItemViewData(imageName: "person.2", title: "Artists", isHiddenBottom: true),
        HomeItemViewData(imageName: "book.fill", title: "Libary", isHiddenBottom: false),
    ]
    // The home screen stacks its menu items in a scroll view.
    return ScrollView {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(items) { item in
                HomeItemDetailView(data: item)
            }
        }
        .padding(.top)
    }
}
