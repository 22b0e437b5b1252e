import SwiftUI

@MainActor func makeSampleRow() -> some View {
    AlbumRow(album: artists[0].Albums[0])
}
