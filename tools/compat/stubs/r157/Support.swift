import AFPlayback
import AmpFinKit
import SwiftUI
// Stubs for rasmuslos/AmpFin Multiplatform/Collections/Albums/AlbumListRow.swift (what the row uses from elsewhere in its app).

/// r158's row in the app (Multiplatform/Utility/DownloadIndicator.swift); a test double here: the
/// arrow when the item is downloaded, nothing otherwise.
internal struct DownloadIndicator: View {
    let item: Item

    var body: some View {
        if item.offlineTracker.status == .downloaded {
            Label("downloaded", systemImage: "arrow.down.circle.fill")
                .labelStyle(.iconOnly)
                .font(.caption2)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 4)
        }
    }
}

/// Multiplatform/Collections/Albums/AlbumContextMenuModifier.swift: play / queue / favourite
/// actions in a context menu, the cover and names as its preview.
struct AlbumContextMenuModifier: ViewModifier {
    let album: Album

    func body(content: Content) -> some View {
        content
            .contextMenu {
                Button {
                    AudioPlayer.current.startPlayback(tracks: [], startIndex: 0, shuffle: false, playbackInfo: .init(container: album))
                } label: {
                    Label("play", systemImage: "play")
                }
                Divider()
                Button {
                    album.favorite.toggle()
                } label: {
                    Label("favorite", systemImage: album.favorite ? "star.fill" : "star")
                }
            } preview: {
                VStack(alignment: .leading, spacing: 0) {
                    ItemImage(cover: album.cover)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(album.name)
                            .font(.subheadline)
                            .lineLimit(1)
                        if let artistName = album.artistName {
                            Text(artistName)
                                .font(.subheadline)
                                .lineLimit(1)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .padding(.top, 8)
                }
                .frame(width: 250)
                .padding(20)
            }
    }
}
