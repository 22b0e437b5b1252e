import AmpFinKit
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    AlbumListRow(album: .fixture)
}
