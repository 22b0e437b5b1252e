import SwiftUI

// The home screen's list/map switch, on list and on map.
@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 20) {
        ViewToggleView(isMapView: .constant(false))
        ViewToggleView(isMapView: .constant(true))
    }
    .padding(.horizontal, 20)
}
