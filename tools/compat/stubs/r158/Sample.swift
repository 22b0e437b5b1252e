import AmpFinKit
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack {
        Text(Track.fixture.name)
        Spacer()
        DownloadIndicator(item: Track.fixture)
    }
}
