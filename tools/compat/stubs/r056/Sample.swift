import ComposableArchitecture
import SwiftUI

/// The row's own preview: the banner at the bottom of the home screen.
@MainActor func makeSampleRow() -> some View {
    NagBannerView(
        store: Store(initialState: NagBanner.State()) {
            NagBanner()
        }
    )
}
