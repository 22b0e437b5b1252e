import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let recentsVM = RecentSearchesViewModel()
    let pairs = [
        DepartureArrivalPairStop(departure: SampleStops.berlin, arrival: SampleStops.alex),
        DepartureArrivalPairStop(departure: SampleStops.bus, arrival: SampleStops.berlin),
    ]
    // The search screen shows recent searches as tappable cells under the text fields.
    return VStack(spacing: 6) {
        ForEach(pairs, id: \.id) { pair in
            RecentSearchCell(send: recentsVM.send(event:), locations: pair)
        }
    }
    .padding()
    .environmentObject(ChewViewModel())
}
