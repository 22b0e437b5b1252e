import AFPlayback
import AmpFinKit
import SwiftUI
// Stubs for rasmuslos/AmpFin Multiplatform/Collections/Tracks/TrackListRow.swift (what the row uses from elsewhere in its app).

/// AFFoundation/Track.swift declares this conformance in the package (kept here, beside the only
/// row that drags a track, so the other AmpFin rows do not depend on it).
extension Track: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .audio)
    }
}

/// Multiplatform/Utility/DisplayContext.swift.
internal enum DisplayContext: Identifiable, Equatable, Hashable {
    case unknown, album, artist, playlist, favorite, search
    var id: Self { self }
}

internal extension EnvironmentValues {
    @Entry var displayContext: DisplayContext = .unknown
}

/// Multiplatform/Utility/Extensions/ContentShapeKinds+HoverMenuInteraction.swift.
extension ContentShapeKinds {
    static let hoverMenuInteraction: Self = [.contextMenuPreview, .hoverEffect, .interaction]
}

/// r158's row in the app (Multiplatform/Utility/DownloadIndicator.swift); a test double here.
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

/// Multiplatform/Collections/Tracks/TrackCollection.swift (the parts the row uses). The app reads
/// the now-playing state from its NowPlaying.ViewModel environment object; the double asks the
/// AudioPlayer directly.
struct TrackCollection {
    typealias DeleteCallback = ((_ track: Track) -> Void)?

    struct TrackIndexCover: View {
        @Environment(\.displayContext) private var displayContext

        let track: Track
        let album: Album?

        private var size: CGFloat { album == nil ? 48 : 24 }
        private var active: Bool { AudioPlayer.current.nowPlaying == track }
        private var bold: Bool { track.favorite && displayContext != .favorite }

        var body: some View {
            Group {
                if album != nil {
                    Text(String(track.index.index))
                        .font(.callout)
                        .bold(bold)
                        .fontDesign(.rounded)
                        .foregroundStyle(.secondary)
                        .opacity(active ? 0 : 1)
                } else {
                    ItemImage(cover: track.cover)
                }
            }
            .frame(width: size, height: size)
            .overlay {
                ZStack {
                    if album == nil {
                        Color.black.opacity(0.2)
                            .clipShape(RoundedRectangle(cornerRadius: 8))
                    }
                    Image(systemName: "waveform")
                        .font(album == nil ? .body : .caption)
                        .foregroundStyle(album == nil ? .white : .secondary)
                }
                .opacity(active ? 1 : 0)
            }
            .padding(.trailing, 8)
        }
    }

    struct TrackPreview: View {
        let track: Track

        var body: some View {
            HStack(spacing: 8) {
                ItemImage(cover: track.cover)
                    .frame(width: 44)
                VStack(alignment: .leading) {
                    Text(track.name)
                    if let artistName = track.artistName {
                        Text(artistName)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                Spacer()
            }
            .padding(12)
            .clipShape(RoundedRectangle(cornerRadius: 12))
        }
    }

    struct TrackMenu: View {
        let track: Track
        let album: Album?
        var deleteCallback: TrackCollection.DeleteCallback = nil

        @Binding var lyricsSheetPresented: Bool
        @Binding var addToPlaylistSheetPresented: Bool

        var body: some View {
            Button {
                AudioPlayer.current.startPlayback(tracks: [track], startIndex: 0, shuffle: false, playbackInfo: .init(container: nil))
            } label: {
                Label("play", systemImage: "play")
            }
            QueueNextButton {
                AudioPlayer.current.queue(track, after: 0, playbackInfo: .init(container: nil, queueLocation: .next))
            }
            Divider()
            Button {
                lyricsSheetPresented.toggle()
            } label: {
                Label("lyrics.view", systemImage: "text.word.spacing")
            }
            Button {
                addToPlaylistSheetPresented.toggle()
            } label: {
                Label("playlist.add", systemImage: "plus")
            }
            if let deleteCallback {
                Button(role: .destructive) {
                    deleteCallback(track)
                } label: {
                    Label("playlist.remove", systemImage: "minus.circle")
                }
            }
        }
    }
}

/// Multiplatform/Utility/QueueButtons.swift.
internal struct QueueNextButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Label("queue.next", systemImage: "text.line.first.and.arrowtriangle.forward")
        }
    }
}

internal struct QueueLaterButton: View {
    var hideName = false
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Label("queue.last", systemImage: "text.line.last.and.arrowtriangle.forward")
        }
    }
}

/// Multiplatform/Track/LyricsSheet.swift (a sheet; never presented in a row).
struct LyricsSheet: View {
    let track: Track
    var body: some View { Text(track.name) }
}

/// Multiplatform/Collections/Playlists/PlaylistAddSheet.swift (a sheet; never presented in a row).
struct PlaylistAddSheet: View {
    let track: Track
    var body: some View { Text(track.name) }
}
