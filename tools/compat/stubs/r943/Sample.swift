import SwiftUI

// The foot of two event cards: a park concert and an online talk.
@MainActor func makeSampleRow() -> some View {
    let online = RemoteNearEvent(id: "2", title: "Swift Meetup", image: nil, at: Date(timeIntervalSince1970: 1_765_915_200),
                                 environment: 1, address: RemoteNearEventAddress(city: "", district: ""),
                                 liveStream: RemoteLiveStream(startedAt: nil), distance: nil)
    return VStack(spacing: 16) {
        EventCardFooter(event: EventCatalogCardViewModel(.stub))
        EventCardFooter(event: EventCatalogCardViewModel(online))
    }
    .padding()
    .frame(width: 300)
}
