import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let playlists = [
        PlaylistItem(imageName: "templePlaylist", playlistName: "Chill Vibes", subTitle: "30 songs"),
        PlaylistItem(imageName: "templePlaylist", playlistName: "Workout", subTitle: "18 songs"),
    ]
    // The library shows playlists as tiles in a two-column grid on the app's dark background.
    return ZStack {
        Color.backgroundColor.ignoresSafeArea()
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 20) {
                ForEach(playlists.indices, id: \.self) { index in
                    PlayListItemView(data: playlists[index], sizeImage: CGSize(width: 160, height: 160))
                }
            }
            .padding()
        }
    }
}
