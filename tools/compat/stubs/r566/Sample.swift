import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The stop search lists its results one under another.
    VStack(alignment: .leading, spacing: 0) {
        StopListCell(stop: StopWithDistance(stop: SampleStops.berlin, distance: 120))
        StopListCell(stop: SampleStops.alex)
        StopListCell(stop: SampleStops.bus)
        StopListCell(stop: SampleStops.address)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding()
}
