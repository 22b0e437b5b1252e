import SwiftUI

// Library: editing the list of sections, the selected ones ticked.
@MainActor func makeSampleRow() -> some View {
    NavigationView {
        List {
            ListItemView(title: "Playlists", icon: "music.note.list", isSelected: true, itemAction: {})
            ListItemView(title: "Artists", icon: "music.mic", isSelected: true, itemAction: {})
            ListItemView(title: "Albums", icon: "square.stack", isSelected: false, itemAction: {})
            ListItemView(title: "Songs", icon: "music.note", isSelected: false, itemAction: {})
        }
        .navigationTitle("Library")
    }
}
